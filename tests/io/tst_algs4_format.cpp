// The algs4 CollisionSystem text format: real files written by others (tests/data/algs4), tolerance of sloppy text,
// one precise file:line error per kind of bad input, and export.
#include "io/algs4_format.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <clocale>
#include <cmath>
#include <cstring>
#include <limits>

using namespace disklab;

namespace {

const QString kName = QStringLiteral("t.txt");

LoadResult parse(const QByteArray& text, const LoadOptions& options = {})
{
    return scenarioFromAlgs4(text, kName, options);
}

Disk makeDisk(double x, double y, double radius)
{
    Disk disk;
    disk.x = x;
    disk.y = y;
    disk.vx = 0.01;
    disk.vy = -0.02;
    disk.radius = radius;
    disk.mass = 1.0;
    disk.colour = {200, 0, 0};
    return disk;
}

/// A scenario exactly as an import of "<title>.txt" produces it: unit box, walls, defaults.
Scenario importable(std::string title)
{
    Scenario s;
    s.title = std::move(title);
    s.disks = {makeDisk(0.1, 0.1, 0.05), makeDisk(1.0 / 3.0, 2.0 / 3.0, 0.1), makeDisk(0.9, 0.9, 0.025)};
    s.disks[0].vx = 1e-300;
    s.disks[0].vy = -5e-324;
    s.disks[1].vx = 0.1 + 0.2;
    s.disks[1].mass = 1e5 / 3.0;
    s.disks[2].vy = std::nextafter(1.0, 2.0);
    s.disks[2].colour = {0, 255, 17};
    return s;
}

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

bool disksBitIdentical(const Scenario& a, const Scenario& b)
{
    if (a.disks.size() != b.disks.size())
        return false;
    for (std::size_t i = 0; i < a.disks.size(); ++i) {
        const Disk& p = a.disks[i];
        const Disk& q = b.disks[i];
        if (!sameBits(p.x, q.x) || !sameBits(p.y, q.y) || !sameBits(p.vx, q.vx) || !sameBits(p.vy, q.vy)
            || !sameBits(p.radius, q.radius) || !sameBits(p.mass, q.mass) || !(p.colour == q.colour))
            return false;
    }
    return true;
}

/// The first error line, for exact comparisons.
QString firstError(const LoadResult& result) { return result.error.section('\n', 0, 0); }

QString algs4Dir() { return QStringLiteral(DISKLAB_ALGS4_DIR); }

} // namespace

class TstAlgs4Format : public QObject {
    Q_OBJECT

private slots:
    void realFilesLoad_data();
    void realFilesLoad();
    void diffusion3NeedsAllowOverlaps();
    void realFilesSurviveExport();
    void firstDiskOfP10IsExact();
    void toleratesSloppyText_data();
    void toleratesSloppyText();
    void readsNumberNotations();
    void readsFloatColoursRounded();
    void readsInAnyCLocale();
    void badInputGivesItsError_data();
    void badInputGivesItsError();
    void overlapNamesBothLines();
    void manyProblemsShowFirstFew();
    void exportImportRoundTrip();
    void exportWritesSeventeenDigits();
    void exportRefusesWhatTheFormatCannotSay_data();
    void exportRefusesWhatTheFormatCannotSay();
    void exportWarnsAboutDroppedData();
    void saveAndLoadFile();
};

void TstAlgs4Format::realFilesLoad_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("count");
    const QDir dir(algs4Dir());
    if (!dir.exists()) {
        QTest::newRow("no data folder") << QString() << 0;  // the test skips it
        return;
    }
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
        if (info.fileName() == QLatin1String("diffusion3.txt"))
            continue;  // overlapping on purpose: see diffusion3NeedsAllowOverlaps
        QFile file(info.filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const int count = file.readLine().trimmed().toInt();
        QTest::newRow(qPrintable(info.fileName())) << info.filePath() << count;
    }
}

