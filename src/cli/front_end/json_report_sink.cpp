#include "front_end/json_report_sink.h"

#include <QJsonArray>

namespace disklab::cli {

void JsonReportSink::counts(const QString& key, const std::vector<std::int64_t>& values)
{
    QJsonArray array;
    for (std::int64_t v : values)
        array.append(static_cast<double>(v));
    m_object[key] = array;
}

void JsonReportSink::report(const QString& key, const Writer& write)
{
    m_object[key] = reportJson(write);
}

void JsonReportSink::reports(const QString& key, std::size_t size, const ItemWriter& write)
{
    QJsonArray array;
    for (std::size_t k = 0; k < size; ++k)
        array.append(reportJson([&](ReportSink& sink) { write(k, sink); }));
    m_object[key] = array;
}

QJsonObject reportJson(const ReportSink::Writer& write)
{
    QJsonObject object;
    JsonReportSink sink(object);
    write(sink);
    return object;
}

} // namespace disklab::cli
