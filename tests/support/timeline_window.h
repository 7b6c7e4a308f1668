#pragma once
// The main window's run driven as a user drives it, for the tests of its timeline: played to a
// stop time, sought with a click on the track, and compared with another run bit for bit.

#include "app/document/scenario_document.h"
#include "app/frames/timeline_bar.h"
#include "app/frames/timeline_track.h"
#include "app/window/main_window.h"
#include "core/test_scenarios.h"
#include "runtime/simulation_controller.h"

#include <QtTest>

#include <cstdint>
#include <cstring>
#include <functional>

namespace disklab::test {

inline FramePtr frameOf(MainWindow& window)
{
    return window.simulation().latestFrame();
}

/// The number of the frame shown now (0 before the first): what a wait after a request starts from.
inline std::uint64_t shownSerial(MainWindow& window)
{
    const FramePtr frame = frameOf(window);
    return frame ? frame->serial : 0;
}

/// How long a timeline test waits for what a seek or a replay brings (milliseconds). Under
/// ThreadSanitizer, beside another suite on a busy machine, replaying from a checkpoint of these
/// tests' runs took over 20 s and a dock's catching up with the frame sought over Qt Test's
/// default 5 s; a wait that ends in time costs nothing.
constexpr int replayWaitMs = 300000;

/// Waits for a frame published after frame number `since` (shownSerial before the request) that
/// `holds`. A frame already shown may hold by chance while the request is still queued behind
/// another, whose frame would then be taken for the answer.
inline FramePtr waitForFrame(MainWindow& window, std::uint64_t since, const std::function<bool(const FrameSnapshot&)>& holds)
{
    (void)QTest::qWaitFor([&] {
        const FramePtr frame = frameOf(window);
        return frame && frame->serial > since && holds(*frame);
    }, replayWaitMs);
    return frameOf(window);
}

inline bool sameBits(const std::vector<double>& a, const std::vector<double>& b)
{
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0;
}

/// The same disks, bit for bit, after the same number of collisions.
inline bool sameState(const FrameSnapshot& a, const FrameSnapshot& b)
{
    return sameBits(a.state.x, b.state.x) && sameBits(a.state.y, b.state.y) && sameBits(a.state.vx, b.state.vx)
        && sameBits(a.state.vy, b.state.vy) && a.totals.collisions == b.totals.collisions;
}

/// The window's run from where it stands to its stop time `until`, at `speed`. Under
/// ThreadSanitizer, beside another suite, the runs of 600,000 collisions the run-file and timeline
/// tests play (three checkpoints) outlasted a wait of a minute.
inline bool playTo(MainWindow& window, double until)
{
    const std::uint64_t since = shownSerial(window);
    window.simulation().setStopTime(until);
    window.simulation().play();
    return QTest::qWaitFor([&] {
        const FramePtr frame = frameOf(window);
        return frame && frame->serial > since && frame->finished && window.timeline().track().now() == frame->state.time;
    }, replayWaitMs);
}

/// Clicks the timeline's track at `share` of its length and waits for the frame sought.
inline FramePtr clickTrack(MainWindow& window, double share)
{
    TimelineTrack& track = window.timeline().track();
    const double before = frameOf(window)->state.time;
    const std::uint64_t since = shownSerial(window);
    QTest::mouseClick(&track, Qt::LeftButton, {}, QPoint(int(track.width() * share), track.height() - 4));
    return waitForFrame(window, since, [&](const FrameSnapshot& frame) {
        return frame.state.time < before && track.now() == frame.state.time;
    });
}

/// Shows the window at 1366 x 768 and loads `scenario` into it, to play at `speed`.
inline bool showAndLoad(MainWindow& window, const Scenario& scenario, double speed)
{
    window.resize(1366, 768);
    window.show();
    window.document().replace(scenario, QString(), QStringLiteral("timeline test"), false);
    window.setSpeed(speed);
    return QTest::qWaitForWindowExposed(&window);
}

inline Scenario timeDriven(Scenario scenario, double dt)
{
    scenario.engine = EngineConfig{};
    scenario.engine.kind = EngineKind::TimeDriven;
    scenario.engine.dt = dt;
    return scenario;
}

/// A run of `until` = 400 long enough for three checkpoints at the default spacing (a few hundred
/// thousand collisions of 300 disks at packing 0.5), so that a seek replays from one of them; on
/// the stepper at dt = 0.04, whose 10^4 steps replay as exactly as finer ones at a fraction of
/// their cost under the sanitizers.
inline Scenario checkpointedGas(bool stepper)
{
    const Scenario gas = test::gas(300, 0.5, false, 11);
    return stepper ? timeDriven(gas, 0.04) : gas;
}
inline constexpr double checkpointedUntil = 400.0;

/// A data function's rows: the exact engine, and the time-driven one (column "stepper").
inline void exactAndStepperRows()
{
    QTest::addColumn<bool>("stepper");
    QTest::newRow("event-driven") << false;
    QTest::newRow("time-driven") << true;
}

} // namespace disklab::test
