// The scaling study: every engine measured on a generated gas, the study on the simulation
// thread delivers every point and can be cancelled, and a study destroyed mid-run is quiet.
#include "runtime/scaling_study.h"
#include "runtime/simulation_controller.h"

#include <QSignalSpy>
#include <QTest>

#include <set>

using namespace disklab;

class TestScalingStudy : public QObject {
    Q_OBJECT
private slots:
    void measuresEveryEngine()
    {
        const std::atomic<bool> never{false};
        const Scenario gas = scalingGas(120);
        QCOMPARE(gas.disks.size(), std::size_t(120));
        for (const EngineConfig& engine : scalingEngines(gas.engine.dt)) {
            const ScalingPoint p = measureScaling(gas, engine, 0.01, never);
            QCOMPARE(p.disks, 120);
            QVERIFY(p.simulatedTime > 0.0);
            QVERIFY(p.cost() > 0.0);
        }
    }

    void studyDeliversEveryPointThenCancels()
    {
        SimulationController simulation;
        ScalingStudy study(simulation);
        QSignalSpy points(&study, &ScalingStudy::pointReady);
        QSignalSpy progress(&study, &ScalingStudy::progress);
        QSignalSpy finished(&study, &ScalingStudy::finished);
        study.start({100, 200}, 0.01);
        QVERIFY(study.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.first().at(0).toBool(), false);
        QVERIFY(finished.first().at(1).toString().isEmpty());
        QVERIFY(!study.isRunning());
        QCOMPARE(points.size(), 6);
        QCOMPARE(progress.last().at(0).toInt(), 6);
        QCOMPARE(progress.last().at(1).toInt(), 6);
        std::set<std::pair<int, std::size_t>> measured;
        for (const auto& signal : points) {
            const auto point = signal.at(0).value<ScalingPoint>();
            QVERIFY(point.cost() > 0.0);
            measured.insert({point.disks, scalingEngineIndex(point.engine)});
        }
        QCOMPARE(measured.size(), std::size_t(6));

        finished.clear();
        points.clear();
        study.start({250, 500, 1000, 2000, 4000, 8000}, 0.3);
        study.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.first().at(0).toBool(), true);
        QVERIFY(points.size() < 18);
        QVERIFY(!study.isRunning());
    }

    void aGasThatCannotBeBuiltIsReported()
    {
        SimulationController simulation;
        ScalingStudy study(simulation);
        QSignalSpy finished(&study, &ScalingStudy::finished);
        study.start({100, -5}, 0.01);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.first().at(0).toBool(), false);
        QVERIFY(!finished.first().at(1).toString().isEmpty());
    }

    void destroyingAStudyMidRunIsQuiet()
    {
        SimulationController simulation;
        auto study = std::make_unique<ScalingStudy>(simulation);
        study->start({2000, 4000}, 0.5);
        QTest::qWait(50);
        study.reset();
        // The simulation thread is free for the next job soon after.
        ScalingStudy next(simulation);
        QSignalSpy finished(&next, &ScalingStudy::finished);
        next.start({100}, 0.01);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
    }
};

QTEST_GUILESS_MAIN(TestScalingStudy)
#include "tst_scaling_study.moc"
