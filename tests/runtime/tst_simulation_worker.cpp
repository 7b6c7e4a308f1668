// The simulation thread seen from the GUI side: frames arrive, are coalesced and monotone,
// commands take effect in order, and the thread shuts down cleanly whatever it is doing.
#include "runtime/engine_factory.h"
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

/// Takes frames as a GUI would, remembering the newest and every simulated time seen.
class FrameCollector : public QObject {
public:
    explicit FrameCollector(SimulationController& controller) : m_controller(controller)
    {
        connect(&controller, &SimulationController::frameReady, this, [this] {
            latest = m_controller.takeFrame();
            ++notifications;
            if (latest) {
                times.push_back({latest->generation, latest->state.time});
                playing.push_back({latest->generation, latest->running});
            }
        });
    }
    FramePtr latest;
    int notifications = 0;
    std::vector<std::pair<std::uint64_t, double>> times;
    std::vector<std::pair<std::uint64_t, bool>> playing;

private:
    SimulationController& m_controller;
};

} // namespace

class TestSimulationWorker : public QObject {
    Q_OBJECT
private slots:
    void loadPublishesTheInitialFrame();
    void framesArriveWhilePlayingAndAreMonotone();
    void framesAreCoalescedWhenTheGuiIsBusy();
    void pauseStopsFrames();
    void stepEventAddsOneCollision();
    void stepFrameAdvancesBySpeedOverSixty();
    void resetReturnsToTimeZero();
    void loadWhileRunning();
    void aNewSessionPlaysOnOnlyIfTheOldOneWasPlaying();
    void engineErrorsAreReported();
    void timeDrivenEngineRuns();
    void forceEngineRunsAChargedGas();
    void destroyingWhileRunningShutsDownCleanly();
    void destroyingDuringALongAdvanceIsPrompt();
};

void TestSimulationWorker::loadPublishesTheInitialFrame()
{
    SimulationController controller;
    FrameCollector frames(controller);
    const Scenario scenario = smallGas(50);
    controller.load(scenario, {});
    QTRY_VERIFY(frames.latest);
    QCOMPARE(frames.latest->state.time, 0.0);
    QCOMPARE(frames.latest->state.size(), std::size_t(50));
    QCOMPARE(frames.latest->scenario->disks.size(), std::size_t(50));
    QCOMPARE(frames.latest->state.x[3], scenario.disks[3].x);
    QVERIFY(!frames.latest->running);
    QVERIFY(!controller.isRunning());
}

