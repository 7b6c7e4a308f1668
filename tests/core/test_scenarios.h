#pragma once
// Small scenarios the core test suites build again and again.

#include "core/gas_generator.h"
#include "core/scenario.h"

#include <cstdint>
#include <numbers>

namespace disklab::test {

/// An equilibrated gas of n disks (sigma = 1, m = 1, kT = 1) at the given packing fraction.
inline Scenario gas(int n, double packing, bool periodic, std::uint64_t seed = 3)
{
    GasParameters p;
    p.count = n;
    p.packing = packing;
    p.periodic = periodic;
    p.seed = seed;
    return generateGas(p);
}

/// Radius of the disks of dilute().
inline constexpr double kDiluteRadius = 0.05;

/// 400 disks of radius 0.05 (mass 1, kT 1) in a walled square box of side about 20: packing
/// 0.008, dilute enough for the second virial coefficient to describe it.
inline Scenario dilute(std::uint64_t seed)
{
    GasParameters p;
    p.count = 400;
    p.radius = kDiluteRadius;
    p.packing = 400 * std::numbers::pi * kDiluteRadius * kDiluteRadius / 400.0;
    p.seed = seed;
    return generateGas(p);
}

/// One disk, colour and label left at their defaults.
inline Disk disk(double x, double y, double vx, double vy, double radius, double mass = 1.0)
{
    Disk d;
    d.x = x, d.y = y, d.vx = vx, d.vy = vy, d.radius = radius, d.mass = mass;
    return d;
}

} // namespace disklab::test
