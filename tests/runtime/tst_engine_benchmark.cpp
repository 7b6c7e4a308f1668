// The one benchmark path (measureEngine), shared by `disklab-cli bench` and the Scaling dock:
// it warms up off the clock, then measures exactly the collisions or simulated time asked for,
// or stops near its wall-clock budget or when cancelled, and reports positive rates. Timing
// bounds are loose on purpose: they must hold on a loaded two-core machine.
#include "core/time_driven_engine.h"
#include "runtime/engine_benchmark.h"
#include "runtime/scaling_measurement.h"

#include <QTest>

#include <cmath>

using namespace disklab;

class TestEngineBenchmark : public QObject {
    Q_OBJECT
private slots:
    void eventDrivenMeasuresExactlyTheCollisionsAsked()
    {
        const Scenario gas = scalingGas(200);
        BenchmarkBudget budget;
        budget.warmupCollisions = 500;
        budget.collisions = 3000;
        int starts = 0;
        const EngineBenchmark b = measureEngine(gas, EngineConfig{}, budget, nullptr, [&](const Engine& e) {
            ++starts;
            QVERIFY(e.totals().collisions >= 500);
        });
        QCOMPARE(starts, 1);
        QCOMPARE(b.run.engine, EngineKind::EventDriven);
        QVERIFY(b.run.firstTotals.collisions >= 500);
        QCOMPARE(b.collisions(), std::uint64_t(3000));
        QVERIFY(b.events() >= b.collisions());
        QVERIFY(b.simulatedTime() > 0.0);
        QVERIFY(b.run.wallSeconds > 0.0);
        QVERIFY(b.collisionsPerSecond() > 0.0);
        QVERIFY(b.eventsPerSecond() >= b.collisionsPerSecond());
        QCOMPARE(b.nsPerCollision(), b.run.wallSeconds * 1e9 / 3000.0);
        QCOMPARE(b.secondsPerTimeUnit(), b.run.wallSeconds / b.simulatedTime());
    }

    void timeDrivenMeasuresExactlyTheStepsAsked()
    {
        const Scenario gas = scalingGas(200);
        const EngineConfig config{EngineKind::TimeDriven, 0.01, Broadphase::Grid, Response::Naive};
        BenchmarkBudget budget;
        budget.warmupTime = 2 * config.dt;
        budget.simulatedTime = 37 * config.dt;
        std::uint64_t firstSteps = 0;
        const EngineBenchmark b = measureEngine(gas, config, budget, nullptr, [&](const Engine& e) {
            firstSteps = dynamic_cast<const TimeDrivenEngine&>(e).stats().steps;
        });
        QCOMPARE(firstSteps, std::uint64_t(2));
        const auto& engine = dynamic_cast<const TimeDrivenEngine&>(*b.engine);
        QVERIFY(engine.settings() == config);
        QCOMPARE(engine.stats().steps - firstSteps, std::uint64_t(37));
        QCOMPARE(b.run.firstTotals.time, 2 * config.dt);
        QVERIFY(std::abs(b.simulatedTime() - 37 * config.dt) < 1e-12);
        QCOMPARE(b.run.engine, EngineKind::TimeDriven);
        QVERIFY(b.collisions() > 0);
        QVERIFY(b.collisionsPerSecond() > 0.0);
        QVERIFY(b.secondsPerTimeUnit() > 0.0);
    }

    void wallClockBudgetIsHonouredRoughly()
    {
        // With no simulated-time limit only the wall clock ends the window: at least the budget,
        // and not far beyond it (chunks stop doubling once one takes 20 ms).
        const Scenario gas = scalingGas(400);
        for (const EngineConfig& config : scalingEngines(gas.engine.dt)) {
            BenchmarkBudget budget;
            budget.warmupTime = config.dt;
            budget.wallSeconds = 0.25;
            const EngineBenchmark b = measureEngine(gas, config, budget);
            QVERIFY2(b.run.wallSeconds >= 0.25, qPrintable(QString::number(b.run.wallSeconds)));
            QVERIFY2(b.run.wallSeconds < 5.0, qPrintable(QString::number(b.run.wallSeconds)));
            QVERIFY(b.simulatedTime() > 0.0);
            QVERIFY(b.secondsPerTimeUnit() > 0.0);
        }
    }

    void cancelStopsAfterTheFirstChunk()
    {
        const Scenario gas = scalingGas(200);
        const std::atomic<bool> cancelled{true};
        for (const EngineConfig& config : scalingEngines(gas.engine.dt)) {
            BenchmarkBudget budget;
            budget.wallSeconds = 60.0;
            const EngineBenchmark b = measureEngine(gas, config, budget, &cancelled);
            QCOMPARE(b.simulatedTime(), config.dt);
        }
    }

    void scalingPointsComeFromTheSamePath()
    {
        const Scenario gas = scalingGas(150);
        const std::atomic<bool> never{false};
        const auto engines = scalingEngines(gas.engine.dt);
        for (std::size_t k = 0; k < engines.size(); ++k) {
            const ScalingPoint p = measureScaling(gas, engines[k], 0.02, never);
            QCOMPARE(scalingEngineIndex(p.engine), k);
            QCOMPARE(p.disks, 150);
            QVERIFY(p.wallSeconds >= 0.02);
            QVERIFY(p.cost() > 0.0);
        }
        QCOMPARE(engines[0].broadphase, Broadphase::Naive);
        QCOMPARE(engines[1].broadphase, Broadphase::Grid);
        QCOMPARE(engines[2].kind, EngineKind::EventDriven);
    }
};

QTEST_APPLESS_MAIN(TestEngineBenchmark)
#include "tst_engine_benchmark.moc"
