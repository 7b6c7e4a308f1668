#include "report/lab_run.h"

#include "front_end/report_json.h"
#include "measured_window.h"
#include "runtime/engine_factory.h"
#include "runtime/run_report.h"
#include "runtime/watched_engine.h"

#include "core/free_paths.h"
#include "core/observables.h"

namespace disklab {
namespace {

/// The pressure of each error block, at its middle: the same cut of the window the errors use.
std::vector<PressureSample> blockPressures(const Scenario& scenario, const ErrorBlocks& blocks)
{
    std::vector<PressureSample> samples;
    const std::vector<Totals>& ends = blocks.totals();
    for (std::size_t k = 1; k < ends.size(); ++k) {
        const WindowFigures figures = measureWindow(scenario, ends[k - 1], ends[k]);
        samples.push_back({0.5 * (ends[k - 1].time + ends[k].time), figures.pressure});
    }
    return samples;
}

} // namespace

LabRun measureLabRun(const Scenario& scenario, const LabRunRequest& request)
{
    std::unique_ptr<Engine> made = makeEngine(scenario, request.config);
    const Engine& inner = *made;
    // Every advance goes through the watcher, which samples the measured window's states once
    // the window has begun; the run is the inner engine's, event for event.
    std::optional<WindowSampler> sampler;
    auto engine = std::make_unique<WatchedEngine>(std::move(made), [&](double reached) {
        if (sampler)
            sampler->add(inner.snapshot());
        if (request.watch)
            request.watch(reached);
    });
    LabRun lab;
    lab.config = request.config;
    lab.start = engine->snapshot();
    if (request.equilibrate > 0.0)
        engine->advanceTo(request.equilibrate);
    // The engine's own scenario: the one the report and the figures describe.
    const Scenario& running = engine->scenario();
    FreePathRecorder freePaths(running, false);
    cli::listenForFreePaths(*engine, request.config, freePaths, {});
    RunMeasurement run = startMeasurement(request.config.kind, running, *engine);
    freePaths.start(run.first);
    if (request.until)
        sampler.emplace(running, run.first, *request.until);
    const std::optional<TimeDrivenStats> firstStats = engine->timeDrivenStats();
    cli::advanceWindow(*engine, running, request.until, request.events, run);
    finishMeasurement(run, *engine, 0.0);
    freePaths.finish(run.last);
    lab.figures = cli::windowReportJson(cli::windowReport(run, *engine, running, request.config, firstStats, &freePaths));
    lab.pressures = blockPressures(running, run.blocks);
    lab.first = run.first;
    lab.last = run.last;
    lab.scenario = running;
    if (sampler)
        lab.samples = sampler->samples();
    return lab;
}

} // namespace disklab