void TstAlgs4Format::realFilesLoad()
{
    QVERIFY2(QDir(algs4Dir()).exists(), "the algs4 fixtures (tests/data/algs4) are missing");
    QFETCH(QString, path);
    QFETCH(int, count);
    const LoadResult loaded = loadAlgs4File(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QCOMPARE(static_cast<int>(loaded.scenario->disks.size()), count);
    QCOMPARE(QString::fromStdString(loaded.scenario->title), QFileInfo(path).completeBaseName());
    QCOMPARE(loaded.scenario->width, 1.0);
    QCOMPARE(loaded.scenario->boundary, Boundary::Walls);
}

void TstAlgs4Format::diffusion3NeedsAllowOverlaps()
{
    const QString path = algs4Dir() + QStringLiteral("/diffusion3.txt");
    QVERIFY2(QFileInfo::exists(path), qPrintable(path));
    const LoadResult refused = loadAlgs4File(path);
    QVERIFY(!refused.ok());
    QVERIFY(!refused.scenario.has_value());
    static const QRegularExpression overlap(
        QStringLiteral("^diffusion3\\.txt:(\\d+): disk (\\d+) overlaps disk (\\d+) \\(line (\\d+)\\): centres "));
    const QRegularExpressionMatch match = overlap.match(refused.error);
    QVERIFY2(match.hasMatch(), qPrintable(refused.error));
    // The file has no blank lines, so disk i sits on line i + 2.
    QCOMPARE(match.captured(1).toInt(), match.captured(2).toInt() + 2);
    QCOMPARE(match.captured(4).toInt(), match.captured(3).toInt() + 2);
    QVERIFY2(refused.error.endsWith(QStringLiteral("more problems")), qPrintable(refused.error));

    LoadOptions options;
    options.validation.allowOverlaps = true;
    const LoadResult loaded = loadAlgs4File(path, options);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QCOMPARE(loaded.scenario->disks.size(), std::size_t(1000));
}

void TstAlgs4Format::realFilesSurviveExport()
{
    const QDir dir(algs4Dir());
    QVERIFY2(dir.exists(), "the algs4 fixtures (tests/data/algs4) are missing");
    LoadOptions options;
    options.validation.allowOverlaps = true;
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
        const LoadResult original = loadAlgs4File(info.filePath(), options);
        QVERIFY2(original.ok(), qPrintable(original.error));
        const SaveResult exported = scenarioToAlgs4(*original.scenario);
        QVERIFY2(exported.ok(), qPrintable(exported.error));
        QVERIFY(exported.warnings.isEmpty());
        const LoadResult again = scenarioFromAlgs4(exported.bytes, info.fileName(), options);
        QVERIFY2(again.ok(), qPrintable(again.error));
        QVERIFY2(*again.scenario == *original.scenario, qPrintable(info.fileName()));
        QVERIFY(disksBitIdentical(*again.scenario, *original.scenario));
    }
}

void TstAlgs4Format::firstDiskOfP10IsExact()
{
    const QString path = algs4Dir() + QStringLiteral("/p10.txt");
    QVERIFY2(QFileInfo::exists(path), qPrintable(path));
    const LoadResult loaded = loadAlgs4File(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    const Disk& d = loaded.scenario->disks.front();
    QCOMPARE(d.x, 0.042672784317306416);
    QCOMPARE(d.y, 0.7654178552702625);
    QCOMPARE(d.vx, -0.00860332478391284);
    QCOMPARE(d.vy, 0.005097332896967893);
    QCOMPARE(d.radius, 0.02);
    QCOMPARE(d.mass, 10.0);
    QVERIFY(d.colour == (Colour{212, 132, 195}));
}

void TstAlgs4Format::toleratesSloppyText_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("LF") << QByteArray("2\n0.25 0.5 0.01 0 0.1 1 200 0 0\n0.75 0.5 -0.01 0 0.1 1 0 0 200\n");
    QTest::newRow("CRLF") << QByteArray("2\r\n0.25 0.5 0.01 0 0.1 1 200 0 0\r\n0.75 0.5 -0.01 0 0.1 1 0 0 200\r\n");
    QTest::newRow("CR only") << QByteArray("2\r0.25 0.5 0.01 0 0.1 1 200 0 0\r0.75 0.5 -0.01 0 0.1 1 0 0 200\r");
    QTest::newRow("no final newline") << QByteArray("2\n0.25 0.5 0.01 0 0.1 1 200 0 0\n0.75 0.5 -0.01 0 0.1 1 0 0 200");
    QTest::newRow("tabs and spaces") << QByteArray(" 2 \n\t0.25\t0.5   0.01 0\t \t0.1 1 200 0 0  \n   0.75 0.5 -0.01 0 0.1 1   0   0 200\t\n");
    QTest::newRow("blank lines") << QByteArray("\n\n2\n\n0.25 0.5 0.01 0 0.1 1 200 0 0\n  \n\t\n0.75 0.5 -0.01 0 0.1 1 0 0 200\n\n\n  \n");
    QTest::newRow("CRLF blank lines") << QByteArray("2\r\n\r\n0.25 0.5 0.01 0 0.1 1 200 0 0\r\n0.75 0.5 -0.01 0 0.1 1 0 0 200\r\n\r\n");
    QTest::newRow("byte-order mark") << QByteArray("\xEF\xBB\xBF" "2\n0.25 0.5 0.01 0 0.1 1 200 0 0\n0.75 0.5 -0.01 0 0.1 1 0 0 200\n");
}

