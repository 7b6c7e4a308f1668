// scenarioFromJson: the reading half of scenario_json.h.
#include "io/json_fields.h"
#include "io/problem_report.h"
#include "io/scenario_aggregation_json.h"
#include "io/scenario_pump_json.h"
#include "io/scenario_random_json.h"
#include "io/scenario_forces_json.h"
#include "io/scenario_json.h"
#include "io/scenario_translations_json.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace disklab {
namespace {

std::pair<int, int> lineAndColumn(const QByteArray& text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    const QByteArray before = text.left(offset);
    const int line = static_cast<int>(before.count('\n')) + 1;
    const int column = static_cast<int>(offset - (before.lastIndexOf('\n') + 1)) + 1;
    return {line, column};
}

bool isWholeNumber(double value) { return std::isfinite(value) && value == std::floor(value); }

/// Checks "format" and "version" before anything else: a file of another kind or of a newer
/// version may use the other keys differently, so reading on would only produce noise.
bool readHeader(const QJsonObject& top, JsonFields& fields)
{
    const QJsonValue format = top.value(QLatin1String("format"));
    if (format.isUndefined()) {
        fields.reportError("format", QStringLiteral("missing: not a DiskLab scenario (expected \"format\": \"%1\")")
                                         .arg(QLatin1String(kScenarioFormatName)));
        return false;
    }
    if (format.toString() != QLatin1String(kScenarioFormatName)) {
        fields.reportError("format", QStringLiteral("expected \"%1\", got %2: not a DiskLab scenario")
                                         .arg(QLatin1String(kScenarioFormatName), jsonTypeName(format)));
        return false;
    }
    const QJsonValue version = top.value(QLatin1String("version"));
    if (version.isUndefined()) {
        fields.reportError("version", QStringLiteral("missing: the file must say which version of the "
                                                     "format it uses (this DiskLab reads 1 to %1)")
                                          .arg(kScenarioFormatVersion));
        return false;
    }
    if (!version.isDouble() || !isWholeNumber(version.toDouble())) {
        fields.reportError("version", QStringLiteral("expected a whole number, got %1")
                                          .arg(version.isDouble() ? QString::number(version.toDouble(), 'g', 17)
                                                                  : jsonTypeName(version)));
        return false;
    }
    const double number = version.toDouble();
    if (number > kScenarioFormatVersion) {
        fields.reportError("version", QStringLiteral("version %1 is newer than this DiskLab can read (up to %2); "
                                                     "open the file with a newer DiskLab")
                                          .arg(QString::number(number, 'g', 17))
                                          .arg(kScenarioFormatVersion));
        return false;
    }
    if (number < 1) {
        fields.reportError("version", QStringLiteral("version %1 does not exist; versions start at 1")
                                          .arg(QString::number(number, 'g', 17)));
        return false;
    }
    return true;
}

void warnUnknownKeys(const JsonFields& fields, std::initializer_list<const char*> known, const QString& file,
                     QStringList& warnings)
{
    for (const QString& key : fields.unknownKeys(known)) {
        const QString path = fields.pathOf(key);
        warnings.append(LoadError{file, 0, path, QStringLiteral("unknown key, ignored")}.toString());
    }
}

void readSeed(const QJsonObject& top, JsonFields& fields, std::uint64_t& seed)
{
    const QJsonValue value = top.value(QLatin1String("seed"));
    if (value.isUndefined())
        return;
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (!isWholeNumber(number) || number < 0)
            fields.reportError("seed", QStringLiteral("expected a whole number >= 0, got %1").arg(number, 0, 'g', 17));
        else if (number >= 9223372036854775808.0)  // 2^63: beyond it JSON numbers reach us as doubles
            fields.reportError("seed", QStringLiteral("%1 is too large to be exact as a JSON number; "
                                                      "write large seeds as a string, e.g. \"%2\"")
                                           .arg(number, 0, 'f', 0)
                                           .arg(UINT64_MAX));
        else
            seed = static_cast<std::uint64_t>(value.toInteger());
        return;
    }
    if (value.isString()) {
        const QByteArray text = value.toString().toUtf8();
        std::uint64_t parsed = 0;
        const char* end = text.constData() + text.size();
        const auto [stop, error] = std::from_chars(text.constData(), end, parsed);
        if (text.isEmpty() || error != std::errc{} || stop != end)
            fields.reportError("seed", QStringLiteral("expected a whole number from 0 to %1, got %2")
                                           .arg(UINT64_MAX)
                                           .arg(jsonTypeName(value)));
        else
            seed = parsed;
        return;
    }
    fields.reportError("seed", QStringLiteral("expected a number or a string of digits, got %1").arg(jsonTypeName(value)));
}

