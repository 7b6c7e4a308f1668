#include "app/window/terminal_answers.h"

#include "app/files/example_scenarios.h"
#include "app/platform/app_paths.h"
#include "app/platform/interface_language.h"
#include "app/window/launch_options.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

namespace disklab {
namespace {

// Qt's own lines of --help that Qt's Japanese catalogue (qtbase_ja, Qt 6.4) leaves in English.
// Marked here, in Qt's context, lupdate puts them into DiskLab's catalogues, and the parser's
// own translate() call finds them there once DiskLab's translator is installed.
[[maybe_unused]] constexpr const char* kQtHelpLines[] = {
    QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help on commandline options."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help including Qt specific options."),
};

} // namespace

QCommandLineOption listExamplesOption()
{
    return QCommandLineOption(QStringLiteral("list-examples"),
                              QCoreApplication::translate("disklab::LaunchOptions",
                                                          "Print the example scenarios (title and file) and quit."));
}

bool answersInTerminal(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(listExamplesOption());
    // Other options are unknown to this parser and ignored here; parseLaunchOptions checks them.
    parser.parse(arguments);
    return parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))
        || parser.isSet(QStringLiteral("version")) || parser.isSet(QStringLiteral("list-examples"));
}

int answerInTerminal(const QStringList& arguments)
{
    if (!arguments.contains(QStringLiteral("--list-examples"))) {
        parseLaunchOptions(arguments);
        return 0;
    }
    const QString directory = scenariosDirectory();
    if (directory.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(QCoreApplication::translate("disklab::LaunchOptions",
                                                                            "No example scenarios are installed.")));
        return 1;
    }
    for (const ExampleScenario& example : listExampleScenarios(directory, InterfaceLanguage::current()))
        std::printf("%s\t%s\n", qPrintable(example.title), qPrintable(example.path));
    return 0;
}

} // namespace disklab
