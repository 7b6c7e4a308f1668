#pragma once
// A chain of disks joined by springs, under gravity, for the force engine: hung from a fixed
// pivot (an Anchor) or free to fall. It starts straight down with every spring at its rest
// length, at rest, so it stretches, bounces and, with damping, settles where each spring
// carries the weight of the disks below it: stretch = (disks below) m g / k.

#include "core/generator_descriptor.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

enum class ChainTop {
    Pivot,  ///< the top disk hangs on a spring from a fixed point
    Free,   ///< no pivot: the whole chain falls to the floor
};

struct SpringChainParameters {
    int count = 10;             ///< disks of the chain
    ChainTop top = ChainTop::Pivot;
    double stiffness = 20.0;    ///< k of every spring
    double restLength = 1.5;    ///< of every spring; more than a diameter, so neighbours never touch at rest
    double gravity = 1.0;       ///< g, pointing down
    double damping = 0.2;       ///< gamma: velocities decay as exp(-gamma t)
    double radius = 0.5;
    double mass = 1.0;
    std::uint64_t seed = 1;     ///< stored only: the layout is fixed
};

/// Disks labelled "1" (top) to "count" (bottom); link k joins disk k and k + 1 in file order,
/// and with a pivot, anchor 0 holds disk 0 from a fixed point one rest length above it. The box leaves room for the
/// chain at twice its static stretch. Throws GeneratorError naming the field. Any thread.
Scenario generateSpringChain(const SpringChainParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeSpringChain();

} // namespace disklab