void TstAlgs4Format::toleratesSloppyText()
{
    QFETCH(QByteArray, text);
    const LoadResult loaded = parse(text);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    Scenario expected;
    expected.title = "t";
    expected.disks = {makeDisk(0.25, 0.5, 0.1), makeDisk(0.75, 0.5, 0.1)};
    expected.disks[0].vy = 0.0;
    expected.disks[1].vx = -0.01;
    expected.disks[1].vy = 0.0;
    expected.disks[1].colour = {0, 0, 200};
    QVERIFY(*loaded.scenario == expected);
}

void TstAlgs4Format::readsNumberNotations()
{
    const LoadResult loaded = parse("1\n.5 +0.5 1.5E-4 -2.5e+3 5e-2 1. 1E2 2.0e1 +3\n");
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    const Disk& d = loaded.scenario->disks.front();
    QCOMPARE(d.x, 0.5);
    QCOMPARE(d.y, 0.5);
    QCOMPARE(d.vx, 1.5e-4);
    QCOMPARE(d.vy, -2.5e3);
    QCOMPARE(d.radius, 0.05);
    QCOMPARE(d.mass, 1.0);
    QVERIFY(d.colour == (Colour{100, 20, 3}));
}

void TstAlgs4Format::readsFloatColoursRounded()
{
    const LoadResult loaded = parse("1\n0.5 0.5 0 0 0.1 1 127.6 200.0 0.4\n");
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(loaded.scenario->disks.front().colour == (Colour{128, 200, 0}));
}

void TstAlgs4Format::readsInAnyCLocale()
{
    // QCoreApplication sets the C locale from the environment; a decimal comma must not matter.
    const char* candidates[] = {"de_DE.UTF-8", "de_DE.utf8", "fr_FR.UTF-8", "fr_FR.utf8"};
    const std::string previous = std::setlocale(LC_NUMERIC, nullptr);
    const char* chosen = nullptr;
    for (const char* name : candidates) {
        if (std::setlocale(LC_NUMERIC, name)) {
            chosen = name;
            break;
        }
    }
    if (!chosen)
        QSKIP("no locale with a decimal comma installed");
    const LoadResult loaded = parse("1\n0.5 0.25 0.5 0 0.1 1 0 0 0\n");
    const SaveResult exported = loaded.ok() ? scenarioToAlgs4(*loaded.scenario) : SaveResult{};
    std::setlocale(LC_NUMERIC, previous.c_str());
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QCOMPARE(loaded.scenario->disks.front().y, 0.25);
    QVERIFY(exported.bytes.contains("0.5 0.25 0.5 0 0.10000000000000001 1 "));
}