void readBox(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report, QStringList& warnings)
{
    if (auto box = top.readObject("box")) {
        JsonFields fields(*box, QStringLiteral("box"), file, report);
        fields.readNumber("width", scenario.width);
        fields.readNumber("height", scenario.height);
        warnUnknownKeys(fields, {"width", "height"}, file, warnings);
    }
    std::string boundary;
    if (top.has("boundary") && top.readString("boundary", boundary)) {
        if (boundary == "walls")
            scenario.boundary = Boundary::Walls;
        else if (boundary == "periodic")
            scenario.boundary = Boundary::Periodic;
        else
            top.reportError("boundary", QStringLiteral("expected \"walls\" or \"periodic\", got \"%1\"")
                                            .arg(QString::fromStdString(boundary)));
    }
}

void readWalls(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report, QStringList& warnings)
{
    auto walls = top.readObject("walls");
    if (!walls)
        return;
    JsonFields wallFields(*walls, QStringLiteral("walls"), file, report);
    for (Side side : kAllSides) {
        auto wall = wallFields.readObject(sideName(side));
        if (!wall)
            continue;
        JsonFields fields(*wall, wallFields.pathOf(QLatin1String(sideName(side))), file, report);
        fields.readNumber("velocity", scenario.wall(side).velocity);
        fields.readNumber("stopTime", scenario.wall(side).stopTime);
        fields.readNumber("temperature", scenario.wall(side).temperature);
        fields.readNumber("mass", scenario.wall(side).mass);
        fields.readNumber("pressure", scenario.wall(side).pressure);
        double limit = 0.0;
        if (fields.has("limit") && fields.readNumber("limit", limit))
            scenario.wall(side).limit = limit;
        fields.readBool("held", scenario.wall(side).held);
        warnUnknownKeys(fields, {"velocity", "stopTime", "temperature", "mass", "pressure", "limit", "held"}, file,
                        warnings);
    }
    warnUnknownKeys(wallFields, {"left", "right", "bottom", "top"}, file, warnings);
}

void readSegments(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report,
                  QStringList& warnings)
{
    auto segments = top.readArray("segments");
    if (!segments)
        return;
    scenario.segments.resize(static_cast<std::size_t>(segments->size()));
    for (qsizetype k = 0; k < segments->size(); ++k) {
        const QString path = QStringLiteral("segments[%1]").arg(k);
        const QJsonValue value = segments->at(k);
        if (!value.isObject()) {
            report.add({file, 0, path, QStringLiteral("expected an object, got %1").arg(jsonTypeName(value))});
            continue;
        }
        const QJsonObject object = value.toObject();
        JsonFields fields(object, path, file, report);
        SegmentWall& segment = scenario.segments[static_cast<std::size_t>(k)];
        fields.readNumber("x0", segment.x0);
        fields.readNumber("y0", segment.y0);
        fields.readNumber("x1", segment.x1);
        fields.readNumber("y1", segment.y1);
        fields.readNumber("removeTime", segment.removeTime);
        fields.readString("name", segment.name);
        warnUnknownKeys(fields, {"x0", "y0", "x1", "y1", "removeTime", "name"}, file, warnings);
    }
}

