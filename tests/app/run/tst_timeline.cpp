// The timeline under the view: a run sought back with the bar and played on to T ends with the
// disks exactly where the straight run left them (exact and time-driven engines, the stepper also
// after frame steps and a stop time between its grid points); the time series, the event log and
// the aggregation, structure and performance docks show nothing after the moment shown; markers
// name the time-driven engine's first tunnelling and overlap at the step they happened in, and
// the pump's injections; the bar's times read in the units chosen.

#include "app/charts/aggregation_dock.h"
#include "app/charts/performance_dock.h"
#include "app/charts/structure_dock.h"
#include "app/charts/time_series_dock.h"
#include "app/document/scenario_document.h"
#include "app/frames/timeline_bar.h"
#include "app/frames/timeline_track.h"
#include "app/run/event_log_dock.h"
#include "app/run/event_log_model.h"
#include "app/run/run_control_dock.h"
#include "app/units/units_choice.h"
#include "app/window/main_window.h"
#include "core/event_driven_engine.h"
#include "core/test_scenarios.h"
#include "io/scenario_file.h"
#include "support/timeline_window.h"
#include "support/stepper_marker_scenes.h"
#include "runtime/lab_control.h"
#include "runtime/run_timeline.h"
#include "runtime/simulation_controller.h"
#include "../window_docks.h"

#include <QStatusBar>
#include <QToolButton>
#include <QtTest>

#include <cmath>
#include <cstring>
#include <functional>

using namespace disklab;
using namespace disklab::test;

namespace {

// CODATA / SI values and argon's kinetic diameter and standard atomic weight: one reduced time
// unit of argon at 300 K in ps.
constexpr double kB = 1.380649e-23, u = 1.66053906660e-27;
constexpr double sigma = 0.34e-9, argonMass = 39.948;
const double argonTimeUnit = sigma / std::sqrt(kB * 300.0 / (argonMass * u)) * 1e12;

/// Presses the run controls' Step One Frame and waits for the frame it shows.
bool stepOneFrame(MainWindow& window)
{
    auto* button = dockNamed<RunControlDock>(window, "runControlDock").findChild<QToolButton*>(QStringLiteral("stepFrameButton"));
    if (!button)
        return false;
    const double before = frameOf(window)->state.time;
    const std::uint64_t since = shownSerial(window);
    button->click();
    return waitForFrame(window, since, [&](const FrameSnapshot& f) { return f.state.time > before; })->state.time > before;
}

bool sameRecord(const CollisionRecord& a, const CollisionRecord& b)
{
    return std::memcmp(&a.time, &b.time, sizeof(double)) == 0 && a.kind == b.kind && a.a == b.a && a.b == b.b;
}

/// The event log's rows, oldest first, are collisions of `run` in its order, none twice.
bool rowsFollow(const EventLogModel& log, const std::vector<CollisionRecord>& run)
{
    std::size_t next = 0;
    for (int row = 0; row < log.rowCount(); ++row) {
        while (next < run.size() && !sameRecord(run[next], log.record(row)))
            ++next;
        if (next == run.size())
            return false;
        ++next;
    }
    return true;
}

const TimelineMarker* firstMarker(MainWindow& window, TimelineEvent event)
{
    for (const TimelineMarker& marker : window.timeline().track().markers())
        if (marker.event == event)
            return &marker;
    return nullptr;
}

} // namespace

class TimelineTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void seekBackAndPlayOnIsTheStraightRun_data()
    {
        exactAndStepperRows();
    }
    void seekBackAndPlayOnIsTheStraightRun()
    {
        QFETCH(bool, stepper);
        MainWindow window;
        const double until = checkpointedUntil;
        QVERIFY(showAndLoad(window, checkpointedGas(stepper), until));
        QVERIFY(playTo(window, until));
        const FramePtr straight = frameOf(window);
        QCOMPARE(straight->state.time, until);
        QVERIFY2(straight->timeline->checkpoints >= 3, qPrintable(QString::number(straight->timeline->checkpoints)));

        const FramePtr sought = clickTrack(window, 0.3);
        QVERIFY2(sought->state.time > 0.2 * until && sought->state.time < 0.5 * until,
                 qPrintable(QString::number(sought->state.time)));
        QVERIFY(!sought->running);
        QVERIFY(window.timeline().isRewound());
        QVERIFY(sought->totals.collisions < straight->totals.collisions);
        QVERIFY(!sameBits(sought->state.x, straight->state.x));

        QVERIFY(playTo(window, until));
        const FramePtr replayed = frameOf(window);
        QCOMPARE(replayed->state.time, until);
        QVERIFY(sameState(*replayed, *straight));
    }

    void stepperFrameStepsAndStopTimesReplayExactly()
    {
        MainWindow window;
        // At speed 2 a frame is 1/30, and the stop time 1.255 lies between points of the grid.
        const Scenario gas = timeDriven(test::gas(300, 0.5, false, 11), 0.01);
        QVERIFY(showAndLoad(window, gas, 2.0));
        window.simulation().play();
        QVERIFY(waitForFrame(window, shownSerial(window), [](const FrameSnapshot& f) { return f.state.time > 0.3; })->state.time > 0.3);
        const std::uint64_t playing = shownSerial(window);
        window.simulation().pause();
        const double paused = waitForFrame(window, playing, [](const FrameSnapshot& f) { return !f.running; })->state.time;
        QVERIFY(stepOneFrame(window));
        QVERIFY(stepOneFrame(window));
        QVERIFY(playTo(window, 1.255));
        const FramePtr stopped = frameOf(window);
        QVERIFY(stopped->state.time >= 1.255);
        // On past the stop time: a later one, and End on the track to go on from the moment reached.
        window.simulation().setStopTime(2.0);
        const std::uint64_t stoppedSerial = shownSerial(window);
        QTest::keyClick(&window.timeline().track(), Qt::Key_End);
        QVERIFY(!waitForFrame(window, stoppedSerial, [](const FrameSnapshot& f) { return !f.finished; })->finished);
        QVERIFY(playTo(window, 2.0));
        const FramePtr straight = frameOf(window);

        const FramePtr sought = clickTrack(window, 0.1);
        QVERIFY2(sought->state.time < paused, qPrintable(QString::number(sought->state.time)));
        QVERIFY(playTo(window, 2.0));
        const FramePtr replayed = frameOf(window);
        QCOMPARE(replayed->state.time, straight->state.time);
        QVERIFY(sameState(*replayed, *straight));
    }

    void eventLogEndsAtTheMomentShown()
    {
        MainWindow window;
        const Scenario gas = test::gas(200, 0.3, false, 7);
        QVERIFY(showAndLoad(window, gas, 5.0));
        const double until = 4.0;
        QVERIFY(playTo(window, until));
        EventDrivenEngine engine(gas);
        std::vector<CollisionRecord> run;
        engine.setCollisionListener([&](const CollisionRecord& r) { run.push_back(r); });
        engine.advanceTo(until);
        const EventLogModel& log = dockNamed<EventLogDock>(window, "eventLogDock").model();
        QVERIFY(log.rowCount() > 0);
        QVERIFY(sameRecord(log.record(log.rowCount() - 1), run.back()));

        const FramePtr sought = clickTrack(window, 0.5);
        const std::uint64_t shown = sought->totals.collisions;
        QVERIFY(shown > 0 && shown < run.size());
        QTRY_VERIFY_WITH_TIMEOUT(log.rowCount() > 0 && log.record(log.rowCount() - 1).time <= sought->state.time, test::replayWaitMs);
        // Only collisions up to the moment shown are left (the GUI may have skipped some).
        QVERIFY(rowsFollow(log, {run.begin(), run.begin() + std::ptrdiff_t(shown)}));

        // Playing on lists the collisions after the moment again, each once.
        QVERIFY(playTo(window, until));
        QVERIFY(sameRecord(log.record(log.rowCount() - 1), run.back()));
        QVERIFY(rowsFollow(log, run));
    }

    void chartDocksShowNothingAfterTheMomentShown()
    {
        MainWindow window;
        QVERIFY(showAndLoad(window, test::gas(200, 0.3, false, 5), 5.0));
        StructureDock& structure = dockNamed<StructureDock>(window, "structureDock");
        structure.show();
        structure.raise();
        QVERIFY(playTo(window, 4.0));
        const PerformanceTrack& performance = dockNamed<PerformanceDock>(window, "performanceDock").track(PerformanceDock::EventDrivenTrack);
        QVERIFY(!performance.samples().empty() && performance.samples().back().time > 3.0);
        QTRY_VERIFY_WITH_TIMEOUT(!structure.measuring() && structure.record().states() >= 2, test::replayWaitMs);

        const FramePtr sought = clickTrack(window, 0.4);
        const double shown = sought->state.time;
        QVERIFY(shown < 2.0);
        QTRY_VERIFY_WITH_TIMEOUT(!structure.measuring() && !structure.record().order().empty()
                                     && structure.record().order().back().time == shown,
                                 test::replayWaitMs);
        for (const PerformanceSample& sample : performance.samples())
            QVERIFY2(sample.time <= shown, qPrintable(QString::number(sample.time)));
        // The averages start again from the moment shown, which is the one state they hold.
        QCOMPARE(structure.record().states(), 1);
        for (const OrderSample& sample : structure.record().order())
            QCOMPARE(sample.time, shown);
        for (const MixingSample& sample : structure.record().mixing())
            QCOMPARE(sample.time, shown);
    }

    void aggregationShowsNothingAfterTheMomentShown()
    {
        const LoadResult loaded = loadScenarioFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/aggregation-ballistic.json"));
        QVERIFY(loaded.ok());
        MainWindow window;
        QVERIFY(showAndLoad(window, *loaded.scenario, 40.0));
        AggregationDock& aggregation = dockNamed<AggregationDock>(window, "aggregationDock");
        aggregation.setView(AggregationDock::View::ClustersAgainstTime);
        QVERIFY(playTo(window, 30.0));
        // The dock's times read in the window's units.
        const auto shown = [&](double time) { return window.units().units().shown(Quantity::Time, time); };
        QCOMPARE(aggregation.chartData().rows.back()[0], shown(30.0));

        const FramePtr sought = clickTrack(window, 0.4);
        QVERIFY(sought->state.time < 20.0);
        QTRY_COMPARE_WITH_TIMEOUT(aggregation.chartData().rows.back()[0], shown(sought->state.time), test::replayWaitMs);
        const DataTable history = aggregation.chartData();
        for (const auto& row : history.rows)
            QVERIFY2(row[0] <= shown(sought->state.time), qPrintable(QString::number(row[0])));
        QCOMPARE(history.rows.back()[1], double(sought->aggregation->clusters));
    }

    void timeSeriesStopsAtTheMomentShown()
    {
        MainWindow window;
        QVERIFY(showAndLoad(window, test::gas(200, 0.1, false, 5), 5.0));
        QVERIFY(playTo(window, 6.0));
        const ObservableSeries& series = dockNamed<TimeSeriesDock>(window, "timeSeriesDock").series();
        QVERIFY(!series.samples().empty());
        QVERIFY(series.samples().back().time > 4.0);

        const FramePtr sought = clickTrack(window, 0.4);
        QVERIFY(sought->state.time < 4.0);
        QTRY_VERIFY_WITH_TIMEOUT(!series.samples().empty() && series.samples().back().time <= sought->state.time, test::replayWaitMs);
        for (const ObservableSample& sample : series.samples())
            QVERIFY(sample.time <= sought->state.time);
    }

    void markersOfTheStepperAtTheirStep_data() { test::stepperMarkerRows(); }
    void markersOfTheStepperAtTheirStep()
    {
        QFETCH(int, event);
        QFETCH(double, step);
        const Scenario scene = test::stepperMarkerScene(TimelineEvent(event));
        MainWindow window;
        QVERIFY(showAndLoad(window, timeDriven(scene, 0.1), 2.0));
        QVERIFY(playTo(window, 3.0));
        const TimelineMarker* marker = firstMarker(window, TimelineEvent(event));
        QVERIFY(marker);
        QVERIFY2(std::abs(marker->time - step) < 1e-9, qPrintable(QString::number(marker->time, 'g', 17)));
        const QString tip = window.timeline().markerText(*marker);
        QVERIFY2(tip.contains(TimelineEvent(event) == TimelineEvent::FirstTunnelling ? QStringLiteral("tunnelling")
                                                                                     : QStringLiteral("overlap")),
                 qPrintable(tip));

        // A click on the marker goes to its moment.
        TimelineTrack& track = window.timeline().track();
        const std::size_t index = std::size_t(marker - track.markers().data());
        QTest::mouseClick(&track, Qt::LeftButton, {}, track.markerPosition(index));
        QTRY_COMPARE_WITH_TIMEOUT(track.now(), step, test::replayWaitMs);
    }

    void pumpInjectionsAreMarked()
    {
        const LoadResult loaded = loadScenarioFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/pump-avogadro.json"));
        QVERIFY(loaded.ok());
        Scenario pumped = *loaded.scenario;
        QVERIFY(pumped.pump);
        pumped.pump->start = 0.5;
        MainWindow window;
        QVERIFY(showAndLoad(window, pumped, 3.0));
        QVERIFY(playTo(window, 3.0));
        const TimelineMarker* marker = firstMarker(window, TimelineEvent::PumpInjection);
        QVERIFY(marker);
        QVERIFY(marker->time >= 0.5 && marker->time <= 3.0);
        QVERIFY(window.timeline().markerText(*marker).contains(QStringLiteral("pump")));
        QVERIFY(frameOf(window)->state.size() > loaded.scenario->disks.size());
    }

    void labControlAtARewoundMomentStartsANewHistory()
    {
        MainWindow window;
        QVERIFY(showAndLoad(window, test::gas(100, 0.1, false, 4), 5.0));
        QVERIFY(playTo(window, 4.0));
        window.simulation().applyLabControl(LabControl::wallTemperature(2.0));
        QTRY_COMPARE_WITH_TIMEOUT(window.timeline().track().markers().size(), std::size_t(1), test::replayWaitMs);
        const FramePtr sought = clickTrack(window, 0.5);
        QVERIFY(sought->state.time < 3.0);
        QCOMPARE(sought->timeline->reached, 4.0);

        window.simulation().applyLabControl(LabControl::wallTemperature(0.5));
        QTRY_VERIFY_WITH_TIMEOUT(frameOf(window)->timeline->history == 1, test::replayWaitMs);
        const FramePtr branched = frameOf(window);
        QCOMPARE(branched->timeline->reached, sought->state.time);
        QTRY_VERIFY_WITH_TIMEOUT(!window.timeline().isRewound(), test::replayWaitMs);
        // The control turned at t = 4 belonged to the history dropped; the new one is marked.
        QCOMPARE(window.timeline().track().markers().size(), std::size_t(1));
        QCOMPARE(window.timeline().track().markers()[0].time, sought->state.time);
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("new history")),
                 qPrintable(window.statusBar()->currentMessage()));
    }

    void labelsReadInTheChosenUnits()
    {
        MainWindow window;
        QVERIFY(showAndLoad(window, test::gas(100, 0.1, false, 2), 5.0));
        QVERIFY(playTo(window, 2.0));
        window.units().choose(UnitSystem{});
        QCOMPARE(window.timeline().timeLabel(), QStringLiteral("t = %1 of %1").arg(QLocale().toString(2.0, 'f', 3)));
        UnitSystem atoms;
        atoms.scale = UnitScale::Atoms;
        atoms.gas = Gas::Argon;
        window.units().choose(atoms);
        const QString ps = QLocale().toString(2.0 * argonTimeUnit, 'f', 3) + QStringLiteral(" ps");
        QCOMPARE(window.timeline().timeLabel(), QStringLiteral("t = %1 of %1").arg(ps));
        QVERIFY(window.timeline().toolTip().contains(QStringLiteral("checkpoint")));
    }
};

QTEST_MAIN(TimelineTest)
#include "tst_timeline.moc"
