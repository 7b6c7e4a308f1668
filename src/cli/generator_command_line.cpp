#include "generator_command_line.h"

namespace disklab::cli {

CommandLineExtras commandLineExtras(const GeneratorDescriptor& generator)
{
    if (generator.key == "gas")
        return gasMixtureExtras();
    return {};
}

QList<QCommandLineOption> generatorOptions(const GeneratorDescriptor& generator)
{
    const CommandLineExtras extras = commandLineExtras(generator);
    const GeneratorParameters defaults(generator);
    QList<QCommandLineOption> options;
    for (const ParameterDescriptor& parameter : generator.parameters) {
        const bool showDefault = !extras.withoutDefault.contains(QString::fromStdString(parameter.key));
        options << parameterOption(parameter, defaults.value(parameter), showDefault);
    }
    return options + extras.options;
}

std::optional<GeneratorParameters> readGeneratorOptions(const GeneratorDescriptor& generator, GeneratorOptions& options)
{
    const CommandLineExtras extras = commandLineExtras(generator);
    if (extras.check)
        extras.check(options);
    GeneratorParameters parameters(generator);
    for (const ParameterDescriptor& parameter : generator.parameters)
        options.read(parameter, parameters);
    if (extras.read)
        extras.read(options, parameters);
    for (const ParameterDescriptor& parameter : generator.parameters) {
        if (parameter.appliesWhen && options.isSet(QString::fromStdString(parameter.key)) && !parameters.applies(parameter))
            options.fail(QString("%1 needs %2 %3")
                             .arg(options.spelled(QString::fromStdString(parameter.key)),
                                  options.spelled(QString::fromStdString(parameter.appliesWhen->parameter)),
                                  QString::fromStdString(parameter.appliesWhen->choice)));
    }
    if (!options.ok())
        return std::nullopt;
    return parameters;
}

QString optionForField(const GeneratorDescriptor& generator, const std::string& field)
{
    if (const ParameterDescriptor* parameter = generator.parameterOfField(field))
        return QString::fromStdString(parameter->key);
    QString option;
    for (const QChar c : QString::fromStdString(field)) {
        if (c.isUpper())
            option += QLatin1Char('-') + c.toLower();
        else
            option += c;
    }
    return option;
}

} // namespace disklab::cli
