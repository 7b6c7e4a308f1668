// disklab-cli report: runs a scenario as `run` would and writes a lab report of it, a PDF and
// optionally an HTML version; with --compare, the report of comparison mode: the exact engine's
// run and both engines' counters as `compare` measures them (docs/cli.md, report).
#include "cli_output.h"
#include "commands.h"
#include "comparison_run.h"
#include "engine_options.h"
#include "force_options.h"
#include "number_options.h"
#include "time_driven_options.h"

#include "io/scenario_file.h"
#include "report/lab_report_document.h"
#include "report/lab_report_files.h"
#include "report/lab_run.h"
#include "report/reproducing_command.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTranslator>

#include <optional>

namespace disklab::cli {
namespace {

struct ReportOptions {
    QString scenarioPath;
    LabRunRequest request;
    QString output;
    QString htmlDirectory;
    QPageSize::PageSizeId pageSize = QPageSize::A4;
    QString language = QStringLiteral("en");
    bool compare = false;
};

QList<QCommandLineOption> reportOptions()
{
    return {
        {"equilibrate", "Simulate T time units before measuring.", "T"},
        {"until", "Measure for T units of simulated time.", "T"},
        {"events", "Measure until N collisions have happened.", "N"},
        {{"o", "output"}, "Write the report as a PDF here.", "REPORT.pdf"},
        {"html", "Also write the report as DIR/report.html with its images beside it.", "DIR"},
        {"page-size", "A4 (default) or Letter.", "SIZE"},
        {"language", "The report's language: en (default), zh_CN or ja.", "LANG"},
        {"compare", "Compare the exact engine with the time-driven one from the same state, as `compare` does "
                    "(--dt, --broadphase and --response set the time-driven one), and add both engines' counters."},
    };
}

/// The options that do not need the scenario; nothing and `error` when one is wrong.
std::optional<ReportOptions> parseReportOptions(const QCommandLineParser& parser, QString& error)
{
    ReportOptions options;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        error = "give exactly one scenario file";
    else
        options.scenarioPath = positional.first();
    options.request.equilibrate = nonNegativeNumber(parser, "equilibrate", error).value_or(0.0);
    options.request.until = nonNegativeNumber(parser, "until", error);
    if (parser.isSet("events")) {
        bool ok = false;
        options.request.events = parser.value("events").toULongLong(&ok);
        if (!ok)
            error = QString("--events: expected a whole number, got '%1'").arg(parser.value("events"));
    }
    if (error.isEmpty() && options.request.until && options.request.events)
        error = "give either --until T or --events N, not both";
    options.output = parser.value("output");
    if (error.isEmpty() && options.output.isEmpty())
        error = "give the PDF to write with -o REPORT.pdf";
    options.htmlDirectory = parser.value("html");
    const QString size = parser.value("page-size").toLower();
    if (size == "letter")
        options.pageSize = QPageSize::Letter;
    else if (!size.isEmpty() && size != "a4" && error.isEmpty())
        error = QString("--page-size: expected A4 or Letter, got '%1'").arg(parser.value("page-size"));
    if (parser.isSet("language"))
        options.language = parser.value("language");
    options.compare = parser.isSet("compare");
    if (!error.isEmpty())
        return std::nullopt;
    return options;
}

/// Installs the report's language; false for a language DiskLab has no translation into.
bool useLanguage(const QString& language, QTranslator& translator)
{
    if (language == "en")
        return true;
    if (!translator.load(QString(":/i18n/disklab_%1.qm").arg(language)))
        return false;
    QCoreApplication::installTranslator(&translator);
    return true;
}

/// The time-driven engine a comparison runs beside the exact one, whose settings the measured
/// run takes, as comparison mode does; nothing and `error` when the options do not fit one.
std::optional<EngineConfig> comparedEngine(const QCommandLineParser& parser, const Scenario& scenario,
                                           ReportOptions& options, QString& error)
{
    if (parser.isSet("engine") || anyForceOption(OptionMap::fromParser(parser, forceOptions())))
        error = "--compare runs the exact and the time-driven engine: leave out --engine and the force options";
    else if (!options.request.until)
        error = "--compare needs --until T";
    else if (options.request.equilibrate > 0.0)
        error = "--compare starts both engines at t = 0: leave out --equilibrate";
    if (!error.isEmpty())
        return std::nullopt;
    std::optional<EngineConfig> stepped = timeDrivenConfig(OptionMap::fromParser(parser, timeDrivenOptions()), scenario, error);
    if (stepped) {
        options.request.config = *stepped;
        options.request.config.kind = EngineKind::EventDriven;
    }
    return stepped;
}

int writeReport(const Scenario& scenario, const ReportOptions& options, const std::optional<EngineConfig>& compared)
{
    const LabRun run = measureLabRun(scenario, options.request);
    LabReportSource source{QFileInfo(options.scenarioPath).fileName(), reproducingCommand(options.scenarioPath, options.request),
                           QCoreApplication::applicationVersion(), options.language,
                           /* no window, so no open charts */ std::nullopt, /* no comparison yet */ std::nullopt, {}};
    if (compared) {
        source.comparison = compareEngines(scenario, *compared, *options.request.until, kDefaultComparisonChunks);
        source.comparisonCommandLine = reproducingComparisonCommand(options.scenarioPath, *source.comparison);
    }
    const LabReportDocument document = labReportDocument(run, source);
    QString error = writeLabReportPdf(document, options.output, options.pageSize);
    if (error.isEmpty() && !options.htmlDirectory.isEmpty())
        error = writeLabReportHtml(document, options.htmlDirectory);
    if (!error.isEmpty()) {
        printError(error);
        return 1;
    }
    return 0;
}

} // namespace

int reportCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Runs a scenario as `run` would and writes a lab report of it (PDF, and HTML).");
    parser.addPositionalArgument("scenario", "Scenario file: DiskLab .json or algs4 .txt.");
    parser.addOptions(reportOptions() + engineOptions());
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli report"} + arguments))
        return usageError("report", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }
    QString error;
    std::optional<ReportOptions> options = parseReportOptions(parser, error);
    if (!options)
        return usageError("report", error);
    QTranslator translator;
    if (!useLanguage(options->language, translator))
        return usageError("report", QString("--language: expected en, zh_CN or ja, got '%1'").arg(options->language));
    const LoadResult loaded = loadScenarioFile(options->scenarioPath, {});
    if (!loaded.ok()) {
        printError(loaded.error);
        return 1;
    }
    const Scenario& scenario = *loaded.scenario;
    std::optional<EngineConfig> compared;
    if (options->compare && !(compared = comparedEngine(parser, scenario, *options, error)))
        return usageError("report", error);
    if (!options->request.until && !options->request.events) {
        if (!scenario.aggregation)
            return usageError("report", "give either --until T or --events N");
        options->request.events = kUntilOneCluster;
    }
    if (!compared) {
        const std::optional<EngineConfig> config = engineConfigFor(OptionMap::fromParser(parser, engineOptions()), scenario, error);
        if (!config)
            return usageError("report", error);
        options->request.config = *config;
    }
    try {
        return writeReport(scenario, *options, compared);
    } catch (const std::exception& e) {
        printError(QString("%1: %2").arg(options->scenarioPath, e.what()));
        return 1;
    }
}

} // namespace disklab::cli
