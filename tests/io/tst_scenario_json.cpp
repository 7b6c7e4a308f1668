// The native JSON scenario format: exact round trips, versions, field-path errors, atomic saves.
#include "core/random.h"
#include "io/number_text.h"
#include "io/scenario_json.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <numbers>
#include <random>
#include <unistd.h>

using namespace disklab;

namespace {

const QString kName = QStringLiteral("gas.json");

Disk makeDisk(double x, double y, double radius, std::string label = {})
{
    Disk disk;
    disk.x = x;
    disk.y = y;
    disk.vx = 0.25;
    disk.vy = -0.5;
    disk.radius = radius;
    disk.mass = 2.0;
    disk.colour = {12, 200, 255};
    disk.label = std::move(label);
    return disk;
}

/// A small valid scenario that uses every field, with numbers chosen to be awkward in decimal.
Scenario richScenario()
{
    Scenario s;
    s.title = "Gas \"dilute\" \\ 气体 — ✓";
    s.description = "Line one\nline two\ttabbed, control \x01 char";
    s.width = 1e6 / 3.0;
    s.height = 0.1 * 7.0;
    s.boundary = Boundary::Walls;
    s.wall(Side::Left) = {0.0, 2.5};
    s.wall(Side::Right) = {-0.1, 1.0 / 3.0};
    s.wall(Side::Top) = {1e-300, std::numeric_limits<double>::infinity(), 1.0 / 3.0};
    s.wall(Side::Bottom).temperature = 2.5e-7;
    s.gravityX = 5e-324;
    s.gravityY = -9.81;
    s.seed = 18446744073709551615ULL;
    s.engine = {EngineKind::TimeDriven, 1.0 / 3.0 * 1e-3, Broadphase::Quadtree};
    s.disks = {makeDisk(0.1, 0.1, 0.05, "tracer"), makeDisk(0.3, 0.1, 1.0 / 30.0),
               makeDisk(1.0 / 3.0, 0.5, 0.1, "big one, \"quoted\"")};
    s.disks[1].vx = 1e-300;
    s.disks[1].vy = 2.2250738585072014e-308;
    s.disks[2].vx = 1.7976931348623157e308;
    s.disks[2].vy = 9007199254740993.0;
    s.disks[2].mass = 4.9406564584124654e-324;
    s.segments = {{1.0 / 3.0 + 0.5, 0.0, 1.0 + 1.0 / 7.0, 0.7, 12.5, "partition 甲"}, {2.0, 0.1, 3.0, 1e-300}};
    return s;
}

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

/// Every double of the two scenarios, bit for bit (operator== would accept 0.0 == -0.0).
bool bitIdentical(const Scenario& a, const Scenario& b)
{
    if (!(a == b))
        return false;
    auto scalars = [](const Scenario& s) {
        std::vector<double> v{s.width, s.height, s.gravityX, s.gravityY, s.engine.dt};
        for (const BoxWall& w : s.walls) {
            v.push_back(w.velocity);
            v.push_back(w.stopTime);
            v.push_back(w.temperature);
        }
        for (const Disk& d : s.disks)
            v.insert(v.end(), {d.x, d.y, d.vx, d.vy, d.radius, d.mass});
        for (const SegmentWall& w : s.segments)
            v.insert(v.end(), {w.x0, w.y0, w.x1, w.y1, w.removeTime});
        return v;
    };
    const std::vector<double> x = scalars(a), y = scalars(b);
    for (std::size_t i = 0; i < x.size(); ++i) {
        if (!sameBits(x[i], y[i]))
            return false;
    }
    return true;
}

QJsonObject asObject(const Scenario& scenario)
{
    const SaveResult saved = scenarioToJson(scenario);
    return QJsonDocument::fromJson(saved.bytes).object();
}

LoadResult loadObject(const QJsonObject& object, const LoadOptions& options = {})
{
    return scenarioFromJson(QJsonDocument(object).toJson(), kName, options);
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TstScenarioJson : public QObject {
    Q_OBJECT

private slots:
    void roundTripIsExact();
    void awkwardDoublesRoundTrip_data();
    void awkwardDoublesRoundTrip();
    void randomDoublesRoundTrip();
    void negativeZeroReadsAsZero();
    void coloursReadInEitherCase();
    void layoutPutsHeaderFirstAndOneDiskPerLine();
    void labelAndInfiniteStopTimeAreOmitted();
    void segmentsOnePerLineWithDefaultsOmitted();
    void versionOneFilesStillRead();
    void segmentProblemsNameFieldPaths();
    void gravityInAPeriodicBoxNamesTheField();
    void thermalWallProblemsNameTheField();
    void freePistonRoundTripsAndProblemsNameTheField();
    void pumpRoundTripsAndProblemsNameTheField();
    void randomStreamsRoundTripAndProblemsNameTheField();
    void engineResponseTravelsAndIsChecked();
    void everyEngineConfigRoundTrips();
    void unknownEngineNamesAreRefusedByField_data();
    void unknownEngineNamesAreRefusedByField();
    void seedTravelsExactly_data();
    void seedTravelsExactly();
    void missingKeysTakeDefaults();
    void everyKnownVersionIsAccepted();
    void badVersionsAreRefused_data();
    void badVersionsAreRefused();
    void missingOrWrongFormatIsRefused();
    void wrongTypesAreNamed_data();
    void wrongTypesAreNamed();
    void syntaxErrorNamesLine();
    void validationProblemsNameFieldPaths();
    void manyProblemsShowFirstFewAndCount();
    void overlapNamesBothDisks();
    void allowOverlapsLoads();
    void unknownKeysWarnOnce();
    void nonFiniteNumbersAreNotWritten();
    void saveAndLoadFile();
    void saveOntoDirectoryFails();
    void saveIntoReadOnlyDirectoryLeavesOldFile();
    void refusedSaveLeavesOldFile();
    void loadMissingFileNamesIt();
};

void TstScenarioJson::roundTripIsExact()
{
    const Scenario original = richScenario();
    const SaveResult saved = scenarioToJson(original);
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    const LoadResult loaded = scenarioFromJson(saved.bytes, kName);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(loaded.error.isEmpty());
    QVERIFY2(loaded.warnings.isEmpty(), qPrintable(loaded.warnings.join('\n')));
    QVERIFY(bitIdentical(*loaded.scenario, original));
    // Writing what was read gives the same text: the format is a fixed point.
    QCOMPARE(scenarioToJson(*loaded.scenario).bytes, saved.bytes);
}

void TstScenarioJson::awkwardDoublesRoundTrip_data()
{
    QTest::addColumn<double>("value");
    QTest::newRow("0.1") << 0.1;
    QTest::newRow("1/3") << 1.0 / 3.0;
    QTest::newRow("2/3") << 2.0 / 3.0;
    QTest::newRow("0.1+0.2") << 0.1 + 0.2;
    QTest::newRow("1e-300") << 1e-300;
    QTest::newRow("5e-324") << 5e-324;
    QTest::newRow("-5e-324") << -5e-324;
    QTest::newRow("smallest normal") << std::numeric_limits<double>::min();
    QTest::newRow("largest subnormal") << std::nextafter(std::numeric_limits<double>::min(), 0.0);
    QTest::newRow("max") << std::numeric_limits<double>::max();
    QTest::newRow("-max") << -std::numeric_limits<double>::max();
    QTest::newRow("2^53") << 9007199254740992.0;
    QTest::newRow("2^53+2") << 9007199254740994.0;
    QTest::newRow("2^63") << 9223372036854775808.0;
    QTest::newRow("2^64") << 18446744073709551616.0;
    QTest::newRow("1e22") << 1e22;
    QTest::newRow("1e23") << 1e23;
    QTest::newRow("next after 1") << std::nextafter(1.0, 2.0);
    QTest::newRow("prev before 1") << std::nextafter(1.0, 0.0);
    QTest::newRow("pi") << std::numbers::pi;
    QTest::newRow("4.35") << 4.35;
    QTest::newRow("123456789012345678") << 123456789012345678.0;
    QTest::newRow("-1.5E-4") << -1.5e-4;
    QTest::newRow("integer 7") << 7.0;
    QTest::newRow("-7") << -7.0;
}

void TstScenarioJson::awkwardDoublesRoundTrip()
{
    QFETCH(double, value);
    Scenario s;
    s.disks = {makeDisk(0.5, 0.5, 0.25)};
    s.disks[0].vx = value;
    s.disks[0].vy = -value;
    s.gravityX = value;
    s.wall(Side::Left).stopTime = std::fabs(value);
    const LoadResult loaded = scenarioFromJson(scenarioToJson(s).bytes, kName);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY2(bitIdentical(*loaded.scenario, s),
             qPrintable(QString::number(loaded.scenario->disks[0].vx, 'g', 17)));
}

void TstScenarioJson::randomDoublesRoundTrip()
{
    // Random bit patterns cover every exponent, subnormals included.
    std::mt19937_64 random(20260101);
    Scenario s;
    for (int i = 0; i < 4000; ++i) {
        Disk disk = makeDisk(0.5, 0.5, 1e-9);
        double* targets[] = {&disk.vx, &disk.vy};
        for (double* target : targets) {
            double value;
            do {
                const std::uint64_t bits = random();
                std::memcpy(&value, &bits, sizeof value);
            } while (!std::isfinite(value) || value == 0.0);
            *target = value;
        }
        disk.x = 0.5 + 1e-3 * std::ldexp(static_cast<double>(random() >> 11), -53);
        disk.y = static_cast<double>(i + 1) / 4001.0;
        s.disks.push_back(disk);
    }
    LoadOptions options;
    options.validation.allowOverlaps = true;
    const LoadResult loaded = scenarioFromJson(scenarioToJson(s).bytes, kName, options);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(bitIdentical(*loaded.scenario, s));
}

void TstScenarioJson::negativeZeroReadsAsZero()
{
    // Qt's parser stores integral numbers as integers, so the sign of zero is lost; the two
    // zeros compare equal and behave the same in every engine.
    Scenario s;
    s.disks = {makeDisk(0.5, 0.5, 0.25)};
    s.disks[0].vx = -0.0;
    const LoadResult loaded = scenarioFromJson(scenarioToJson(s).bytes, kName);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QCOMPARE(loaded.scenario->disks[0].vx, 0.0);
    QVERIFY(*loaded.scenario == s);
}

void TstScenarioJson::coloursReadInEitherCase()
{
    const LoadResult loaded = scenarioFromJson(R"({"format": "disklab-scenario", "version": 1,
        "disks": [{"x": 0.2, "y": 0.5, "radius": 0.1, "colour": "#0A0b0C"}]})", kName);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(loaded.scenario->disks.front().colour == (Colour{10, 11, 12}));
}

void TstScenarioJson::layoutPutsHeaderFirstAndOneDiskPerLine()
{
    const QByteArray text = scenarioToJson(richScenario()).bytes;
    QVERIFY(text.startsWith("{\n    \"format\": \"disklab-scenario\",\n    \"version\": 2,\n    \"title\": "));
    QVERIFY(text.endsWith("}\n"));
    QCOMPARE(text.count("\"radius\""), 3);
    const QList<QByteArray> lines = text.split('\n');
    const auto diskLines = std::count_if(lines.begin(), lines.end(),
                                         [](const QByteArray& line) { return line.contains("\"radius\""); });
    QCOMPARE(diskLines, 3);
    QVERIFY(text.contains("\"colour\": \"#0cc8ff\""));
    QJsonParseError error;
    QJsonDocument::fromJson(text, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
}

void TstScenarioJson::labelAndInfiniteStopTimeAreOmitted()
{
    Scenario s;
    s.disks = {makeDisk(0.5, 0.5, 0.25)};
    QByteArray text = scenarioToJson(s).bytes;
    QVERIFY(!text.contains("label"));
    QVERIFY2(!text.contains("\"walls\": {"), "walls at rest are the default and are not written");

    s.wall(Side::Top).velocity = 0.5;
    text = scenarioToJson(s).bytes;
    QVERIFY(text.contains("\"top\": {\"velocity\": 0.5}"));
    QVERIFY(!text.contains("stopTime"));
    s.wall(Side::Top).stopTime = 2.0;
    QVERIFY(scenarioToJson(s).bytes.contains("\"top\": {\"velocity\": 0.5, \"stopTime\": 2}"));
    // A thermal wall is written where it is; elastic walls keep their old text.
    s.wall(Side::Left).temperature = 1.5;
    text = scenarioToJson(s).bytes;
    QVERIFY(text.contains("\"left\": {\"velocity\": 0, \"temperature\": 1.5}"));
    QVERIFY(text.contains("\"right\": {\"velocity\": 0}"));
}

void TstScenarioJson::thermalWallProblemsNameTheField()
{
    Scenario s;
    s.width = s.height = 4.0;
    s.disks = {makeDisk(1.0, 1.0, 0.25)};
    s.wall(Side::Right).temperature = -2.0;
    const LoadResult loaded = loadObject(asObject(s));
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error, QStringLiteral("gas.json: walls.right.temperature: wall temperature must be >= 0 (0: "
                                          "elastic), got -2"));
}

void TstScenarioJson::freePistonRoundTripsAndProblemsNameTheField()
{
    Scenario s;
    s.width = s.height = 4.0;
    s.disks = {makeDisk(1.0, 1.0, 0.25)};
    BoxWall& piston = s.wall(Side::Right);
    piston.velocity = 0.25;
    piston.mass = 1.0 / 3.0;
    piston.pressure = 0.1;
    piston.limit = 9.5;
    const QByteArray text = scenarioToJson(s).bytes;
    QVERIFY2(text.contains("\"right\": {\"velocity\": 0.25, \"mass\": 0.3333333333333333, \"pressure\": 0.1, "
                           "\"limit\": 9.5}"),
             text.constData());
    QVERIFY(text.contains("\"left\": {\"velocity\": 0}"));
    const LoadResult loaded = scenarioFromJson(text, kName);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(loaded.scenario->wall(Side::Right) == piston);
    piston.limit.reset();
    QVERIFY(!scenarioFromJson(scenarioToJson(s).bytes, kName).scenario->wall(Side::Right).limit);

    Scenario wrongSide = s;
    wrongSide.wall(Side::Top).mass = 2.0;
    LoadResult refused = loadObject(asObject(wrongSide));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error, QStringLiteral("gas.json: walls.top.mass: only the right wall can be a free piston"));
    Scenario shortCylinder = s;
    shortCylinder.wall(Side::Right).limit = 3.0;
    refused = loadObject(asObject(shortCylinder));
    QCOMPARE(refused.error, QStringLiteral("gas.json: walls.right.limit: the piston's cylinder must end at or beyond "
                                           "the box's width 4, got 3"));

