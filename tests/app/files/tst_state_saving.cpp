// File ▸ Save State As… while a run plays: the file holds the run as it was at the moment of
// asking, every field of it (the disks, the walls, the engine's settings, where the random
// streams stood), so the saved file is the scenario the engine itself would save there, and a
// run resumed from it goes on bit for bit as the straight one. A session with no one run to
// save says why instead of writing a file.
#include "app/document/scenario_document.h"
#include "app/files/file_controller.h"
#include "app/files/recent_files.h"
#include "app/files/state_saver.h"
#include "app/frames/frame_stream.h"
#include "core/state_export.h"
#include "core/time_driven_engine.h"
#include "io/scenario_file.h"
#include "runtime/simulation_controller.h"
#include "support/gas_between_hot_walls.h"
#include "support/through_a_file.h"

#include <QImage>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace disklab;
using disklab::test::gasBetweenHotWalls;

class TestStateSaving : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void savesTheRunAsItIsWhilePlaying()
    {
        const Scenario scenario = gasBetweenHotWalls();
        EngineConfig config = scenario.engine;
        config.kind = EngineKind::TimeDriven;
        config.dt = 0.01;

        ScenarioDocument document;
        QMenu menu;
        RecentFiles recent(&menu);
        FileController files(document, recent, nullptr, [] { return QImage(); });
        SimulationController simulation;
        FrameStream frames;
        frames.attach(simulation);
        StateSaver saver(simulation, frames, files);
        double savedAt = -1.0;
        connect(&frames, &FrameStream::frameArrived, this, [&](const FramePtr& frame) {
            if (frame->savedState)
                savedAt = frame->savedState->time;
        });
        FramePtr latest;
        connect(&frames, &FrameStream::frameArrived, this, [&](const FramePtr& frame) { latest = frame; });

        simulation.load(scenario, config);
        simulation.setSpeed(20.0);
        simulation.play();
        QTRY_VERIFY_WITH_TIMEOUT(latest && latest->state.time > 3.0, 30000);

        QTemporaryDir directory;
        const QString path = directory.filePath("hot gas state.json");
        QSignalSpy saved(&saver, &StateSaver::saved);
        QSignalSpy messages(&files, &FileController::message);
        saver.saveTo(path);
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 30000);
        QCOMPARE(saved.first().first().toString(), path);
        QVERIFY(savedAt > 3.0);
        QVERIFY(messages.last().first().toString().startsWith(QStringLiteral("Saved the run as it was at t = ")));
        // The run was not stopped by saving.
        QTRY_VERIFY_WITH_TIMEOUT(latest->state.time > savedAt + 1.0, 30000);
        QVERIFY(latest->running);

        const LoadResult loaded = loadScenarioFile(path, test::allowingOverlaps());
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QVERIFY(!loaded.scenario->randomStreams.empty());
        QCOMPARE(loaded.scenario->engine, config);

        // Field by field, the engine's own saved state at that moment.
        TimeDrivenEngine straight(scenario, config);
        straight.advanceTo(savedAt);
        Scenario expected = savedState(straight);
        expected.engine = config;
        QVERIFY(*loaded.scenario == test::throughAFile(expected, test::allowingOverlaps()));

        // And the run goes on from it as the straight run does.
        TimeDrivenEngine resumed(*loaded.scenario, loaded.scenario->engine);
        straight.advanceTo(savedAt + 5.0);
        resumed.advanceTo(5.0);
        const Snapshot a = straight.snapshot(), b = resumed.snapshot();
        QVERIFY(a.x == b.x && a.y == b.y && a.vx == b.vx && a.vy == b.vy);
    }
};

QTEST_MAIN(TestStateSaving)
#include "tst_state_saving.moc"
