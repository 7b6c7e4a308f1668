#pragma once
// The Python module's scenarios: load, save, generate, and their disks as NumPy arrays.

#include <QStringList>

#include <pybind11/pybind11.h>

namespace disklab::python {

/// Adds Scenario, load(), generate() and generators() to the module.
void bindScenario(pybind11::module_& module);

/// Raises ValueError with `message`, as the command line would print it.
[[noreturn]] void raiseValueError(const QString& message);

/// Issues each of `warnings` as a Python UserWarning.
void warnEach(const QStringList& warnings);

} // namespace disklab::python
