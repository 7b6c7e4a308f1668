#include "python_engine.h"

#include "python_report.h"
#include "python_scenario.h"
#include "python_structure.h"

#include "checkpoint_options.h"
#include "checkpoint_replay.h"
#include "comparison_run.h"
#include "csv_output.h"
#include "engine_options.h"
#include "front_end/compare_report.h"
#include "front_end/report_keys.h"
#include "measured_window.h"

#include "core/pair_correlation.h"
#include "core/state_export.h"
#include "runtime/engine_factory.h"
#include "runtime/run_report.h"

#include <QElapsedTimer>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <memory>
#include <stdexcept>

namespace py = pybind11;

namespace disklab::python {
namespace {

/// The keyword arguments given (not None) as the options of the command line's names.
cli::OptionMap keywordOptions(std::initializer_list<std::pair<const char*, const py::object*>> given)
{
    cli::OptionMap options(cli::OptionMap::Spelling::Keyword);
    for (const auto& [name, value] : given)
        if (!value->is_none())
            options.add(name, QString::fromStdString(py::str(*value)));
    return options;
}

/// The engine options as `disklab-cli run` reads them, by engineConfigFor (same defaults, same
/// checks; messages name the keyword arguments).
EngineConfig configFor(const Scenario& scenario, const py::object& engine, const py::object& dt,
                       const py::object& broadphase, const py::object& response, const py::object& forceMethod,
                       const py::object& theta)
{
    const cli::OptionMap options = keywordOptions({{"engine", &engine},
                                                   {"dt", &dt},
                                                   {"broadphase", &broadphase},
                                                   {"response", &response},
                                                   {"force-method", &forceMethod},
                                                   {"theta", &theta}});
    QString error;
    const std::optional<EngineConfig> config = cli::engineConfigFor(options, scenario, error);
    if (!config)
        raiseValueError(error);
    return *config;
}

/// A column of a snapshot as a NumPy array that shares the snapshot's memory: the snapshot is a
/// frozen copy of one instant, kept alive by the array.
py::array_t<double> sharedColumn(const std::shared_ptr<const Snapshot>& snapshot, const std::vector<double>& column)
{
    auto* owner = new std::shared_ptr<const Snapshot>(snapshot);
    const py::capsule keepAlive(owner, [](void* p) { delete static_cast<std::shared_ptr<const Snapshot>*>(p); });
    py::array_t<double> array(static_cast<py::ssize_t>(column.size()), column.data(), keepAlive);
    py::detail::array_proxy(array.ptr())->flags &= ~py::detail::npy_api::NPY_ARRAY_WRITEABLE_;
    return array;
}

py::array_t<double> interleaved(const std::vector<double>& a, const std::vector<double>& b)
{
    py::array_t<double> pairs({static_cast<py::ssize_t>(a.size()), py::ssize_t{2}});
    auto out = pairs.mutable_unchecked<2>();
    for (std::size_t i = 0; i < a.size(); ++i) {
        out(static_cast<py::ssize_t>(i), 0) = a[i];
        out(static_cast<py::ssize_t>(i), 1) = b[i];
    }
    return pairs;
}

class PythonEngine {
public:
    PythonEngine(const Scenario& scenario, const EngineConfig& config, std::optional<cli::CheckpointRequest> checkpoints)
        : m_scenario(scenario), m_config(config)
    {
        try {
            m_engine = makeEngine(m_scenario, m_config);
            if (checkpoints) {
                cli::CheckpointedRun run = cli::checkpointed(std::move(m_engine), *checkpoints, m_config);
                m_checkpointFiles = std::move(run.directory);
                m_engine = std::move(run.engine);
                throwIfFilesFailed();
            }
        } catch (const std::invalid_argument& e) {
            raiseValueError(QString::fromUtf8(e.what()));
        }
    }
    /// A replayed run (cli::replayCheckpoints), its log naming walls as its checkpoint's scenario does.
    explicit PythonEngine(cli::ReplayedRun run)
        : m_scenario(*run.from.checkpoint.scenario), m_config(run.config), m_engine(std::move(run.engine))
    {
    }