    // Held by the lab's hand: written only when held, at rest.
    QVERIFY(!scenarioToJson(s).bytes.contains("held"));
    Scenario held = s;
    held.wall(Side::Right).velocity = 0.0;
    held.wall(Side::Right).held = true;
    const QByteArray heldText = scenarioToJson(held).bytes;
    QVERIFY2(heldText.contains("\"pressure\": 0.1, \"held\": true}"), heldText.constData());
    QVERIFY(scenarioFromJson(heldText, kName).scenario->wall(Side::Right) == held.wall(Side::Right));
    held.wall(Side::Right).velocity = 0.25;
    refused = loadObject(asObject(held));
    QVERIFY2(refused.error.startsWith(QStringLiteral("gas.json: walls.right.velocity: a held piston starts at rest")),
             qPrintable(refused.error));
    QJsonObject notABool = asObject(s);
    QJsonObject walls = notABool["walls"].toObject();
    QJsonObject right = walls["right"].toObject();
    right["held"] = QStringLiteral("yes");
    walls["right"] = right;
    notABool["walls"] = walls;
    refused = loadObject(notABool);
    QVERIFY2(refused.error.contains(QStringLiteral("walls.right.held: expected true or false")), qPrintable(refused.error));
}

void TstScenarioJson::pumpRoundTripsAndProblemsNameTheField()
{
    Scenario s;
    s.width = s.height = 10.0;
    s.disks = {makeDisk(5.0, 5.0, 0.25)};
    QVERIFY2(!scenarioToJson(s).bytes.contains("pump"), "no pump, no key");
    Pump& pump = s.pump.emplace();
    pump.side = Side::Bottom;
    pump.count = 12;
    pump.temperature = 1.5;
    pump.start = 2.5;
    QByteArray text = scenarioToJson(s).bytes;
    QVERIFY2(text.contains("\"pump\": {\"side\": \"bottom\", \"count\": 12, \"temperature\": 1.5, \"start\": 2.5}"),
             text.constData());
    pump.position = 3.0;
    pump.width = 2.0;
    pump.interval = 0.25;
    text = scenarioToJson(s).bytes;
    QVERIFY2(text.contains("\"pump\": {\"side\": \"bottom\", \"position\": 3, \"width\": 2, \"count\": 12, "
                           "\"temperature\": 1.5, \"interval\": 0.25, \"start\": 2.5}"),
             text.constData());
    const LoadResult loaded = scenarioFromJson(text, kName);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(loaded.scenario->pump == s.pump);

    Scenario outside = s;
    outside.pump->position = 9.5;  // the opening would reach past the corner
    LoadResult refused = loadObject(asObject(outside));
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error.startsWith(QStringLiteral("gas.json: pump.position: the opening must lie within the wall")),
             qPrintable(refused.error));
    Scenario stepper = s;
    stepper.engine.kind = EngineKind::TimeDriven;
    refused = loadObject(asObject(stepper));
    QVERIFY2(refused.error.startsWith(QStringLiteral("gas.json: engine.engine: a pump needs the event-driven engine")),
             qPrintable(refused.error));
    QJsonObject object = asObject(s);
    QJsonObject badPump = object["pump"].toObject();
    badPump["side"] = "middle";
    badPump["count"] = 2.5;
    object["pump"] = badPump;
    refused = loadObject(object);
    QVERIFY2(refused.error.contains(QStringLiteral("pump.side: side must be left, right, bottom or top, got \"middle\"")),
             qPrintable(refused.error));
    QVERIFY2(refused.error.contains(QStringLiteral("pump.count: expected a whole number of disks, got 2.5")),
             qPrintable(refused.error));
}

