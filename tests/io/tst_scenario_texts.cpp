// readScenarioTexts: a native file's title, description and translations as the loader reads
// them, without building or checking its disks; nothing for what is not a DiskLab scenario.
#include "io/scenario_json.h"
#include "io/scenario_texts.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace disklab;

class TstScenarioTexts : public QObject {
    Q_OBJECT
private slots:
    void aSavedScenarioGivesTheTextsItWasSavedWith()
    {
        Scenario s;
        s.title = "Free expansion \"quoted\" {braced}";
        s.description = "The gas rushes into the vacuum.";
        s.translations["zh_CN"] = {"自由膨胀", "气体冲入真空。"};
        s.translations["ja"] = {"自由膨張", ""};
        s.disks.push_back({});
        QVERIFY(saveScenarioJson(path("saved.json"), s).ok());
        const std::optional<Scenario> texts = readScenarioTexts(path("saved.json"));
        QVERIFY(texts);
        QCOMPARE(texts->title, s.title);
        QCOMPARE(texts->description, s.description);
        QCOMPARE(texts->translations, s.translations);
        QVERIFY(texts->disks.empty());  // the disks are not read
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
