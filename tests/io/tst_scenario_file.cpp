// Scenario files by name: the extension picks the format, options reach the validation.
#include "io/scenario_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace disklab;

namespace {

Scenario twoDisks()
{
    Scenario s;
    s.title = "pair";
    Disk a;
    a.x = 0.25;
    a.y = 0.5;
    a.radius = 0.1;
    a.vx = 0.01;
    Disk b = a;
    b.x = 0.75;
    b.vx = -0.01;
    s.disks = {a, b};
    return s;
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TstScenarioFile : public QObject {
    Q_OBJECT

private slots:
    void formatFollowsExtension_data();
    void formatFollowsExtension();
    void unknownExtensionIsNamed();
    void bothFormatsRoundTrip();
    void convertsBetweenFormats();
    void optionsReachValidation();
    void algs4SaveRefusalWritesNothing();
    void missingFileIsNamed();
};

void TstScenarioFile::formatFollowsExtension_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("format");
    QTest::newRow("json") << "/a/b/gas.json" << int(ScenarioFormat::Json);
    QTest::newRow("JSON") << "GAS.JSON" << int(ScenarioFormat::Json);
    QTest::newRow("txt") << "p100-.5K.txt" << int(ScenarioFormat::Algs4);
    QTest::newRow("Txt") << "dir.v2/p10.Txt" << int(ScenarioFormat::Algs4);
    QTest::newRow("dat") << "p10.dat" << -1;
    QTest::newRow("none") << "scenario" << -1;
    QTest::newRow("json.bak") << "gas.json.bak" << -1;
}

void TstScenarioFile::formatFollowsExtension()
{
    QFETCH(QString, path);
    QFETCH(int, format);
    const std::optional<ScenarioFormat> found = scenarioFormatForPath(path);
    QCOMPARE(found ? int(*found) : -1, format);
}

void TstScenarioFile::unknownExtensionIsNamed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p10.dat"));
    QVERIFY(writeAll(path, "1\n0.5 0.5 0 0 0.1 1 0 0 0\n"));
    const LoadResult loaded = loadScenarioFile(path);
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error, QStringLiteral("p10.dat: unknown extension \".dat\": use .json (DiskLab scenario) or "
                                          ".txt (algs4 CollisionSystem)"));
    const SaveResult saved = saveScenarioFile(dir.filePath(QStringLiteral("out")), twoDisks());
    QVERIFY(saved.error.startsWith(QStringLiteral("out: no extension: ")));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out"))));
}

void TstScenarioFile::bothFormatsRoundTrip()
{
    QTemporaryDir dir;
    for (const QString& name : {QStringLiteral("pair.json"), QStringLiteral("pair.txt")}) {
        const QString path = dir.filePath(name);
        const SaveResult saved = saveScenarioFile(path, twoDisks());
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        const LoadResult loaded = loadScenarioFile(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QVERIFY2(*loaded.scenario == twoDisks(), qPrintable(name));
    }
    QFile json(dir.filePath(QStringLiteral("pair.json")));
    QVERIFY(json.open(QIODevice::ReadOnly));
    QVERIFY(json.readAll().contains("\"format\": \"disklab-scenario\""));
    QFile text(dir.filePath(QStringLiteral("pair.txt")));
    QVERIFY(text.open(QIODevice::ReadOnly));
    QCOMPARE(text.readLine(), QByteArray("2\n"));
}

void TstScenarioFile::convertsBetweenFormats()
{
    QTemporaryDir dir;
    const QString txt = dir.filePath(QStringLiteral("p.txt"));
    QVERIFY(writeAll(txt, "2\r\n.25 .5 1.5E-4 0 .1 1 10 20 30\r\n.75 .5 0 0 .1 2 0 0 255\r\n"));
    const LoadResult fromText = loadScenarioFile(txt);
    QVERIFY2(fromText.ok(), qPrintable(fromText.error));
    const QString json = dir.filePath(QStringLiteral("p.json"));
    QVERIFY(saveScenarioFile(json, *fromText.scenario).ok());
    const LoadResult fromJson = loadScenarioFile(json);
    QVERIFY2(fromJson.ok(), qPrintable(fromJson.error));
    QVERIFY(*fromJson.scenario == *fromText.scenario);
    const QString back = dir.filePath(QStringLiteral("p2.txt"));
    QVERIFY(saveScenarioFile(back, *fromJson.scenario).ok());
    LoadResult again = loadScenarioFile(back);
    QVERIFY2(again.ok(), qPrintable(again.error));
    again.scenario->title = "p";  // the title comes from the file name
    QVERIFY(*again.scenario == *fromText.scenario);
}

void TstScenarioFile::optionsReachValidation()
{
    QTemporaryDir dir;
    Scenario overlapping = twoDisks();
    overlapping.disks[1].x = 0.3;
    LoadOptions allow;
    allow.validation.allowOverlaps = true;
    for (const QString& name : {QStringLiteral("o.json"), QStringLiteral("o.txt")}) {
        const QString path = dir.filePath(name);
        QVERIFY(saveScenarioFile(path, overlapping).ok());
        const LoadResult refused = loadScenarioFile(path);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error.contains(QStringLiteral("overlaps disk")), qPrintable(refused.error));
        const LoadResult loaded = loadScenarioFile(path, allow);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QCOMPARE(loaded.scenario->disks.size(), std::size_t(2));
    }
}

void TstScenarioFile::algs4SaveRefusalWritesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.txt"));
    QVERIFY(writeAll(path, "old"));
    Scenario periodic = twoDisks();
    periodic.boundary = Boundary::Periodic;
    const SaveResult saved = saveScenarioFile(path, periodic);
    QVERIFY(!saved.ok());
    QVERIFY2(saved.error.startsWith(QStringLiteral("old.txt: cannot save: cannot be written as an algs4 file: ")),
             qPrintable(saved.error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("old"));
}

void TstScenarioFile::missingFileIsNamed()
{
    QTemporaryDir dir;
    for (const QString& name : {QStringLiteral("none.json"), QStringLiteral("none.txt")}) {
        const LoadResult loaded = loadScenarioFile(dir.filePath(name));
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error.startsWith(name + QStringLiteral(": cannot read: ")), qPrintable(loaded.error));
    }
}

QTEST_APPLESS_MAIN(TstScenarioFile)
#include "tst_scenario_file.moc"
