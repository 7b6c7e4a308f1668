#include "python_report.h"

#include <pybind11/numpy.h>

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

void PythonDictSink::flag(const QString& key, bool value)
{
    m_fields[key.toStdString()] = py::bool_(value);
}

void PythonDictSink::none(const QString& key)
{
    m_fields[key.toStdString()] = py::none();
}

void PythonDictSink::counts(const QString& key, const std::vector<std::int64_t>& values)
{
    m_fields[key.toStdString()] = py::array_t<std::int64_t>(static_cast<py::ssize_t>(values.size()), values.data());
}

void PythonDictSink::report(const QString& key, const Writer& write)
{
    m_fields[key.toStdString()] = pythonDict(write);
}

void PythonDictSink::reports(const QString& key, std::size_t size, const ItemWriter& write)
{
    py::list list;
    for (std::size_t k = 0; k < size; ++k)
        list.append(pythonDict([&](cli::ReportSink& sink) { write(k, sink); }));
    m_fields[key.toStdString()] = list;
}

py::dict PythonDictSink::dict() const
{
    py::dict d;
    for (const auto& [key, value] : m_fields)
        d[py::str(key)] = value;
    return d;
}

py::dict pythonDict(const cli::ReportSink::Writer& write)
{
    PythonDictSink sink;
    write(sink);
    return sink.dict();
}

} // namespace disklab::python
