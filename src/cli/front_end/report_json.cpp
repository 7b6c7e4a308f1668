#include "front_end/report_json.h"

#include "front_end/json_report_sink.h"

#include <QStringList>

namespace disklab::cli {

QJsonObject windowReportJson(const WindowReport& report)
{
    return reportJson([&](ReportSink& sink) { writeWindowReport(report, sink); });
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
