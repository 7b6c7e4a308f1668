// The engines through the Engine interface alone, as the runtime and the CLI drive them:
// advancing by collisions, where each stops cheaply, and the stepper's own figures.
#include "core/engine.h"
#include "core/event_driven_engine.h"
#include "core/force_engine.h"
#include "core/step_grid.h"
#include "core/time_driven_engine.h"

#include "test_scenarios.h"

#include <QtTest>

#include <memory>

using namespace disklab;

namespace {

std::unique_ptr<Engine> exactEngine(const Scenario& s) { return std::make_unique<EventDrivenEngine>(s); }

std::unique_ptr<Engine> stepper(const Scenario& s, double dt)
{
    EngineConfig settings;
    settings.kind = EngineKind::TimeDriven;
    settings.dt = dt;
    return std::make_unique<TimeDrivenEngine>(s, settings);
}

std::unique_ptr<Engine> forceEngine(const Scenario& s, double dt)
{
    EngineConfig settings;
    settings.kind = EngineKind::Force;
    settings.dt = dt;
    return std::make_unique<ForceEngine>(s, settings);
}

/// A gas whose disks all carry a charge, alternating in sign.
Scenario chargedGas()
{
    Scenario s = test::gas(100, 0.3, false);
    for (std::size_t i = 0; i < s.disks.size(); ++i)
        s.disks[i].charge = i % 2 == 0 ? 0.1 : -0.1;
    s.engine.kind = EngineKind::Force;
    return s;
}

/// One disk at rest in a walled box: nothing will ever happen.
Scenario stillDisk()
{
    Scenario s;
    s.width = s.height = 1.0;
    s.disks.push_back(test::disk(0.5, 0.5, 0.0, 0.0, 0.1));
    return s;
}

} // namespace

class TestEngineInterface : public QObject {
    Q_OBJECT
private slots:
    void theExactEngineStopsAtTheLastOfTheCollisionsAskedFor()
    {
        const std::unique_ptr<Engine> engine = exactEngine(test::gas(200, 0.3, false));
        std::vector<CollisionRecord> log;
        engine->setCollisionListener([&](const CollisionRecord& r) { log.push_back(r); });
        QVERIFY(engine->advanceCollisions(250));
        QCOMPARE(engine->totals().collisions, std::uint64_t(250));
        QCOMPARE(log.size(), std::size_t(250));
        QCOMPARE(engine->time(), log.back().time);
        QVERIFY(engine->advanceCollisions(50));
        QCOMPARE(engine->totals().collisions, std::uint64_t(300));
    }

    void theStepperStopsOnTheStepThatReachesTheCount()
    {
        const double dt = 0.01;
        const std::unique_ptr<Engine> engine = stepper(test::gas(200, 0.3, false), dt);
        QVERIFY(engine->advanceCollisions(250));
        QVERIFY(engine->totals().collisions >= 250);
        const std::uint64_t steps = engine->timeDrivenStats()->steps;
        QCOMPARE(engine->time(), StepGrid(dt).point(steps));  // whole steps only
        // One step less would not have been enough.
        const std::unique_ptr<Engine> shorter = stepper(test::gas(200, 0.3, false), dt);
        shorter->advanceTo(StepGrid(dt).point(steps - 1));
        QVERIFY(shorter->totals().collisions < 250);
    }

    void neitherEngineAdvancesWhenNothingCanHappen()
    {
        for (const std::unique_ptr<Engine>& engine : {exactEngine(stillDisk()), stepper(stillDisk(), 0.01)}) {
            QVERIFY(!engine->advanceCollisions(1));
            QCOMPARE(engine->totals().collisions, std::uint64_t(0));
        }
        QCOMPARE(stepper(stillDisk(), 0.01)->time(), 0.0);
        const std::unique_ptr<Engine> force = forceEngine(stillDisk(), 0.01);
        QVERIFY(!force->advanceCollisions(1));
        QCOMPARE(force->time(), 0.0);
    }

