#pragma once
// What happens when a disk hits a box wall, for both elastic engines, so they turn disks back and
// count what the walls gave with the same arithmetic. An elastic wall reflects the normal
// velocity off its own motion. A thermal wall (heater or cooler) re-emits the disk with a velocity
// drawn afresh from the flux of an ideal gas at the wall's temperature, as if absorbed and
// re-emitted by a wall in equilibrium at kT. The flux through a wall weights each velocity by its
// normal component, so the normal speed is Rayleigh-distributed, density
// (m v / kT) exp(-m v^2 / 2kT), and the tangential velocity Gaussian with variance kT / m. A gas
// between such walls relaxes to Maxwell-Boltzmann at kT.

#include "core/engine.h"
#include "core/kernels.h"
#include "core/random.h"

#include <cmath>
#include <cstdint>

namespace disklab {

/// The walls' random numbers come from the scenario's seed, mixed so that they never repeat the
/// draws a generator made from the same seed.
inline std::uint64_t thermalWallSeed(std::uint64_t scenarioSeed) { return scenarioSeed ^ 0x9E3779B97F4A7C15ULL; }

/// What one hit gave the disk: its normal and tangential impulse, the work the wall's motion did
/// (u times the normal impulse) and the heat (the rest of the kinetic energy change; a thermal
/// wall's only).
struct WallExchange {
    double impulse = 0.0;
    double tangentialImpulse = 0.0;
    double work = 0.0;
    double heat = 0.0;
};

/// Replaces the velocity of a disk of `mass` at a wall of temperature kT moving at u along its
/// normal; `inward` is +1 when the gas lies on the + side of the wall (left, bottom), else -1.
inline WallExchange emitFromThermalWall(Random& noise, double kT, double mass, double u, double inward,
                                           double& normal, double& tangential)
{
    const double before = 0.5 * mass * (normal * normal + tangential * tangential);
    const double oldNormal = normal, oldTangential = tangential;
    const double sigma = std::sqrt(kT / mass);
    double uniform = noise.uniform();
    while (uniform == 0.0)  // a zero normal speed would leave the disk on the wall
        uniform = noise.uniform();
    normal = u + inward * sigma * std::sqrt(-2.0 * std::log(uniform));
    tangential = sigma * noise.normal();
    WallExchange e;
    e.impulse = mass * (normal - oldNormal);
    e.tangentialImpulse = mass * (tangential - oldTangential);
    e.work = u * e.impulse;
    e.heat = 0.5 * mass * (normal * normal + tangential * tangential) - before - e.work;
    return e;
}

/// Turns back a disk of `mass` with velocity (vx, vy) that hits box wall `side`, which moves at u
/// along its normal: elastically (v_n' = 2u - v_n) or, at a temperature, by a thermal emission
/// drawn from `noise`.
inline WallExchange bounceOffBoxWall(const BoxWall& wall, Side side, Random& noise, double mass, double u, double& vx,
                                     double& vy)
{
    const bool vertical = side == Side::Left || side == Side::Right;
    double& normal = vertical ? vx : vy;
    if (wall.temperature > 0.0) {
        const double inward = side == Side::Left || side == Side::Bottom ? 1.0 : -1.0;
        return emitFromThermalWall(noise, wall.temperature, mass, u, inward, normal, vertical ? vy : vx);
    }
    WallExchange e;
    e.work = 2.0 * mass * u * (u - normal);
    e.impulse = kernels::wallReflection(normal, u, mass);
    return e;
}

/// Adds one hit on box wall `side` to the running totals.
inline void addWallExchange(Totals& totals, Side side, const WallExchange& e)
{
    const bool vertical = side == Side::Left || side == Side::Right;
    totals.wallWork += e.work;
    totals.wallHeat += e.heat;
    totals.wallImpulse[static_cast<std::size_t>(side)] += std::abs(e.impulse);
    totals.wallShearImpulse[vertical ? 1 : 0] += e.tangentialImpulse;
}

} // namespace disklab
