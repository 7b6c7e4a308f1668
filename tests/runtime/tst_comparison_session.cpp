// Comparison mode's run on the one simulation thread: a comparison session of
// SimulationController advances both engines in lock-step on the step grid, obeys play, pause,
// step, reset, a stop time and a new load while playing, reports what it cannot build, shares
// the controller with a single-engine session and shuts down promptly whatever it is doing.
#include "runtime/comparison_frame.h"
#include "runtime/engine_comparison.h"
#include "runtime/simulation_controller.h"
#include "small_gas.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <memory>

using namespace disklab;

namespace {

using test::smallGas;

EngineConfig stepOf(double dt)
{
    EngineConfig settings;
    settings.dt = dt;
    return settings;
}

bool onStepGrid(double t, double dt)
{
    const double steps = t / dt;
    return std::abs(steps - std::round(steps)) < 1e-6;
}

/// Takes frames as a GUI would, keeping the newest.
class FrameCollector : public QObject {
public:
    explicit FrameCollector(SimulationController& controller)
    {
        connect(&controller, &SimulationController::frameReady, this, [this, &controller] {
            if (const FramePtr frame = controller.takeFrame())
                latest = frame;
        });
    }
    double steppedTime() const { return latest->comparison->stepped->state.time; }
    FramePtr latest;
};

} // namespace

class TestComparisonSession : public QObject {
    Q_OBJECT
private slots:
    void startsBothEnginesFromOneInitialState()
    {
        SimulationController controller;
        FrameCollector frames(controller);
        controller.compare(smallGas(60), stepOf(0.01));
        QTRY_VERIFY(frames.latest);
        const FrameSnapshot& frame = *frames.latest;
        QVERIFY(frame.comparison);
        QCOMPARE(frame.state.time, 0.0);
        QCOMPARE(frame.comparison->stepped->state.x, frame.state.x);
        QCOMPARE(frame.comparison->stepped->state.vy, frame.state.vy);
        QCOMPARE(frame.comparison->settings.dt, 0.01);
        QCOMPARE(frame.engine.kind, EngineKind::EventDriven);
        QCOMPARE(frame.comparison->stepped->engine.kind, EngineKind::TimeDriven);
        QVERIFY(!frame.running && !frame.finished);
    }

    void playsInLockStepOnTheStepGrid()
    {
        SimulationController controller;
        FrameCollector frames(controller);
        controller.compare(smallGas(100), stepOf(0.01));
        controller.setSpeed(5.0);
        controller.play();
        QTRY_VERIFY_WITH_TIMEOUT(frames.latest && frames.latest->state.time > 0.5, 10000);
        QVERIFY(frames.latest->running);
        QCOMPARE(frames.steppedTime(), frames.latest->state.time);
        QVERIFY2(onStepGrid(frames.latest->state.time, 0.01), qPrintable(QString::number(frames.latest->state.time)));
        QVERIFY(frames.latest->comparison->report.event.collisions > 0);
    }

    void pauseThenStepTakesOneStepFromWhereItPaused()
    {
        SimulationController controller;
        FrameCollector frames(controller);
        controller.compare(smallGas(80), stepOf(0.02));
        controller.play();
        QTRY_VERIFY(frames.latest && frames.latest->state.time > 0.1);
        controller.pause();
        QTRY_VERIFY(!controller.isRunning() && !frames.latest->running);
        const double pausedAt = frames.latest->state.time;
        // A paused run does not move: the step lands exactly one dt after where it paused.
        controller.stepEvent();
        QTRY_VERIFY(frames.latest->state.time > pausedAt);
        QVERIFY(std::abs(frames.latest->state.time - (pausedAt + 0.02)) < 1e-12);
        QCOMPARE(frames.steppedTime(), frames.latest->state.time);
        QVERIFY(!frames.latest->running);
    }

