#pragma once
// A thermal wall (heater or cooler): a disk that hits it leaves with a velocity drawn afresh from
// the flux of an ideal gas at the wall's temperature, as if absorbed and re-emitted by a wall in
// equilibrium at kT. The flux through a wall weights each velocity by its normal component, so the
// normal speed is Rayleigh-distributed, density (m v / kT) exp(-m v^2 / 2kT), and the tangential
// velocity Gaussian with variance kT / m. A gas between such walls relaxes to Maxwell-Boltzmann at
// kT. Both elastic engines call this one function, so they draw the same emission.

#include "core/random.h"

#include <cmath>
#include <cstdint>

namespace disklab {

/// The walls' random numbers come from the scenario's seed, mixed so that they never repeat the
/// draws a generator made from the same seed.
inline std::uint64_t thermalWallSeed(std::uint64_t scenarioSeed) { return scenarioSeed ^ 0x9E3779B97F4A7C15ULL; }

/// What one emission gave the disk: its normal and tangential impulse, the work the wall's motion
/// did (u times the normal impulse) and the heat (the rest of the kinetic energy change).
struct ThermalEmission {
    double impulse = 0.0;
    double tangentialImpulse = 0.0;
    double work = 0.0;
    double heat = 0.0;
};

/// Replaces the velocity of a disk of `mass` at a wall of temperature kT moving at u along its
/// normal; `inward` is +1 when the gas lies on the + side of the wall (left, bottom), else -1.
inline ThermalEmission emitFromThermalWall(Random& noise, double kT, double mass, double u, double inward,
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
    ThermalEmission e;
    e.impulse = mass * (normal - oldNormal);
    e.tangentialImpulse = mass * (tangential - oldTangential);
    e.work = u * e.impulse;
    e.heat = 0.5 * mass * (normal * normal + tangential * tangential) - before - e.work;
    return e;
}

} // namespace disklab
