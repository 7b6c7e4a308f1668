// Checkpoints, for every engine: a run that takes them is the run that does not, bit for bit
// (every position, velocity and total, every event of the log in order); restoring the latest
// checkpoint before T and running on to T, in the same engine or in a new one built from the
// checkpoint's scenario, gives the state the straight run has at T, bit for bit; and the store
// keeps its bound, thinning evenly and keeping the first, the newest and the pinned ones.
#include "runtime/checkpointing_engine.h"
#include "runtime/engine_factory.h"

#include "core/aggregation_generator.h"
#include "core/charged_gas_generator.h"
#include "core/gas_generator.h"
#include "support/engine_difference.h"

#include <QTest>

#include <memory>
#include <vector>

using namespace disklab;
using test::firstDifference;

namespace {

struct Case {
    Scenario scenario;
    EngineConfig config;
    double until = 0.0;  // long enough for many checkpoints at the spacing below
};

bool sameRecords(const std::vector<CollisionRecord>& a, const std::vector<CollisionRecord>& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t k = 0; k < a.size(); ++k)
        if (a[k].time != b[k].time || a[k].kind != b[k].kind || a[k].a != b[k].a || a[k].b != b[k].b)
            return false;
    return true;
}

GasParameters gas(int count, double packing, std::uint64_t seed)
{
    GasParameters p;
    p.count = count;
    p.packing = packing;
    p.seed = seed;
    return p;
}

Case exactGasBetweenHotWalls()
{
    GasParameters p = gas(300, 0.3, 12);
    p.wallTemperature = 2.0;
    return {generateGas(p), EngineConfig{}, 20.0};
}

Case exactDenseGasOnNeighbourLists()
{
    GasParameters p = gas(400, 0.6, 13);
    p.periodic = true;
    return {generateGas(p), EngineConfig{}, 4.0};
}

Case exactFreePistonUnderGravity()
{
    GasParameters p = gas(200, 0.2, 14);
    p.pistonMass = 50.0;
    p.pistonPressure = 0.05;
    Scenario s = generateGas(p);
    s.gravityY = -0.2;
    return {s, EngineConfig{}, 20.0};
}

Case stepper(Response response)
{
    GasParameters p = gas(300, 0.3, 15);
    p.wallTemperature = 1.5;
    EngineConfig config;
    config.kind = EngineKind::TimeDriven;
    config.dt = 0.01;
    config.response = response;
    return {generateGas(p), config, 20.0};
}

Case forceOnChargedGas()
{
    ChargedGasParameters p;
    p.count = 80;
    p.signs = ChargeSigns::Both;
    p.packing = 0.1;
    p.seed = 16;
    Scenario s = generateChargedGas(p);
    EngineConfig config = s.engine;
    config.kind = EngineKind::Force;
    return {s, config, 20.0};
}

Case brownianAggregation()
{
    AggregationParameters p;
    p.count = 200;
    p.areaFraction = 0.05;
    p.motion = AggregationMotion::Brownian;
    p.stickingProbability = 0.5;
    p.seed = 17;
    return {generateAggregation(p), EngineConfig{}, 60.0};
}

/// A spacing that gives a few dozen checkpoints over the case's run, so thinning happens too.
std::uint64_t spacingFor(const Case& c)
{
    std::unique_ptr<Engine> probe = makeEngine(c.scenario, c.config);
    probe->advanceTo(c.until);
    return std::max<std::uint64_t>(1, probe->totals().collisions / 40);
}

/// The caller's way of driving a run: uneven slices of time, and runs of collisions between.
void drive(Engine& engine, double until)
{
    for (int k = 1; engine.time() < until; ++k) {
        engine.advanceTo(std::min(until, engine.nextStopTime(engine.time() + 0.37 * until / (10 + k % 7))));
        if (k % 3 == 0 && engine.time() < 0.8 * until)
            engine.advanceCollisions(1 + static_cast<std::uint64_t>(k) * 17);
    }
}

} // namespace

Q_DECLARE_METATYPE(Case)

class TstCheckpoints : public QObject {
    Q_OBJECT
private slots:
    void cases_data()
    {
        QTest::addColumn<Case>("run");
        QTest::newRow("exact, heated walls") << exactGasBetweenHotWalls();
        QTest::newRow("exact, dense periodic gas on neighbour lists") << exactDenseGasOnNeighbourLists();
        QTest::newRow("exact, free piston under gravity") << exactFreePistonUnderGravity();
        QTest::newRow("time-driven, naive") << stepper(Response::Naive);
        QTest::newRow("time-driven, rollback") << stepper(Response::Rollback);
        QTest::newRow("force, charged gas") << forceOnChargedGas();
        QTest::newRow("aggregation, Brownian, sticking half the time") << brownianAggregation();
    }

    void takingCheckpointsChangesNothing_data() { cases_data(); }
    void takingCheckpointsChangesNothing()
    {
        QFETCH(Case, run);
        std::vector<CollisionRecord> straightLog, checkpointedLog;
        std::unique_ptr<Engine> straight = makeEngine(run.scenario, run.config);
        straight->setCollisionListener([&](const CollisionRecord& r) { straightLog.push_back(r); });
        drive(*straight, run.until);
        CheckpointingEngine checkpointed(makeEngine(run.scenario, run.config), {spacingFor(run), 16});
        checkpointed.setCollisionListener([&](const CollisionRecord& r) { checkpointedLog.push_back(r); });
        drive(checkpointed, run.until);
        QCOMPARE(firstDifference(checkpointed, *straight), QString());
        QVERIFY(sameRecords(checkpointedLog, straightLog));
        QVERIFY(checkpointed.store().checkpoints().size() >= 8);
        QVERIFY(checkpointed.store().checkpoints().size() <= 16);
    }

