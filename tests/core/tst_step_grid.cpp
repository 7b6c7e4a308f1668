// StepGrid: where a fixed-step engine lands, at the awkward times (a t that is a grid point only
// up to round-off, a t just off one, the first step, a long run).
#include "core/step_grid.h"

#include <QtTest>

using namespace disklab;

class TestStepGrid : public QObject {
    Q_OBJECT
private slots:
    void pointsAreMultiplesOfTheStep()
    {
        const StepGrid grid(0.1);
        QCOMPARE(grid.point(0), 0.0);
        QCOMPARE(grid.point(3), 3.0 * 0.1);
        QVERIFY(grid.point(3) != 0.3);  // 0.30000000000000004: why times snap to the grid
    }

    void stepsGoFromGridPointToGridPoint()
    {
        const StepGrid grid(0.1);
        const StepGrid::Step first = grid.stepTowards(0, 0.35);
        QCOMPARE(first.end, grid.point(1));
        QVERIFY(first.reachesPoint);
        QVERIFY(!first.reachesT);
    }

    void aTimeBetweenGridPointsEndsWithAPartialStep()
    {
        const StepGrid grid(0.1);
        const StepGrid::Step last = grid.stepTowards(3, 0.35);
        QCOMPARE(last.end, 0.35);
        QVERIFY(!last.reachesPoint);
        QVERIFY(last.reachesT);
    }

    void aTimeWithinTheSnapOfAGridPointIsThatPoint()
    {
        const StepGrid grid(0.1);
        for (const double t : {0.3, 3.0 * 0.1, 0.3 + 0.5e-9 * 0.1, 0.3 - 0.5e-9 * 0.1}) {
            const StepGrid::Step last = grid.stepTowards(2, t);
            QCOMPARE(last.end, grid.point(3));
            QVERIFY(last.reachesPoint);
            QVERIFY(last.reachesT);
        }
        // Just beyond the snap the grid point is a whole step of its own, and t a partial one.
        const double beyond = 0.3 + 2e-9 * 0.1;
        QVERIFY(!grid.stepTowards(2, beyond).reachesT);
        QCOMPARE(grid.stepTowards(3, beyond).end, beyond);
    }

    void pointsUpToCountTheSnappedPoint()
    {
        const StepGrid grid(0.1);
        QCOMPARE(grid.pointsUpTo(0.0), std::uint64_t(0));
        QCOMPARE(grid.pointsUpTo(0.3), std::uint64_t(3));  // 0.3 / 0.1 = 2.9999999999999996
        QCOMPARE(grid.pointsUpTo(0.29), std::uint64_t(2));
        QCOMPARE(grid.pointsUpTo(0.35), std::uint64_t(3));
    }

    void stepsToReachCountAPartialStepAsOne()
    {
        const StepGrid grid(0.1);
        QCOMPARE(grid.stepsToReach(0.0), std::uint64_t(0));
        QCOMPARE(grid.stepsToReach(0.3), std::uint64_t(3));
        QCOMPARE(grid.stepsToReach(3.0 * 0.1), std::uint64_t(3));  // 3.0000000000000004 steps
        QCOMPARE(grid.stepsToReach(0.31), std::uint64_t(4));
        QCOMPARE(grid.stepsToReach(0.05), std::uint64_t(1));
    }

    void theStopAtOrAfterATimeIsItOrTheNextGridPoint()
    {
        const StepGrid grid(0.1);
        QCOMPARE(grid.stopAtOrAfter(0.25), grid.point(3));
        QCOMPARE(grid.stopAtOrAfter(0.3), 0.3);
        QCOMPARE(grid.stopAtOrAfter(3.0 * 0.1), 3.0 * 0.1);
        QCOMPARE(grid.stopAtOrAfter(0.3 + 1e-12), 0.3 + 1e-12);
        QCOMPARE(grid.stopAtOrAfter(0.3 + 1e-6), grid.point(4));
        QCOMPARE(grid.stopAtOrAfter(0.0), 0.0);
    }

    void aLongRunStaysOnTheGrid()
    {
        const StepGrid grid(1e-3);
        const double t = grid.point(1'000'000);
        QCOMPARE(grid.pointsUpTo(t), std::uint64_t(1'000'000));
        QCOMPARE(grid.stepsToReach(t), std::uint64_t(1'000'000));
        QCOMPARE(grid.stopAtOrAfter(t), t);
        QCOMPARE(grid.stopAtOrAfter(t + 0.5e-3), grid.point(1'000'001));
    }
};

QTEST_APPLESS_MAIN(TestStepGrid)
#include "tst_step_grid.moc"
