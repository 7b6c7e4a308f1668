#include "python_structure.h"

#include "python_report.h"
#include "python_scenario.h"

#include "core/density_profile.h"
#include "core/free_paths.h"
#include "core/starting_snapshot.h"
#include "core/velocity_autocorrelation.h"
#include "front_end/report_keys.h"
#include "front_end/structure_report.h"

#include <QString>

#include <pybind11/complex.h>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <cmath>

namespace py = pybind11;

namespace disklab::python {
namespace {

template <typename T>
py::array_t<T> array(const std::vector<T>& values)
{
    return py::array_t<T>(static_cast<py::ssize_t>(values.size()), values.data());
}

py::object numberOrNone(const std::optional<double>& value)
{
    return value && std::isfinite(*value) ? py::object(py::float_(*value)) : py::none();
}

/// States `every` apart from now to now + `until`, the first now, each given to `take`.
template <typename Take>
void everyState(Engine& engine, double until, double every, Take&& take)
{
    if (!(every > 0.0) || !(until >= 0.0))
        raiseValueError("every must be > 0 and until >= 0");
    const double start = engine.time();
    for (std::int64_t k = 0; k * every <= until * (1.0 + 1e-12); ++k) {
        engine.advanceTo(start + static_cast<double>(k) * every);
        take(engine.snapshot());
    }
}

} // namespace

py::dict structureOf(const Scenario& scenario, const Snapshot& state, int bins, std::optional<double> rMax)
{
    if (bins < 1 || (rMax && !(*rMax > 0.0)))
        raiseValueError("bins must be >= 1 and rmax > 0");
    const cli::StructureReport report = cli::measureStructure(scenario, state, bins, rMax);
    py::dict d = pythonDict([&](cli::ReportSink& sink) { cli::writeStructureReport(report, sink); });
    const StateStructure& figures = report.figures;
    d[cli::key::r] = array(figures.table.r);
    d[cli::key::g] = array(figures.table.g);
    d[cli::key::g6] = array(figures.table.g6);
    d[cli::key::psi6PerDisk] = array(figures.order.perDisk);
    d[cli::key::neighbours] = array(figures.order.neighbours);
    return d;
}

py::dict freePathsOver(Engine& engine, const EngineConfig& config, std::uint64_t events,
                       const std::function<void()>& restore)
{
    FreePathRecorder recorder(engine.scenario(), true);
    if (config.kind == EngineKind::EventDriven) {
        recorder.start(engine.snapshot());
        engine.setCollisionListener([&recorder](const CollisionRecord& r) { recorder.add(r); });
    }
    engine.advanceCollisions(events);
    restore();
    if (config.kind == EngineKind::EventDriven)
        recorder.finish(engine.snapshot());
    py::dict d;
    d[cli::key::distance] = array(recorder.distances());
    d[cli::key::time] = array(recorder.times());
    const bool flown = recorder.flights() > 0;
    d[cli::key::meanFreePath] = numberOrNone(flown ? std::optional<double>(recorder.meanDistance()) : std::nullopt);
    d[cli::key::meanFreeTime] = numberOrNone(flown ? std::optional<double>(recorder.meanTime()) : std::nullopt);
    return d;
}

py::dict densityProfileOver(Engine& engine, double until, double every, int bins)
{
    if (bins < 1)
        raiseValueError("bins must be >= 1");
    DensityProfile profile(engine.scenario(), bins);
    everyState(engine, until, every, [&](const Snapshot& s) { profile.add(s); });
    py::dict d;
    d[cli::key::height] = array(profile.heights());
    d[cli::key::density] = array(profile.density());
    return d;
}

py::dict velocityAutocorrelationOver(Engine& engine, double until, double every, int lags)
{
    if (lags < 1)
        raiseValueError("lags must be >= 1");
    VelocityAutocorrelation correlation(lags);
    everyState(engine, until, every, [&](const Snapshot& s) { correlation.add(s); });
    std::vector<double> lagTimes;
    for (int k = 0; k < lags; ++k)
        lagTimes.push_back(k * every);
    py::dict d;
    d[cli::key::time] = array(lagTimes);
    d[cli::key::c] = array(correlation.values());
    return d;
}

void bindStructure(py::module_& module)
{
    module.def(
        "structure",
        [](const Scenario& scenario, int bins, std::optional<double> rmax) {
            return structureOf(scenario, startingSnapshot(scenario), bins, rmax);
        },
        py::arg("scenario"), py::arg("bins") = kDefaultPairBins, py::arg("rmax") = py::none(),
        "`disklab-cli structure SCENARIO --json` as a dict, with r, g, g6, psi6_per_disk and neighbours as arrays.");
}

} // namespace disklab::python
