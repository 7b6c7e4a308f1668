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
    void flag(const QString& key, bool value) override { m_object[key] = value; }
    void none(const QString& key) override { m_object[key] = QJsonValue(QJsonValue::Null); }
    void counts(const QString& key, const std::vector<std::int64_t>& values) override;
    void report(const QString& key, const Writer& write) override;
    void reports(const QString& key, std::size_t size, const ItemWriter& write) override;

private:
    QJsonObject& m_object;
};

/// The JSON object of what `write` writes.
QJsonObject reportJson(const ReportSink::Writer& write);

} // namespace disklab::cli
