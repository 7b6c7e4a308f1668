#pragma once
// Random places for equal disks that do not overlap: uniform over the box, each new place tried
// against the disks already placed (random sequential adsorption). Generators that want a
// disordered start without melting use it: aggregation's scattered dust, a charged gas and a
// network of springs (whose forces the event-driven melting cannot simulate).

#include "core/generator_support.h"
#include "core/random.h"

#include <vector>

namespace disklab::generation {

/// `count` centres in a width x height box for disks of `radius`, none closer than two radii.
/// Periodic: anywhere, distances measured across the edges; walled: each disk inside the box.
/// Throws GeneratorError(parameter) when 1000 tries per disk find no room: the box is too
/// full for random placement (around 0.5 of its area covered).
std::vector<Point> scatter(int count, double radius, double width, double height, bool periodic, Random& random,
                           const char* parameter);

} // namespace disklab::generation