void TstScenarioJson::randomStreamsRoundTripAndProblemsNameTheField()
{
    Scenario s;
    s.width = s.height = 10.0;
    s.disks = {makeDisk(5.0, 5.0, 0.25)};
    QVERIFY2(!scenarioToJson(s).bytes.contains("random_streams"), "no streams, no key");
    Random walls(7), sticking(8);
    walls.normal();  // one of a pair drawn: the other waits
    sticking.uniform();
    s.randomStreams["walls"] = walls.position();
    s.randomStreams["sticking"] = sticking.position();
    QVERIFY(s.randomStreams["walls"].spare && !s.randomStreams["sticking"].spare);
    const QByteArray text = scenarioToJson(s).bytes;
    QVERIFY2(text.contains("    \"random_streams\": {\n        \"sticking\": {\"state\": \""), text.constData());
    const LoadResult loaded = scenarioFromJson(text, kName);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(loaded.scenario->randomStreams == s.randomStreams);
    // The loaded stream draws on as the saved one would have.
    Random resumed = *Random::at(loaded.scenario->randomStreams.at("walls"));
    QCOMPARE(resumed.normal(), walls.normal());
    QCOMPARE(resumed.uniform(), walls.uniform());

    QJsonObject object = asObject(s);
    QJsonObject streams;
    streams["dice"] = QJsonObject{{"state", QString::fromStdString(walls.position().state)}};
    streams["walls"] = QJsonObject{{"state", "1 2 3"}, {"spare", 0.5}};
    streams["motion"] = QJsonObject{{"spare", 0.5}};
    streams["sticking"] = QJsonObject{{"state", 12}};
    object["random_streams"] = streams;
    const LoadResult refused = loadObject(object);
    QVERIFY(!refused.ok());
    for (const char* expected : {"random_streams.motion.state: missing", "random_streams.sticking.state: expected a string"})
        QVERIFY2(refused.error.contains(QLatin1String(expected)), qPrintable(refused.error));
    // Well-formed but meaningless: refused by validation, by field.
    streams.remove("motion");
    streams.remove("sticking");
    object["random_streams"] = streams;
    const LoadResult meaningless = loadObject(object);
    for (const char* expected : {"random_streams.dice: unknown random stream; expected walls, motion or sticking",
                                 "random_streams.walls.state: not the state of DiskLab's generator"})
        QVERIFY2(meaningless.error.contains(QLatin1String(expected)), qPrintable(meaningless.error));
}

