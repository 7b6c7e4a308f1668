// disklab-cli generate KIND: a scenario from one of the core generators, written to a file.
#include "cli_output.h"
#include "commands.h"
#include "generated_scenario.h"
#include "generator_command_line.h"

#include "core/generator_catalog.h"

#include <QCommandLineParser>


namespace disklab::cli {
namespace {

QString kindNames()
{
    QStringList names;
    for (const GeneratorDescriptor& generator : generatorCatalog())
        names << QString::fromStdString(generator.key);
    return names.join(", ");
}

/// `generate --help`: every kind with its options on one line.
QString overview()
{
    QStringList lines{"Usage: disklab-cli generate KIND [options] -o OUT [--title TEXT] [--description TEXT]",
                      "       [--translated-title LANG=TEXT] [--translated-description LANG=TEXT] ...",
                      "Writes a generated scenario (.json, or algs4 .txt where it fits). Same options and seed, same file.",
                      "", "Kinds:"};
    for (const GeneratorDescriptor& generator : generatorCatalog()) {
        lines << QString("  %1  %2").arg(QString::fromStdString(generator.key), -14).arg(QString::fromUtf8(generator.description));
        QStringList options;
        for (const QCommandLineOption& option : generatorOptions(generator))
            options << "--" + option.names().first() + (option.valueName().isEmpty() ? "" : " " + option.valueName());
        lines << "      " + options.join(' ');
    }
    lines << "" << "'disklab-cli generate KIND --help' describes a kind's options and their defaults.";
    return lines.join('\n');
}

} // namespace

int generateCommand(const QStringList& arguments)
{
    const QString name = arguments.value(0);
    if (name.isEmpty() || name.startsWith('-')) {
        if (arguments.contains("--help") || arguments.contains("-h")) {
            printOut(overview());
            return 0;
        }
        return usageError("generate", "the kind to generate must come first: one of " + kindNames());
    }
    const GeneratorDescriptor* generator = findGenerator(name.toStdString());
    if (!generator)
        return usageError("generate", QString("unknown kind '%1'; the kinds are %2").arg(name, kindNames()));

    QCommandLineParser parser;
    parser.setApplicationDescription(QString("Generates %1: %2").arg(name, QString::fromUtf8(generator->description)));
    parser.addPositionalArgument("kind", name);
    parser.addOptions(generatorOptions(*generator));
    parser.addOptions({
        {{"o", "output"}, "Output file (.json, or algs4 .txt when the scenario fits that format).", "OUT"},
        {"title", "Title stored in the file instead of the generated one.", "TEXT"},
        {"description", "Description stored in the file instead of the generated one.", "TEXT"},
        {"translated-title", "Title in another language, e.g. zh_CN=TEXT (repeatable).", "LANG=TEXT"},
        {"translated-description", "Description in another language, e.g. ja=TEXT (repeatable).", "LANG=TEXT"},
    });
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli generate"} + arguments))
        return usageError("generate", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }
    if (parser.positionalArguments() != QStringList{name})
        return usageError("generate", "give the kind once, then options");
    GeneratorOptions options(OptionMap::fromParser(parser, generatorOptions(*generator)));
    if (!parser.isSet("output"))
        options.fail(name + " needs -o OUT");
    GeneratedScenario generated = generateFromOptions(*generator, options);
    if (!generated.scenario && !generated.usage) {
        for (const QString& error : generated.errors)
            printError(error);
        return 1;
    }
    if (!generated.scenario) {
        const QStringList& errors = generated.errors;
        for (qsizetype k = 0; k + 1 < errors.size(); ++k)
            printError(errors[k]);
        return usageError("generate " + name, errors.value(errors.size() - 1));
    }
    std::optional<Scenario>& scenario = generated.scenario;
    if (parser.isSet("title"))
        scenario->title = parser.value("title").toStdString();
    if (parser.isSet("description"))
        scenario->description = parser.value("description").toStdString();
    for (const char* option : {"translated-title", "translated-description"}) {
        const bool title = std::string_view(option) == "translated-title";
        for (const QString& value : parser.values(option)) {
            const qsizetype separator = value.indexOf('=');
            if (separator <= 0)
                return usageError("generate", QString("--%1 takes LANG=TEXT, e.g. zh_CN=..., got '%2'").arg(option, value));
            ScenarioText& text = scenario->translations[value.left(separator).toStdString()];
            (title ? text.title : text.description) = value.mid(separator + 1).toStdString();
        }
    }
    return saveScenarioReporting(parser.value("output"), *scenario);
}

} // namespace disklab::cli
