// No edit lost: a DiskLab killed mid-edit (SIGKILL, a child process running the main window
// as the application does) leaves its unsaved scenario behind, and the next session restores
// it; saving, undoing to the saved state or closing removes the recovery file, and a session
// still running is never mistaken for a crashed one.
#include "app/commands/add_disks_command.h"
#include "app/document/scenario_document.h"
#include "app/files/crash_recovery.h"
#include "app/window/main_window.h"
#include "io/scenario_json.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cstdio>
#include <cstring>

using namespace disklab;

namespace {

const char* const kChildFlag = "--edit-until-killed";

/// The disk the child adds: the restored document must hold it. Outside the box of an empty
/// document's scenario: an edit in progress may be invalid and must come back all the same.
Disk markerDisk() { return Disk{1.5, 2.5, 0.25, -0.75, 0.125, 3.0, {1, 2, 3}, "marker"}; }

/// The child: the main window with crash recovery, as main.cpp composes them, one edit, then
/// waits to be killed once the edit is on disk.
int runChild(int argc, char** argv)
{
    QApplication application(argc, argv);
    MainWindow window;
    CrashRecovery recovery(window.document(), QString::fromLocal8Bit(argv[2]), 50);
    window.document().push(new AddDisksCommand(window.document(), {markerDisk()}));
    while (!QFileInfo::exists(recovery.recoveryFilePath()))
        QTest::qWait(20);
    std::puts("autosaved");
    std::fflush(stdout);
    for (;;)
        QTest::qWait(1000);
}

void addMarker(ScenarioDocument& document) { document.push(new AddDisksCommand(document, {markerDisk()})); }

/// Runs a session with unsaved edits in `directory` until it has autosaved them, then kills it
/// (SIGKILL: no destructor, no clean-up).
void killSessionAfterItsAutosave(const QString& directory)
{
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {kChildFlag, directory});
    QVERIFY(child.waitForStarted());
    QByteArray output;
    while (!output.contains("autosaved") && child.waitForReadyRead(240000))
        output += child.readAllStandardOutput();
    QVERIFY2(output.contains("autosaved"), child.readAllStandardError().constData());
    child.kill();
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
}

} // namespace

class TestCrashRecovery : public QObject {
    Q_OBJECT

private slots:
    void killedSessionIsRestored()
    {
        QTemporaryDir directory;
        killSessionAfterItsAutosave(directory.path());
        if (QTest::currentTestFailed())
            return;

        ScenarioDocument document;
        CrashRecovery recovery(document, directory.path(), 50);
        const QList<RecoveredScenario> orphans = recovery.orphans();
        QCOMPARE(orphans.size(), 1);
        QCOMPARE(orphans.first().sourceName, QStringLiteral("Untitled"));
        QCOMPARE(recovery.restore(orphans.first()), QString());
        QVERIFY(document.isModified());
        QCOMPARE(document.scenario().disks.back(), markerDisk());
        QCOMPARE(document.scenario().disks.size(), defaultScenario().disks.size() + 1);
        QVERIFY(!QFileInfo::exists(orphans.first().recoveryPath));
        QVERIFY(recovery.orphans().isEmpty());
        // The restored changes are unsaved in this session: a second crash would keep them too.
        QVERIFY(QFileInfo::exists(recovery.recoveryFilePath()));
    }

    void aKilledSessionWithNothingUnsavedLeavesNoLock()
    {
        QTemporaryDir directory;
        killSessionAfterItsAutosave(directory.path());
        if (QTest::currentTestFailed())
            return;
        // As if it had had nothing unsaved: only its lock is left.
        const QDir dir(directory.path());
        for (const QString& name : dir.entryList({QStringLiteral("*.json"), QStringLiteral("*.origin")}, QDir::Files))
            QVERIFY(QFile::remove(dir.filePath(name)));
        const auto locks = [&] { return dir.entryList({QStringLiteral("*.lock")}, QDir::Files).size(); };
        QCOMPARE(locks(), 1);

        // The next session removes it and keeps its own; a session after that keeps both live ones.
        ScenarioDocument running;
        CrashRecovery alive(running, directory.path(), 50);
        QCOMPARE(locks(), 1);
        ScenarioDocument document;
        CrashRecovery recovery(document, directory.path(), 50);
        QCOMPARE(locks(), 2);
        QVERIFY(recovery.orphans().isEmpty());
    }

    void runningSessionIsNoOrphan()
    {
        QTemporaryDir directory;
        ScenarioDocument first;
        CrashRecovery running(first, directory.path(), 50);
        addMarker(first);
        running.autosaveNow();
        QVERIFY(QFileInfo::exists(running.recoveryFilePath()));
        ScenarioDocument second;
        CrashRecovery starting(second, directory.path(), 50);
        QVERIFY(starting.orphans().isEmpty());
    }

    void autosavesWhileModified()
    {
        QTemporaryDir directory;
        ScenarioDocument document;
        CrashRecovery recovery(document, directory.path(), 50);
        QTest::qWait(200);
        QVERIFY(!QFileInfo::exists(recovery.recoveryFilePath()));  // nothing to lose yet
        addMarker(document);
        QTRY_VERIFY(QFileInfo::exists(recovery.recoveryFilePath()));
        LoadOptions asItIs;
        asItIs.validate = false;
        const LoadResult saved = loadScenarioJson(recovery.recoveryFilePath(), asItIs);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        QCOMPARE(*saved.scenario, document.scenario());
    }

    void saveUndoAndCloseRemoveTheFile()
    {
        QTemporaryDir directory;
        ScenarioDocument document;
        auto recovery = std::make_unique<CrashRecovery>(document, directory.path(), 50);
        const QString path = recovery->recoveryFilePath();
        addMarker(document);
        recovery->autosaveNow();
        QVERIFY(QFileInfo::exists(path));
        document.markSaved(directory.filePath("saved.json"));
        QVERIFY(!QFileInfo::exists(path));

        addMarker(document);
        recovery->autosaveNow();
        QVERIFY(QFileInfo::exists(path));
        document.undoStack()->undo();  // back to the saved state
        QVERIFY(!document.isModified());
        QVERIFY(!QFileInfo::exists(path));

        addMarker(document);
        recovery->autosaveNow();
        QVERIFY(QFileInfo::exists(path));
        recovery.reset();  // the window closed, the changes discarded
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(QDir(directory.path()).entryList({"*.json"}, QDir::Files).isEmpty());
    }
};

int main(int argc, char** argv)
{
    QStandardPaths::setTestModeEnabled(true);
    if (argc == 3 && std::strcmp(argv[1], kChildFlag) == 0)
        return runChild(argc, argv);
    QApplication application(argc, argv);
    TestCrashRecovery test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_crash_recovery.moc"
