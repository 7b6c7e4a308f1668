// A comparison's timeline: a moment it kept, restored and advanced in lock-step to a later time,
// gives both engines and the figures (collisions matched, the first difference, the deviation and
// its peak) of the comparison that ran straight there, bit for bit, at the moment sought and at
// the end, also when the replay goes there in one advance and the deviation has fallen below its
// peak on the way, and so does comparison mode's session after a seek; the moments are a few grid
// steps apart however many collisions those take, keep their bound and their order.
#include "core/step_grid.h"
#include "runtime/checkpoint_store.h"
#include "runtime/comparison_frame.h"
#include "runtime/comparison_moments.h"
#include "runtime/comparison_session.h"
#include "runtime/engine_comparison.h"
#include "runtime/live_view_checkpoints.h"
#include "small_gas.h"
#include "support/engine_difference.h"

#include <QTest>

using namespace disklab;
using test::firstDifference;

namespace {

constexpr double kDt = 0.001;
constexpr std::uint64_t kSteps = 4000;

EngineConfig stepOf(double dt)
{
    EngineConfig settings;
    settings.dt = dt;
    return settings;
}

/// Lock-step advances one grid point at a time from `from` to `to`, offering each to `moments`.
void advance(EngineComparison& comparison, std::uint64_t from, std::uint64_t to, ComparisonMoments* moments = nullptr)
{
    const StepGrid grid(kDt);
    for (std::uint64_t k = from + 1; k <= to; ++k) {
        comparison.advanceTo(grid.point(k));
        if (moments)
            moments->offer(comparison, k, 0);
    }
}

/// The figures that follow the whole history, not only the state now.
QString figuresDifference(const ComparisonReport& a, const ComparisonReport& b)
{
    if (a.deviation.matchedCollisions != b.deviation.matchedCollisions)
        return QStringLiteral("matched %1 against %2").arg(a.deviation.matchedCollisions).arg(b.deviation.matchedCollisions);
    if (a.deviation.firstDifferenceTime != b.deviation.firstDifferenceTime)
        return QStringLiteral("first difference");
    if (a.deviation.positionMaxPeak != b.deviation.positionMaxPeak || a.deviation.positionMean != b.deviation.positionMean)
        return QStringLiteral("deviation");
    if (a.event.collisions != b.event.collisions || a.time.collisions != b.time.collisions)
        return QStringLiteral("collisions");
    return {};
}

/// A stretch of the straight run where the deviation has fallen below its peak: `peak`, the grid
/// step where it was last raised, and `below`, the first step after it whose deviation is less.
/// A replay that measured only where it ends would miss that peak. Both 0 when the run has none.
struct FallenPeak {
    std::uint64_t peak = 0, below = 0;
};

FallenPeak fallenPeak(const Scenario& gas)
{
    EngineComparison straight(gas, stepOf(kDt));
    FallenPeak found;
    double peak = 0.0;
    for (std::uint64_t k = 1; k <= kSteps; ++k) {
        advance(straight, k - 1, k);
        if (straight.peakDeviation() > peak) {
            peak = straight.peakDeviation();
            found.peak = k;
        } else if (straight.deviation().max < peak) {
            found.below = k;
            return found;
        }
    }
    return {};
}

} // namespace

class ComparisonMomentsTest : public QObject {
    Q_OBJECT
private slots:
    void aKeptMomentPlaysOnAsTheStraightRun()
    {
        const Scenario gas = test::smallGas(100);
        // Before the logs part (at t = 0.62 here), so that the matcher's count still grows after it.
        constexpr std::uint64_t kSought = 550;
        EngineComparison toSought(gas, stepOf(kDt)), toEnd(gas, stepOf(kDt));
        advance(toSought, 0, kSought);
        advance(toEnd, 0, kSteps);
        // The figures grow after the moment sought, so keeping the end's would show.
        QVERIFY(toSought.report().deviation.matchedCollisions < toEnd.report().deviation.matchedCollisions);
        QVERIFY(toSought.report().deviation.positionMaxPeak < toEnd.report().deviation.positionMaxPeak);

        EngineComparison replayed(gas, stepOf(kDt));
        ComparisonMoments moments(replayed);
        advance(replayed, 0, kSteps, &moments);
        QVERIFY2(moments.size() > 4, qPrintable(QString::number(moments.size())));

        const KeptMoment& from = moments.latestAtOrBefore(kSought);
        QVERIFY2(from.gridStep > 0 && from.gridStep < kSought, qPrintable(QString::number(from.gridStep)));
        replayed.restore(from.moment);
        QCOMPARE(replayed.time(), StepGrid(kDt).point(from.gridStep));
        advance(replayed, from.gridStep, kSought);
        QCOMPARE(firstDifference(replayed.exact(), toSought.exact()), QString());
        QCOMPARE(firstDifference(replayed.stepped(), toSought.stepped()), QString());
        QCOMPARE(figuresDifference(replayed.report(), toSought.report()), QString());

        advance(replayed, kSought, kSteps);
        QCOMPARE(firstDifference(replayed.exact(), toEnd.exact()), QString());
        QCOMPARE(firstDifference(replayed.stepped(), toEnd.stepped()), QString());
        QCOMPARE(figuresDifference(replayed.report(), toEnd.report()), QString());
    }

