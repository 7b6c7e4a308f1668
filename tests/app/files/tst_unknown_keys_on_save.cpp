// A file's keys DiskLab does not know are warned about when it is opened and again when the
// document is saved without them: never dropped silently.
#include "app/document/scenario_document.h"
#include "app/files/file_controller.h"
#include "app/files/recent_files.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace disklab;

class TestUnknownKeysOnSave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void saveSaysWhatItDropped()
    {
        QTemporaryDir directory;
        const QString path = directory.filePath("future.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "disklab-scenario", "version": 2, "charges": [1, -1], "box": {"width": 4, "height": 4},
            "disks": [{"x": 1, "y": 1, "vx": 0, "vy": 0, "radius": 0.5, "mass": 1}]})");
        file.close();

        ScenarioDocument document;
        QMenu menu;
        RecentFiles recent(&menu);
        FileController files(document, recent, nullptr, [] { return QImage(); });
        QSignalSpy messages(&files, &FileController::message);
        QVERIFY(files.openPath(path));
        QVERIFY(messages.takeLast().first().toString().contains("future.json: charges: unknown key, ignored"));

        QVERIFY(files.saveTo(path));
        QCOMPARE(messages.takeLast().first().toString(),
                 QStringLiteral("Saved future.json without the keys DiskLab does not know: "
                                "future.json: charges: unknown key, ignored"));
        QVERIFY(files.saveTo(path));  // the file no longer has them: nothing more to say
        QCOMPARE(messages.takeLast().first().toString(), QStringLiteral("Saved future.json"));
    }
};

QTEST_MAIN(TestUnknownKeysOnSave)
#include "tst_unknown_keys_on_save.moc"
