#pragma once
// Where a typed report's figures go, one key at a time: the command line's JSON object
// (json_report_sink.h) or the Python module's dict (src/python/python_report.h). Reports are
// written once (window_report.h and the writers beside it) and read by both, so neither reads the
// other's text back.

#include <QString>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace disklab::cli {

class ReportSink {
public:
    /// Writes one report into the sink it is given.
    using Writer = std::function<void(ReportSink&)>;
    /// Writes the k-th report of a list into the sink it is given.
    using ItemWriter = std::function<void(std::size_t k, ReportSink&)>;

    virtual ~ReportSink() = default;
    /// A measured or chosen number.
    virtual void number(const QString& key, double value) = 0;
    /// A whole count (JSON has only numbers; Python keeps it an int).
    virtual void count(const QString& key, std::uint64_t value) = 0;
    virtual void text(const QString& key, const QString& value) = 0;
    /// A yes or no: JSON's true and false, Python's bool.
    virtual void flag(const QString& key, bool value) = 0;
    /// A figure the run does not have: JSON's null, Python's None.
    virtual void none(const QString& key) = 0;
    /// Whole counts in order (a species per entry): JSON's array, a NumPy int64 array in Python.
    virtual void counts(const QString& key, const std::vector<std::int64_t>& values) = 0;
    /// A report inside this one, which `write` writes: JSON's object, Python's dict.
    virtual void report(const QString& key, const Writer& write) = 0;
    /// `size` reports in order, the k-th written by `write`: JSON's array of objects, Python's
    /// list of dicts.
    virtual void reports(const QString& key, std::size_t size, const ItemWriter& write) = 0;

    void optionalNumber(const QString& key, const std::optional<double>& value)
    {
        if (value)
            number(key, *value);
        else
            none(key);
    }
};

} // namespace disklab::cli