    void theForceEngineStepsOnItsGridAndRepeatsItself()
    {
        const double dt = 0.01;
        const std::unique_ptr<Engine> engine = forceEngine(chargedGas(), dt);
        std::vector<CollisionRecord> log;
        engine->setCollisionListener([&](const CollisionRecord& r) { log.push_back(r); });
        QCOMPARE(engine->nextStopTime(0.025), 3.0 * dt);
        engine->advanceTo(0.025);
        QCOMPARE(engine->time(), 0.025);
        QVERIFY(engine->advanceCollisions(100));
        QVERIFY(engine->totals().collisions >= 100);
        QCOMPARE(log.size(), engine->totals().collisions);
        const double end = engine->time();
        QCOMPARE(end, StepGrid(dt).point(StepGrid(dt).pointsUpTo(end)));  // whole steps after 0.025

        const std::unique_ptr<Engine> again = forceEngine(chargedGas(), dt);
        std::vector<CollisionRecord> second;
        again->setCollisionListener([&](const CollisionRecord& r) { second.push_back(r); });
        again->advanceTo(0.025);
        again->advanceTo(end);
        QCOMPARE(second.size(), log.size());
        for (std::size_t k = 0; k < log.size(); ++k)
            QVERIFY(second[k].time == log[k].time && second[k].a == log[k].a && second[k].b == log[k].b);
        QCOMPARE(again->snapshot().x, engine->snapshot().x);
        QVERIFY(!engine->timeDrivenStats());
    }

    void theExactEngineStopsAnywhere()
    {
        const std::unique_ptr<Engine> engine = exactEngine(test::gas(50, 0.3, false));
        for (const double t : {0.0, 0.123456789, 1.0, 7.25})
            QCOMPARE(engine->nextStopTime(t), t);
    }

    void theStepperStopsOnItsGrid()
    {
        const std::unique_ptr<Engine> engine = stepper(test::gas(50, 0.3, false), 0.1);
        QCOMPARE(engine->nextStopTime(0.25), 3.0 * 0.1);
        QCOMPARE(engine->nextStopTime(0.3), 0.3);
        engine->advanceTo(0.05);
        QCOMPARE(engine->nextStopTime(0.05), 0.1);
        // Aiming at the next stop never takes a partial step: the step from 0.05 ends on 0.1 and
        // the next is a whole one.
        engine->advanceTo(engine->nextStopTime(0.12));
        QCOMPARE(engine->time(), 2.0 * 0.1);
        QCOMPARE(engine->timeDrivenStats()->lastStepDuration, 2.0 * 0.1 - 0.1);
    }

    void theCollisionCountIsTheTotals()
    {
        // collisions() spares the walk totals() takes; it must be the same count.
        const Scenario gas = test::gas(100, 0.3, false);
        for (const std::unique_ptr<Engine>& engine : {exactEngine(gas), stepper(gas, 0.01), forceEngine(chargedGas(), 0.01)}) {
            engine->advanceTo(2.5);
            QVERIFY(engine->totals().collisions > 0);
            QCOMPARE(engine->collisions(), engine->totals().collisions);
        }
    }

    void stoppingToObserveChangesNothing()
    {
        // Observation times k x 0.1 fall an ulp either side of the grid's 10k x 0.01 (29 x 0.1 is
        // 2.9000000000000004, grid point 290 is 2.8999999999999999). A run that stops on the
        // grid point (an error block's end) and is then asked for the row's time must stay
        // exactly as a run that never stopped: step count and every bit of every disk.
        const double dt = 0.01;
        const auto stopped = [&](Engine& e) {
            for (int k = 1; k <= 50; ++k) {
                e.advanceTo(StepGrid(dt).point(10 * static_cast<std::uint64_t>(k)));
                e.advanceTo(static_cast<double>(k) * 0.1);
            }
        };
        for (const bool force : {false, true}) {
            const Scenario scene = force ? chargedGas() : test::gas(100, 0.3, false);
            const auto make = [&] { return force ? forceEngine(scene, dt) : stepper(scene, dt); };
            const std::unique_ptr<Engine> straight = make(), observed = make();
            straight->advanceTo(5.0);
            stopped(*observed);
            QCOMPARE(observed->time(), straight->time());
            QCOMPARE(observed->totals().collisions, straight->totals().collisions);
            QCOMPARE(observed->snapshot().x, straight->snapshot().x);
            QCOMPARE(observed->snapshot().vy, straight->snapshot().vy);
            if (!force)
                QCOMPARE(observed->timeDrivenStats()->steps, straight->timeDrivenStats()->steps);
        }
    }

    void onlyTheStepperHasFiguresOfItsOwn()
    {
        QVERIFY(!exactEngine(test::gas(50, 0.3, false))->timeDrivenStats());
        const std::unique_ptr<Engine> engine = stepper(test::gas(50, 0.3, false), 0.01);
        engine->advanceTo(0.1);
        const std::optional<TimeDrivenStats> stats = engine->timeDrivenStats();
        QVERIFY(stats);
        QCOMPARE(stats->steps, std::uint64_t(10));
    }
};

QTEST_APPLESS_MAIN(TestEngineInterface)
#include "tst_engine_interface.moc"