void readForcesAndEngine(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report,
                         QStringList& warnings)
{
    if (auto gravity = top.readObject("gravity")) {
        JsonFields fields(*gravity, QStringLiteral("gravity"), file, report);
        fields.readNumber("x", scenario.gravityX);
        fields.readNumber("y", scenario.gravityY);
        warnUnknownKeys(fields, {"x", "y"}, file, warnings);
    }
    if (auto engine = top.readObject("engine")) {
        JsonFields fields(*engine, QStringLiteral("engine"), file, report);
        EngineConfig& config = scenario.engine;
        readChoiceName(fields, "engine", config.kind, parseEngineKind,
                       "engine must be \"event\", \"time\" or \"force\"");
        fields.readNumber("dt", config.dt);
        readChoiceName(fields, "broadphase", config.broadphase, parseBroadphase,
                       "broad phase must be naive, grid, quadtree or swept");
        readChoiceName(fields, "response", config.response, parseResponse, "response must be naive or rollback");
        readChoiceName(fields, "forceMethod", config.forceMethod, parseForceMethod,
                       "force method must be direct or barnes-hut");
        fields.readNumber("theta", config.theta);
        warnUnknownKeys(fields, {"engine", "dt", "broadphase", "response", "forceMethod", "theta"}, file, warnings);
    }
}

int hexDigitValue(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= u'0' && u <= u'9')
        return u - u'0';
    if (u >= u'a' && u <= u'f')
        return u - u'a' + 10;
    if (u >= u'A' && u <= u'F')
        return u - u'A' + 10;
    return -1;
}

std::optional<Colour> parseColour(const QString& text)
{
    // Checked digit by digit: QString::toUInt would also take a sign or spaces.
    if (text.size() != 7 || text[0] != QLatin1Char('#'))
        return std::nullopt;
    std::uint32_t rgb = 0;
    for (qsizetype i = 1; i < text.size(); ++i) {
        const int digit = hexDigitValue(text[i]);
        if (digit < 0)
            return std::nullopt;
        rgb = rgb << 4 | static_cast<std::uint32_t>(digit);
    }
    return Colour{static_cast<std::uint8_t>(rgb >> 16), static_cast<std::uint8_t>(rgb >> 8),
                  static_cast<std::uint8_t>(rgb)};
}

/// Unknown keys in disks are reported once per key name, not once per disk.
struct UnknownDiskKey {
    QString firstPath;
    int count = 0;
};

void readDisk(const QJsonObject& object, const QString& path, Disk& disk, const QString& file, ProblemReport& report,
              QHash<QString, UnknownDiskKey>& unknown, QStringList& unknownOrder)
{
    JsonFields fields(object, path, file, report);
    fields.readNumber("x", disk.x);
    fields.readNumber("y", disk.y);
    fields.readNumber("vx", disk.vx);
    fields.readNumber("vy", disk.vy);
    fields.readNumber("radius", disk.radius);
    fields.readNumber("mass", disk.mass);
    std::string colour;
    if (fields.has("colour") && fields.readString("colour", colour)) {
        const QString text = QString::fromStdString(colour);
        if (auto parsed = parseColour(text))
            disk.colour = *parsed;
        else
            fields.reportError("colour", QStringLiteral("expected \"#rrggbb\" (hexadecimal red, green, blue), got \"%1\"")
                                             .arg(text.left(32)));
    }
    fields.readString("label", disk.label);
    fields.readNumber("charge", disk.charge);
    for (const QString& key : fields.unknownKeys({"x", "y", "vx", "vy", "radius", "mass", "colour", "label", "charge"})) {
        UnknownDiskKey& entry = unknown[key];
        if (entry.count++ == 0) {
            entry.firstPath = fields.pathOf(key);
            unknownOrder.append(key);
        }
    }
}

