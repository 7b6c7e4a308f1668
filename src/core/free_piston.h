#pragma once
// A free piston: the right wall of the box given a mass M and pushed inward by the pressure
// outside it, P_ext times its length (the box's height). Between hits it accelerates uniformly,
// so where it is at any time is a quadratic, and a disk's contact with it the root of one. A hit
// is a collision of two bodies along x; the piston bounces elastically off the end of its
// cylinder and off the opposite wall. With elastic walls K_gas + K_piston + P_ext A is conserved.

#include "core/kernels.h"
#include "core/scenario.h"

#include <algorithm>
#include <limits>

namespace disklab {

/// The piston's flight since its last change of course, at time `start`.
struct PistonFlight {
    double start = 0.0;
    double x = 0.0;
    double v = 0.0;
    double inwardAcceleration = 0.0;  ///< P_ext H / M, towards -x

    double position(double t) const
    {
        const double dt = t - start;
        return x + dt * (v - 0.5 * inwardAcceleration * dt);
    }
    double velocity(double t) const { return v - inwardAcceleration * (t - start); }
    /// How long after t a disk of `radius` at x moving at vx along x first touches the piston
    /// (kernels::kNever if it never does): the gap between them closes at their relative speed,
    /// and faster as the piston is pushed in.
    double timeToReach(double t, double x, double vx, double radius) const
    {
        return kernels::gapClosingTime(position(t) - x - radius, velocity(t) - vx, -inwardAcceleration);
    }
    /// The integral of the position from `start` to t.
    double positionIntegral(double t) const
    {
        const double dt = t - start;
        return dt * (x + dt * (0.5 * v - inwardAcceleration * dt / 6.0));
    }
};

/// The flight a scenario's free piston starts on.
inline PistonFlight startingPistonFlight(const Scenario& s)
{
    const BoxWall& piston = s.wall(Side::Right);
    const double inwardAcceleration = piston.held ? 0.0 : piston.pressure * s.height / piston.mass;
    return PistonFlight{0.0, s.width, piston.velocity, inwardAcceleration};
}

/// The most cells the exact engine may need to cover a free piston's whole cylinder.
inline constexpr double kMostCylinderCells = 1e7;

/// The farthest a scenario's free piston's cylinder may reach: cells are at least the largest
/// disk's diameter across (the box's smaller side without disks), and no more than
/// kMostCylinderCells of them may cover it. Fixed by the disks and the height alone, so a state
/// saved from a run keeps it.
inline double longestPistonLimit(const Scenario& s)
{
    double diameter = 0.0;
    for (const Disk& d : s.disks)
        diameter = std::max(diameter, 2.0 * d.radius);
    if (diameter <= 0.0)
        diameter = std::min(s.width, s.height);
    return kMostCylinderCells * diameter * diameter / s.height;
}

/// The x of the end of the piston's cylinder.
inline double pistonLimit(const Scenario& s) { return s.wall(Side::Right).limit.value_or(s.width); }

/// The hand may push a held piston in until the disks cover this fraction of the box: far from
/// close packing (0.907), where the collisions between piston, disks and the opposite wall would
/// come ever faster, yet dense enough to show the hard-disk correction to PV = NkT grow.
inline constexpr double kDensestHandPush = 0.6;

/// An elastic collision along x of a disk (mass m, velocity vx) with the piston (mass M,
/// velocity v); returns the impulse the disk received.
inline double collideWithPiston(double m, double& vx, double M, double& v)
{
    const double impulse = 2.0 * m * M * (v - vx) / (m + M);
    vx += impulse / m;
    v -= impulse / M;
    return impulse;
}

/// The piston's kinetic energy plus the work P_ext A the outside pressure has stored, A the
/// box's area with the piston at x (Snapshot::outsidePressure: the lab may change it during a
/// run); 0 without a free piston.
inline double pistonEnergy(const Scenario& s, double x, double v, double outsidePressure)
{
    if (!s.hasFreePiston())
        return 0.0;
    return 0.5 * s.wall(Side::Right).mass * v * v + outsidePressure * s.height * x;
}

} // namespace disklab
