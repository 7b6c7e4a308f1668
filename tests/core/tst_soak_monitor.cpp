// SoakMonitor must catch each kind of failure it exists for: an overlapping pair, energy or
// momentum out of balance, a collision reported out of order. A scripted engine plants each
// one; the balanced cases check that walls, interior walls, gravity and wall work are counted.
#include "core/event_driven_engine.h"
#include "core/soak_monitor.h"

#include <QTest>

#include <cmath>

using namespace disklab;

namespace {

/// An engine whose state the test sets directly: two disks of mass 1 and 2, radius 0.5.
class ScriptedEngine : public Engine {
public:
    ScriptedEngine()
    {
        m_scenario.width = m_scenario.height = 10.0;
        m_scenario.disks = {Disk{2, 2, 1, 0, 0.5, 1.0, {}, {}}, Disk{6, 6, 0, -1, 0.5, 2.0, {}, {}}};
        m_snapshot.x = {2, 6};
        m_snapshot.y = {2, 6};
        m_snapshot.vx = {1, 0};
        m_snapshot.vy = {0, -1};
    }
    void advanceTo(double t) override { m_snapshot.time = t; }
    bool advanceCollisions(std::uint64_t) override { return true; }
    double nextStopTime(double t) const override { return t; }
    double time() const override { return m_snapshot.time; }
    Snapshot snapshot() const override { return m_snapshot; }
    Totals totals() const override { return m_totals; }
    const Scenario& scenario() const override { return m_scenario; }
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener) override { m_listener = listener; }

    void report(double time) { m_listener(CollisionRecord{time, CollisionRecord::Kind::Pair, 0, 1}); }

    Scenario m_scenario;
    Snapshot m_snapshot;
    Totals m_totals;
    std::function<void(const CollisionRecord&)> m_listener;
};

} // namespace

class TestSoakMonitor : public QObject {
    Q_OBJECT

private slots:
    void untouchedStateBalances()
    {
        ScriptedEngine engine;
        SoakMonitor monitor(engine);
        const SoakCheckpoint c = monitor.check();
        QCOMPARE(c.overlappingPairs, 0u);
        QCOMPARE(c.energyDrift, 0.0);
        QCOMPARE(c.momentumError, 0.0);
        QCOMPARE(c.outOfOrder, 0u);
    }

    void findsAnOverlap()
    {
        ScriptedEngine engine;
        SoakMonitor monitor(engine);
        engine.m_snapshot.x[1] = 2.9;  // centres 0.9 apart, contact distance 1
        engine.m_snapshot.y[1] = 2.0;
        const SoakCheckpoint c = monitor.check();
        QCOMPARE(c.overlappingPairs, 1u);
        QVERIFY(std::abs(c.maxOverlap - 0.1) < 1e-12);
    }

    void wallImpulseBalancesMomentum()
    {
        // Disk 0 bounced off the right wall: vx 1 -> -1, impulse 2 on the disks along -x.
        ScriptedEngine engine;
        SoakMonitor monitor(engine);
        engine.m_snapshot.vx[0] = -1;
        engine.m_totals.wallImpulse[static_cast<int>(Side::Right)] = 2.0;
        QCOMPARE(monitor.check().momentumError, 0.0);
        engine.m_totals.wallImpulse[static_cast<int>(Side::Right)] = 0.0;  // the impulse not booked
        QVERIFY(monitor.check().momentumError > 0.1);
    }

    void segmentImpulseAndGravityBalanceMomentum()
    {
        ScriptedEngine engine;
        engine.m_scenario.gravityY = -0.5;
        SoakMonitor monitor(engine);
        // After t = 2 gravity gave M g t = 3 * -0.5 * 2 = -3 in y; an interior wall gave +1 in x.
        engine.m_snapshot.time = 2.0;
        engine.m_snapshot.vx[0] = 2.0;
        engine.m_snapshot.vy[1] = -2.5;
        engine.m_totals.segmentImpulse[0] = 1.0;
        QVERIFY(monitor.check().momentumError < 1e-15);
        engine.m_scenario.gravityY = 0.0;  // the same motion without the gravity that caused it
        QVERIFY(monitor.check().momentumError > 0.1);
    }

    void energyChangeWithoutWorkIsDrift()
    {
        ScriptedEngine engine;
        SoakMonitor monitor(engine);
        engine.m_snapshot.vx[0] = 1.1;  // K from 1.5 to 1.605 with no work done
        QVERIFY(std::abs(monitor.check().energyDrift - 0.105 / 1.5) < 1e-12);
        engine.m_totals.wallWork = 0.105;  // a moving wall did that work
        QVERIFY(std::abs(monitor.check().energyDrift) < 1e-15);
    }

    void collisionsOutOfOrderAreCounted()
    {
        ScriptedEngine engine;
        SoakMonitor monitor(engine);
        engine.report(1.0);
        engine.report(1.0);  // simultaneous collisions are in order
        engine.report(2.0);
        QCOMPARE(monitor.check().outOfOrder, 0u);
        engine.report(1.5);
        QCOMPARE(monitor.check().outOfOrder, 1u);
    }

    void realEngineStaysBalanced()
    {
        // A few thousand collisions of the exact engine in a box with gravity and an interior
        // wall: the soak's checks on a short run (disklab-cli soak runs 10^8).
        Scenario scenario;
        scenario.width = scenario.height = 20.0;
        scenario.gravityY = -0.1;
        scenario.segments = {SegmentWall{10, 0, 10, 12}};
        for (int i = 0; i < 8; ++i)
            for (int j = 0; j < 8; ++j)
                scenario.disks.push_back(Disk{1.2 + 2.4 * i, 1.2 + 2.4 * j, std::cos(i + 3.0 * j),
                                              std::sin(2.0 * i - j), 0.4, 1.0 + (i + j) % 3, {}, {}});
        EventDrivenEngine engine(scenario);
        SoakMonitor monitor(engine);
        for (int k = 0; k < 5; ++k) {
            QVERIFY(engine.advanceCollisions(2000));
            const SoakCheckpoint c = monitor.check();
            QCOMPARE(c.overlappingPairs, 0u);
            QVERIFY2(std::abs(c.energyDrift) < 1e-12, qPrintable(QString::number(c.energyDrift)));
            QVERIFY2(c.momentumError < 1e-12, qPrintable(QString::number(c.momentumError)));
            QCOMPARE(c.outOfOrder, 0u);
        }
    }
};

QTEST_APPLESS_MAIN(TestSoakMonitor)
#include "tst_soak_monitor.moc"