void readDisks(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report, QStringList& warnings)
{
    auto disks = top.readArray("disks");
    if (!disks)
        return;
    scenario.disks.resize(static_cast<std::size_t>(disks->size()));
    QHash<QString, UnknownDiskKey> unknown;
    QStringList unknownOrder;
    for (qsizetype i = 0; i < disks->size(); ++i) {
        const QString path = QStringLiteral("disks[%1]").arg(i);
        const QJsonValue value = disks->at(i);
        if (!value.isObject()) {
            report.add({file, 0, path, QStringLiteral("expected an object, got %1").arg(jsonTypeName(value))});
            continue;
        }
        readDisk(value.toObject(), path, scenario.disks[static_cast<std::size_t>(i)], file, report, unknown,
                 unknownOrder);
    }
    for (const QString& key : unknownOrder) {
        const UnknownDiskKey& entry = unknown[key];
        QString message = QStringLiteral("unknown key, ignored");
        if (entry.count > 1)
            message += QStringLiteral(" (also in %1 other disk%2)").arg(entry.count - 1).arg(entry.count > 2 ? QStringLiteral("s") : QString());
        warnings.append(LoadError{file, 0, entry.firstPath, message}.toString());
    }
}

LoadError locateProblem(const QString& file, const ScenarioProblem& problem)
{
    const QString field = QString::fromStdString(problem.field);
    const QString message = QString::fromStdString(problem.message);
    if (problem.disk < 0) {
        // Core names box fields as the Scenario members; the file nests them under "box".
        const bool boxField = field == QLatin1String("width") || field == QLatin1String("height");
        return {file, 0, boxField ? QStringLiteral("box.") + field : field, message};
    }
    const QString disk = QStringLiteral("disks[%1]").arg(problem.disk);
    if (problem.otherDisk >= 0)
        return {file, 0, disk,
                QStringLiteral("overlaps disks[%1]: %2").arg(problem.otherDisk).arg(overlapDetails(problem))};
    return {file, 0, field.isEmpty() ? disk : disk + QLatin1Char('.') + field, message};
}

} // namespace

LoadResult scenarioFromJson(const QByteArray& json, const QString& sourceName, const LoadOptions& options)
{
    ProblemReport report;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(json, parseError.offset);
        report.add({sourceName, line, {},
                    QStringLiteral("not valid JSON (column %1): %2").arg(column).arg(parseError.errorString())});
        return report.failure();
    }
    if (!document.isObject()) {
        report.add({sourceName, 0, {}, QStringLiteral("not a DiskLab scenario: the file holds a JSON array, "
                                                      "expected an object with \"format\": \"%1\"")
                                           .arg(QLatin1String(kScenarioFormatName))});
        return report.failure();
    }
    const QJsonObject topObject = document.object();
    JsonFields top(topObject, QString(), sourceName, report);
    if (!readHeader(topObject, top))
        return report.failure();

    Scenario scenario;
    QStringList warnings;
    top.readString("title", scenario.title);
    top.readString("description", scenario.description);
    readTranslations(top, scenario, sourceName, report, warnings);
    readBox(top, scenario, sourceName, report, warnings);
    readWalls(top, scenario, sourceName, report, warnings);
    readSegments(top, scenario, sourceName, report, warnings);
    readForcesAndEngine(top, scenario, sourceName, report, warnings);
    readForceField(top, scenario, sourceName, report, warnings);
    readAggregation(top, scenario, sourceName, report, warnings);
    readPump(top, scenario, sourceName, report, warnings);
    readSeed(topObject, top, scenario.seed);
    readRandomStreams(top, scenario, sourceName, report, warnings);
    readDisks(top, scenario, sourceName, report, warnings);
    warnUnknownKeys(top,
                    {"format", "version", "title", "description", "translations", "box", "boundary", "walls", "segments",
                     "forces", "gravity", "seed", "random_streams", "engine", "aggregation", "pump", "disks"},
                    sourceName, warnings);
    if (!report.isEmpty())
        return report.failure(warnings);

    if (options.validate)
        report.addValidationProblems(scenario, options.validation,
                                     [&](const ScenarioProblem& problem) { return locateProblem(sourceName, problem); });
    if (!report.isEmpty())
        return report.failure(warnings);
    return {std::move(scenario), {}, warnings};
}

} // namespace disklab
