#pragma once
// A pendulum for the force engine: a bob on a stiff spring below a fixed pivot (an Anchor),
// released from rest at an angle. The spring is stiff enough to act as a rod, so for small
// angles the bob swings with the period of a simple pendulum, 2 pi sqrt(L / g).

#include "core/generator_descriptor.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

struct SpringPendulumParameters {
    double length = 5.0;       ///< L: pivot to bob while hanging still, the spring's static stretch m g / k included
    double angle = 5.0;        ///< degrees from the vertical at release
    double gravity = 1.0;      ///< g, pointing down
    double stiffness = 1e4;    ///< k of the spring
    double mass = 1.0;         ///< of the bob
    double radius = 0.5;       ///< of the bob
    std::uint64_t seed = 1;    ///< stored only: the layout is fixed
};

/// Disk 0 is the bob ("bob"), anchor 0 the spring from the pivot, of rest length L - m g / k. A step of a tenth of the spring's 1 / sqrt(k / m), so its fast stretching
/// is followed too. Throws GeneratorError naming the field. Any thread.
Scenario generateSpringPendulum(const SpringPendulumParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeSpringPendulum();

} // namespace disklab