void TstAlgs4Format::badInputGivesItsError_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    const QByteArray good = "0.25 0.5 0 0 0.1 1 0 0 0\n";
    QTest::newRow("NaN") << "2\n" + good + "0.75 nan 0 0 0.1 1 0 0 0\n"
                         << "t.txt:3: y: not a finite number: \"nan\"";
    QTest::newRow("NaN caps") << "2\n" + good + "0.75 0.5 NaN 0 0.1 1 0 0 0\n"
                              << "t.txt:3: vx: not a finite number: \"NaN\"";
    QTest::newRow("infinity") << "2\n" + good + "0.75 0.5 0 -inf 0.1 1 0 0 0\n"
                              << "t.txt:3: vy: not a finite number: \"-inf\"";
    QTest::newRow("overflow") << "2\n" + good + "0.75 0.5 0 0 0.1 1e999 0 0 0\n"
                              << "t.txt:3: mass: not a finite number: \"1e999\"";
    QTest::newRow("negative radius") << "2\n" + good + "\n0.75 0.5 0 0 -0.02 1 0 0 0\n"
                                     << "t.txt:4: radius: radius must be positive, got -0.02";
    QTest::newRow("zero radius") << "2\n" + good + "0.75 0.5 0 0 0 1 0 0 0\n"
                                 << "t.txt:3: radius: radius must be positive, got 0";
    QTest::newRow("zero mass") << "2\n" + good + "0.75 0.5 0 0 0.1 0 0 0 0\n"
                               << "t.txt:3: mass: mass must be positive, got 0";
    QTest::newRow("negative mass") << "2\n\n\n" + good + "0.75 0.5 0 0 0.1 -3 0 0 0\n"
                                   << "t.txt:5: mass: mass must be positive, got -3";
    QTest::newRow("outside box") << "2\n" + good + "1.5 0.5 0 0 0.1 1 0 0 0\n"
                                 << "t.txt:3: x: disk at (1.5, 0.5) with radius 0.1 is not inside the box [0, 1] x [0, 1]";
    QTest::newRow("through the wall") << "2\n" + good + "0.75 0.95 0 0 0.1 1 0 0 0\n"
                                      << "t.txt:3: x: disk at (0.75, 0.95) with radius 0.1 is not inside the box";
    QTest::newRow("truncated") << "5\n" + good + good + "\n" + good + "\n"
                               << "t.txt:5: truncated: expected 5 disks, found 3";
    QTest::newRow("truncated no newline") << "4\n" + good + good + good.trimmed()
                                          << "t.txt:4: truncated: expected 4 disks, found 3";
    QTest::newRow("only the count") << QByteArray("3\n") << "t.txt:1: truncated: expected 3 disks, found 0";
    QTest::newRow("extra data") << "1\n" + good + "\n0.75 0.5 0 0 0.1 1 0 0 0\n"
                                << "t.txt:4: extra data after the 1 disk announced on line 1";
    QTest::newRow("extra junk") << "1\n" + good + "end\n" << "t.txt:3: extra data after the 1 disk announced on line 1";
    QTest::newRow("junk token") << "2\n" + good + "0.75 0.5 abc 0 0.1 1 0 0 0\n"
                                << "t.txt:3: vx: expected a number, got \"abc\"";
    QTest::newRow("decimal comma") << "2\n" + good + "0.75 0,5 0 0 0.1 1 0 0 0\n"
                                   << "t.txt:3: y: expected a number, got \"0,5\"";
    QTest::newRow("hex") << "2\n" + good + "0x1 0.5 0 0 0.1 1 0 0 0\n" << "t.txt:3: x: expected a number, got \"0x1\"";
    QTest::newRow("junk colour") << "2\n" + good + "0.75 0.5 0 0 0.1 1 0 red 0\n"
                                 << "t.txt:3: green: expected a number, got \"red\"";
    QTest::newRow("colour too big") << "2\n" + good + "0.75 0.5 0 0 0.1 1 0 0 256\n"
                                    << "t.txt:3: blue: colour component must be between 0 and 255, got \"256\"";
    QTest::newRow("colour negative") << "2\n" + good + "0.75 0.5 0 0 0.1 1 -1 0 0\n"
                                     << "t.txt:3: red: colour component must be between 0 and 255, got \"-1\"";
    QTest::newRow("too few fields") << "2\n" + good + "0.75 0.5 0 0 0.1 1 0 0\n"
                                    << "t.txt:3: expected 9 fields (rx ry vx vy radius mass r g b), found 8";
    QTest::newRow("too many fields") << "2\n" + good + "0.75 0.5 0 0 0.1 1 0 0 0 0\n"
                                     << "t.txt:3: expected 9 fields (rx ry vx vy radius mass r g b), found 10";
    QTest::newRow("empty") << QByteArray() << "t.txt:1: empty file: expected the number of disks on the first line";
    QTest::newRow("blank") << QByteArray(" \n\r\n\t\n")
                           << "t.txt:1: empty file: expected the number of disks on the first line";
    QTest::newRow("count junk") << "two\n" + good << "t.txt:1: expected the number of disks (a whole number >= 0), got \"two\"";
    QTest::newRow("count negative") << "-1\n" + good
                                    << "t.txt:1: expected the number of disks (a whole number >= 0), got \"-1\"";
    QTest::newRow("count fraction") << "1.5\n" + good
                                    << "t.txt:1: expected the number of disks (a whole number >= 0), got \"1.5\"";
    QTest::newRow("count missing") << "\n" + good
                                   << "t.txt:2: expected the number of disks alone on this line, found 9 fields";
}

