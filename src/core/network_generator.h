#pragma once
// A small force-directed network for the force engine: disks at random places joined by
// springs along the edges of a random connected graph, all charged alike so that they repel
// mildly. With damping the network unfolds into a layout where linked disks sit near the
// springs' rest length and unlinked ones keep apart (as force-directed graph drawing does).

#include "core/generator_descriptor.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

struct NetworkParameters {
    int count = 30;             ///< disks (the graph's nodes)
    double degree = 2.5;        ///< mean links per disk; at least what a tree has, 2 (N - 1) / N
    double stiffness = 1.0;     ///< k of every spring
    double restLength = 3.0;    ///< of every spring
    double charge = 0.5;        ///< every disk's, of one sign: the repulsion that spreads the network
    double damping = 0.5;       ///< gamma: velocities decay as exp(-gamma t)
    double packing = 0.03;      ///< N pi r^2 / A, the box a square
    double radius = 0.5;
    double mass = 1.0;
    std::uint64_t seed = 1;
};

/// The graph: a random tree (disk k linked to a random earlier one), so it is connected, then
/// random extra links between unlinked pairs up to the mean degree. Disks start at rest.
/// Throws GeneratorError naming the field. Any thread.
Scenario generateNetwork(const NetworkParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeNetwork();

} // namespace disklab
