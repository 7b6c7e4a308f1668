// `import disklab`: DiskLab's scenarios and engines in Python (docs/python.md).
#include "python_engine.h"
#include "python_scenario.h"
#include "python_structure.h"

PYBIND11_MODULE(disklab, module)
{
    module.doc() = "DiskLab: exact event-driven and time-stepped hard-disk dynamics (docs/python.md).";
    module.attr("__version__") = DISKLAB_VERSION;
    disklab::python::bindScenario(module);
    disklab::python::bindEngine(module);
    disklab::python::bindStructure(module);
}
