#pragma once
// Newton's cradle as a row of hard disks (algs4's pendulum.txt): balls at rest in a row and
// one or more strikers arriving from the left; as many balls leave at the far end.

#include "core/generator_descriptor.h"
#include "core/generator_error.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

struct CradleParameters {
    int count = 5;          ///< balls at rest in the row
    int strikers = 1;       ///< balls arriving together from the left, touching one another
    double radius = 0.5;
    double mass = 1.0;
    double speed = 1.0;     ///< of the strikers
    double gap = 0.0;       ///< between neighbouring balls; 0 makes them touch, as in a cradle
    std::uint64_t seed = 1; ///< stored only: the layout is fixed
};

/// The row lies on the box's horizontal midline with room on both sides for the strikers and
/// the balls that leave. Strikers are labelled "striker 1", ...; resting balls "1", "2", ...
/// Throws GeneratorError for impossible counts or sizes. Any thread.
Scenario generateCradle(const CradleParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeCradle();

} // namespace disklab
