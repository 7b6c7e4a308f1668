#include "python_scenario.h"

#include "generated_scenario.h"
#include "generator_command_line.h"

#include "core/generator_catalog.h"
#include "core/scenario.h"
#include "io/scenario_file.h"

#include <QCommandLineOption>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <algorithm>

namespace py = pybind11;

namespace disklab::python {
namespace {

/// One column of the disks, copied (a scenario keeps each disk's fields together).
py::array_t<double> diskColumn(const Scenario& scenario, double Disk::*field)
{
    py::array_t<double> column(static_cast<py::ssize_t>(scenario.disks.size()));
    auto out = column.mutable_unchecked<1>();
    for (std::size_t i = 0; i < scenario.disks.size(); ++i)
        out(static_cast<py::ssize_t>(i)) = scenario.disks[i].*field;
    return column;
}

/// Two fields of each disk as an (N, 2) array, copied.
py::array_t<double> diskPairs(const Scenario& scenario, double Disk::*first, double Disk::*second)
{
    py::array_t<double> pairs({static_cast<py::ssize_t>(scenario.disks.size()), py::ssize_t{2}});
    auto out = pairs.mutable_unchecked<2>();
    for (std::size_t i = 0; i < scenario.disks.size(); ++i) {
        out(static_cast<py::ssize_t>(i), 0) = scenario.disks[i].*first;
        out(static_cast<py::ssize_t>(i), 1) = scenario.disks[i].*second;
    }
    return pairs;
}

Scenario load(const std::string& path, bool allowOverlaps)
{
    LoadOptions options;
    options.validation.allowOverlaps = allowOverlaps;
    LoadResult loaded = loadScenarioFile(QString::fromStdString(path), options);
    if (!loaded.ok())
        raiseValueError(loaded.error);
    warnEach(loaded.warnings);
    return std::move(*loaded.scenario);
}

void save(const Scenario& scenario, const std::string& path)
{
    const SaveResult saved = saveScenarioFile(QString::fromStdString(path), scenario);
    warnEach(saved.warnings);
    if (!saved.ok())
        raiseValueError(saved.error);
}

/// Adds keyword argument `value` as option `option` of the kind: True a switch (False none), a
/// list or tuple a repeatable option (a mixture's species), anything else one value.
void addKeyword(cli::OptionMap& options, const QCommandLineOption& option, const py::handle value, const QString& kind)
{
    const QString name = option.names().constLast();
    const bool isSwitch = option.valueName().isEmpty();
    if (isSwitch != py::isinstance<py::bool_>(value))
        raiseValueError(QString("generate %1: %2: expected %3").arg(kind, options.spelled(name), isSwitch ? "True or False" : "a value"));
    if (isSwitch) {
        if (value.cast<bool>())
            options.add(name);
    } else if (py::isinstance<py::list>(value) || py::isinstance<py::tuple>(value)) {
        for (const py::handle item : value)
            options.add(name, QString::fromStdString(py::str(item)));
    } else {
        options.add(name, QString::fromStdString(py::str(value)));
    }
}

/// The keyword arguments as the kind's options, by the command line's names ('_' for '-').
cli::OptionMap generatorKeywords(const GeneratorDescriptor& generator, const py::kwargs& keywords)
{
    const QString kind = QString::fromStdString(generator.key);
    const QList<QCommandLineOption> known = cli::generatorOptions(generator);
    cli::OptionMap options(cli::OptionMap::Spelling::Keyword);
    for (const auto& [key, value] : keywords) {
        const QString name = QString::fromStdString(py::str(key)).replace('_', '-');
        const auto option = std::find_if(known.begin(), known.end(),
                                         [&](const QCommandLineOption& o) { return o.names().contains(name); });
        if (option == known.end())
            raiseValueError(QString("generate %1: unknown option '%2'").arg(kind, QString::fromStdString(py::str(key))));
        addKeyword(options, *option, value, kind);
    }
    return options;
}

/// `generate("gas", n=100, packing=0.3, periodic=True)` reads the options of `disklab-cli generate
/// gas --n 100 --packing 0.3 --periodic` from its keyword arguments: the same defaults, checks
/// and scenario, the messages naming the keywords.
Scenario generate(const std::string& kind, const py::kwargs& keywords)
{
    const GeneratorDescriptor* generator = findGenerator(kind);
    if (!generator) {
        QStringList kinds;
        for (const GeneratorDescriptor& known : generatorCatalog())
            kinds << QString::fromStdString(known.key);
        raiseValueError(QString("unknown kind '%1'; the kinds are %2").arg(QString::fromStdString(kind), kinds.join(", ")));
    }
    cli::GeneratorOptions parsed(generatorKeywords(*generator, keywords));
    cli::GeneratedScenario generated = cli::generateFromOptions(*generator, parsed);
    if (!generated.scenario)
        raiseValueError(generated.errors.join('\n'));
    return std::move(*generated.scenario);
}

} // namespace

void raiseValueError(const QString& message)
{
    throw py::value_error(message.toStdString());
}

void warnEach(const QStringList& warnings)
{
    for (const QString& warning : warnings)
        PyErr_WarnEx(PyExc_UserWarning, warning.toUtf8().constData(), 1);
}

void bindScenario(py::module_& module)
{
    py::class_<Scenario>(module, "Scenario", "A scenario: the box, its walls, and the disks at the start.")
        .def_property_readonly("n", [](const Scenario& s) { return s.disks.size(); }, "The number of disks.")
        .def("__len__", [](const Scenario& s) { return s.disks.size(); })
        .def_readwrite("title", &Scenario::title)
        .def_readwrite("description", &Scenario::description)
        .def_readonly("width", &Scenario::width)
        .def_readonly("height", &Scenario::height)
        .def_property_readonly("periodic", [](const Scenario& s) { return s.boundary == Boundary::Periodic; })
        .def_property_readonly("area", &Scenario::area)
        .def_property_readonly("positions", [](const Scenario& s) { return diskPairs(s, &Disk::x, &Disk::y); },
                               "(N, 2) array of x, y at the start (a copy).")
        .def_property_readonly("velocities", [](const Scenario& s) { return diskPairs(s, &Disk::vx, &Disk::vy); },
                               "(N, 2) array of vx, vy at the start (a copy).")
        .def_property_readonly("radii", [](const Scenario& s) { return diskColumn(s, &Disk::radius); })
        .def_property_readonly("masses", [](const Scenario& s) { return diskColumn(s, &Disk::mass); })
        .def_property_readonly("charges", [](const Scenario& s) { return diskColumn(s, &Disk::charge); })
        .def("save", &save, py::arg("path"),
             "Saves to a DiskLab .json or an algs4 .txt file (by extension); what algs4 cannot keep is warned about.")
        .def("__eq__", [](const Scenario& a, const Scenario& b) { return a == b; })
        .def("__repr__", [](const Scenario& s) {
            return "<disklab.Scenario '" + s.title + "': " + std::to_string(s.disks.size()) + " disks in "
                + std::to_string(s.width) + " x " + std::to_string(s.height)
                + (s.boundary == Boundary::Periodic ? ", periodic>" : ", walls>");
        });
    module.def("load", &load, py::arg("path"), py::arg("allow_overlaps") = false,
               "Reads a DiskLab .json or an algs4 .txt scenario; ValueError names the file, line or field.");
    module.def("generate", &generate, py::arg("kind"),
               "A generated scenario: generate('gas', n=1000, packing=0.3, periodic=True, seed=2) takes the "
               "options of `disklab-cli generate KIND`, '-' written '_'.");
    module.def("generators", [] {
        std::vector<std::string> kinds;
        for (const GeneratorDescriptor& generator : generatorCatalog())
            kinds.push_back(generator.key);
        return kinds;
    }, "The kinds generate() makes.");
}

} // namespace disklab::python
