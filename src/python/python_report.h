#pragma once
// The Python module's serializer: a typed report (cli/front_end/window_report.h) written straight
// into a dict under the command line's keys, counts as ints and figures as floats, a report inside
// a report as a dict and a list of them as a list, with no JSON text between.

#include "front_end/report_sink.h"

#include <pybind11/pybind11.h>

#include <map>
#include <string>

namespace disklab::python {

class PythonDictSink : public cli::ReportSink {
public:
    void number(const QString& key, double value) override;
    void count(const QString& key, std::uint64_t value) override;
    void text(const QString& key, const QString& value) override;
    void flag(const QString& key, bool value) override;
    void none(const QString& key) override;
    void counts(const QString& key, const std::vector<std::int64_t>& values) override;
    void report(const QString& key, const Writer& write) override;
    void reports(const QString& key, std::size_t size, const ItemWriter& write) override;

    /// The figures, keys in sorted order as `--json` prints them.
    pybind11::dict dict() const;

private:
    std::map<std::string, pybind11::object> m_fields;  // a key written again replaces the first
};

/// The dict of what `write` writes.
pybind11::dict pythonDict(const cli::ReportSink::Writer& write);

} // namespace disklab::python