    void aReplayInOneAdvanceMeasuresTheGridOnTheWay()
    {
        const Scenario gas = test::smallGas(100);
        const FallenPeak fallen = fallenPeak(gas);
        QVERIFY2(fallen.below > 0, "the deviation falls below its peak somewhere");
        EngineComparison toSought(gas, stepOf(kDt));
        advance(toSought, 0, fallen.below);

        EngineComparison replayed(gas, stepOf(kDt));
        ComparisonMoments moments(replayed, 10);
        advance(replayed, 0, kSteps, &moments);
        // A moment before the peak, so that the replay passes the step that raised it.
        const KeptMoment& from = moments.latestAtOrBefore(fallen.peak - 1);
        replayed.restore(from.moment);
        replayed.advanceTo(StepGrid(kDt).point(fallen.below));  // as a seek replays: one advance
        QCOMPARE(firstDifference(replayed.stepped(), toSought.stepped()), QString());
        QCOMPARE(figuresDifference(replayed.report(), toSought.report()), QString());
    }

    void aSoughtSessionShowsTheStraightRunsFigures()
    {
        const auto gas = std::make_shared<const Scenario>(test::smallGas(100));
        const FallenPeak fallen = fallenPeak(*gas);
        QVERIFY2(fallen.below > 0, "the deviation falls below its peak somewhere");
        EngineComparison toSought(*gas, stepOf(kDt));
        advance(toSought, 0, fallen.below);

        // Played as the window plays, in advances of several steps, then sought back.
        ComparisonSession session(gas, stepOf(kDt));
        session.advance(StepGrid(kDt).point(kSteps), Landing::Exactly, [] { return false; });
        session.seek(StepGrid(kDt).point(fallen.below));
        FrameSnapshot frame;
        session.describe(frame);
        QCOMPARE(frame.state.time, toSought.time());
        QCOMPARE(figuresDifference(frame.comparison->report, toSought.report()), QString());
    }

    void aSessionsSeekReplaysAFewGridStepsAtMost()
    {
        // Moments spaced in the grid steps a replay goes through, as many as fit the memory
        // bound: a small comparison keeps one every kComparisonMomentSteps, never thinned. The
        // session offers them at the end of its advances, which grow to milliseconds of work (many
        // steps of so small a gas), so it keeps fewer; spaced by the exact engine's collisions as
        // a single run's checkpoints are, it kept only the one at t = 0.
        const auto gas = std::make_shared<const Scenario>(test::smallGas(100));
        ComparisonSession session(gas, stepOf(kDt));
        session.advance(StepGrid(kDt).point(kSteps), Landing::Exactly, [] { return false; });
        FrameSnapshot frame;
        session.describe(frame);
        QVERIFY2(frame.timeline->checkpoints >= 3, qPrintable(QString::number(frame.timeline->checkpoints)));
        QVERIFY(frame.timeline->checkpointBytes <= kLiveViewCheckpointBytes);

        EngineComparison comparison(*gas, stepOf(kDt));
        ComparisonMoments moments(comparison);
        advance(comparison, 0, kSteps, &moments);
        QCOMPARE(moments.spacing(), kComparisonMomentSteps);
        for (std::uint64_t k = 0; k <= kSteps; ++k)
            QVERIFY2(k - moments.latestAtOrBefore(k).gridStep < 2 * kComparisonMomentSteps, qPrintable(QString::number(k)));
    }

    void theMomentsKeepTheirBoundAndTheirOrder()
    {
        EngineComparison comparison(test::smallGas(100), stepOf(kDt));
        ComparisonMoments moments(comparison, 1, CheckpointStore::kDefaultCapacity);  // at first, one every grid point
        advance(comparison, 0, kSteps, &moments);
        QVERIFY2(moments.size() >= 32 && moments.size() <= CheckpointStore::kDefaultCapacity,
                 qPrintable(QString::number(moments.size())));
        QCOMPARE(moments.latestAtOrBefore(0).gridStep, std::uint64_t(0));
        std::uint64_t previous = 0;
        for (std::uint64_t k = 1; k <= kSteps; ++k) {
            const std::uint64_t step = moments.latestAtOrBefore(k).gridStep;
            QVERIFY(step <= k && step >= previous);
            previous = step;
        }
        QVERIFY2(previous > kSteps / 2, "the newest moment is kept");
        QVERIFY2(moments.spacing() >= 32, "thinning doubles the spacing");
    }
};

QTEST_MAIN(ComparisonMomentsTest)
#include "tst_comparison_moments.moc"
