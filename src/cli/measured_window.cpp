#include "measured_window.h"

#include "core/bond_order.h"

#include <algorithm>

namespace disklab::cli {

void advanceWindow(Engine& engine, const Scenario& scenario, std::optional<double> until,
                   std::optional<std::uint64_t> events, RunMeasurement& run)
{
    if (until) {
        run.blocks = ErrorBlocks(engine, *until);
        run.blocks.advance(engine, engine.time() + *until, run.cuts);
    } else if (run.cuts.interval() > 0.0) {
        // In chunks of about one collision per hundred disks, short against the time between
        // cuts, so each cut is recorded soon after it is passed while totals() (O(N)) is read
        // only once a chunk.
        const std::uint64_t target = run.firstTotals.collisions + *events;
        const std::uint64_t chunk = std::max<std::uint64_t>(1, scenario.disks.size() / 100);
        for (std::uint64_t done = run.firstTotals.collisions; done < target; done = engine.collisions()) {
            if (!engine.advanceCollisions(std::min(chunk, target - done)))
                break;
            run.cuts.catchUp(engine);
        }
    } else {
        engine.advanceCollisions(*events);
    }
}

namespace {

WindowStructure windowStructure(const Scenario& scenario, const Snapshot& last, const FreePathRecorder* freePaths)
{
    WindowStructure structure;
    structure.psi6 = bondOrientationalOrder(scenario, last).global;
    if (freePaths && freePaths->flights() > 0) {
        structure.meanFreePath = freePaths->meanDistance();
        structure.meanFreeTime = freePaths->meanTime();
    }
    return structure;
}

} // namespace

WindowReport windowReport(const RunMeasurement& run, const Engine& engine, const Scenario& scenario,
                          const EngineConfig& config, const std::optional<TimeDrivenStats>& firstStats,
                          const FreePathRecorder* freePaths)
{
    WindowReport report{runReport(run), windowStructure(engine.scenario(), run.last, freePaths), {}, {}};
    if (firstStats)
        report.timeDriven = timeDrivenFigures(config, *firstStats, *engine.timeDrivenStats());
    if (const std::optional<AggregationStats> aggregation = engine.aggregationStats())
        report.aggregation = AggregationFigures{*scenario.aggregation, *aggregation, fitFractalDimension(*aggregation)};
    return report;
}

void listenForFreePaths(Engine& engine, const EngineConfig& config, FreePathRecorder& freePaths,
                        std::function<void(const CollisionRecord&)> alsoTell)
{
    if (config.kind != EngineKind::EventDriven) {
        engine.setCollisionListener(std::move(alsoTell));
        return;
    }
    if (!alsoTell) {
        engine.setCollisionListener([&freePaths](const CollisionRecord& r) { freePaths.add(r); });
        return;
    }
    engine.setCollisionListener([&freePaths, tell = std::move(alsoTell)](const CollisionRecord& r) {
        tell(r);
        freePaths.add(r);
    });
}

} // namespace disklab::cli
