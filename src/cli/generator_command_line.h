#pragma once
// `disklab-cli generate KIND`: every kind is a core generator (core/generator_catalog.h), and its
// options are its parameter descriptors. A kind may add what a descriptor cannot say (a gas
// mixture's repeated --species), in a file of its own.

#include "generator_options.h"

#include "core/generator_descriptor.h"

#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <string>

namespace disklab::cli {

/// What a kind's command line adds to its descriptors.
struct CommandLineExtras {
    QList<QCommandLineOption> options;
    /// Options the kind requires (or accepts as alternatives), whose default --help leaves out.
    QStringList withoutDefault;
    /// Rules between options, checked before the descriptors' options are read.
    std::function<void(GeneratorOptions&)> check;
    /// Reads `options` into the parameters, after the descriptors' options.
    std::function<void(GeneratorOptions&, GeneratorParameters&)> read;
};

/// The extras of a kind (none for most).
CommandLineExtras commandLineExtras(const GeneratorDescriptor& generator);
/// The gas mixture's --species (gas_mixture_options.cpp).
CommandLineExtras gasMixtureExtras();

/// Every option of a kind, in the order its descriptor lists the parameters, then the extras.
QList<QCommandLineOption> generatorOptions(const GeneratorDescriptor& generator);

/// The kind's parameters from the options; nullopt when an option was wrong (the errors are in
/// `options`).
std::optional<GeneratorParameters> readGeneratorOptions(const GeneratorDescriptor& generator, GeneratorOptions& options);

/// The option (without dashes) that sets a struct field GeneratorError names: its descriptor's
/// key, else the field in kebab-case ("species").
QString optionForField(const GeneratorDescriptor& generator, const std::string& field);

} // namespace disklab::cli
