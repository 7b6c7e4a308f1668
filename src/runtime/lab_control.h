#pragma once
// One turn of a control of the gas-laws lab, sent to a running session: the heater/cooler, the
// pressure outside the free piston, the pump, or the hand on the piston. Applied in the
// simulation thread at the engine's time (Engine::setWallTemperature, setOutsidePressure,
// startPump, holdPiston, releasePiston).

#include "core/engine.h"

#include <optional>

namespace disklab {

struct LabControl {
    enum class Kind { WallTemperature, OutsidePressure, Pump, HoldPiston, ReleasePiston };
    Kind kind = Kind::WallTemperature;
    /// The walls' kT (0: elastic), the outside pressure, or where the hand moves the piston.
    double value = 0.0;
    /// The pump: how many disks, through which wall, at what kT (none: the gas's own now), how
    /// often (0: pumpInterval's default).
    std::int32_t count = 0;
    Side side = Side::Left;
    std::optional<double> temperature;
    double interval = 0.0;
    /// How fast the hand moves the piston.
    double speed = 0.0;

    static LabControl wallTemperature(double kT) { return {Kind::WallTemperature, kT, 0, Side::Left, {}, 0.0}; }
    static LabControl outsidePressure(double pressure)
    {
        return {Kind::OutsidePressure, pressure, 0, Side::Left, {}, 0.0};
    }
    static LabControl pump(std::int32_t count, Side side, std::optional<double> temperature, double interval = 0.0)
    {
        return {Kind::Pump, 0.0, count, side, temperature, interval};
    }
    static LabControl holdPiston(double x, double speed) { return {Kind::HoldPiston, x, 0, Side::Right, {}, 0.0, speed}; }
    static LabControl releasePiston() { return {Kind::ReleasePiston, 0.0, 0, Side::Right, {}, 0.0}; }
};

/// Applies `control` to `engine` now. The heater sets every box wall but a free piston. The pump
/// brings in disks like the scenario's first, at the gas's temperature now unless told.
/// Throws std::invalid_argument, with a message for the user, when the engine or the scenario
/// cannot take it.
void applyLabControl(Engine& engine, const LabControl& control);

/// kT of the gas in `engine` now (K / N, or K / (N - 1) periodic); nothing without disks.
std::optional<double> gasTemperatureNow(const Engine& engine);

} // namespace disklab