void TstAlgs4Format::badInputGivesItsError()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    const LoadResult loaded = parse(text);
    QVERIFY(!loaded.ok());
    QVERIFY(!loaded.scenario.has_value());
    QVERIFY2(firstError(loaded).startsWith(expected), qPrintable(loaded.error));
    // Also with CRLF line ends: the same message, the same line.
    const LoadResult crlf = parse(QByteArray(text).replace("\n", "\r\n"));
    QCOMPARE(crlf.error, loaded.error);
}

void TstAlgs4Format::overlapNamesBothLines()
{
    const LoadResult loaded = parse("3\n"
                                    "0.2 0.2 0 0 0.05 1 0 0 0\n"
                                    "0.5 0.5 0 0 0.1 1 0 0 0\n"
                                    "\n"
                                    "0.55 0.5 0 0 0.1 1 0 0 0\n");
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error,
             QStringLiteral("t.txt:3: disk 1 overlaps disk 2 (line 5): centres 0.05 apart, radii sum to 0.2"));

    // Exactly touching disks are fine, with or without round-off in the positions.
    const LoadResult touching = parse("3\n0.3 0.5 0 0 0.1 1 0 0 0\n0.5 0.5 0 0 0.1 1 0 0 0\n"
                                      "0.41000000000000003 0.8 0 0 0.02999 1 0 0 0\n");
    QVERIFY2(touching.ok(), qPrintable(touching.error));
}

void TstAlgs4Format::manyProblemsShowFirstFew()
{
    QByteArray text = "7\n";
    for (int i = 0; i < 7; ++i)
        text += "0.5 0.5 0 0 0.1 zero 0 0 0\n";
    const LoadResult loaded = parse(text);
    const QStringList lines = loaded.error.split('\n');
    QCOMPARE(lines.size(), 6);
    QCOMPARE(lines[0], QStringLiteral("t.txt:2: mass: expected a number, got \"zero\""));
    QCOMPARE(lines[4], QStringLiteral("t.txt:6: mass: expected a number, got \"zero\""));
    QCOMPARE(lines[5], QStringLiteral("... and 2 more problems"));
}

