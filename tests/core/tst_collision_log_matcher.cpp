// Where two collision logs part: late and reordered records within a step still match, and so
// do records that lag further and further behind in the same order; a missing, an extra or a
// different collision is found at its time.
#include "core/collision_log_matcher.h"

#include <QtTest>

using namespace disklab;

namespace {

CollisionRecord pair(double time, int a, int b) { return {time, CollisionRecord::Kind::Pair, a, b}; }
CollisionRecord wall(double time, int a, Side side) { return {time, CollisionRecord::Kind::Wall, a, static_cast<int>(side)}; }

} // namespace

class TestCollisionLogMatcher : public QObject {
    Q_OBJECT
private slots:
    void lateAndReorderedWithinAStepMatch()
    {
        CollisionLogMatcher m(0.1);
        for (const CollisionRecord& r : {pair(0.03, 1, 2), pair(0.05, 3, 4), wall(0.07, 5, Side::Left), pair(0.31, 1, 3)})
            m.addReference(r);
        // A naive step resolves all three at its end, in its own order.
        for (const CollisionRecord& r : {wall(0.1, 5, Side::Left), pair(0.1, 1, 2), pair(0.1, 3, 4)})
            m.addTrial(r);
        m.sync(0.3);
        m.addTrial(pair(0.4, 1, 3));
        m.finish(0.5);
        QCOMPARE(m.matched(), 4ull);
        QVERIFY(!m.firstDifferenceTime());
    }

    void rollbackRecordLoggedLateMatches()
    {
        CollisionLogMatcher m(0.01);
        m.addReference(pair(0.500, 1, 2));
        m.addReference(pair(0.503, 2, 7));
        m.addTrial(pair(0.503, 2, 7));
        m.addTrial(pair(0.500, 1, 2));  // found one step later, logged with its contact time
        m.finish(0.6);
        QCOMPARE(m.matched(), 2ull);
        QVERIFY(!m.firstDifferenceTime());
    }

    void missingCollisionIsFoundAtItsTime()
    {
        CollisionLogMatcher m(0.1);
        m.addReference(pair(0.05, 1, 2));
        m.addReference(pair(0.52, 3, 4));  // tunnelled through in the trial
        m.addReference(pair(0.90, 5, 6));
        m.addTrial(pair(0.1, 1, 2));
        m.addTrial(pair(1.0, 5, 6));
        m.sync(1.0);
        m.finish(1.0);
        QCOMPARE(m.firstDifferenceTime(), std::optional<double>(0.52));
        QCOMPARE(m.matched(), 1ull);
    }

    void extraOrDifferentCollisionIsFound()
    {
        CollisionLogMatcher extra(0.1);
        extra.addReference(pair(0.05, 1, 2));
        extra.addTrial(pair(0.1, 1, 2));
        extra.addTrial(pair(0.2, 1, 2));  // resolved twice
        extra.finish(1.0);
        QCOMPARE(extra.firstDifferenceTime(), std::optional<double>(0.2));

        CollisionLogMatcher different(0.1);
        different.addReference(pair(0.05, 1, 2));
        different.addTrial(pair(0.1, 1, 3));
        different.sync(0.5);
        QCOMPARE(different.firstDifferenceTime(), std::optional<double>(0.05));
    }

    void growingLagInTheSameOrderMatches()
    {
        // A drifting trajectory meets the same partners later and later.
        CollisionLogMatcher m(0.1);
        for (int k = 0; k < 50; ++k) {
            m.addReference(pair(1.0 * k, k, k + 1));
            m.addTrial(pair(1.05 * k + 0.1, k, k + 1));
            m.sync(1.0 * k + 0.5);
        }
        m.finish(60.0);
        QCOMPARE(m.matched(), 50ull);
        QVERIFY(!m.firstDifferenceTime());
    }

    void lastStepsLeftOverAreNoDifference()
    {
        CollisionLogMatcher m(0.1);
        m.addReference(pair(0.95, 1, 2));  // the trial resolves it after the run ends
        m.finish(1.0);
        QVERIFY(!m.firstDifferenceTime());
    }
};

QTEST_APPLESS_MAIN(TestCollisionLogMatcher)
#include "tst_collision_log_matcher.moc"
