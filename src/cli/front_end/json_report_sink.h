#pragma once
// A report written into a JSON object, as the command line prints it (`--json`).

#include "front_end/report_sink.h"

#include <QJsonObject>

namespace disklab::cli {

class JsonReportSink : public ReportSink {
public:
    /// Writes into `object`, replacing a key written before.
    explicit JsonReportSink(QJsonObject& object) : m_object(object) {}

    void number(const QString& key, double value) override { m_object[key] = value; }
    void count(const QString& key, std::uint64_t value) override { m_object[key] = static_cast<double>(value); }
    void text(const QString& key, const QString& value) override { m_object[key] = value; }
    void none(const QString& key) override { m_object[key] = QJsonValue(QJsonValue::Null); }

private:
    QJsonObject& m_object;
};

} // namespace disklab::cli
