#include "hand_options.h"

#include <cmath>

namespace disklab::cli {
namespace {

/// A twentieth of the thermal speed at kT = 1 and unit mass: slow enough that a gas crossed by
/// sound many times over while the piston moves stays close to equilibrium.
constexpr double kDefaultHandSpeed = 0.05;

} // namespace

QList<QCommandLineOption> handOptions()
{
    return {
        {"hand-to", "After --equilibrate, take the free piston by hand and move it to x = X, then hold it there "
                    "(no further in than where the disks cover 0.6 of the box; the event-driven engine).", "X"},
        {"hand-speed", "How fast the hand moves the piston (default 0.05).", "U"},
    };
}

std::optional<LabControl> parseHandOptions(const QCommandLineParser& parser, QString& error)
{
    if (!parser.isSet("hand-to")) {
        if (parser.isSet("hand-speed"))
            error = "--hand-speed goes with --hand-to X";
        return std::nullopt;
    }
    bool ok = false;
    const double x = parser.value("hand-to").toDouble(&ok);
    if (!ok || !std::isfinite(x)) {
        error = QString("--hand-to: expected the piston's x, got '%1'").arg(parser.value("hand-to"));
        return std::nullopt;
    }
    double speed = kDefaultHandSpeed;
    if (parser.isSet("hand-speed")) {
        speed = parser.value("hand-speed").toDouble(&ok);
        if (!ok || !std::isfinite(speed) || speed <= 0.0) {
            error = QString("--hand-speed: expected a speed > 0, got '%1'").arg(parser.value("hand-speed"));
            return std::nullopt;
        }
    }
    return LabControl::holdPiston(x, speed);
}

} // namespace disklab::cli