void TestSimulationWorker::framesArriveWhilePlayingAndAreMonotone()
{
    SimulationController controller;
    FrameCollector frames(controller);
    QSignalSpy running(&controller, &SimulationController::runningChanged);
    controller.load(smallGas(200), {});
    controller.setSpeed(5.0);
    controller.play();
    QTRY_COMPARE(running.count(), 1);
    QCOMPARE(running.at(0).at(0).toBool(), true);
    QVERIFY(controller.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(frames.latest && frames.latest->state.time > 1.0, 10000);
    QVERIFY(frames.times.size() > 5);
    for (std::size_t i = 1; i < frames.times.size(); ++i) {
        QCOMPARE(frames.times[i].first, frames.times[0].first);
        QVERIFY(frames.times[i].second >= frames.times[i - 1].second);
    }
    QVERIFY(frames.latest->totals.collisions > 0);
    QVERIFY(frames.latest->running);
    QCOMPARE(frames.latest->speed, 5.0);
}

void TestSimulationWorker::framesAreCoalescedWhenTheGuiIsBusy()
{
    SimulationController controller;
    QSignalSpy ready(&controller, &SimulationController::frameReady);
    controller.load(smallGas(100), {});
    controller.play();
    QTRY_VERIFY(ready.count() >= 1);
    // A GUI that does not take its frame is told once, however many frames the worker makes:
    // let it publish several more, then count the notifications.
    const std::uint64_t notified = controller.latestFrame()->serial;
    QTRY_VERIFY(controller.latestFrame()->serial >= notified + 5);
    QCOMPARE(ready.count(), 1);
    const FramePtr first = controller.takeFrame();
    QVERIFY(first->serial > 1);
    QTRY_VERIFY(ready.count() == 2);
    QVERIFY(controller.takeFrame()->serial > first->serial);
}

void TestSimulationWorker::pauseStopsFrames()
{
    SimulationController controller;
    FrameCollector frames(controller);
    QSignalSpy running(&controller, &SimulationController::runningChanged);
    controller.load(smallGas(100), {});
    controller.play();
    QTRY_VERIFY(frames.latest && frames.latest->state.time > 0.1);
    controller.pause();
    QTRY_VERIFY(!controller.isRunning());
    QTRY_VERIFY(frames.latest && !frames.latest->running);
    const int seen = frames.notifications;
    const double pausedAt = frames.latest->state.time;
    // Nothing may happen while paused, so this waits a span rather than for a condition.
    QTest::qWait(200);
    QCOMPARE(frames.notifications, seen);
    QCOMPARE(controller.latestFrame()->state.time, pausedAt);
    QCOMPARE(running.count(), 2);
}

void TestSimulationWorker::stepEventAddsOneCollision()
{
    SimulationController controller;
    FrameCollector frames(controller);
    controller.load(smallGas(60), {});
    QTRY_VERIFY(frames.latest);
    for (std::uint64_t k = 1; k <= 3; ++k) {
        const std::uint64_t serial = frames.latest->serial;
        controller.stepEvent();
        QTRY_VERIFY(frames.latest->serial > serial);
        QCOMPARE(frames.latest->totals.collisions, k);
    }
    QVERIFY(frames.latest->state.time > 0.0);
}

void TestSimulationWorker::stepFrameAdvancesBySpeedOverSixty()
{
    SimulationController controller;
    FrameCollector frames(controller);
    controller.load(smallGas(60), {});
    controller.setSpeed(3.0);
    controller.stepFrame();
    controller.stepFrame();
    QTRY_VERIFY(frames.latest && frames.latest->state.time > 0.0 && frames.latest->serial >= 3);
    QCOMPARE(frames.latest->state.time, 2 * 3.0 / 60.0);
}

void TestSimulationWorker::resetReturnsToTimeZero()
{
    SimulationController controller;
    FrameCollector frames(controller);
    const Scenario scenario = smallGas(80);
    controller.load(scenario, {});
    controller.play();
    QTRY_VERIFY(frames.latest && frames.latest->state.time > 0.2);
    const std::uint64_t generation = frames.latest->generation;
    controller.reset();
    QTRY_VERIFY(frames.latest->generation > generation);
    QCOMPARE(frames.latest->state.time, 0.0);
    QCOMPARE(frames.latest->totals.collisions, std::uint64_t(0));
    QCOMPARE(frames.latest->state.x[0], scenario.disks[0].x);
    QVERIFY(!frames.latest->running);
    QTRY_VERIFY(!controller.isRunning());
    controller.play();
    QTRY_VERIFY(frames.latest->state.time > 0.1);
}

void TestSimulationWorker::loadWhileRunning()
{
    SimulationController controller;
    FrameCollector frames(controller);
    controller.load(smallGas(300, 1), {});
    controller.setSpeed(50.0);
    controller.play();
    QTRY_VERIFY(frames.latest && frames.latest->state.time > 0.5);
    for (int round = 0; round < 5; ++round) {
        controller.load(smallGas(40 + round, 2 + round), {});
        controller.play();
        QTRY_VERIFY(frames.latest->scenario->disks.size() == std::size_t(40 + round)
                    && frames.latest->state.time > 0.0);
    }
    // Every frame belongs to one generation and is monotone within it.
    for (std::size_t i = 1; i < frames.times.size(); ++i) {
        QVERIFY(frames.times[i].first >= frames.times[i - 1].first);
        if (frames.times[i].first == frames.times[i - 1].first)
            QVERIFY(frames.times[i].second >= frames.times[i - 1].second);
    }
    QVERIFY(frames.latest->state.size() == frames.latest->scenario->disks.size());
}

void TestSimulationWorker::aNewSessionPlaysOnOnlyIfTheOldOneWasPlaying()
{
    SimulationController controller;
    FrameCollector frames(controller);
    EngineConfig stepper;
    stepper.kind = EngineKind::TimeDriven;
    controller.compare(smallGas(100, 1), stepper);
    controller.setSpeed(5.0);
    controller.play();
    QTRY_VERIFY(frames.latest && frames.latest->running && frames.latest->state.time > 0.0);
    const std::uint64_t before = frames.latest->generation;

    controller.compare(smallGas(60, 2), stepper, SessionStart::PlayOn);
    QTRY_VERIFY(frames.latest->generation > before && frames.latest->state.time > 0.0);
    for (const auto& [generation, running] : frames.playing)
        QVERIFY2(generation <= before || running, "a frame of the new session showed it paused");

    controller.pause();
    QTRY_VERIFY(!frames.latest->running);
    const std::uint64_t paused = frames.latest->generation;
    controller.compare(smallGas(50, 3), stepper, SessionStart::PlayOn);
    QTRY_VERIFY(frames.latest->generation > paused);
    QTest::qWait(200);
    QVERIFY(!frames.latest->running);
    QCOMPARE(frames.latest->state.time, 0.0);
}

void TestSimulationWorker::engineErrorsAreReported()
{
    SimulationController controller;
    FrameCollector frames(controller);
    QSignalSpy failed(&controller, &SimulationController::failed);
    controller.load(smallGas(30), {});
    QTRY_VERIFY(frames.latest);
    // No engine can step by a negative dt: the worker says so and keeps what it had.
    controller.setEngine({EngineKind::TimeDriven, -1.0});
    QTRY_COMPARE(failed.count(), 1);
    QVERIFY(!failed.at(0).at(0).toString().isEmpty());
    controller.stepEvent();
    QTRY_VERIFY(frames.latest->totals.collisions == 1);
    QCOMPARE(frames.latest->engine.kind, EngineKind::EventDriven);
}

void TestSimulationWorker::timeDrivenEngineRuns()
{
    SimulationController controller;
    FrameCollector frames(controller);
    controller.load(smallGas(100), {EngineKind::TimeDriven, 0.01});
    QTRY_VERIFY(frames.latest);
    QCOMPARE(frames.latest->engine.kind, EngineKind::TimeDriven);
    controller.stepEvent();  // one time step
    QTRY_VERIFY(frames.latest->state.time > 0.0);
    QVERIFY(std::abs(frames.latest->state.time - 0.01) < 1e-12);
    controller.setSpeed(2.0);
    controller.play();
    QTRY_VERIFY_WITH_TIMEOUT(frames.latest->state.time > 0.5, 10000);
    controller.pause();
    QTRY_VERIFY(!controller.isRunning());
    for (std::size_t i = 1; i < frames.times.size(); ++i)
        QVERIFY(frames.times[i].second >= frames.times[i - 1].second);
    // Ticks stop on the step grid, so no partial steps are paid for.
    const double steps = frames.latest->state.time / 0.01;
    QVERIFY(std::abs(steps - std::round(steps)) < 1e-6);
    // Switching engine restarts from t = 0 with the other engine.
    controller.setEngine({});
    QTRY_VERIFY(frames.latest->engine.kind == EngineKind::EventDriven && frames.latest->state.time == 0.0);
}

void TestSimulationWorker::forceEngineRunsAChargedGas()
{
    // The app's run pipeline, unchanged: a scenario with charges and springs plays on the force
    // engine as one more single-engine session, and the exact engine refuses it.
    Scenario scenario = smallGas(60);
    for (std::size_t i = 0; i < scenario.disks.size(); ++i)
        scenario.disks[i].charge = i % 2 == 0 ? 0.2 : -0.2;
    scenario.forces.links = {{0, 1, 10.0, 2.0}};
    scenario.engine.kind = EngineKind::Force;
    SimulationController controller;
    FrameCollector frames(controller);
    QSignalSpy failed(&controller, &SimulationController::failed);
    EngineConfig force = scenario.engine;
    force.dt = 0.01;
    controller.load(scenario, force);
    QTRY_VERIFY(frames.latest);
    QCOMPARE(frames.latest->engine.kind, EngineKind::Force);
    controller.play();
    QTRY_VERIFY_WITH_TIMEOUT(frames.latest->state.time > 0.3, 10000);
    controller.pause();
    QTRY_VERIFY(!controller.isRunning());
    QCOMPARE(failed.count(), 0);
    controller.setEngine({});
    QTRY_COMPARE(failed.count(), 1);
    QVERIFY(failed.at(0).at(0).toString().contains("force engine"));
}

void TestSimulationWorker::destroyingWhileRunningShutsDownCleanly()
{
    for (int round = 0; round < 5; ++round) {
        auto controller = std::make_unique<SimulationController>();
        FrameCollector frames(*controller);
        controller->load(smallGas(500), {});
        controller->setSpeed(1000.0);
        controller->play();
        QTRY_VERIFY(frames.latest && frames.latest->running);
        controller->stepFrame();
        controller->play();
        controller.reset();
    }
}

void TestSimulationWorker::destroyingDuringALongAdvanceIsPrompt()
{
    auto controller = std::make_unique<SimulationController>();
    FrameCollector frames(*controller);
    controller->load(smallGas(2000), {});
    controller->setSpeed(1e6);
    QTRY_VERIFY(frames.latest);
    controller->play();
    QTRY_VERIFY(controller->isRunning());
    // A step runs to its end: far more than a second of work. The worker reports that it stopped
    // playing as it begins the step, so once that arrives the long advance is under way.
    controller->stepFrame();
    QTRY_VERIFY(!controller->isRunning());
    QElapsedTimer clock;
    clock.start();
    controller.reset();
    QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
}

QTEST_GUILESS_MAIN(TestSimulationWorker)
#include "tst_simulation_worker.moc"
