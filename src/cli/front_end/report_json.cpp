#include "front_end/report_json.h"

#include "front_end/json_report_sink.h"

#include <QStringList>

#include <functional>

namespace disklab::cli {
namespace {

QJsonObject jsonOf(const std::function<void(ReportSink&)>& write)
{
    QJsonObject o;
    JsonReportSink sink(o);
    write(sink);
    return o;
}

} // namespace

QJsonObject runReportJson(const RunReport& report)
{
    return jsonOf([&](ReportSink& sink) { writeRunReport(report, sink); });
}

QJsonObject runReportJson(const RunMeasurement& run)
{
    return runReportJson(runReport(run));
}

QJsonObject windowReportJson(const WindowReport& report)
{
    return jsonOf([&](ReportSink& sink) { writeWindowReport(report, sink); });
}

void addTimeDrivenFigures(QJsonObject& report, const EngineConfig& settings, const TimeDrivenStats& first,
                          const TimeDrivenStats& last)
{
    JsonReportSink sink(report);
    writeTimeDrivenFigures(timeDrivenFigures(settings, first, last), sink);
}

QJsonObject comparedEventJson(const ComparisonReport& report)
{
    return jsonOf([&](ReportSink& sink) { writeComparedEvent(report, sink); });
}

QJsonObject comparedTimeJson(const ComparisonReport& report)
{
    return jsonOf([&](ReportSink& sink) { writeComparedTime(report, sink); });
}

QJsonObject deviationJson(const DeviationFigures& deviation)
{
    return jsonOf([&](ReportSink& sink) { writeDeviation(deviation, sink); });
}

QString runReportText(const QJsonObject& report)
{
    QStringList lines;
    for (auto it = report.begin(); it != report.end(); ++it) {
        const QString value = it->isString() ? it->toString()
                              : it->isNull() ? QStringLiteral("none")
                                             : QString::number(it->toDouble(), 'g', 10);
        lines << QString("%1 %2").arg(it.key() + ':', -24).arg(value);
    }
    return lines.join('\n');
}

} // namespace disklab::cli
