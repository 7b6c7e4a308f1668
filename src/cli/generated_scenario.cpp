#include "generated_scenario.h"

#include "generator_command_line.h"

#include "core/generator_error.h"

#include <stdexcept>

namespace disklab::cli {

GeneratedScenario generateFromOptions(const GeneratorDescriptor& generator, GeneratorOptions& options)
{
    const QString name = QString::fromStdString(generator.key);
    GeneratedScenario result;
    try {
        if (const std::optional<GeneratorParameters> parameters = readGeneratorOptions(generator, options))
            result.scenario = parameters->generate();
    } catch (const GeneratorError& e) {
        result.errors << QString("generate %1: %2: %3")
                             .arg(name, options.spelled(optionForField(generator, e.parameter())),
                                  QString::fromStdString(e.explanation()));
        result.scenario.reset();
        return result;
    } catch (const std::invalid_argument& e) {
        result.errors << QString("generate %1: %2").arg(name, e.what());
        result.scenario.reset();
        return result;
    }
    if (!options.ok() || !result.scenario) {
        result.errors = options.errors();
        result.usage = true;
        result.scenario.reset();
    }
    return result;
}

} // namespace disklab::cli