void TstScenarioJson::segmentsOnePerLineWithDefaultsOmitted()
{
    Scenario s;
    s.width = 4.0;
    QVERIFY2(!scenarioToJson(s).bytes.contains("segments"), "no interior walls, no key");
    s.segments = {{0.5, 0.0, 0.5, 1.0, 2.5, "gate"}, {1.0, 0.25, 3.0, 0.75}};
    const QByteArray text = scenarioToJson(s).bytes;
    QVERIFY2(text.contains("    \"segments\": [\n"
                           "        {\"x0\": 0.5, \"y0\": 0, \"x1\": 0.5, \"y1\": 1, \"removeTime\": 2.5, \"name\": \"gate\"},\n"
                           "        {\"x0\": 1, \"y0\": 0.25, \"x1\": 3, \"y1\": 0.75}\n"
                           "    ],\n"),
             text.constData());
    const LoadResult loaded = scenarioFromJson(text, kName);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(loaded.scenario->segments == s.segments);
    QCOMPARE(loaded.scenario->segments[1].removeTime, std::numeric_limits<double>::infinity());
}

void TstScenarioJson::versionOneFilesStillRead()
{
    // A file as DiskLab wrote it before interior walls existed: it reads unchanged, without
    // segments, and is written back as the current version.
    const QByteArray versionOne = R"({
    "format": "disklab-scenario",
    "version": 1,
    "title": "Piston",
    "description": "A gas squeezed by the right wall.",
    "box": {"width": 40, "height": 20},
    "boundary": "walls",
    "walls": {
        "left": {"velocity": 0},
        "right": {"velocity": -0.5, "stopTime": 30},
        "bottom": {"velocity": 0},
        "top": {"velocity": 0}
    },
    "gravity": {"x": 0, "y": 0},
    "seed": 2026,
    "engine": {"engine": "event", "dt": 0.001, "broadphase": "grid"},
    "disks": [
        {"x": 1.5, "y": 2, "vx": 0.3, "vy": -1.1, "radius": 0.5, "mass": 1, "colour": "#4682c8", "label": "tracer"}
    ]
}
)";
    const LoadResult loaded = scenarioFromJson(versionOne, kName);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(loaded.warnings.isEmpty());
    QVERIFY(loaded.scenario->segments.empty());
    QCOMPARE(loaded.scenario->wall(Side::Right).stopTime, 30.0);
    QCOMPARE(loaded.scenario->disks.front().label, std::string("tracer"));
    QVERIFY(scenarioToJson(*loaded.scenario).bytes.contains("\"version\": 2,"));
}

void TstScenarioJson::gravityInAPeriodicBoxNamesTheField()
{
    Scenario s;
    s.width = s.height = 4.0;
    s.boundary = Boundary::Periodic;
    s.gravityY = -1.0;
    s.disks = {makeDisk(1.0, 1.0, 0.25)};
    const LoadResult loaded = loadObject(asObject(s));
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error, QStringLiteral("gas.json: gravity.y: gravity points along y, but the box is periodic in y: "
                                          "the gas would fall for ever; give the box walls (boundary \"walls\") or "
                                          "set gravity.y to 0"));
}

