// The writing half of scenario_json.h, and the file wrappers.
//
// The writer lays the text out by hand instead of using QJsonDocument: QJsonObject sorts keys
// alphabetically, which would put "format" and "title" after a disk array of thousands of
// lines, and its indented mode spends ten lines on every disk. Here the header comes first and
// each disk is one line. Numbers use the shortest exact form (std::to_chars), so every finite
// double reads back bit-identical.
#include "io/file_bytes.h"
#include "io/json_text.h"
#include "io/number_text.h"
#include "io/scenario_aggregation_json.h"
#include "io/scenario_pump_json.h"
#include "io/scenario_random_json.h"
#include "io/scenario_forces_json.h"
#include "io/scenario_json.h"
#include "io/scenario_numbers.h"
#include "io/scenario_translations_json.h"

#include <cstdint>
#include <limits>
#include <string>

namespace disklab {
namespace {

QByteArray member(const char* key, const QByteArray& value)
{
    return QByteArray("\"") + key + "\": " + value;
}

QByteArray colourText(const Colour& colour)
{
    const uint rgb = (uint(colour.r) << 16) | (uint(colour.g) << 8) | uint(colour.b);
    return '"' + ('#' + QByteArray::number(rgb, 16).rightJustified(6, '0')) + '"';
}

QByteArray seedText(std::uint64_t seed)
{
    // Beyond 2^53 many JSON readers (JavaScript, Python's json with floats) would round the
    // number, so large seeds travel as strings.
    constexpr std::uint64_t exactLimit = std::uint64_t{1} << 53;
    const QByteArray digits = QByteArray::number(static_cast<qulonglong>(seed));
    return seed <= exactLimit ? digits : '"' + digits + '"';
}

bool wallsAreDefault(const Scenario& scenario)
{
    for (Side side : kAllSides) {
        if (!(scenario.wall(side) == BoxWall{}))
            return false;
    }
    return true;
}

QByteArray wallsText(const Scenario& scenario)
{
    QByteArrayList sides;
    for (Side side : kAllSides) {
        const BoxWall& wall = scenario.wall(side);
        QByteArray text = "{" + member("velocity", shortestNumber(wall.velocity));
        // An infinite stop time ("never stops") has no JSON form; absence means it.
        if (wall.stopTime != std::numeric_limits<double>::infinity())
            text += ", " + member("stopTime", shortestNumber(wall.stopTime));
        // Absent means elastic, so a file without thermal walls is written as before.
        if (wall.temperature != 0.0)
            text += ", " + member("temperature", shortestNumber(wall.temperature));
        // Absent means not a free piston, so files without one are written as before.
        if (wall.isFreePiston()) {
            text += ", " + member("mass", shortestNumber(wall.mass)) + ", " + member("pressure", shortestNumber(wall.pressure));
            if (wall.limit)
                text += ", " + member("limit", shortestNumber(*wall.limit));
            if (wall.held)
                text += ", " + member("held", "true");
        }
        sides.append("        " + member(sideName(side), text + "}"));
    }
    return "{\n" + sides.join(",\n") + "\n    }";
}

QByteArray segmentText(const SegmentWall& segment)
{
    QByteArray text = "{" + member("x0", shortestNumber(segment.x0)) + ", " + member("y0", shortestNumber(segment.y0))
                      + ", " + member("x1", shortestNumber(segment.x1)) + ", "
                      + member("y1", shortestNumber(segment.y1));
    // As for walls: an infinite remove time ("stays for ever") has no JSON form; absence means it.
    if (segment.removeTime != std::numeric_limits<double>::infinity())
        text += ", " + member("removeTime", shortestNumber(segment.removeTime));
    if (!segment.name.empty())
        text += ", " + member("name", jsonString(segment.name));
    return text + "}";
}

QByteArray diskText(const Disk& disk)
{
    QByteArray text = "{" + member("x", shortestNumber(disk.x)) + ", " + member("y", shortestNumber(disk.y)) + ", "
                      + member("vx", shortestNumber(disk.vx)) + ", " + member("vy", shortestNumber(disk.vy)) + ", "
                      + member("radius", shortestNumber(disk.radius)) + ", "
                      + member("mass", shortestNumber(disk.mass)) + ", " + member("colour", colourText(disk.colour));
    if (!disk.label.empty())
        text += ", " + member("label", jsonString(disk.label));
    if (disk.charge != 0.0)
        text += ", " + member("charge", shortestNumber(disk.charge));
    return text + "}";
}

} // namespace

SaveResult scenarioToJson(const Scenario& scenario)
{
    SaveResult result;
    if (auto problem = findNonFiniteNumber(scenario)) {
        result.error = *problem + QStringLiteral(", which JSON cannot hold");
        return result;
    }
    QByteArrayList members;
    members.append(member("format", jsonString(kScenarioFormatName)));
    members.append(member("version", QByteArray::number(kScenarioFormatVersion)));
    members.append(member("title", jsonString(scenario.title)));
    members.append(member("description", jsonString(scenario.description)));
    if (!scenario.translations.empty())
        members.append(member("translations", translationsText(scenario)));
    members.append(member("box", "{" + member("width", shortestNumber(scenario.width)) + ", "
                                     + member("height", shortestNumber(scenario.height)) + "}"));
    members.append(member("boundary", scenario.boundary == Boundary::Periodic ? "\"periodic\"" : "\"walls\""));
    if (!wallsAreDefault(scenario))
        members.append(member("walls", wallsText(scenario)));
    if (!scenario.segments.empty()) {
        QByteArrayList segments;
        for (const SegmentWall& segment : scenario.segments)
            segments.append("        " + segmentText(segment));
        members.append(member("segments", "[\n" + segments.join(",\n") + "\n    ]"));
    }
    if (const QByteArray forces = forceFieldText(scenario); !forces.isEmpty())
        members.append(member("forces", forces));
    members.append(member("gravity", "{" + member("x", shortestNumber(scenario.gravityX)) + ", "
                                         + member("y", shortestNumber(scenario.gravityY)) + "}"));
    members.append(member("seed", seedText(scenario.seed)));
    if (!scenario.randomStreams.empty())
        members.append(member("random_streams", randomStreamsText(scenario.randomStreams)));
    // The response and the force method are written only when not the default, so files that
    // never chose one stay as they were.
    const EngineConfig& engine = scenario.engine;
    const EngineConfig defaults;
    QByteArray response = engine.response == defaults.response
                              ? QByteArray()
                              : ", " + member("response", jsonString(responseName(engine.response)));
    if (engine.forceMethod != defaults.forceMethod || engine.theta != defaults.theta)
        response += ", " + member("forceMethod", jsonString(forceMethodName(engine.forceMethod))) + ", "
                    + member("theta", shortestNumber(engine.theta));
    members.append(member("engine", "{" + member("engine", jsonString(engineKindName(engine.kind))) + ", "
                                        + member("dt", shortestNumber(engine.dt)) + ", "
                                        + member("broadphase", jsonString(broadphaseName(engine.broadphase)))
                                        + response + "}"));
    if (scenario.aggregation)
        members.append(member("aggregation", aggregationText(*scenario.aggregation)));
    if (scenario.pump)
        members.append(member("pump", pumpText(*scenario.pump)));
    QByteArray disks = "[";
    for (std::size_t i = 0; i < scenario.disks.size(); ++i)
        disks += (i == 0 ? "\n        " : ",\n        ") + diskText(scenario.disks[i]);
    disks += scenario.disks.empty() ? "]" : "\n    ]";
    members.append(member("disks", disks));

    result.bytes = "{\n    " + members.join(",\n    ") + "\n}\n";
    return result;
}

LoadResult loadScenarioJson(const QString& path, const LoadOptions& options)
{
    return loadFileWith(path, [&](const QByteArray& bytes, const QString& name) { return scenarioFromJson(bytes, name, options); });
}

SaveResult saveScenarioJson(const QString& path, const Scenario& scenario)
{
    return saveFileWith(path, [&] { return scenarioToJson(scenario); });
}

} // namespace disklab
