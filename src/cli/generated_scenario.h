#pragma once
// A generator's scenario from command-line style options, with the messages `disklab-cli
// generate` prints when the options or the generator refuse: shared by the command and by the
// Python module, so both say the same.

#include "generator_options.h"

#include "core/generator_descriptor.h"
#include "core/scenario.h"

#include <QStringList>

#include <optional>

namespace disklab::cli {

struct GeneratedScenario {
    std::optional<Scenario> scenario;
    QStringList errors;  ///< what went wrong, one message a line; empty when generated
    bool usage = false;  ///< the options were wrong (exit 2), not the generator's refusal (exit 1)
};

/// Generates `generator`'s scenario from `options` (parsed with generatorOptions(generator)).
/// Errors already recorded in `options` come first.
GeneratedScenario generateFromOptions(const GeneratorDescriptor& generator, GeneratorOptions& options);

} // namespace disklab::cli