void TstScenarioJson::engineResponseTravelsAndIsChecked()
{
    // The default is not written, so files that never chose a response keep their bytes.
    Scenario s;
    s.disks = {makeDisk(0.5, 0.5, 0.1)};
    QVERIFY(!scenarioToJson(s).bytes.contains("response"));

    s.engine.response = Response::Rollback;
    const QByteArray text = scenarioToJson(s).bytes;
    QVERIFY(text.contains("\"response\": \"rollback\""));
    const LoadResult loaded = scenarioFromJson(text, QStringLiteral("gas.json"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QCOMPARE(loaded.scenario->engine.response, Response::Rollback);
    QVERIFY(loaded.warnings.isEmpty());

    QJsonObject object = asObject(s);
    QJsonObject engine = object[QStringLiteral("engine")].toObject();
    engine[QStringLiteral("response")] = QStringLiteral("exact");
    object[QStringLiteral("engine")] = engine;
    const LoadResult refused = loadObject(object);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error, QStringLiteral("gas.json: engine.response: response must be naive or rollback, got \"exact\""));
}

void TstScenarioJson::everyEngineConfigRoundTrips()
{
    Scenario s;
    s.disks = {makeDisk(0.5, 0.5, 0.1)};
    for (EngineKind kind : kAllEngineKinds)
        for (Broadphase broadphase : kAllBroadphases)
            for (Response response : kAllResponses)
                for (double dt : {1e-3, 0.1 + 0.2, 2.5e-7}) {
                    s.engine = {kind, dt, broadphase, response};
                    const QByteArray text = scenarioToJson(s).bytes;
                    const QByteArray expected = QByteArray("\"engine\": {\"engine\": \"") + engineKindName(kind)
                                                + "\", \"dt\": " + shortestNumber(dt)
                                                + ", \"broadphase\": \"" + broadphaseName(broadphase) + "\""
                                                + (response == Response::Naive
                                                       ? QByteArray()
                                                       : QByteArray(", \"response\": \"") + responseName(response) + "\"")
                                                + "}";
                    QVERIFY2(text.contains(expected), text.constData());
                    const LoadResult loaded = scenarioFromJson(text, kName);
                    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
                    QVERIFY(loaded.scenario->engine == s.engine);
                    QCOMPARE(scenarioToJson(*loaded.scenario).bytes, text);
                }
}

void TstScenarioJson::unknownEngineNamesAreRefusedByField_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("error");
    QTest::newRow("engine") << "engine" << "gas.json: engine.engine: engine must be \"event\", \"time\" or \"force\", got \"Event\"";
    QTest::newRow("broadphase") << "broadphase"
                                << "gas.json: engine.broadphase: broad phase must be naive, grid, quadtree or swept, "
                                   "got \"Event\"";
    QTest::newRow("response") << "response" << "gas.json: engine.response: response must be naive or rollback, got \"Event\"";
}

void TstScenarioJson::unknownEngineNamesAreRefusedByField()
{
    QFETCH(QString, key);
    QFETCH(QString, error);
    Scenario s;
    s.disks = {makeDisk(0.5, 0.5, 0.1)};
    QJsonObject object = asObject(s);
    QJsonObject engine = object[QStringLiteral("engine")].toObject();
    engine[key] = QStringLiteral("Event");
    object[QStringLiteral("engine")] = engine;
    const LoadResult refused = loadObject(object);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error, error);
}

void TstScenarioJson::segmentProblemsNameFieldPaths()
{
    QJsonObject object = asObject(richScenario());
    QJsonArray segments = object[QStringLiteral("segments")].toArray();
    QJsonObject second = segments[1].toObject();
    second[QStringLiteral("x0")] = QStringLiteral("2");
    segments[1] = second;
    object[QStringLiteral("segments")] = segments;
    LoadResult loaded = loadObject(object);
    QCOMPARE(loaded.error, QStringLiteral("gas.json: segments[1].x0: expected a number, got the string \"2\""));

    object[QStringLiteral("segments")] = QJsonArray{QJsonObject{{"x0", 0.5}, {"y0", 0.1}, {"x1", 0.5}, {"y1", 0.1}}};
    loaded = loadObject(object);
    QVERIFY2(loaded.error.startsWith(QStringLiteral("gas.json: segments[0]: segment 0 from (0.5, 0.1) to (0.5, 0.1) has no length")),
             qPrintable(loaded.error));

    object[QStringLiteral("segments")] = QJsonArray{QJsonObject{{"x0", 0.5}, {"y0", 0.1}, {"x1", 0.5}, {"y1", 9.0}}};
    loaded = loadObject(object);
    QVERIFY2(loaded.error.startsWith(QStringLiteral("gas.json: segments[0].x1: end (0.5, 9) is outside the box")),
             qPrintable(loaded.error));

    // A disk on a segment: the disk is named by its path, the segment by index and name.
    Scenario s = richScenario();
    s.segments[0] = {0.1, 0.0, 0.1, 0.5, 3.0, "gate"};
    loaded = scenarioFromJson(scenarioToJson(s).bytes, kName);
    QCOMPARE(loaded.error, QStringLiteral("gas.json: disks[0]: overlaps segment 0 (gate): centre 0 from it, radius 0.05"));
    LoadOptions anyway;
    anyway.validation.allowOverlaps = true;
    QVERIFY2(scenarioFromJson(scenarioToJson(s).bytes, kName, anyway).ok(), "loads anyway when overlaps are allowed");

    s = richScenario();
    s.segments[1].name = "partition 甲";
    loaded = scenarioFromJson(scenarioToJson(s).bytes, kName);
    QCOMPARE(loaded.error, QStringLiteral("gas.json: segments[1].name: name \"partition 甲\" is used by another segment"));

    s = richScenario();
    s.boundary = Boundary::Periodic;
    s.walls = {};
    loaded = scenarioFromJson(scenarioToJson(s).bytes, kName);
    QVERIFY2(loaded.error.contains(QStringLiteral("gas.json: segments: interior walls need a walled box")),
             qPrintable(loaded.error));

    // The right wall would sweep over the segments.
    s = richScenario();
    s.wall(Side::Right) = {-1.0, 333333.0};
    loaded = scenarioFromJson(scenarioToJson(s).bytes, kName);
    QVERIFY2(loaded.error.contains(QStringLiteral("gas.json: walls.right.stopTime: the right wall stops")), qPrintable(loaded.error));

    s = richScenario();
    s.segments[0].removeTime = -1.0;
    loaded = scenarioFromJson(scenarioToJson(s).bytes, kName);
    QCOMPARE(loaded.error, QStringLiteral("gas.json: segments[0].removeTime: remove time must be >= 0, got -1"));
}

void TstScenarioJson::seedTravelsExactly_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QByteArray>("written");
    QTest::newRow("0") << quint64(0) << QByteArray("\"seed\": 0,");
    QTest::newRow("2^53") << quint64(9007199254740992ULL) << QByteArray("\"seed\": 9007199254740992,");
    QTest::newRow("2^53+1") << quint64(9007199254740993ULL) << QByteArray("\"seed\": \"9007199254740993\",");
    QTest::newRow("2^64-1") << quint64(18446744073709551615ULL) << QByteArray("\"seed\": \"18446744073709551615\",");
}

void TstScenarioJson::seedTravelsExactly()
{
    QFETCH(quint64, seed);
    QFETCH(QByteArray, written);
    Scenario s;
    s.seed = seed;
    const QByteArray text = scenarioToJson(s).bytes;
    QVERIFY2(text.contains(written), text.constData());
    const LoadResult loaded = scenarioFromJson(text, kName);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QCOMPARE(loaded.scenario->seed, seed);

    // Readers take either form whatever the size, as long as it is exact.
    QJsonObject object = asObject(s);
    object[QStringLiteral("seed")] = QString::number(seed);
    QCOMPARE(loadObject(object).scenario->seed, seed);
    if (seed < (quint64(1) << 62)) {
        object[QStringLiteral("seed")] = qint64(seed);
        QCOMPARE(loadObject(object).scenario->seed, seed);
    }
}

