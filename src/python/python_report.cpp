#include "python_report.h"

#include <cmath>

namespace py = pybind11;

namespace disklab::python {

void PythonDictSink::number(const QString& key, double value)
{
    // JSON has no infinity or NaN, so `--json` prints them as null; the dict says the same.
    m_fields[key.toStdString()] = std::isfinite(value) ? py::object(py::float_(value)) : py::object(py::none());
}

void PythonDictSink::count(const QString& key, std::uint64_t value)
{
    m_fields[key.toStdString()] = py::int_(value);
}

void PythonDictSink::text(const QString& key, const QString& value)
{
    m_fields[key.toStdString()] = py::str(value.toStdString());
}

void PythonDictSink::none(const QString& key)
{
    m_fields[key.toStdString()] = py::none();
}

py::dict PythonDictSink::dict() const
{
    py::dict d;
    for (const auto& [key, value] : m_fields)
        d[py::str(key)] = value;
    return d;
}

py::dict pythonDict(const std::function<void(cli::ReportSink&)>& write)
{
    PythonDictSink sink;
    write(sink);
    return sink.dict();
}

} // namespace disklab::python
