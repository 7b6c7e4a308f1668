#pragma once
// Physical quantities measured from snapshots and running totals (reduced units, k_B = 1).

#include "core/engine.h"
#include "core/scenario.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace disklab {

/// Sum of m v^2 / 2.
double kineticEnergy(const Scenario& scenario, const Snapshot& snapshot);
/// Potential energy: in uniform gravity, -sum m g.r, plus, in a scenario with charges or links,
/// their Coulomb and spring energy (core/force_evaluator.h; O(N^2) in the charged disks).
double potentialEnergy(const Scenario& scenario, const Snapshot& snapshot);
/// A free piston's kinetic energy plus P_ext A at the snapshot (core/free_piston.h); 0 without one.
double pistonEnergy(const Scenario& scenario, const Snapshot& snapshot);
/// Sum of m v.
std::array<double, 2> totalMomentum(const Scenario& scenario, const Snapshot& snapshot);
/// Degrees of freedom per dimension used for temperature: N with walls, N - 1 in a periodic
/// box (total momentum is conserved and carries no heat).
double temperatureDivisor(const Scenario& scenario);
/// kT from a kinetic energy: K / N (walls) or K / (N - 1) (periodic).
double temperature(const Scenario& scenario, double kineticEnergy);

/// Integrals over [t0, t1] of the box perimeter and area, exact for moving and stopping walls.
double perimeterIntegral(const Scenario& scenario, double t0, double t1);
double areaIntegral(const Scenario& scenario, double t0, double t1);
/// Integral over [t0, t1] of the length of one side's wall (the box height for left and right,
/// its width for bottom and top), exact for moving and stopping walls.
double sideLengthIntegral(const Scenario& scenario, Side side, double t0, double t1);

/// What a measurement window between two Totals says.
struct WindowFigures {
    double duration = 0.0;
    std::uint64_t events = 0;
    std::uint64_t collisions = 0;
    double meanKineticEnergy = 0.0;
    double temperature = 0.0;   ///< time average
    double meanArea = 0.0;
    double pressure = 0.0;      ///< wall impulse per length per time (walls), collision virial (periodic)
    /// Each side's own pressure, indexed by Side: the impulse that wall gave the disks per unit
    /// of its length per unit time. None in a periodic box, which has no walls.
    std::array<std::optional<double>, 4> wallPressure{};
    /// Z = P A / (N k T). None under gravity, where the pressure changes with height and differs
    /// from wall to wall, so no single P describes the gas; none without temperature.
    std::optional<double> compressibility;
};
WindowFigures measureWindow(const Scenario& scenario, const Totals& begin, const Totals& end);
/// The same with `addedImpulse` (indexed by Side) counted as if each box side had given it too:
/// a block's change of the sides' momentum moments, for the pressure's blocked error
/// (core/wall_momentum_moments.h).
WindowFigures measureWindow(const Scenario& scenario, const Totals& begin, const Totals& end,
                            const std::array<double, 4>& addedImpulse);

/// Relative energy drift between two moments, discounting the work done by moving walls, the
/// heat given by thermal walls, the bookkeeping of periodic re-wrapping and what the lab's
/// controls put in (disks pumped in, steps of the outside pressure): (E1 - E0 - W - Q - L) / E0.
/// A free piston is part of the system: E counts its kinetic energy and P_ext A (pistonEnergy).
/// `scenario` must hold every disk of `last` (after a pump, the engine's own).
double relativeEnergyDrift(const Scenario& scenario, const Snapshot& first, const Totals& firstTotals,
                           const Snapshot& last, const Totals& lastTotals);

/// Speeds |v| of all disks.
std::vector<double> speeds(const Snapshot& snapshot);

struct SpeedHistogram {
    double binWidth = 0.0;
    std::vector<std::uint64_t> counts;  ///< speeds >= bins * binWidth go into the last bin
};
SpeedHistogram speedHistogram(const std::vector<double>& speeds, int bins, double maximumSpeed);

/// 2D Maxwell-Boltzmann distribution of speeds: f(v) = (m v / kT) exp(-m v^2 / 2kT).
double maxwellBoltzmannDensity(double speed, double mass, double kT);
/// Its cumulative distribution F(v) = 1 - exp(-m v^2 / 2kT).
double maxwellBoltzmannCdf(double speed, double mass, double kT);

/// Kolmogorov-Smirnov distance between the empirical distribution of samples and a CDF.
double kolmogorovSmirnovDistance(std::vector<double> samples, const std::function<double(double)>& cdf);

} // namespace disklab