    /// Back (or on) to time t of the run so far, from the latest checkpoint at or before it.
    void seek(double t)
    {
        auto* checkpointing = dynamic_cast<CheckpointingEngine*>(m_engine.get());
        if (!checkpointing)
            raiseValueError("seek: this engine takes no checkpoints (give checkpoint_every or checkpoints)");
        if (!(t >= 0.0))
            raiseValueError(QString("seek: expected a time >= 0, got %1").arg(t));
        checkpointing->seek(t);
        m_snapshot.reset();
    }

    /// (time, collisions) of each checkpoint kept.
    std::vector<std::pair<double, std::uint64_t>> checkpointList() const
    {
        std::vector<std::pair<double, std::uint64_t>> list;
        if (const auto* checkpointing = dynamic_cast<const CheckpointingEngine*>(m_engine.get()))
            for (const Checkpoint& c : checkpointing->store().checkpoints())
                list.emplace_back(c.time, c.collisions);
        return list;
    }

    double time() const { return m_engine->time(); }
    void advanceTo(double t)
    {
        if (!(t >= time()))
            raiseValueError(QString("advance_to: %1 is before the engine's time %2").arg(t).arg(time()));
        m_engine->advanceTo(t);
        m_snapshot.reset();
        throwIfFilesFailed();
    }
    bool advanceCollisions(std::uint64_t count)
    {
        m_snapshot.reset();
        const bool more = m_engine->advanceCollisions(count);
        throwIfFilesFailed();
        return more;
    }

    std::shared_ptr<const Snapshot> snapshot()
    {
        if (!m_snapshot)
            m_snapshot = std::make_shared<const Snapshot>(m_engine->snapshot());
        return m_snapshot;
    }

    /// The run now as a scenario that resumes it, with the settings it runs with and where its
    /// random streams stand, as `disklab-cli run --save-state` writes it.
    Scenario savedState() const
    {
        Scenario state = disklab::savedState(*m_engine);
        state.engine = m_config;
        return state;
    }

    py::dict totals() const
    {
        const Totals t = m_engine->totals();
        py::dict d;
        d[cli::key::time] = t.time;
        d[cli::key::events] = t.events;
        d[cli::key::collisions] = t.collisions;
        d[cli::key::pairCollisions] = t.pairCollisions;
        d[cli::key::wallCollisions] = t.wallCollisions;
        d[cli::key::cellCrossings] = t.cellCrossings;
        return d;
    }

    void recordCollisions(bool on)
    {
        m_recording = on;
        if (!on) {
            m_engine->setCollisionListener({});
            return;
        }
        m_engine->setCollisionListener(logCollision());
    }

    std::function<void(const CollisionRecord&)> logCollision()
    {
        return [this](const CollisionRecord& r) { m_log.push_back(r); };
    }

    /// The collisions recorded since the last call, as the event log's rows.
    py::list takeCollisions()
    {
        py::list rows;
        for (const CollisionRecord& r : m_log) {
            const QList<QByteArray> fields = cli::eventLogLine(r, m_scenario).split(',');
            py::object other = r.kind == CollisionRecord::Kind::Pair ? py::object(py::int_(r.b))
                                                                      : py::object(py::str(fields.value(3).toStdString()));
            rows.append(py::make_tuple(r.time, fields.value(1).toStdString(), r.a, other));
        }
        m_log.clear();
        return rows;
    }

