// Files made to hurt: a reader's cost stays linear in the file's size (a huge file, a count of
// 10^12 disks are refused at once, without allocating for them); a scenario names no other
// file, command or address that DiskLab would follow, and saving writes the chosen path only.
// The inputs the fuzzers (tests/fuzz) once broke are kept here as regression cases.
#include "core/overlap_check.h"
#include "io/algs4_format.h"
#include "io/file_bytes.h"
#include "io/scenario_file.h"
#include "io/scenario_json.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace disklab;

namespace {

constexpr char kTinyScenario[] = "{\"format\": \"disklab-scenario\", \"version\": 2, \"box\": {\"width\": 4, "
                                 "\"height\": 4}, \"disks\": [{\"x\": 1, \"y\": 1, \"vx\": 0, \"vy\": 0, "
                                 "\"radius\": 0.5, \"mass\": 1}]}";

QByteArray withKey(const QByteArray& key)
{
    QByteArray json(kTinyScenario);
    json.insert(1, key + ',');
    return json;
}

} // namespace

class TestHostileFiles : public QObject {
    Q_OBJECT

private slots:
    void hugeFileIsRefusedUnread()
    {
        QTemporaryDir directory;
        const QString path = directory.filePath("huge.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(qint64(1) << 30));  // 1 GB, sparse: nothing is written
        file.close();
        QElapsedTimer clock;
        clock.start();
        const LoadResult result = loadScenarioFile(path);
        QVERIFY(clock.elapsed() < 1000);  // reading 1 GB would take far longer
        QVERIFY(!result.ok());
        QCOMPARE(result.error, QStringLiteral("huge.json: cannot read: the file is 1024 MB, larger than the 512 MB "
                                              "a scenario file may take"));
    }

    void fileAtTheLimitIsRead()
    {
        QTemporaryDir directory;
        const QString path = directory.filePath("small.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kTinyScenario);
        file.close();
        QString error;
        QVERIFY(readFileBytes(path, error, QByteArray(kTinyScenario).size()).has_value());
        QVERIFY(!readFileBytes(path, error, QByteArray(kTinyScenario).size() - 1).has_value());
        QVERIFY(error.contains("small.json: cannot read: the file is 0 MB, larger than"));
    }

    void countOfTenToTheTwelveIsRefusedAtOnce()
    {
        QElapsedTimer clock;
        clock.start();
        const LoadResult result = scenarioFromAlgs4("1000000000000\n0.5 0.5 0 0 0.01 1 0 0 0\n", "big.txt");
        QVERIFY(clock.elapsed() < 1000);
        QVERIFY(!result.ok());
        QCOMPARE(result.error, QStringLiteral("big.txt:2: truncated: expected 1000000000000 disks, found 1"));
    }

    void countBeyondSixtyFourBitsIsRefused()
    {
        const LoadResult result = scenarioFromAlgs4("99999999999999999999\n", "big.txt");
        QVERIFY(!result.ok());
        QVERIFY2(result.error.startsWith("big.txt:1: expected the number of disks"), qPrintable(result.error));
    }

    void vastBoxWithTinyDisksIsCheckedAtOnce_data()
    {
        QTest::addColumn<QByteArray>("width");
        QTest::newRow("1e15") << QByteArray("1e15");  // once a grid of 10^9 cells for the overlap check
        QTest::newRow("1e300") << QByteArray("1e300");  // once a cell count beyond int (found by fuzz_validation)
    }

    void vastBoxWithTinyDisksIsCheckedAtOnce()
    {
        QFETCH(QByteArray, width);
        const QByteArray json = "{\"format\": \"disklab-scenario\", \"version\": 2, \"box\": {\"width\": " + width
                                + ", \"height\": 1}, \"disks\": [{\"x\": 1, \"y\": 0.5, \"radius\": 0.001}, "
                                  "{\"x\": 3, \"y\": 0.5, \"radius\": 0.001}, {\"x\": 1.0015, \"y\": 0.5, \"radius\": 0.001}]}";
        QElapsedTimer clock;
        clock.start();
        const LoadResult result = scenarioFromJson(json, "vast.json");
        QVERIFY(clock.elapsed() < 1000);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains("disks[0]: overlaps disks[2]"), qPrintable(result.error));  // still checked
    }

    void positionsSpanningMoreThanADoubleAreChecked()
    {
        // Found by fuzz_validation: the grid's span overflowed to infinity and a cell index
        // became NaN before its conversion to int.
        Scenario scenario;
        scenario.disks = {Disk{}, Disk{}, Disk{}};
        const std::vector<double> x{-1.5e308, 1.5e308, 1.5e308}, y{0.0, 0.0, 0.25};
        const OverlapReport report = measureOverlaps(scenario, x, y);
        QCOMPARE(report.overlappingPairs, 1u);  // the last two, 0.25 apart with radii 0.5
    }

    void keysNamingOtherFilesAreNotFollowed_data()
    {
        // "\/" is JSON's escape for "/": moc reads a "//" even inside a string as a comment.
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QString>("warning");
        QTest::newRow("include") << QByteArray("\"include\": \"other.json\"") << "t.json: include: unknown key, ignored";
        QTest::newRow("$ref") << QByteArray("\"$ref\": \"file:\\/\\/\\/etc/passwd\"") << "t.json: $ref: unknown key, ignored";
        QTest::newRow("url") << QByteArray("\"disksFrom\": \"https:\\/\\/example.org/gas.json\"")
                             << "t.json: disksFrom: unknown key, ignored";
        QTest::newRow("command") << QByteArray("\"run\": \"rm -rf ~\"") << "t.json: run: unknown key, ignored";
    }

    void keysNamingOtherFilesAreNotFollowed()
    {
        // A reader sees only the bytes it is given: nothing in them is a path, address or command.
        QFETCH(QByteArray, key);
        QFETCH(QString, warning);
        const LoadResult result = scenarioFromJson(withKey(key), "t.json");
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.scenario->disks.size(), std::size_t{1});
        QCOMPARE(result.warnings, QStringList{warning});
    }

    void savingWritesOnlyTheChosenPath()
    {
        // Text from a file (title, wall names) never becomes part of a path DiskLab writes.
        QTemporaryDir directory;
        QVERIFY(QDir(directory.path()).mkpath("inner"));
        QByteArray json(kTinyScenario);
        json.insert(1, R"("title": "../../escaped", "segments": [{"x0": 3, "y0": 0, "x1": 3, "y1": 2, "name": "../x.json"}],)");
        const LoadResult loaded = scenarioFromJson(json, "t.json");
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        const QString target = directory.filePath("inner/saved.json");
        QVERIFY(saveScenarioFile(target, *loaded.scenario).ok());
        QVERIFY(saveScenarioFile(directory.filePath("inner/saved.txt"), [&] {
                    Scenario unit = *loaded.scenario;
                    unit.width = unit.height = 1.0;
                    unit.segments.clear();
                    unit.disks.front().x = unit.disks.front().y = 0.5;
                    unit.disks.front().radius = 0.1;
                    return unit;
                }()).ok());
        QCOMPARE(QDir(directory.filePath("inner")).entryList(QDir::Files), QStringList({"saved.json", "saved.txt"}));
        QCOMPARE(QDir(directory.path()).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot), QStringList{"inner"});
    }
};

QTEST_APPLESS_MAIN(TestHostileFiles)
#include "tst_hostile_files.moc"