void TstAlgs4Format::exportImportRoundTrip()
{
    const Scenario original = importable("round");
    const SaveResult exported = scenarioToAlgs4(original);
    QVERIFY2(exported.ok(), qPrintable(exported.error));
    QVERIFY(exported.warnings.isEmpty());
    const LoadResult loaded = scenarioFromAlgs4(exported.bytes, QStringLiteral("round.txt"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(*loaded.scenario == original);
    QVERIFY(disksBitIdentical(*loaded.scenario, original));
    QCOMPARE(scenarioToAlgs4(*loaded.scenario).bytes, exported.bytes);
}

void TstAlgs4Format::exportWritesSeventeenDigits()
{
    Scenario s;
    s.disks = {makeDisk(0.1, 0.5, 0.05)};
    s.disks[0].vx = 1.0 / 3.0;
    s.disks[0].vy = 1.5e-4;
    QCOMPARE(scenarioToAlgs4(s).bytes,
             QByteArray("1\n0.10000000000000001 0.5 0.33333333333333331 0.00014999999999999999 "
                        "0.050000000000000003 1 200 0 0\n"));
    QCOMPARE(scenarioToAlgs4(Scenario{}).bytes, QByteArray("0\n"));
}

void TstAlgs4Format::exportRefusesWhatTheFormatCannotSay_data()
{
    QTest::addColumn<int>("change");
    QTest::addColumn<QString>("expected");
    QTest::newRow("periodic") << 0 << "the boundary is periodic, but algs4 files have walls only";
    QTest::newRow("gravity") << 1 << "there is gravity, but algs4 files have no forces";
    QTest::newRow("moving wall") << 2 << "walls move, but algs4 walls are fixed";
    QTest::newRow("box") << 3 << "the box is 2 x 1, but algs4 files hold the unit square only";
    QTest::newRow("NaN") << 4 << "disks[1].vx is NaN";
    QTest::newRow("segment") << 5 << "there is an interior wall, but algs4 files have only the box's walls";
}

void TstAlgs4Format::exportRefusesWhatTheFormatCannotSay()
{
    QFETCH(int, change);
    QFETCH(QString, expected);
    Scenario s = importable("x");
    switch (change) {
    case 0: s.boundary = Boundary::Periodic; break;
    case 1: s.gravityY = -1.0; break;
    case 2: s.wall(Side::Top).velocity = -0.01; break;
    case 3: s.width = 2.0; break;
    case 4: s.disks[1].vx = std::numeric_limits<double>::quiet_NaN(); break;
    case 5: s.segments.push_back({0.5, 0.0, 0.5, 0.4}); break;
    }
    const SaveResult exported = scenarioToAlgs4(s);
    QVERIFY(!exported.ok());
    QVERIFY(exported.bytes.isEmpty());
    QCOMPARE(exported.error, QStringLiteral("cannot be written as an algs4 file: ") + expected);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.txt"));
    const SaveResult saved = saveAlgs4File(path, s);
    QCOMPARE(saved.error, QStringLiteral("out.txt: cannot save: cannot be written as an algs4 file: ") + expected);
    QVERIFY(!QFileInfo::exists(path));
}

void TstAlgs4Format::exportWarnsAboutDroppedData()
{
    Scenario s = importable("x");
    s.disks[0].label = "tracer";
    s.disks[2].label = "heavy";
    s.description = "A teacher's note";
    s.seed = 7;
    s.engine.kind = EngineKind::TimeDriven;
    const SaveResult exported = scenarioToAlgs4(s);
    QVERIFY2(exported.ok(), qPrintable(exported.error));
    QCOMPARE(exported.warnings, QStringList({QStringLiteral("labels of 2 disks dropped: algs4 files have no labels"),
                                             QStringLiteral("description dropped: algs4 files have none"),
                                             QStringLiteral("engine settings dropped: algs4 files have none"),
                                             QStringLiteral("seed dropped: algs4 files have none")}));
    QVERIFY(!exported.bytes.contains("tracer"));
    const LoadResult loaded = scenarioFromAlgs4(exported.bytes, QStringLiteral("x.txt"));
    QVERIFY(disksBitIdentical(*loaded.scenario, importable("x")));
}

void TstAlgs4Format::saveAndLoadFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("round.txt"));
    const SaveResult saved = saveAlgs4File(path, importable("round"));
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    const LoadResult loaded = loadAlgs4File(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(*loaded.scenario == importable("round"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("round.txt")});

    const LoadResult missing = loadAlgs4File(dir.filePath(QStringLiteral("absent.txt")));
    QVERIFY2(missing.error.startsWith(QStringLiteral("absent.txt: cannot read: ")), qPrintable(missing.error));
}

QTEST_APPLESS_MAIN(TstAlgs4Format)
#include "tst_algs4_format.moc"