void TstScenarioJson::missingKeysTakeDefaults()
{
    LoadResult loaded = scenarioFromJson(R"({"format": "disklab-scenario", "version": 1})", kName);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(*loaded.scenario == Scenario{});

    loaded = scenarioFromJson(R"({"format": "disklab-scenario", "version": 1,
                                  "box": {"width": 3},
                                  "disks": [{"x": 1, "y": 0.5}]})",
                              kName);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    Scenario expected;
    expected.width = 3.0;
    Disk disk;
    disk.x = 1.0;
    disk.y = 0.5;
    expected.disks = {disk};
    QVERIFY(*loaded.scenario == expected);
    QCOMPARE(loaded.scenario->wall(Side::Right).stopTime, std::numeric_limits<double>::infinity());
}

void TstScenarioJson::everyKnownVersionIsAccepted()
{
    QJsonObject object = asObject(richScenario());
    for (int version = 1; version <= kScenarioFormatVersion; ++version) {
        object[QStringLiteral("version")] = version;
        const LoadResult loaded = loadObject(object);
        QVERIFY2(loaded.ok(), qPrintable(QStringLiteral("version %1: %2").arg(version).arg(loaded.error)));
        QVERIFY(*loaded.scenario == richScenario());
    }
    object[QStringLiteral("version")] = double(kScenarioFormatVersion);  // "1.0" is still one
    QVERIFY(loadObject(object).ok());
}

void TstScenarioJson::badVersionsAreRefused_data()
{
    QTest::addColumn<QJsonValue>("version");
    QTest::addColumn<QString>("expected");
    QTest::newRow("newer") << QJsonValue(kScenarioFormatVersion + 1)
                           << QStringLiteral("gas.json: version: version %1 is newer than this DiskLab can read (up to %2)")
                                  .arg(kScenarioFormatVersion + 1)
                                  .arg(kScenarioFormatVersion);
    QTest::newRow("far newer") << QJsonValue(1000) << QStringLiteral("gas.json: version: version 1000 is newer");
    QTest::newRow("zero") << QJsonValue(0) << QStringLiteral("gas.json: version: version 0 does not exist");
    QTest::newRow("negative") << QJsonValue(-1) << QStringLiteral("gas.json: version: version -1 does not exist");
    QTest::newRow("fraction") << QJsonValue(1.5) << QStringLiteral("gas.json: version: expected a whole number, got 1.5");
    QTest::newRow("string") << QJsonValue(QStringLiteral("1"))
                            << QStringLiteral("gas.json: version: expected a whole number, got the string \"1\"");
    QTest::newRow("null") << QJsonValue(QJsonValue::Null)
                          << QStringLiteral("gas.json: version: expected a whole number, got null");
    QTest::newRow("missing") << QJsonValue(QJsonValue::Undefined) << QStringLiteral("gas.json: version: missing");
}

void TstScenarioJson::badVersionsAreRefused()
{
    QFETCH(QJsonValue, version);
    QFETCH(QString, expected);
    QJsonObject object = asObject(richScenario());
    if (version.isUndefined())
        object.remove(QStringLiteral("version"));
    else
        object[QStringLiteral("version")] = version;
    const LoadResult loaded = loadObject(object);
    QVERIFY(!loaded.ok());
    QVERIFY(!loaded.scenario.has_value());
    QVERIFY2(loaded.error.startsWith(expected), qPrintable(loaded.error));
}

void TstScenarioJson::missingOrWrongFormatIsRefused()
{
    QJsonObject object = asObject(richScenario());
    object.remove(QStringLiteral("format"));
    LoadResult loaded = loadObject(object);
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error.startsWith(QStringLiteral("gas.json: format: missing: not a DiskLab scenario")),
             qPrintable(loaded.error));

    object[QStringLiteral("format")] = QStringLiteral("geojson");
    loaded = loadObject(object);
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error.startsWith(QStringLiteral("gas.json: format: expected \"disklab-scenario\", got the string \"geojson\"")),
             qPrintable(loaded.error));

    loaded = scenarioFromJson("[1, 2, 3]", kName);
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error.startsWith(QStringLiteral("gas.json: not a DiskLab scenario")), qPrintable(loaded.error));
}