    void replayFromTheNearestCheckpointIsExact_data() { cases_data(); }
    void replayFromTheNearestCheckpointIsExact()
    {
        QFETCH(Case, run);
        CheckpointingEngine checkpointed(makeEngine(run.scenario, run.config), {spacingFor(run), 16});
        checkpointed.advanceTo(run.until);
        for (const double fraction : {0.93, 0.5, 0.071, 0.0}) {
            const double t = checkpointed.nextStopTime(fraction * run.until);
            std::unique_ptr<Engine> straight = makeEngine(run.scenario, run.config);
            straight->advanceTo(t);
            // Back in the same engine...
            checkpointed.seek(t);
            QCOMPARE(firstDifference(checkpointed, *straight), QString());
            // ...and in a new one built from the checkpoint's scenario, as `replay` does.
            const Checkpoint* nearest = checkpointed.store().latestAtOrBefore(t);
            QVERIFY(nearest && nearest->time <= t);
            std::unique_ptr<Engine> fresh = makeEngine(*nearest->scenario, run.config);
            restoreCheckpoint(*fresh, *nearest);
            fresh->advanceTo(t);
            QCOMPARE(firstDifference(*fresh, *straight), QString());
            // Playing on from the moment sought continues the same history.
            const double later = checkpointed.nextStopTime(t + 0.05 * run.until);
            checkpointed.advanceTo(later);
            straight->advanceTo(later);
            QCOMPARE(firstDifference(checkpointed, *straight), QString());
        }
    }

    void playingOnAfterASeekBackKeepsOneHistory()
    {
        const Case run = exactGasBetweenHotWalls();
        CheckpointingEngine checkpointed(makeEngine(run.scenario, run.config), {spacingFor(run), 16});
        std::vector<CollisionRecord> heard;
        checkpointed.setCollisionListener([&](const CollisionRecord& r) { heard.push_back(r); });
        checkpointed.advanceTo(run.until);
        const double newestBefore = checkpointed.store().newest()->time;
        const std::size_t heardBefore = heard.size();
        // Back and on past where the run had got to: the retraced stretch is neither stored nor
        // heard again, and what lies beyond is, in order.
        checkpointed.seek(0.3 * run.until);
        checkpointed.advanceTo(1.5 * run.until);
        std::unique_ptr<Engine> straight = makeEngine(run.scenario, run.config);
        std::vector<CollisionRecord> straightLog;
        straight->setCollisionListener([&](const CollisionRecord& r) { straightLog.push_back(r); });
        straight->advanceTo(1.5 * run.until);
        QCOMPARE(firstDifference(checkpointed, *straight), QString());
        QVERIFY(heard.size() > heardBefore);
        QVERIFY(sameRecords(heard, straightLog));
        const std::vector<Checkpoint>& all = checkpointed.store().checkpoints();
        QVERIFY(all.back().time > newestBefore);
        for (std::size_t k = 1; k < all.size(); ++k)
            QVERIFY(all[k].time > all[k - 1].time && all[k].collisions > all[k - 1].collisions);
        // The lab changes the run after a seek back: later checkpoints go, one of now is pinned.
        checkpointed.seek(0.5 * run.until);
        checkpointed.setWallTemperature(Side::Left, 3.0);
        QCOMPARE(checkpointed.store().newest()->time, 0.5 * run.until);
        QVERIFY(checkpointed.store().newest()->pinned);
        const std::size_t beforeNewHistory = heard.size();
        checkpointed.advanceTo(0.7 * run.until);
        QVERIFY(heard.size() > beforeNewHistory);  // the new history is heard
        QVERIFY(checkpointed.store().newest()->time > 0.5 * run.until);
    }

    void stateOfAnotherEngineIsRefused()
    {
        const Case exact = exactGasBetweenHotWalls(), time = stepper(Response::Naive);
        std::unique_ptr<Engine> a = makeEngine(exact.scenario, exact.config), b = makeEngine(time.scenario, time.config);
        const std::vector<std::byte> state = a->innerState();
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, b->restoreInnerState(time.scenario, state));
        std::vector<std::byte> cut(state.begin(), state.begin() + static_cast<std::ptrdiff_t>(state.size() / 2));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, a->restoreInnerState(exact.scenario, cut));
    }

    void storeThinsEvenlyWithinItsBound()
    {
        CheckpointStore store(8);
        std::vector<double> dropped;
        store.dropped = [&](const Checkpoint& c) { dropped.push_back(c.time); };
        int thinnings = 0;
        for (int k = 0; k < 30; ++k) {
            Checkpoint c;
            c.time = k;
            c.collisions = static_cast<std::uint64_t>(k);
            c.pinned = k == 3;
            thinnings += store.add(std::move(c)) ? 1 : 0;
            QVERIFY(store.checkpoints().size() <= 8);
        }
        QVERIFY(thinnings >= 2);
        QCOMPARE(store.checkpoints().front().time, 0.0);
        QCOMPARE(store.checkpoints().back().time, 29.0);
        QVERIFY(store.latestAtOrBefore(3.5) && store.latestAtOrBefore(3.5)->time == 3.0);  // pinned: never dropped
        QCOMPARE(dropped.size() + store.checkpoints().size(), std::size_t{30});
        QVERIFY(store.latestAtOrBefore(-1.0) == nullptr);
    }
};

QTEST_APPLESS_MAIN(TstCheckpoints)
#include "tst_checkpoints.moc"
