// Comparison mode's timeline beyond seeking to a time: the time-driven engine's first tunnelling
// and first overlap are marked at the step they happened in (where the contact times put them),
// once, and not again when the run retraces them after a seek back; Previous and Next Collision go
// to the ends of the steps in which either engine had a collision, as a straight comparison counts
// them, with that comparison's figures bit for bit, and stay where there is none; the comparison
// knows the previous one as it goes.
#include "core/step_grid.h"
#include "core/test_scenarios.h"
#include "runtime/comparison_frame.h"
#include "runtime/comparison_session.h"
#include "small_gas.h"
#include "support/stepper_marker_scenes.h"

#include <QTest>

#include <algorithm>

using namespace disklab;

namespace {

constexpr double kDt = 0.001;
constexpr std::uint64_t kSteps = 1500;

EngineConfig stepOf(double dt)
{
    EngineConfig settings;
    settings.dt = dt;
    return settings;
}

FrameSnapshot frameOf(ComparisonSession& session)
{
    FrameSnapshot frame;
    session.describe(frame);
    return frame;
}

const TimelineMarker* markerOf(const RunTimeline& timeline, TimelineEvent event)
{
    const auto found = std::find_if(timeline.markers.begin(), timeline.markers.end(),
                                    [event](const TimelineMarker& m) { return m.event == event; });
    return found == timeline.markers.end() ? nullptr : &*found;
}

/// The grid steps of a straight comparison, one grid point at a time, in which either engine had
/// a collision.
std::vector<std::uint64_t> collisionSteps(const Scenario& gas)
{
    EngineComparison straight(gas, stepOf(kDt));
    std::vector<std::uint64_t> steps;
    for (std::uint64_t k = 1; k <= kSteps; ++k) {
        const std::uint64_t before = straight.exact().collisions() + straight.stepped().collisions();
        straight.advanceTo(StepGrid(kDt).point(k));
        if (straight.exact().collisions() + straight.stepped().collisions() > before)
            steps.push_back(k);
    }
    return steps;
}

/// The figures of a straight comparison to grid step `step`.
ComparisonReport straightTo(const Scenario& gas, std::uint64_t step)
{
    EngineComparison straight(gas, stepOf(kDt));
    for (std::uint64_t k = 1; k <= step; ++k)
        straight.advanceTo(StepGrid(kDt).point(k));
    return straight.report();
}

bool sameFigures(const ComparisonReport& a, const ComparisonReport& b)
{
    return a.deviation.positionMaxPeak == b.deviation.positionMaxPeak
        && a.deviation.positionMean == b.deviation.positionMean
        && a.deviation.matchedCollisions == b.deviation.matchedCollisions
        && a.deviation.firstDifferenceTime == b.deviation.firstDifferenceTime
        && a.event.collisions == b.event.collisions && a.time.collisions == b.time.collisions;
}

} // namespace

class ComparisonTimelineTest : public QObject {
    Q_OBJECT
private slots:
    void markersOfTheStepperAtTheirStep_data() { test::stepperMarkerRows(); }
    void markersOfTheStepperAtTheirStep()
    {
        QFETCH(int, event);
        QFETCH(double, step);
        const Scenario scene = test::stepperMarkerScene(TimelineEvent(event));
        ComparisonSession session(std::make_shared<const Scenario>(scene), stepOf(0.1));
        // One advance of many steps, as a tick of the window makes.
        QVERIFY(session.advance(3.0, Landing::Exactly, [] { return false; }));
        const FrameSnapshot played = frameOf(session);
        const TimelineMarker* marker = markerOf(*played.timeline, TimelineEvent(event));
        QVERIFY(marker);
        QVERIFY2(std::abs(marker->time - step) < 1e-9, qPrintable(QString::number(marker->time, 'g', 17)));

        // Retraced after a seek back, the moment is not marked again.
        session.seek(0.0);
        QVERIFY(session.advance(3.0, Landing::Exactly, [] { return false; }));
        const FrameSnapshot retraced = frameOf(session);
        QCOMPARE(retraced.timeline->markers.size(), played.timeline->markers.size());
    }

