#pragma once
// Where a typed report's figures go, one key at a time: the command line's JSON object
// (json_report_sink.h) or the Python module's dict (src/python/python_report.h). Reports are
// written once (report_writers.h) and read by both, so neither reads the other's text back.

#include <QString>

#include <cstdint>
#include <optional>

namespace disklab::cli {

class ReportSink {
public:
    virtual ~ReportSink() = default;
    /// A measured or chosen number.
    virtual void number(const QString& key, double value) = 0;
    /// A whole count (JSON has only numbers; Python keeps it an int).
    virtual void count(const QString& key, std::uint64_t value) = 0;
    virtual void text(const QString& key, const QString& value) = 0;
    /// A figure the run does not have: JSON's null, Python's None.
    virtual void none(const QString& key) = 0;

    void optionalNumber(const QString& key, const std::optional<double>& value)
    {
        if (value)
            number(key, *value);
        else
            none(key);
    }
};

} // namespace disklab::cli
