#include "report/lab_report_document.h"

#include "report/box_picture.h"
#include "report/compared_figures.h"
#include "report/engine_counters.h"
#include "report/figure_text.h"
#include "report/hard_disk_theory.h"
#include "report/html_table.h"
#include "report/report_charts.h"
#include "front_end/report_keys.h"

#include <QCoreApplication>

namespace disklab {
namespace {

/// Pixels across an image as drawn; the HTML shows it at half, so it prints sharp (two boxes
/// side by side fit the text width of an A4 or Letter page).
constexpr int kBoxPixels = 520;
constexpr int kChartWidth = 1000, kChartHeight = 560;

/// The scenario's title and description in the report's language where it has them.
std::pair<QString, QString> scenarioTexts(const Scenario& s, const LabReportSource& source)
{
    const auto translated = s.translations.find(source.language.toStdString());
    const bool has = translated != s.translations.end() && !translated->second.title.empty();
    const QString title = QString::fromStdString(has ? translated->second.title : s.title);
    const QString description = QString::fromStdString(has ? translated->second.description : s.description);
    return {title.isEmpty() ? source.scenarioName : title, description};
}

QString engineText(const EngineConfig& config)
{
    switch (config.kind) {
    case EngineKind::EventDriven:
        return QCoreApplication::translate("LabReport", "event-driven (exact)");
    case EngineKind::TimeDriven:
        return QCoreApplication::translate("LabReport", "time-driven, dt = %1, %2 response").arg(figureText(config.dt), QLatin1String(responseName(config.response)));
    case EngineKind::Force:
        return QCoreApplication::translate("LabReport", "force (velocity Verlet), dt = %1").arg(figureText(config.dt));
    }
    return {};
}

QString boundaryText(const Scenario& s)
{
    if (s.boundary == Boundary::Periodic)
        return QCoreApplication::translate("LabReport", "periodic");
    if (s.hasFreePiston())
        return QCoreApplication::translate("LabReport", "walls, the right one a free piston");
    if (s.hasThermalWalls())
        return QCoreApplication::translate("LabReport", "walls, some at a temperature");
    return s.hasMovingWalls() ? QCoreApplication::translate("LabReport", "walls, some moving") : QCoreApplication::translate("LabReport", "elastic walls");
}

QString settingsTable(const LabRun& run)
{
    const Scenario& s = run.scenario;
    QString html = ruledTableStart(false);
    html += htmlRow({QCoreApplication::translate("LabReport", "Disks N"), QString::number(s.disks.size())});
    html += htmlRow({QCoreApplication::translate("LabReport", "Packing fraction"), figureText(packingFraction(s))});
    html += htmlRow({QCoreApplication::translate("LabReport", "Box"), QStringLiteral("%1 × %2").arg(figureText(s.width), figureText(s.height))});
    html += htmlRow({QCoreApplication::translate("LabReport", "Boundary"), boundaryText(s)});
    if (s.gravityX != 0.0 || s.gravityY != 0.0)
        html += htmlRow({QCoreApplication::translate("LabReport", "Gravity"), QStringLiteral("(%1, %2)").arg(figureText(s.gravityX), figureText(s.gravityY))});
    html += htmlRow({QCoreApplication::translate("LabReport", "Engine"), s.aggregation ? QCoreApplication::translate("LabReport", "aggregation") : engineText(run.config)});
    html += htmlRow({QCoreApplication::translate("LabReport", "Measured window"), QCoreApplication::translate("LabReport", "from t = %1 to t = %2, %3 collisions")
                                            .arg(figureText(run.first.time), figureText(run.last.time),
                                                 QString::number(run.figures.value(cli::key::collisions).toInteger()))});
    html += htmlRow({QCoreApplication::translate("LabReport", "Seed"), QString::number(s.seed)});
    return html + QStringLiteral("</table>\n");
}

QString boxesSection(const LabRun& run, LabReportDocument& document)
{
    document.images.push_back({QStringLiteral("box-start.png"), boxPicture(run.scenario, run.start, kBoxPixels)});
    document.images.push_back({QStringLiteral("box-end.png"), boxPicture(run.scenario, run.last, kBoxPixels)});
    const QString cell = QStringLiteral("<td align=\"center\"><img src=\"%1\" width=\"%2\"><br>%3</td>");
    return QStringLiteral("<h2>%1</h2>\n<table cellpadding=\"6\"><tr>").arg(QCoreApplication::translate("LabReport", "The box"))
           + cell.arg(QStringLiteral("box-start.png")).arg(kBoxPixels / 2).arg(QCoreApplication::translate("LabReport", "At the start, t = %1").arg(figureText(run.start.time)))
           + cell.arg(QStringLiteral("box-end.png")).arg(kBoxPixels / 2).arg(QCoreApplication::translate("LabReport", "At the end, t = %1").arg(figureText(run.last.time)))
           + QStringLiteral("</tr></table>\n");
}

QString figuresSection(const LabRun& run)
{
    QString html = QStringLiteral("<h2>%1</h2>\n").arg(QCoreApplication::translate("LabReport", "Measured quantities"))
                   + ruledTableStart(true);
    html += htmlRow({QCoreApplication::translate("LabReport", "Quantity"), QCoreApplication::translate("LabReport", "Measured"), QCoreApplication::translate("LabReport", "Theory"), QCoreApplication::translate("LabReport", "Theory's value"), QCoreApplication::translate("LabReport", "Difference")}, "th");
    for (const ComparedFigure& figure : comparedFigures(run))
        html += htmlRow({figure.quantity, figure.measured, figure.theoryName, figure.theory, figure.difference});
    html += QStringLiteral("</table>\n");
    for (const QString& note : comparisonNotes(run))
        html += QStringLiteral("<p><small>%1</small></p>\n").arg(note.toHtmlEscaped());
    return html;
}

/// One drawn chart: its image in the document and a figure with its caption in the HTML.
QString figure(LabReportDocument& document, const QString& fileName, const QImage& image, const QString& caption)
{
    document.images.push_back({fileName, image});
    // One table cell: the page breaks before it rather than between the chart and its caption.
    return QStringLiteral("<table width=\"100%\" cellpadding=\"4\"><tr><td align=\"center\"><img src=\"%1\" "
                          "width=\"%2\"><br>%3</td></tr></table>\n")
        .arg(fileName).arg(image.width() / 2).arg(caption.toHtmlEscaped());
}

QString chartsSection(const LabRun& run, LabReportDocument& document)
{
    QString html;
    if (const std::optional<ReportChart> speeds = speedChart(run))
        html += figure(document, QStringLiteral("speeds.png"), drawChart(*speeds, kChartWidth, kChartHeight),
                       QCoreApplication::translate("LabReport", "The speeds of the disks at the end against the 2D Maxwell-Boltzmann law at their temperature."));
    if (const std::optional<ReportChart> pressures = pressureChart(run))
        html += figure(document, QStringLiteral("pressure.png"), drawChart(*pressures, kChartWidth, kChartHeight),
                       QCoreApplication::translate("LabReport", "The pressure over each stretch of the window whose spread gives its standard error."));
    if (const std::optional<ReportChart> density = densityChart(run))
        html += figure(document, QStringLiteral("density.png"), drawChart(*density, kChartWidth, kChartHeight),
                       QCoreApplication::translate("LabReport", "The number density of the disks against height over the window, beside the barometric law at their temperature."));
    return html.isEmpty() ? html : QStringLiteral("<h2>%1</h2>\n").arg(QCoreApplication::translate("LabReport", "Charts")) + html;
}

/// The charts open in the window, as they were there; without a window, a line that says the
/// charts above are all the report has.
QString windowChartsSection(const LabReportSource& source, LabReportDocument& document)
{
    if (!source.windowCharts)
        return QStringLiteral("<p><small>%1</small></p>\n")
            .arg(QCoreApplication::translate("LabReport", "Made without a window (disklab-cli report): the charts are the ones drawn from the run above, the speeds at the end, the pressure over time when the pressure is measured and the density against height under gravity. The charts of the application's docks are in a report exported from its window.").toHtmlEscaped());
    if (source.windowCharts->empty())
        return {};
    QString html = QStringLiteral("<h2>%1</h2>\n<p>%2</p>\n")
                       .arg(QCoreApplication::translate("LabReport", "Charts open in the window"),
                            QCoreApplication::translate("LabReport", "As the window showed them when the report was made: they follow the run on screen, including any change made with the lab's controls, while the figures above are those of the file's run.").toHtmlEscaped());
    for (const WindowChart& chart : *source.windowCharts)
        html += figure(document, chart.fileName, chart.image, chart.title);
    return html;
}

QString reproduceSection(const LabReportSource& source)
{
    // Monospaced but not <pre>: a long path wraps at the spaces instead of running off the page.
    const QString command = QStringLiteral("<p>%1</p>\n<p><code>%2</code></p>\n");
    QString html = command.arg(QCoreApplication::translate("LabReport", "Every number above is one this command prints:").toHtmlEscaped(),
                               source.commandLine.toHtmlEscaped());
    if (!source.comparisonCommandLine.isEmpty())
        html += command.arg(QCoreApplication::translate("LabReport", "The two engines' counters are those this command prints:").toHtmlEscaped(),
                            source.comparisonCommandLine.toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>\n").arg(QCoreApplication::translate("LabReport", "DiskLab %1").arg(source.version).toHtmlEscaped());
    // One table cell: a page breaks before it rather than between a command and what it says.
    return QStringLiteral("<h2>%1</h2>\n<table width=\"100%\" cellpadding=\"0\"><tr><td>\n%2</td></tr></table>\n")
        .arg(QCoreApplication::translate("LabReport", "Reproduce"), html);
}

} // namespace

LabReportDocument labReportDocument(const LabRun& run, const LabReportSource& source)
{
    LabReportDocument document;
    const auto [title, description] = scenarioTexts(run.scenario, source);
    QString& html = document.html;
    html = QStringLiteral("<html><head><meta charset=\"utf-8\"><title>%1</title></head><body>\n").arg(title.toHtmlEscaped());
    html += QStringLiteral("<h1>%1</h1>\n<p><i>%2</i></p>\n").arg(QCoreApplication::translate("LabReport", "Lab report").toHtmlEscaped(), title.toHtmlEscaped());
    if (!description.isEmpty())
        html += QStringLiteral("<p>%1</p>\n").arg(description.toHtmlEscaped());
    html += QStringLiteral("<h2>%1</h2>\n").arg(QCoreApplication::translate("LabReport", "Settings")) + settingsTable(run);
    html += boxesSection(run, document);
    html += figuresSection(run);
    if (source.comparison)
        html += engineCountersSection(*source.comparison);
    html += chartsSection(run, document);
    html += windowChartsSection(source, document);
    html += reproduceSection(source);
    return document;
}

} // namespace disklab
