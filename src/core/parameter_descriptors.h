#pragma once
// Writing a generator's descriptor table: one call per parameter, naming the struct member it
// sets, so reading and writing the field cannot drift from the description. Defaults are never
// written here: they are whatever a default-constructed parameter struct holds.

#include "core/generator_descriptor.h"

#include <cstdint>
#include <initializer_list>
#include <limits>
#include <utility>

namespace disklab::describe {

/// What every parameter has. `fields` empty means the one field named like the key.
struct Texts {
    std::string key;
    const char* symbol;  ///< how help writes a value: "PHI", "WxH"; empty for a flag or a choice
    const char* label;
    const char* help;
    std::vector<std::string> fields = {};
};

/// The upper end of a range with no natural limit: far beyond any scene that runs.
inline constexpr double kUnbounded = 1e6;

namespace detail {

template <class P>
ParameterDescriptor make(ParameterKind kind, Texts texts, std::function<ParameterValue(const P&)> get,
                         std::function<void(P&, const ParameterValue&)> set)
{
    ParameterDescriptor d;
    d.fields = texts.fields.empty() ? std::vector<std::string>{texts.key} : std::move(texts.fields);
    d.key = std::move(texts.key);
    d.symbol = texts.symbol;
    d.label = texts.label;
    d.help = texts.help;
    d.kind = kind;
    d.read = [get](const std::any& p) { return get(std::any_cast<const P&>(p)); };
    d.write = [set](std::any& p, const ParameterValue& v) { set(std::any_cast<P&>(p), v); };
    return d;
}

} // namespace detail

/// A real number in [minimum, maximum].
template <class P>
ParameterDescriptor real(double P::*member, Texts texts, double minimum, double maximum)
{
    ParameterDescriptor d = detail::make<P>(
        ParameterKind::Real, std::move(texts), [member](const P& p) { return ParameterValue(p.*member); },
        [member](P& p, const ParameterValue& v) { p.*member = std::get<double>(v); });
    d.minimum = minimum;
    d.maximum = maximum;
    return d;
}

/// A whole number in [minimum, maximum].
template <class P>
ParameterDescriptor integer(int P::*member, Texts texts, int minimum, int maximum)
{
    ParameterDescriptor d = detail::make<P>(
        ParameterKind::Integer, std::move(texts), [member](const P& p) { return ParameterValue(std::int64_t(p.*member)); },
        [member](P& p, const ParameterValue& v) { p.*member = int(std::get<std::int64_t>(v)); });
    d.minimum = minimum;
    d.maximum = maximum;
    return d;
}

/// The random seed.
template <class P>
ParameterDescriptor seed(std::uint64_t P::*member, Texts texts)
{
    ParameterDescriptor d = detail::make<P>(
        ParameterKind::Seed, std::move(texts), [member](const P& p) { return ParameterValue(p.*member); },
        [member](P& p, const ParameterValue& v) { p.*member = std::get<std::uint64_t>(v); });
    d.minimum = 0.0;
    d.maximum = double(std::numeric_limits<std::uint64_t>::max());
    return d;
}

/// A yes/no, false by default, read and written through `get` and `set` (so a field that is
/// true by default can be offered as its opposite: a lattice's "walls" for `periodic`).
template <class P>
ParameterDescriptor boolean(Texts texts, bool (*get)(const P&), void (*set)(P&, bool))
{
    return detail::make<P>(
        ParameterKind::Boolean, std::move(texts), [get](const P& p) { return ParameterValue(get(p)); },
        [set](P& p, const ParameterValue& v) { set(p, std::get<bool>(v)); });
}

/// A yes/no field, false by default.
template <class P>
ParameterDescriptor boolean(bool P::*member, Texts texts)
{
    return detail::make<P>(
        ParameterKind::Boolean, std::move(texts), [member](const P& p) { return ParameterValue(p.*member); },
        [member](P& p, const ParameterValue& v) { p.*member = std::get<bool>(v); });
}

/// A width and a height set together, each in [minimum, maximum].
template <class P>
ParameterDescriptor size(double P::*width, double P::*height, Texts texts, double minimum, double maximum)
{
    ParameterDescriptor d = detail::make<P>(
        ParameterKind::Size, std::move(texts),
        [width, height](const P& p) { return ParameterValue(Extent{p.*width, p.*height}); },
        [width, height](P& p, const ParameterValue& v) {
            p.*width = std::get<Extent>(v).width;
            p.*height = std::get<Extent>(v).height;
        });
    d.minimum = minimum;
    d.maximum = maximum;
    return d;
}

/// A colour.
template <class P>
ParameterDescriptor colour(Colour P::*member, Texts texts)
{
    return detail::make<P>(
        ParameterKind::Colour, std::move(texts), [member](const P& p) { return ParameterValue(p.*member); },
        [member](P& p, const ParameterValue& v) { p.*member = std::get<Colour>(v); });
}

/// One of a few named values of an enum field.
template <class P, class E>
ParameterDescriptor choice(E P::*member, Texts texts, std::vector<std::pair<ParameterChoice, E>> options)
{
    std::vector<E> values;
    std::vector<ParameterChoice> choices;
    for (auto& [option, value] : options) {
        choices.push_back(option);
        values.push_back(value);
    }
    ParameterDescriptor d = detail::make<P>(
        ParameterKind::Choice, std::move(texts),
        [member, values](const P& p) {
            std::int64_t index = 0;
            while (std::size_t(index) + 1 < values.size() && values[std::size_t(index)] != p.*member)
                ++index;
            return ParameterValue(index);
        },
        [member, values](P& p, const ParameterValue& v) { p.*member = values.at(std::size_t(std::get<std::int64_t>(v))); });
    d.choices = std::move(choices);
    return d;
}

/// Marks a descriptor as meaningful only when another parameter has a given choice.
inline ParameterDescriptor when(ParameterDescriptor descriptor, std::string parameter, std::string choice)
{
    descriptor.appliesWhen = ParameterCondition{std::move(parameter), std::move(choice)};
    return descriptor;
}

/// The whole descriptor of a generator of parameter struct P.
template <class P>
GeneratorDescriptor generator(std::string key, const char* title, const char* description, Scenario (*generate)(const P&),
                              std::vector<ParameterDescriptor> parameters)
{
    GeneratorDescriptor g;
    g.key = std::move(key);
    g.title = title;
    g.description = description;
    g.parameters = std::move(parameters);
    g.defaults = [] { return std::any(P{}); };
    g.generate = [generate](const std::any& p) { return generate(std::any_cast<const P&>(p)); };
    return g;
}

} // namespace disklab::describe
