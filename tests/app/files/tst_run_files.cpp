// Run files and the timeline's collision steps: a run saved with File ▸ Save Run… opens in a
// fresh window at the moment shown and seeks and plays on bit for bit as the straight run did
// (exact and time-driven engines), and the command line replays from the same file; a cut or
// damaged run file is refused with a message naming the file, and nothing is opened; the
// previous and next collision buttons go to the moments of collisions, and back again exactly.

#include "app/files/file_controller.h"
#include "app/files/state_saver.h"
#include "app/window/main_actions.h"
#include "cli/checkpoint_replay.h"
#include "core/test_scenarios.h"
#include "runtime/run_file.h"
#include "support/timeline_window.h"

#include <QApplication>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace disklab;
using namespace disklab::test;

namespace {

/// Saves `window`'s run with File ▸ Save Run…'s saver to `path` and waits until it is written.
bool saveRun(MainWindow& window, const QString& path)
{
    QSignalSpy saved(&window.stateSaver(), &StateSaver::saved);
    window.stateSaver().saveRunTo(path);
    return saved.wait(replayWaitMs) && QFileInfo::exists(path);
}

/// Answers the next modal message box with Close, keeping its text in `text`.
void closeNextMessageBox(QString* text)
{
    QTimer::singleShot(0, [text] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) {
            closeNextMessageBox(text);
            return;
        }
        *text = box->text();
        box->reject();
    });
}

/// `path`'s bytes with `edit` made to them, written to `edited`.
bool writeEdited(const QString& path, const QString& edited, const std::function<void(QByteArray&)>& edit)
{
    QFile in(path), out(edited);
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly))
        return false;
    QByteArray bytes = in.readAll();
    edit(bytes);
    return out.write(bytes) == bytes.size();
}

/// Triggers the window's action `action` and waits for the frame of another moment it goes to
/// (a frame of the moment left may still come: the worker publishes after every command).
FramePtr goToCollision(MainWindow& window, QAction* action)
{
    const double before = frameOf(window)->state.time;
    const std::uint64_t since = shownSerial(window);
    action->trigger();
    return waitForFrame(window, since, [&](const FrameSnapshot& frame) {
        return frame.state.time != before && !frame.running && window.timeline().track().now() == frame.state.time;
    });
}

} // namespace

class RunFilesTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void savedRunOpensAndSeeksAsTheStraightRun_data()
    {
        exactAndStepperRows();
    }
    void savedRunOpensAndSeeksAsTheStraightRun()
    {
        QFETCH(bool, stepper);
        const QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("lesson.dlrun"));
        const double until = checkpointedUntil;
        FramePtr straight, sought;
        {
            // At home: the run played to its end, sought back and saved.
            MainWindow home;
            QVERIFY(showAndLoad(home, checkpointedGas(stepper), until));
            QVERIFY(playTo(home, until));
            straight = frameOf(home);
            QVERIFY(straight->timeline->checkpoints >= 3);
            sought = clickTrack(home, 0.3);
            QVERIFY(saveRun(home, path));
        }
        // In class: a fresh window opens the file at the moment shown when it was saved.
        MainWindow classroom;
        QVERIFY(showAndLoad(classroom, test::gas(20, 0.1, false, 3), 1.0));
        const std::uint64_t loaded = shownSerial(classroom);
        QVERIFY(classroom.files().openPath(path));
        const FramePtr opened = waitForFrame(classroom, loaded, [&](const FrameSnapshot& f) {
            return f.timeline && f.timeline->reached == until && f.state.time == sought->state.time;
        });
        QCOMPARE(opened->state.time, sought->state.time);
        QCOMPARE(opened->timeline->reached, until);
        QCOMPARE(opened->timeline->checkpoints, straight->timeline->checkpoints);
        QVERIFY(sameState(*opened, *sought));
        QCOMPARE(classroom.document().scenario().disks.size(), checkpointedGas(stepper).disks.size());

        // The end of the track is the end of the run; an earlier moment played on ends there too.
        const std::uint64_t shown = shownSerial(classroom);
        QTest::keyClick(&classroom.timeline().track(), Qt::Key_End);
        const FramePtr end = waitForFrame(classroom, shown, [&](const FrameSnapshot& f) { return f.state.time == until; });
        QVERIFY(sameState(*end, *straight));
        clickTrack(classroom, 0.8);
        classroom.setSpeed(until);
        QVERIFY(playTo(classroom, until));
        QVERIFY(sameState(*frameOf(classroom), *straight));

        // The command line replays from the same file to the same state.
        QString error;
        const std::optional<cli::ReplayedRun> replayed = cli::replayCheckpoints(path, until, error);
        QVERIFY2(replayed, qPrintable(error));
        const Snapshot state = replayed->engine->snapshot();
        QVERIFY(sameBits(state.x, straight->state.x) && sameBits(state.vy, straight->state.vy));
    }

    void cutOrDamagedRunFilesAreRefused()
    {
        const QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("run.dlrun"));
        MainWindow window;
        QVERIFY(showAndLoad(window, test::gas(50, 0.2, false, 5), 5.0));
        QVERIFY(playTo(window, 3.0));
        QVERIFY(saveRun(window, path));
        const QString cut = folder.filePath(QStringLiteral("cut.dlrun"));
        const QString damaged = folder.filePath(QStringLiteral("damaged.dlrun"));
        const QString header = folder.filePath(QStringLiteral("header.dlrun"));
        QVERIFY(writeEdited(path, cut, [](QByteArray& b) { b.chop(100); }));
        QVERIFY(writeEdited(path, damaged, [](QByteArray& b) { b[b.size() - 7] = char(b[b.size() - 7] ^ 0x10); }));
        QVERIFY(writeEdited(path, header, [](QByteArray& b) { b.truncate(b.indexOf('\n') / 2); }));
        const std::pair<QString, QString> cases[] = {
            {cut, QStringLiteral("cut short: ")}, {damaged, QStringLiteral("damaged")}, {header, QStringLiteral("cut short within its header")}};
        for (const auto& [file, fault] : cases) {
            QString error;
            QVERIFY(!readRunFile(file, error));
            QVERIFY2(error.startsWith(file + QStringLiteral(": ")) && error.contains(fault), qPrintable(error));
            // The window says so and keeps what it had: the document and its run.
            const std::uint64_t generation = frameOf(window)->generation;
            QString said;
            closeNextMessageBox(&said);
            QVERIFY(!window.files().openPath(file));
            QVERIFY2(said.contains(file) && said.contains(fault), qPrintable(said));
            QCOMPARE(window.document().displayName(), QStringLiteral("timeline test"));
            QTest::qWait(100);
            QCOMPARE(frameOf(window)->generation, generation);
        }
    }

    void collisionButtonsGoToThePreviousAndNextCollision_data()
    {
        exactAndStepperRows();
    }
    void collisionButtonsGoToThePreviousAndNextCollision()
    {
        QFETCH(bool, stepper);
        MainWindow window;
        // Few disks, far apart: moments without a collision lie between those with one.
        const double dt = 0.01;
        const Scenario gas = test::gas(20, 0.05, false, 13);
        QVERIFY(showAndLoad(window, stepper ? timeDriven(gas, dt) : gas, 100.0));
        QVERIFY(playTo(window, 20.0));
        const FramePtr end = frameOf(window);
        const FramePtr back = goToCollision(window, window.actions().previousCollision);
        const FramePtr further = goToCollision(window, window.actions().previousCollision);
        QVERIFY(further->state.time < back->state.time && back->state.time < end->state.time);
        // The moment gone back to had a collision, and none came after it until the moment left.
        QCOMPARE(back->totals.collisions, end->totals.collisions);
        QVERIFY(further->totals.collisions < back->totals.collisions);
        if (stepper) {
            const std::uint64_t shown = shownSerial(window);
            window.simulation().seek(back->state.time - dt);
            const FramePtr before = waitForFrame(window, shown, [&](const FrameSnapshot& f) { return f.state.time < back->state.time; });
            QVERIFY(before->totals.collisions < back->totals.collisions);
        } else {
            // The exact engine's moment is the collision's own time, the newest the frame lists.
            QVERIFY(!back->recentCollisions.empty());
            QCOMPARE(back->recentCollisions.back().time, back->state.time);
            QCOMPARE(further->recentCollisions.back().time, further->state.time);
            QCOMPARE(back->totals.collisions, further->totals.collisions + 1);
        }
        // And forward again to the same moment, the same disks.
        const std::uint64_t shown = shownSerial(window);
        window.simulation().seek(further->state.time);
        (void)waitForFrame(window, shown, [&](const FrameSnapshot& f) { return f.state.time == further->state.time; });
        const FramePtr forward = goToCollision(window, window.actions().nextCollision);
        QCOMPARE(forward->state.time, back->state.time);
        QVERIFY(sameState(*forward, *back));
    }
};

QTEST_MAIN(RunFilesTest)
#include "tst_run_files.moc"