    void stopTimeEndsTheRunWithTheFiguresOfADirectComparison()
    {
        const Scenario scenario = smallGas(60);
        const double until = 0.35;  // not on the grid of dt = 0.1: the last step is partial
        SimulationController controller;
        FrameCollector frames(controller);
        controller.compare(scenario, stepOf(0.1));
        controller.setStopTime(until);
        controller.setSpeed(20.0);
        controller.play();
        QTRY_VERIFY_WITH_TIMEOUT(frames.latest && frames.latest->finished, 10000);
        QVERIFY(!frames.latest->running);
        QCOMPARE(frames.latest->state.time, until);
        QCOMPARE(frames.steppedTime(), until);

        EngineComparison direct(scenario, stepOf(0.1));
        for (int step = 1; step <= 3; ++step)
            direct.advanceTo(step * 0.1);
        direct.advanceTo(until);
        direct.finish();
        const ComparisonReport expected = direct.report();
        const ComparisonReport& shown = frames.latest->comparison->report;
        QVERIFY(expected.event.collisions > 0);
        QCOMPARE(shown.event.collisions, expected.event.collisions);
        QCOMPARE(shown.time.collisions, expected.time.collisions);
        QCOMPARE(shown.time.overlaps, expected.time.overlaps);
        QCOMPARE(shown.timeDriven.steps, expected.timeDriven.steps);
        QCOMPARE(shown.timeDriven.missedCollisions, expected.timeDriven.missedCollisions);
        QCOMPARE(shown.deviation.positionMax, expected.deviation.positionMax);

        // A finished run does not play on until it is reset.
        controller.play();
        controller.reset();
        QTRY_VERIFY(!frames.latest->finished && frames.latest->state.time == 0.0);
        QVERIFY(!frames.latest->running);
    }

    void resetAndLoadWhilePlayingStartOver()
    {
        SimulationController controller;
        FrameCollector frames(controller);
        controller.compare(smallGas(120, 1), stepOf(0.01));
        controller.setSpeed(20.0);
        controller.play();
        QTRY_VERIFY(frames.latest && frames.latest->state.time > 0.2);
        std::uint64_t generation = frames.latest->generation;
        controller.reset();
        QTRY_VERIFY(frames.latest->generation > generation);
        QCOMPARE(frames.latest->state.time, 0.0);
        QCOMPARE(frames.latest->comparison->report.event.collisions, std::uint64_t(0));
        for (int round = 0; round < 3; ++round) {
            controller.play();
            QTRY_VERIFY(frames.latest->running && frames.latest->state.time > 0.05);
            generation = frames.latest->generation;
            controller.compare(smallGas(40 + round, 2 + round), stepOf(0.01));
            QTRY_VERIFY(frames.latest->generation > generation);
            QCOMPARE(frames.latest->scenario->disks.size(), std::size_t(40 + round));
            QCOMPARE(frames.latest->state.time, 0.0);
        }
    }

    void oneControllerRunsEitherKindOfSession()
    {
        SimulationController controller;
        FrameCollector frames(controller);
        controller.compare(smallGas(50), stepOf(0.01));
        QTRY_VERIFY(frames.latest && frames.latest->comparison);
        controller.load(smallGas(30), {});
        QTRY_VERIFY(frames.latest->state.size() == 30);
        QVERIFY(!frames.latest->comparison);
        controller.compare(smallGas(20), stepOf(0.01));
        QTRY_VERIFY(frames.latest->state.size() == 20);
        QVERIFY(frames.latest->comparison);
    }

    void aComparisonThatCannotBeBuiltIsReported()
    {
        SimulationController controller;
        FrameCollector frames(controller);
        QSignalSpy failed(&controller, &SimulationController::failed);
        controller.compare(smallGas(30), stepOf(0.01));
        QTRY_VERIFY(frames.latest);
        controller.compare(smallGas(30), stepOf(-1.0));
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY(!failed.at(0).at(0).toString().isEmpty());
        // The previous comparison goes on.
        controller.stepEvent();
        QTRY_VERIFY(frames.latest->state.time > 0.0);
        QCOMPARE(frames.latest->comparison->settings.dt, 0.01);
    }

    void destroyingWhilePlayingIsPrompt()
    {
        for (int round = 0; round < 3; ++round) {
            auto controller = std::make_unique<SimulationController>();
            FrameCollector frames(*controller);
            controller->compare(smallGas(1500, 3), stepOf(1e-4));
            controller->setSpeed(1e4);
            controller->play();
            QTRY_VERIFY_WITH_TIMEOUT(frames.latest && frames.latest->running && frames.latest->state.time > 0.0, 20000);
            QElapsedTimer clock;
            clock.start();
            controller.reset();
            // A tick yields within its budget, so the thread ends after at most one chunk of steps.
            QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
        }
    }
};

QTEST_MAIN(TestComparisonSession)
#include "tst_comparison_session.moc"
