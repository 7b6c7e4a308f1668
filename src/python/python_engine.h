#pragma once
// The Python module's engines: Engine (either engine, or the force engine, advanced by time or
// collisions, its state as NumPy arrays, its collision log and measured windows) and run(), which
// gives what `disklab-cli run --json` prints.

#include <pybind11/pybind11.h>

namespace disklab::python {

/// Adds Engine and run() to the module.
void bindEngine(pybind11::module_& module);

} // namespace disklab::python