    void theComparisonKnowsItsPreviousCollisionStep()
    {
        // Counted as it goes, whatever its advances (one of many steps, a stop between grid
        // points) and from a moment restored: Previous Collision is then one seek's replay.
        const Scenario gas = test::smallGas(20);
        const std::vector<std::uint64_t> steps = collisionSteps(gas);
        QVERIFY(steps.size() >= 4);
        const auto previousBefore = [&](std::uint64_t k) -> std::optional<std::uint64_t> {
            const auto at = std::lower_bound(steps.begin(), steps.end(), k);
            return at == steps.begin() ? std::nullopt : std::optional(*std::prev(at));
        };
        const StepGrid grid(kDt);
        EngineComparison comparison(gas, stepOf(kDt));
        QCOMPARE(comparison.previousCollisionStep(), std::optional<std::uint64_t>());
        const std::uint64_t third = steps[2];
        comparison.advanceTo(grid.point(third));  // one advance
        QCOMPARE(comparison.previousCollisionStep(), previousBefore(third));
        const ComparisonMoment moment = comparison.moment();
        // Between grid points, the step ending on the last one passed is before the moment.
        comparison.advanceTo(grid.point(third) + 0.5 * kDt);
        QCOMPARE(comparison.previousCollisionStep(), previousBefore(third + 1));
        comparison.advanceTo(grid.point(kSteps));
        QCOMPARE(comparison.previousCollisionStep(), previousBefore(kSteps));

        comparison.restore(moment);
        QCOMPARE(comparison.previousCollisionStep(), previousBefore(third));
        comparison.advanceTo(grid.point(steps[3]));
        QCOMPARE(comparison.previousCollisionStep(), std::optional(steps[2]));
    }

    void collisionStepsAreThoseOfEitherEngine()
    {
        const auto gas = std::make_shared<const Scenario>(test::smallGas(20));
        const std::vector<std::uint64_t> steps = collisionSteps(*gas);
        // Steps without a collision between them, so that going to the next one is a real skip.
        QVERIFY2(steps.size() >= 4 && steps.back() - steps.front() > steps.size(), qPrintable(QString::number(steps.size())));
        ComparisonSession session(gas, stepOf(kDt));
        QVERIFY(session.advance(StepGrid(kDt).point(kSteps), Landing::Exactly, [] { return false; }));

        session.seek(0.0);
        for (std::size_t i = 0; i < 4; ++i) {
            session.seekCollision(+1);
            QCOMPARE(session.time(), StepGrid(kDt).point(steps[i]));
        }
        QVERIFY(sameFigures(frameOf(session).comparison->report, straightTo(*gas, steps[3])));
        for (std::size_t i = 3; i-- > 0;) {
            session.seekCollision(-1);
            QCOMPARE(session.time(), StepGrid(kDt).point(steps[i]));
        }
        QVERIFY(sameFigures(frameOf(session).comparison->report, straightTo(*gas, steps[0])));

        // Before the first collision there is none: the moment shown stays.
        session.seekCollision(-1);
        QCOMPARE(session.time(), StepGrid(kDt).point(steps[0]));
        // From the furthest moment, there is no next one within the run so far.
        session.seek(StepGrid(kDt).point(kSteps));
        session.seekCollision(+1);
        QCOMPARE(session.time(), StepGrid(kDt).point(kSteps));
        // Back from the end: the last step with a collision.
        session.seekCollision(-1);
        const std::uint64_t last = steps.back() == kSteps ? steps[steps.size() - 2] : steps.back();
        QCOMPARE(session.time(), StepGrid(kDt).point(last));
    }
};

QTEST_MAIN(ComparisonTimelineTest)
#include "tst_comparison_timeline.moc"