    /// The measured window `run` reports: `until` time units, or `events` collisions, from now.
    py::dict measure(std::optional<double> until, std::optional<std::uint64_t> events)
    {
        if (!until && !events) {
            if (!m_scenario.aggregation)
                raiseValueError("give either until or events");
            events = m_scenario.disks.size();  // an aggregation stops by itself at one cluster
        }
        if (until && !(*until >= 0.0))
            raiseValueError("until: expected a number >= 0");
        FreePathRecorder freePaths(m_scenario, false);
        cli::listenForFreePaths(*m_engine, m_config, freePaths, m_recording ? logCollision() : nullptr);
        RunMeasurement run = startMeasurement(m_config.kind, m_scenario, *m_engine);
        freePaths.start(run.first);
        const std::optional<TimeDrivenStats> firstStats = m_engine->timeDrivenStats();
        QElapsedTimer clock;
        clock.start();
        cli::advanceWindow(*m_engine, m_scenario, until, events, run);
        run.wallSeconds = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
        run.last = m_engine->snapshot();
        run.lastTotals = m_engine->totals();
        freePaths.finish(run.last);
        m_snapshot.reset();
        recordCollisions(m_recording);
        const cli::WindowReport report = cli::windowReport(run, *m_engine, m_scenario, m_config, firstStats, &freePaths);
        return pythonDict([&](cli::ReportSink& sink) { cli::writeWindowReport(report, sink); });
    }

    py::dict structure(int bins, std::optional<double> rMax) { return structureOf(m_engine->scenario(), *snapshot(), bins, rMax); }
    py::dict freePaths(std::uint64_t events)
    {
        m_snapshot.reset();
        return freePathsOver(*m_engine, m_config, events, [this] { recordCollisions(m_recording); });
    }
    py::dict densityProfile(double until, double every, int bins)
    {
        m_snapshot.reset();
        return densityProfileOver(*m_engine, until, every, bins);
    }
    py::dict velocityAutocorrelation(double until, double every, int lags)
    {
        m_snapshot.reset();
        return velocityAutocorrelationOver(*m_engine, until, every, lags);
    }

    const Scenario& scenario() const { return m_scenario; }
    const EngineConfig& config() const { return m_config; }

private:
    void throwIfFilesFailed() const
    {
        if (m_checkpointFiles && !m_checkpointFiles->error().isEmpty())
            raiseValueError(m_checkpointFiles->error());
    }