void TstScenarioJson::wrongTypesAreNamed_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("disk radius string") << "disks[1].radius" << QJsonValue(QStringLiteral("0.5"))
                                        << "gas.json: disks[1].radius: expected a number, got the string \"0.5\"";
    QTest::newRow("disk x null") << "disks[2].x" << QJsonValue(QJsonValue::Null)
                                 << "gas.json: disks[2].x: expected a number, got null";
    QTest::newRow("disk label number") << "disks[0].label" << QJsonValue(3)
                                       << "gas.json: disks[0].label: expected a string, got a number";
    QTest::newRow("disk colour bad") << "disks[0].colour" << QJsonValue(QStringLiteral("#12345"))
                                     << "gas.json: disks[0].colour: expected \"#rrggbb\"";
    QTest::newRow("disk colour not hex") << "disks[0].colour" << QJsonValue(QStringLiteral("#12345g"))
                                         << "gas.json: disks[0].colour: expected \"#rrggbb\"";
    QTest::newRow("disk colour signed") << "disks[0].colour" << QJsonValue(QStringLiteral("#+12345"))
                                        << "gas.json: disks[0].colour: expected \"#rrggbb\"";
    QTest::newRow("disk colour array") << "disks[0].colour" << QJsonValue(QJsonArray{1, 2, 3})
                                       << "gas.json: disks[0].colour: expected a string, got an array";
    QTest::newRow("disk not object") << "disks[1]" << QJsonValue(7)
                                     << "gas.json: disks[1]: expected an object, got a number";
    QTest::newRow("disks object") << "disks" << QJsonValue(QJsonObject{})
                                  << "gas.json: disks: expected an array, got an object";
    QTest::newRow("title number") << "title" << QJsonValue(1) << "gas.json: title: expected a string, got a number";
    QTest::newRow("box string") << "box" << QJsonValue(QStringLiteral("1x1"))
                                << "gas.json: box: expected an object, got the string \"1x1\"";
    QTest::newRow("box width bool") << "box.width" << QJsonValue(true)
                                    << "gas.json: box.width: expected a number, got true";
    QTest::newRow("boundary unknown") << "boundary" << QJsonValue(QStringLiteral("torus"))
                                      << "gas.json: boundary: expected \"walls\" or \"periodic\", got \"torus\"";
    QTest::newRow("boundary number") << "boundary" << QJsonValue(0)
                                     << "gas.json: boundary: expected a string, got a number";
    QTest::newRow("wall velocity bool") << "walls.left.velocity" << QJsonValue(false)
                                        << "gas.json: walls.left.velocity: expected a number, got false";
    QTest::newRow("wall stopTime string") << "walls.right.stopTime" << QJsonValue(QStringLiteral("inf"))
                                          << "gas.json: walls.right.stopTime: expected a number, got the string \"inf\"";
    QTest::newRow("wall not object") << "walls.top" << QJsonValue(1)
                                     << "gas.json: walls.top: expected an object, got a number";
    QTest::newRow("gravity array") << "gravity" << QJsonValue(QJsonArray{0, -1})
                                   << "gas.json: gravity: expected an object, got an array";
    QTest::newRow("gravity y string") << "gravity.y" << QJsonValue(QStringLiteral("-g"))
                                      << "gas.json: gravity.y: expected a number, got the string \"-g\"";
    QTest::newRow("engine dt null") << "engine.dt" << QJsonValue(QJsonValue::Null)
                                    << "gas.json: engine.dt: expected a number, got null";
    QTest::newRow("engine name number") << "engine.engine" << QJsonValue(1)
                                        << "gas.json: engine.engine: expected a string, got a number";
    QTest::newRow("seed negative") << "seed" << QJsonValue(-1) << "gas.json: seed: expected a whole number >= 0, got -1";
    QTest::newRow("seed fraction") << "seed" << QJsonValue(2.5) << "gas.json: seed: expected a whole number >= 0, got 2.5";
    QTest::newRow("seed huge number") << "seed" << QJsonValue(1e19)
                                      << "gas.json: seed: 10000000000000000000 is too large to be exact as a JSON number";
    QTest::newRow("seed junk string") << "seed" << QJsonValue(QStringLiteral("12abc"))
                                      << "gas.json: seed: expected a whole number from 0 to 18446744073709551615";
    QTest::newRow("seed too big string") << "seed" << QJsonValue(QStringLiteral("18446744073709551616"))
                                         << "gas.json: seed: expected a whole number from 0 to 18446744073709551615";
    QTest::newRow("seed bool") << "seed" << QJsonValue(true)
                               << "gas.json: seed: expected a number or a string of digits, got true";
}

void TstScenarioJson::wrongTypesAreNamed()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    // Replace the member at a dotted path with an optional [index] on the first part.
    const QJsonObject original = asObject(richScenario());
    std::function<QJsonValue(QJsonValue, QStringList)> replace = [&](QJsonValue node, QStringList parts) -> QJsonValue {
        if (parts.isEmpty())
            return value;
        QString part = parts.takeFirst();
        int index = -1;
        if (part.endsWith(']')) {
            index = part.mid(part.indexOf('[') + 1).chopped(1).toInt();
            part = part.left(part.indexOf('['));
        }
        QJsonObject object = node.toObject();
        if (index < 0) {
            object[part] = replace(object.value(part), parts);
        } else {
            QJsonArray array = object.value(part).toArray();
            array[index] = replace(array.at(index), parts);
            object[part] = array;
        }
        return object;
    };
    const QJsonObject broken = replace(original, path.split('.')).toObject();
    const LoadResult loaded = loadObject(broken);
    QVERIFY(!loaded.ok());
    QVERIFY(!loaded.scenario.has_value());
    QVERIFY2(loaded.error.startsWith(expected), qPrintable(loaded.error));
}

void TstScenarioJson::syntaxErrorNamesLine()
{
    const LoadResult loaded = scenarioFromJson("{\n  \"format\": \"disklab-scenario\",\n  \"version\": 1,,\n}", kName);
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error.startsWith(QStringLiteral("gas.json:3: not valid JSON (column 17")), qPrintable(loaded.error));
    QVERIFY(!scenarioFromJson("", kName).ok());
    QVERIFY(!scenarioFromJson("{\"format\": \"disklab-scenario\", \"version\": 1, \"disks\": [{\"x\": 1e999}]}", kName).ok());
}

void TstScenarioJson::validationProblemsNameFieldPaths()
{
    Scenario s = richScenario();
    s.disks[2].radius = -0.02;
    LoadResult loaded = scenarioFromJson(scenarioToJson(s).bytes, kName);
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error, QStringLiteral("gas.json: disks[2].radius: radius must be positive, got -0.02"));

    s = richScenario();
    s.disks[1].x = -5.0;
    loaded = scenarioFromJson(scenarioToJson(s).bytes, kName);
    QVERIFY2(loaded.error.startsWith(QStringLiteral("gas.json: disks[1].x: disk at (-5, 0.1)")), qPrintable(loaded.error));

    s = richScenario();
    s.width = -1.0;
    loaded = scenarioFromJson(scenarioToJson(s).bytes, kName);
    QVERIFY2(loaded.error.contains(QStringLiteral("gas.json: box.width: box width must be a positive number, got -1")),
             qPrintable(loaded.error));

    s = richScenario();
    QJsonObject object = asObject(s);
    QJsonObject engine = object[QStringLiteral("engine")].toObject();
    engine[QStringLiteral("broadphase")] = QStringLiteral("octree");
    object[QStringLiteral("engine")] = engine;
    loaded = loadObject(object);
    QVERIFY2(loaded.error.startsWith(QStringLiteral("gas.json: engine.broadphase: ")), qPrintable(loaded.error));
}

