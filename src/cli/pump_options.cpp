#include "pump_options.h"

#include <cmath>

namespace disklab::cli {

QList<QCommandLineOption> pumpOptions()
{
    return {
        {"pump", "Pump N disks into the box from t = 0, one at a time through an opening in a wall, each once "
                 "its spot is free (like the first disk; the event-driven engine).", "N"},
        {"pump-temperature", "kT of the gas the pump brings in (default: the gas's own, 1 in an empty box).", "T"},
        {"pump-side", "The wall the pump's opening is in, at its middle: left (default), right, bottom or top.", "SIDE"},
        {"pump-interval", "Time between the pump's entries, or tries while the spot is taken (default: the time a "
                          "disk at the thermal speed takes to move one diameter).", "DT"},
    };
}

std::optional<LabControl> parsePumpOptions(const QCommandLineParser& parser, QString& error)
{
    const bool any = parser.isSet("pump-temperature") || parser.isSet("pump-side") || parser.isSet("pump-interval");
    if (!parser.isSet("pump")) {
        if (any)
            error = "--pump-temperature, --pump-side and --pump-interval go with --pump N";
        return std::nullopt;
    }
    LabControl request = LabControl::pump(0, Side::Left, std::nullopt);
    bool ok = false;
    const int count = parser.value("pump").toInt(&ok);
    if (!ok || count < 1 || count > 1000000) {
        error = QString("--pump: expected a whole number of disks from 1 to 1000000, got '%1'").arg(parser.value("pump"));
        return std::nullopt;
    }
    request.count = count;
    if (parser.isSet("pump-temperature")) {
        const double t = parser.value("pump-temperature").toDouble(&ok);
        if (!ok || !std::isfinite(t) || t <= 0.0) {
            error = QString("--pump-temperature: expected kT > 0, got '%1'").arg(parser.value("pump-temperature"));
            return std::nullopt;
        }
        request.temperature = t;
    }
    if (parser.isSet("pump-interval")) {
        request.interval = parser.value("pump-interval").toDouble(&ok);
        if (!ok || !std::isfinite(request.interval) || request.interval <= 0.0) {
            error = QString("--pump-interval: expected a time > 0, got '%1'").arg(parser.value("pump-interval"));
            return std::nullopt;
        }
    }
    if (!parser.isSet("pump-side"))
        return request;
    const std::optional<Side> side = parseSide(parser.value("pump-side").toStdString());
    if (!side) {
        error = QString("--pump-side: expected left, right, bottom or top, got '%1'").arg(parser.value("pump-side"));
        return std::nullopt;
    }
    request.side = *side;
    return request;
}

} // namespace disklab::cli