    Scenario m_scenario;
    EngineConfig m_config;
    std::unique_ptr<cli::CheckpointDirectory> m_checkpointFiles;  // outlives the engine that writes into it
    std::unique_ptr<Engine> m_engine;
    std::shared_ptr<const Snapshot> m_snapshot;
    std::vector<CollisionRecord> m_log;
    bool m_recording = false;
};

/// The checkpoint options as `disklab-cli run` reads them: nothing when none is given; without
/// a directory the checkpoints are kept in memory only (for seek).
std::optional<cli::CheckpointRequest> checkpointRequestFor(const py::object& directory, const py::object& every,
                                                           const py::object& limit)
{
    if (directory.is_none() && every.is_none() && limit.is_none())
        return std::nullopt;
    const cli::OptionMap options = keywordOptions({{"checkpoint-every", &every}, {"checkpoint-limit", &limit}});
    QString error;
    std::optional<cli::CheckpointRequest> request = cli::checkpointsInMemory(options, error);
    if (!request)
        raiseValueError(error);
    request->directory = directory.is_none() ? QString() : QString::fromStdString(py::str(directory));
    return request;
}

std::unique_ptr<PythonEngine> makePythonEngine(const Scenario& scenario, const py::object& engine, const py::object& dt,
                                               const py::object& broadphase, const py::object& response,
                                               const py::object& forceMethod, const py::object& theta,
                                               const py::object& checkpoints, const py::object& checkpointEvery,
                                               const py::object& checkpointLimit)
{
    return std::make_unique<PythonEngine>(scenario,
                                          configFor(scenario, engine, dt, broadphase, response, forceMethod, theta),
                                          checkpointRequestFor(checkpoints, checkpointEvery, checkpointLimit));
}

void bindEngineClass(py::module_& module)
{
    py::class_<PythonEngine>(module, "Engine",
                             "An engine running a copy of a scenario: 'event' (exact), 'time' (fixed step dt) or "
                             "'force' (charges and springs), with the options of `disklab-cli run`.")
        .def(py::init(&makePythonEngine), py::arg("scenario"), py::arg("engine") = py::none(), py::arg("dt") = py::none(),
             py::arg("broadphase") = py::none(), py::arg("response") = py::none(),
             py::arg("force_method") = py::none(), py::arg("theta") = py::none(), py::arg("checkpoints") = py::none(),
             py::arg("checkpoint_every") = py::none(), py::arg("checkpoint_limit") = py::none())
        .def_property_readonly("time", &PythonEngine::time)
        .def_property_readonly("config", [](const PythonEngine& e) {
            const EngineConfig& c = e.config();
            py::dict d;
            d[cli::key::engine] = engineKindName(c.kind);
            d[cli::key::dt] = c.dt;
            d[cli::key::broadphase] = broadphaseName(c.broadphase);
            d[cli::key::response] = responseName(c.response);
            d[cli::key::forceMethod] = forceMethodName(c.forceMethod);
            d[cli::key::theta] = c.theta;
            return d;
        })
        .def_property_readonly("scenario", &PythonEngine::scenario, "The scenario as it started (a copy).")
        .def("advance_to", &PythonEngine::advanceTo, py::arg("t"), "Advances to simulated time t.")
        .def("advance_by", [](PythonEngine& e, double dt) { e.advanceTo(e.time() + dt); }, py::arg("dt"))
        .def("advance_collisions", &PythonEngine::advanceCollisions, py::arg("count"),
             "Advances until `count` more collisions have happened; False when nothing more can happen.")
        .def_property_readonly("x", [](PythonEngine& e) { auto s = e.snapshot(); return sharedColumn(s, s->x); },
                               "Read-only array of x now, sharing the engine's snapshot of this instant (no copy).")
        .def_property_readonly("y", [](PythonEngine& e) { auto s = e.snapshot(); return sharedColumn(s, s->y); })
        .def_property_readonly("vx", [](PythonEngine& e) { auto s = e.snapshot(); return sharedColumn(s, s->vx); })
        .def_property_readonly("vy", [](PythonEngine& e) { auto s = e.snapshot(); return sharedColumn(s, s->vy); })
        .def_property_readonly("positions", [](PythonEngine& e) { auto s = e.snapshot(); return interleaved(s->x, s->y); },
                               "(N, 2) array of x, y now (a copy).")
        .def_property_readonly("velocities", [](PythonEngine& e) { auto s = e.snapshot(); return interleaved(s->vx, s->vy); })
        .def("saved_state", &PythonEngine::savedState,
             "The run now as a Scenario that resumes it (save() it to write what `run --save-state` writes): "
             "the time-driven and force engines go on from it bit for bit.")
        .def_property_readonly("totals", &PythonEngine::totals, "Counts since the start: collisions, events...")
        .def("record_collisions", &PythonEngine::recordCollisions, py::arg("on") = true,
             "Starts (or stops) keeping every collision for take_collisions().")
        .def("take_collisions", &PythonEngine::takeCollisions,
             "The collisions kept since the last call: (time, 'pair' or 'wall', a, b or the wall's name).")
        .def("seek", &PythonEngine::seek, py::arg("t"),
             "Goes to time t of the run so far: the latest checkpoint at or before t, run on to t, exactly.")
        .def_property_readonly("checkpoints", &PythonEngine::checkpointList,
                               "(time, collisions) of each checkpoint kept, earliest first.")
        .def("measure", &PythonEngine::measure, py::arg("until") = py::none(), py::arg("events") = py::none(),
             "Runs a measured window from now and returns what `disklab-cli run --json` reports for it.")
        .def("structure", &PythonEngine::structure, py::arg("bins") = kDefaultPairBins, py::arg("rmax") = py::none(),
             "disklab.structure() of the state now.")
        .def("free_paths", &PythonEngine::freePaths, py::arg("events"),
             "Advances by `events` collisions and returns every free flight's distance and time (exact engine).")
        .def("density_profile", &PythonEngine::densityProfile, py::arg("until"), py::arg("every"), py::arg("bins") = 20,
             "Advances by `until`, averaging the number density along gravity over a state every `every`.")
        .def("velocity_autocorrelation", &PythonEngine::velocityAutocorrelation, py::arg("until"), py::arg("every"),
             py::arg("lags"), "Advances by `until`; C(k every) = <v(t) . v(t + k every)> over states `every` apart.");
}

void bindRun(py::module_& module)
{
    module.def(
        "run",
        [](const Scenario& scenario, std::optional<double> until, std::optional<std::uint64_t> events, double equilibrate,
           const py::object& engine, const py::object& dt, const py::object& broadphase, const py::object& response,
           const py::object& forceMethod, const py::object& theta) {
            const std::unique_ptr<PythonEngine> e = makePythonEngine(scenario, engine, dt, broadphase, response, forceMethod,
                                                                     theta, py::none(), py::none(), py::none());
            if (equilibrate > 0.0)
                e->advanceTo(equilibrate);
            return e->measure(until, events);
        },
        py::arg("scenario"), py::arg("until") = py::none(), py::arg("events") = py::none(), py::arg("equilibrate") = 0.0,
        py::arg("engine") = py::none(), py::arg("dt") = py::none(), py::arg("broadphase") = py::none(),
        py::arg("response") = py::none(), py::arg("force_method") = py::none(), py::arg("theta") = py::none(),
        "`disklab-cli run SCENARIO --json` as a dict: the same options, the same figures.");
}

void bindReplay(py::module_& module)
{
    module.def(
        "replay",
        [](const std::string& directory, double to) {
            if (!(to >= 0.0))
                raiseValueError(QString("to: expected a time >= 0, got '%1'").arg(to));
            QString error;
            std::optional<cli::ReplayedRun> run = cli::replayCheckpoints(QString::fromStdString(directory), to, error);
            if (!run)
                raiseValueError(error);
            return std::make_unique<PythonEngine>(std::move(*run));
        },
        py::arg("directory"), py::arg("to"),
        "`disklab-cli replay DIR --to T`: an Engine at time T of the run that wrote the checkpoints in DIR.");
}

void bindCompare(py::module_& module)
{
    module.def(
        "compare",
        [](const Scenario& scenario, double until, const py::object& dt, const py::object& broadphase,
           const py::object& response, int chunks) {
            if (!(until > 0.0))
                raiseValueError("until T with T > 0 is required");
            if (chunks < 1)
                raiseValueError(QString("chunks: expected a whole number >= 1, got '%1'").arg(chunks));
            const EngineConfig settings =
                configFor(scenario, py::str("time"), dt, broadphase, response, py::none(), py::none());
            cli::CompareReport report;
            report.until = until;
            try {
                report.runs.push_back(cli::compareEngines(scenario, settings, until, chunks));
            } catch (const std::exception& e) {
                raiseValueError(QString::fromUtf8(e.what()));
            }
            return pythonDict([&](cli::ReportSink& sink) { cli::writeCompareReport(report, sink); });
        },
        py::arg("scenario"), py::arg("until"), py::arg("dt") = py::none(), py::arg("broadphase") = py::none(),
        py::arg("response") = py::none(), py::arg("chunks") = 100,
        "`disklab-cli compare SCENARIO --until T --json` as a dict: both engines from the same start, the "
        "time-driven one's figures and its deviation from the exact one.");
}

} // namespace

void bindEngine(py::module_& module)
{
    bindEngineClass(module);
    bindRun(module);
    bindReplay(module);
    bindCompare(module);
}

} // namespace disklab::python
