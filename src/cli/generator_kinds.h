#pragma once
// The kinds `disklab-cli generate` knows: their options and how they build a scenario from
// them with the core generators (core/generators.h).

#include "generator_options.h"

#include "core/scenario.h"

#include <QCommandLineOption>
#include <QHash>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace disklab::cli {

struct GeneratorKind {
    QString name;      ///< "gas", "billiards", ...
    QString summary;   ///< one line for `generate --help`
    QList<QCommandLineOption> options;  ///< besides -o, --title, --description
    /// Reads the options into the generator's parameters and runs it. Returns nullopt when an
    /// option could not be read (the errors are in `options`); lets GeneratorError through.
    std::function<std::optional<Scenario>(GeneratorOptions& options)> build;
    /// Options named differently from their parameter ("count" -> "n"); other parameters are
    /// their camelCase name in kebab-case ("cueSpeed" -> "cue-speed").
    QHash<QString, QString> optionOfParameter;
};

/// Every kind, in the order `generate --help` lists them.
const QList<GeneratorKind>& generatorKinds();

/// The option (without dashes) that sets a generator parameter of `kind`.
QString optionForParameter(const GeneratorKind& kind, const QString& parameter);

// The two halves of the list (generator_kinds_gases.cpp, generator_kinds_mechanics.cpp).
QList<GeneratorKind> gasGeneratorKinds();
QList<GeneratorKind> mechanicsGeneratorKinds();

} // namespace disklab::cli
