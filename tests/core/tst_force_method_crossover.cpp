// The crossover of the force methods: where the tree's time first falls below the direct sum's,
// exact for two power laws (a straight line each on log-log axes), and the three ends where it
// cannot be interpolated.
#include "core/force_method_crossover.h"

#include <QtTest>

using namespace disklab;

namespace {

/// The direct sum as 1e-9 N^2 s and the tree as 1e-7 N s: equal at N = 100.
TimedForceSize powerLaws(double n)
{
    return {n, 1e-9 * n * n, 1e-7 * n};
}

} // namespace

class TestForceMethodCrossover : public QObject {
    Q_OBJECT
private slots:
    void twoPowerLawsCrossWhereTheyAreEqual()
    {
        // In any order; between 30 and 300 both are straight lines on log-log axes.
        const ForceCrossover c = forceMethodCrossover({powerLaws(1000), powerLaws(30), powerLaws(300), powerLaws(10)});
        QCOMPARE(c.where, ForceCrossover::Where::Between);
        QVERIFY(std::abs(c.n - 100.0) < 1e-9);
        QVERIFY(std::abs(c.seconds - 1e-5) < 1e-15);
    }

    void theFirstWinCounts()
    {
        // The tree wins at 200, loses again at 400 (a noisy measurement), wins from 800 on.
        const ForceCrossover c = forceMethodCrossover({{100, 1.0, 2.0}, {200, 2.0, 1.0}, {400, 1.0, 1.5}, {800, 4.0, 1.0}});
        QCOMPARE(c.where, ForceCrossover::Where::Between);
        // Halfway on the log scale: the advantage goes from -ln 2 to +ln 2.
        QVERIFY(std::abs(c.n - std::sqrt(100.0 * 200.0)) < 1e-9);
    }

    void aTieIsNotAWin()
    {
        const ForceCrossover c = forceMethodCrossover({{100, 1.0, 1.0}, {200, 3.0, 1.0}});
        QCOMPARE(c.where, ForceCrossover::Where::Between);
        QCOMPARE(c.n, 100.0);
        QCOMPARE(c.seconds, 1.0);
    }

    void theEnds()
    {
        QCOMPARE(forceMethodCrossover({}).where, ForceCrossover::Where::Unknown);
        const ForceCrossover below = forceMethodCrossover({powerLaws(300), powerLaws(200)});
        QCOMPARE(below.where, ForceCrossover::Where::BelowSmallest);
        QCOMPARE(below.n, 200.0);
        QCOMPARE(below.seconds, 0.0);
        const ForceCrossover notReached = forceMethodCrossover({powerLaws(30), powerLaws(50)});
        QCOMPARE(notReached.where, ForceCrossover::Where::NotReached);
        QCOMPARE(notReached.n, 50.0);
    }

    void sizesWithoutBothTimesAreLeftOut()
    {
        // The direct sum untimed (0) at the largest size: the crossover is not known to be reached.
        const ForceCrossover c = forceMethodCrossover({powerLaws(30), powerLaws(50), {1e5, 0.0, 1e-2}});
        QCOMPARE(c.where, ForceCrossover::Where::NotReached);
        QCOMPARE(c.n, 50.0);
        QCOMPARE(forceMethodCrossover({{1e5, 0.0, 1e-2}}).where, ForceCrossover::Where::Unknown);
    }
};

QTEST_APPLESS_MAIN(TestForceMethodCrossover)
#include "tst_force_method_crossover.moc"
