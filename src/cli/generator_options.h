#pragma once
// Typed reading of `disklab-cli generate KIND` options. An option that is not given leaves the
// parameter's default; one given with a bad value is collected as an error naming the option,
// and nothing is generated.

#include "core/generator_descriptor.h"

#include "front_end/option_map.h"

#include <QCommandLineOption>
#include <QStringList>

#include <optional>

namespace disklab::cli {

class GeneratorOptions {
public:
    explicit GeneratorOptions(OptionMap options) : m_options(std::move(options)) {}

    bool isSet(const QString& option) const { return m_options.isSet(option); }
    QString value(const QString& option) const { return m_options.value(option); }
    QStringList values(const QString& option) const { return m_options.values(option); }
    /// How a message names the option (OptionMap::spelled).
    QString spelled(const QString& option) const { return m_options.spelled(option); }

    /// Reads the parameter's option, if given, into `parameters`.
    void read(const ParameterDescriptor& parameter, GeneratorParameters& parameters);
    /// Records a problem with the options ("--species: ...").
    void fail(const QString& message) { m_errors.append(message); }

    bool ok() const { return m_errors.isEmpty(); }
    const QStringList& errors() const { return m_errors; }

private:
    std::optional<ParameterValue> parse(const ParameterDescriptor& parameter, const QString& option);

    OptionMap m_options;
    QStringList m_errors;
};

/// A "#rrggbb" or "rrggbb" colour, or nullopt.
std::optional<Colour> parseColourOption(const QString& text);

/// The option of a parameter: a flag for a Boolean, else a value whose description ends with
/// "(default X)" unless `showDefault` is false (an option the kind requires).
QCommandLineOption parameterOption(const ParameterDescriptor& parameter, const ParameterValue& defaultValue,
                                   bool showDefault = true);

} // namespace disklab::cli
