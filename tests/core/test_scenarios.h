#pragma once
// Small scenarios the core test suites build again and again.

#include "core/gas_generator.h"
#include "core/scenario.h"

#include <cstdint>

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

/// One disk, colour and label left at their defaults.
inline Disk disk(double x, double y, double vx, double vy, double radius, double mass = 1.0)
{
    Disk d;
    d.x = x, d.y = y, d.vx = vx, d.vy = vy, d.radius = radius, d.mass = mass;
    return d;
}

} // namespace disklab::test
