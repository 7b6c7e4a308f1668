#pragma once
// The gas-laws lab's pump (Scenario::pump, or started during a run): disks that enter the box
// one after another through an opening in a fixed wall, as if from a reservoir of gas at a
// chosen temperature. Each entry is an event of the exact engine: the disk appears touching
// the wall at the opening with the velocity of a disk of the reservoir's gas (Maxwell-Boltzmann
// at kT, its normal component turned into the box), so that pumping at the gas's own
// temperature keeps it; but only once no disk or piston is in its spot. Until then the pump
// waits and tries again one interval later, so it never creates an overlap. The disks are like
// the scenario's first one (pumpedDiskLike).

#include "core/scenario.h"

#include <optional>
#include <string>

namespace disklab {

/// The disk the pump brings into a scenario: like its first disk (size, mass, colour), or a
/// disk of radius 0.5 and mass 1 in an empty box.
Disk pumpedDiskLike(const Scenario& scenario);

/// The pump's interval: Pump::interval, or, when 0, 2 r / sqrt(kT / m), about the time the last
/// disk in takes to leave the opening.
double pumpInterval(const Pump& pump, const Disk& disk);

/// The opening's width: Pump::width, or three diameters when 0.
double openingWidth(const Pump& pump, const Disk& disk);

/// What is wrong with running `pump` in `scenario` from time t, the field named ("pump.count"),
/// or nothing. Fields: side, position, width, count, temperature, interval, start.
struct PumpProblem {
    std::string field;
    std::string message;
    std::string text() const { return field + ": " + message; }
};
std::optional<PumpProblem> pumpProblem(const Scenario& scenario, const Pump& pump, double t);

/// pumpProblem's two halves, for an editor that lets the opening be put only where it can go and
/// checks the values typed apart from the box. What keeps an opening out of the `side` wall at
/// time t (a periodic box, interior walls, a free piston, a moving wall), as a problem of
/// pump.side, or nothing.
std::optional<PumpProblem> pumpWallProblem(const Scenario& scenario, Side side, double t);
/// What is wrong with the pump's own values in `scenario` (count, temperature, interval, start,
/// and the opening's width and position along its wall), or nothing.
std::optional<PumpProblem> pumpValueProblem(const Scenario& scenario, const Pump& pump);

} // namespace disklab