void TstScenarioJson::manyProblemsShowFirstFewAndCount()
{
    Scenario s;
    for (int i = 0; i < 8; ++i)
        s.disks.push_back(makeDisk(0.1 + 0.1 * i, 0.5, 0.01));
    for (int i = 0; i < 8; ++i)
        s.disks[i].mass = -1.0;
    const LoadResult loaded = scenarioFromJson(scenarioToJson(s).bytes, kName);
    QVERIFY(!loaded.ok());
    const QStringList lines = loaded.error.split('\n');
    QCOMPARE(lines.size(), 6);
    QCOMPARE(lines[0], QStringLiteral("gas.json: disks[0].mass: mass must be positive, got -1"));
    QCOMPARE(lines[4], QStringLiteral("gas.json: disks[4].mass: mass must be positive, got -1"));
    QCOMPARE(lines[5], QStringLiteral("... and 3 more problems"));

    // Validation stops counting at its limit, and the message says so.
    for (int i = 0; i < 30; ++i)
        s.disks.push_back(makeDisk(0.5, 0.5, -1.0));
    const LoadResult many = scenarioFromJson(scenarioToJson(s).bytes, kName);
    QVERIFY2(many.error.endsWith(QStringLiteral("... and at least 15 more problems")), qPrintable(many.error));
}

void TstScenarioJson::overlapNamesBothDisks()
{
    Scenario s;
    s.disks = {makeDisk(0.2, 0.2, 0.05), makeDisk(0.5, 0.5, 0.1), makeDisk(0.55, 0.5, 0.1)};
    const LoadResult loaded = scenarioFromJson(scenarioToJson(s).bytes, kName);
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error.startsWith(QStringLiteral("gas.json: disks[1]: overlaps disks[2]: centres 0.05")),
             qPrintable(loaded.error));
}

void TstScenarioJson::allowOverlapsLoads()
{
    Scenario s;
    s.disks = {makeDisk(0.5, 0.5, 0.1), makeDisk(0.55, 0.5, 0.1)};
    LoadOptions options;
    options.validation.allowOverlaps = true;
    const LoadResult loaded = scenarioFromJson(scenarioToJson(s).bytes, kName, options);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(*loaded.scenario == s);
}

void TstScenarioJson::unknownKeysWarnOnce()
{
    QJsonObject object = asObject(richScenario());
    object[QStringLiteral("colour")] = 1;
    QJsonArray disks = object.value(QStringLiteral("disks")).toArray();
    for (int i = 1; i < 3; ++i) {
        QJsonObject disk = disks[i].toObject();
        disk[QStringLiteral("raduis")] = 0.1;
        disks[i] = disk;
    }
    object[QStringLiteral("disks")] = disks;
    const LoadResult loaded = loadObject(object);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QCOMPARE(loaded.warnings,
             QStringList({QStringLiteral("gas.json: disks[1].raduis: unknown key, ignored (also in 1 other disk)"),
                          QStringLiteral("gas.json: colour: unknown key, ignored")}));
}

void TstScenarioJson::nonFiniteNumbersAreNotWritten()
{
    Scenario s = richScenario();
    s.disks[2].vy = std::numeric_limits<double>::quiet_NaN();
    SaveResult saved = scenarioToJson(s);
    QVERIFY(!saved.ok());
    QCOMPARE(saved.error, QStringLiteral("disks[2].vy is NaN, which JSON cannot hold"));
    QVERIFY(saved.bytes.isEmpty());

    s = richScenario();
    s.wall(Side::Bottom).stopTime = -std::numeric_limits<double>::infinity();
    QCOMPARE(scenarioToJson(s).error, QStringLiteral("walls.bottom.stopTime is infinite, which JSON cannot hold"));
}

void TstScenarioJson::saveAndLoadFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("gas.json"));
    QVERIFY(writeAll(path, "old contents"));
    const SaveResult saved = saveScenarioJson(path, richScenario());
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    QVERIFY(saved.bytes.isEmpty());
    QCOMPARE(readAll(path), scenarioToJson(richScenario()).bytes);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("gas.json")});
    const LoadResult loaded = loadScenarioJson(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(bitIdentical(*loaded.scenario, richScenario()));
}

void TstScenarioJson::saveOntoDirectoryFails()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("taken.json"));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("taken.json")));
    QVERIFY(writeAll(path + QStringLiteral("/inside.txt"), "keep me"));
    const SaveResult saved = saveScenarioJson(path, richScenario());
    QVERIFY(!saved.ok());
    QVERIFY2(saved.error.startsWith(QStringLiteral("taken.json: cannot save: ")), qPrintable(saved.error));
    QVERIFY(QFileInfo(path).isDir());
    QCOMPARE(readAll(path + QStringLiteral("/inside.txt")), QByteArray("keep me"));
    QVERIFY(!loadScenarioJson(path).ok());
}

void TstScenarioJson::saveIntoReadOnlyDirectoryLeavesOldFile()
{
    if (::geteuid() == 0)
        QSKIP("root may write into read-only directories");
    QTemporaryDir dir;
    const QString sub = dir.filePath(QStringLiteral("locked"));
    QVERIFY(QDir().mkdir(sub));
    const QString path = sub + QStringLiteral("/gas.json");
    QVERIFY(writeAll(path, "old contents"));
    QVERIFY(QFile::setPermissions(sub, QFile::ReadOwner | QFile::ExeOwner));
    const SaveResult saved = saveScenarioJson(path, richScenario());
    QFile::setPermissions(sub, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QVERIFY(!saved.ok());
    QVERIFY2(saved.error.startsWith(QStringLiteral("gas.json: cannot save: ")), qPrintable(saved.error));
    QCOMPARE(readAll(path), QByteArray("old contents"));
    QCOMPARE(QDir(sub).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("gas.json")});
}

void TstScenarioJson::refusedSaveLeavesOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("gas.json"));
    QVERIFY(writeAll(path, "old contents"));
    Scenario s = richScenario();
    s.disks[0].x = std::numeric_limits<double>::infinity();
    const SaveResult saved = saveScenarioJson(path, s);
    QVERIFY(!saved.ok());
    QCOMPARE(saved.error, QStringLiteral("gas.json: cannot save: disks[0].x is infinite, which JSON cannot hold"));
    QCOMPARE(readAll(path), QByteArray("old contents"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("gas.json")});
}

void TstScenarioJson::loadMissingFileNamesIt()
{
    QTemporaryDir dir;
    const LoadResult loaded = loadScenarioJson(dir.filePath(QStringLiteral("absent.json")));
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error.startsWith(QStringLiteral("absent.json: cannot read: ")), qPrintable(loaded.error));
}

QTEST_APPLESS_MAIN(TstScenarioJson)
#include "tst_scenario_json.moc"
