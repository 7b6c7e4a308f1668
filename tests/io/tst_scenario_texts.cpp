// readScenarioTexts: a native file's title, description and translations as the loader reads
// them, without building or checking its disks; nothing for what is not a DiskLab scenario.
#include "io/scenario_json.h"
#include "io/scenario_texts.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace disklab;

class TstScenarioTexts : public QObject {
    Q_OBJECT
private slots:
    void everyShippedScenarioGivesTheTextsItLoadsWith()
    {
        const QDir folder(QStringLiteral(DISKLAB_SCENARIO_DIR));
        const QStringList names = folder.entryList({QStringLiteral("*.json")}, QDir::Files);
        QVERIFY(!names.isEmpty());
        for (const QString& name : names) {
            const LoadResult loaded = loadScenarioJson(folder.filePath(name));
            QVERIFY2(loaded.ok(), qPrintable(loaded.error));
            const std::optional<Scenario> texts = readScenarioTexts(folder.filePath(name));
            QVERIFY2(texts, qPrintable(name));
            QCOMPARE(texts->title, loaded.scenario->title);
            QCOMPARE(texts->description, loaded.scenario->description);
            QVERIFY2(texts->translations == loaded.scenario->translations, qPrintable(name));
            QVERIFY(texts->disks.empty());  // the disks are not read
        }
    }

    void escapedTextReadsBack()
    {
        Scenario s;
        s.title = "A \"quoted\" {braced} title";
        QVERIFY(saveScenarioJson(path("saved.json"), s).ok());
        const std::optional<Scenario> texts = readScenarioTexts(path("saved.json"));
        QVERIFY(texts);
        QCOMPARE(texts->title, s.title);
    }

    void disksThatWouldNotLoadDoNotHideTheTitle()
    {
        // The title comes after the disks and the disks overlap: only the texts are read.
        write("late.json", R"({"disks": [{"x": 1, "y": 1, "radius": 1}, {"x": 1, "y": 1, "radius": 1}],
                              "format": "disklab-scenario", "version": 2, "title": "Late"})");
        const std::optional<Scenario> texts = readScenarioTexts(path("late.json"));
        QVERIFY(texts);
        QCOMPARE(texts->title, std::string("Late"));
    }

    void whatIsNotADiskLabScenarioGivesNothing()
    {
        write("other.json", R"({"format": "something-else", "title": "Not ours"})");
        write("broken.json", R"({"format": "disklab-scenario", "title": )");
        write("wrong.json", R"({"format": "disklab-scenario", "title": 3})");
        for (const char* name : {"other.json", "broken.json", "wrong.json", "missing.json"})
            QVERIFY2(!readScenarioTexts(path(name)), name);
    }

private:
    QString path(const QString& name) const { return m_folder.filePath(name); }
    void write(const QString& name, const QByteArray& text)
    {
        QFile file(path(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }

    QTemporaryDir m_folder;
};

QTEST_GUILESS_MAIN(TstScenarioTexts)
#include "tst_scenario_texts.moc"
