#pragma once
// A small, quickly generated and molten gas for the tests that run a simulation thread.

#include "core/gas_generator.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab::test {

inline Scenario smallGas(int count, std::uint64_t seed = 7)
{
    GasParameters gas;
    gas.count = count;
    gas.packing = 0.2;
    gas.seed = seed;
    gas.meltCollisionsPerDisk = 2.0;
    return generateGas(gas);
}

} // namespace disklab::test
