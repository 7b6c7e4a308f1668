#include "sampled_window.h"

#include "runtime/periodic_unwrapper.h"

#include <algorithm>
#include <limits>

namespace disklab::cli {
namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();

/// Where to stop next only to follow disks, at most `step` ahead: on a stepper's grid when a
/// step fits in half of it, so no partial step is paid for (and none changes the trajectory).
double followStop(const Engine& engine, double step)
{
    if (step == kNever)
        return kNever;
    const double now = engine.time();
    return std::min(engine.nextStopTime(now + 0.5 * step), now + step);
}

/// Advances by single collisions towards `stop` until the window's `target` count; false when
/// the window ends here (the count reached, or no collision can come before `stop`).
bool collideTowards(Engine& engine, RunMeasurement& run, std::uint64_t target, double stop)
{
    while (engine.collisions() < target && engine.time() < stop) {
        if (!engine.advanceCollisions(1))
            break;
        run.cuts.catchUp(engine);
    }
    return engine.collisions() < target && engine.time() >= stop;
}

} // namespace

QString sampleWindow(Engine& engine, const Scenario& scenario, const SampledWindow& window, RunMeasurement& run,
                     const std::vector<WindowRecorder*>& recorders)
{
    const bool following = std::any_of(recorders.begin(), recorders.end(),
                                       [](const WindowRecorder* r) { return r->followsDisks(); });
    const double start = engine.time();
    const double end = window.until ? start + *window.until : kNever;
    const std::uint64_t target = run.firstTotals.collisions + window.events.value_or(0);
    for (WindowRecorder* recorder : recorders)
        recorder->record(run.first, run.firstTotals);
    if (window.until)
        run.blocks = ErrorBlocks(engine, *window.until);
    double unwrapStep = following ? longestUnwrapStep(scenario, run.first) : kNever;
    for (long long k = 1; end > start;) {
        // Row times are multiples of --every from the start, never sums of it, so they do not drift.
        const double row = std::min(end, start + static_cast<double>(k) * window.every);
        const double stop = std::min(row, followStop(engine, unwrapStep));
        const double before = engine.time();
        if (window.events && !collideTowards(engine, run, target, stop))
            break;
        run.blocks.advance(engine, stop, run.cuts);
        // Advancing by collisions may pass the stop; unwrapping fails only past twice the step.
        if (engine.time() - before > 2.0 * unwrapStep)
            return QString("no collision for %1 time units, in which a disk may cross half the periodic box "
                           "unseen, so positions cannot be unwrapped; measure with --until instead of --events")
                .arg(engine.time() - before);
        const Snapshot state = engine.snapshot();
        if (following)
            unwrapStep = longestUnwrapStep(scenario, state);
        if (stop < row) {
            for (WindowRecorder* recorder : recorders)
                recorder->follow(state);
            continue;
        }
        const Totals now = engine.totals();
        if (window.cutAtRows)
            run.cuts.add(now);
        for (WindowRecorder* recorder : recorders)
            recorder->record(state, now);
        if (row >= end)
            break;
        ++k;
    }
    return {};
}

} // namespace disklab::cli
