#pragma once
// Options of `disklab-cli generate KIND` bound to the parameter they set.
//
// A kind lists each option once, with the member of its parameter struct: the help text
// takes the default from a default-constructed struct, and reading the command line fills
// the same member. The list and the reading cannot drift apart, and reading happens in the
// order the options are listed, so errors come in the order `--help` shows.

#include "generator_kinds.h"
#include "generator_options.h"

#include <QCommandLineOption>
#include <QHash>
#include <QList>
#include <QString>

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <utility>
#include <vector>

namespace disklab::cli {

template <class P>
struct BoundOption {
    QCommandLineOption option;
    std::function<void(GeneratorOptions&, P&)> read;
};

/// A number: "(default X)" from P's default.
template <class P, class T>
BoundOption<P> number(const char* name, const QString& description, T P::*member, const QString& valueName)
{
    return {valueOption(name, description, valueName, defaultText(static_cast<double>(P{}.*member))),
            [name, member](GeneratorOptions& o, P& p) { o.read(name, p.*member); }};
}

/// A size given as WxH, into two members.
template <class P>
BoundOption<P> size(const char* name, const QString& description, double P::*width, double P::*height)
{
    const P defaults;
    return {valueOption(name, description, "WxH", defaultText(defaults.*width) + "x" + defaultText(defaults.*height)),
            [name, width, height](GeneratorOptions& o, P& p) { o.readSize(name, p.*width, p.*height); }};
}

/// What --seed means for a kind that draws random numbers, and for one whose layout is fixed
/// (the seed is only stored in the scenario).
inline const QString kRandomSeedDescription = QStringLiteral("Random seed; the same seed gives the same scenario.");
inline const QString kFixedLayoutSeedDescription = QStringLiteral("Seed stored in the scenario (the layout is fixed).");

/// The random seed (printed as a whole number, however large).
template <class P>
BoundOption<P> seed(const QString& description, std::uint64_t P::*member)
{
    return {valueOption("seed", description, "S", QString::number(P{}.*member)),
            [member](GeneratorOptions& o, P& p) { o.read("seed", p.*member); }};
}

/// A colour, "#rrggbb" or "rrggbb".
template <class P>
BoundOption<P> colour(const char* name, const QString& description, Colour P::*member, const QString& defaultValue)
{
    return {valueOption(name, description, "#rrggbb", defaultValue),
            [name, member](GeneratorOptions& o, P& p) { o.readColour(name, p.*member); }};
}

/// A kind whose options all bind to parameters of P: reads them in order, runs `check` (for
/// rules between options), and generates unless an option was wrong.
template <class P, class Generate>
GeneratorKind boundKind(const QString& name, const QString& summary, std::initializer_list<BoundOption<P>> list,
                        Generate generate, QHash<QString, QString> optionOfParameter = {},
                        std::function<void(GeneratorOptions&, const P&)> check = {})
{
    GeneratorKind kind;
    kind.name = name;
    kind.summary = summary;
    std::vector<BoundOption<P>> bound(list);
    for (const BoundOption<P>& b : bound)
        kind.options.append(b.option);
    kind.optionOfParameter = std::move(optionOfParameter);
    kind.build = [bound, generate, check](GeneratorOptions& o) -> std::optional<Scenario> {
        P p;
        for (const BoundOption<P>& b : bound)
            b.read(o, p);
        if (check)
            check(o, p);
        if (!o.ok())
            return std::nullopt;
        return generate(p);
    };
    return kind;
}

} // namespace disklab::cli
