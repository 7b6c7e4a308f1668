#pragma once
// The Python module's serializer: a typed report (cli/front_end/window_report.h) written straight
// into a dict under the command line's keys, counts as ints and figures as floats, with no JSON
// text between.

#include "front_end/report_sink.h"

#include <pybind11/pybind11.h>

#include <functional>
#include <map>
#include <string>

namespace disklab::python {

class PythonDictSink : public cli::ReportSink {
public:
    void number(const QString& key, double value) override;
    void count(const QString& key, std::uint64_t value) override;
    void text(const QString& key, const QString& value) override;
    void none(const QString& key) override;

    /// The figures, keys in sorted order as `--json` prints them.
    pybind11::dict dict() const;

private:
    std::map<std::string, pybind11::object> m_fields;  // a key written again replaces the first
};

/// The dict of what `write` writes.
pybind11::dict pythonDict(const std::function<void(cli::ReportSink&)>& write);

} // namespace disklab::python
