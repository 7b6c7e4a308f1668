#pragma once
// Two rigid clusters that touch and do not stick bounce off each other: an elastic, frictionless
// impulse along the line of centres of the two touching members. It keeps momentum, angular
// momentum and kinetic energy, and reverses the rate at which the members' gap closes.

#include "core/rigid_cluster.h"

#include <cstddef>
#include <vector>

namespace disklab {

/// Bounces a and b at time t, where a's member at place inA touches b's member at place inB
/// (b seen through shiftX, shiftY). Both are rebased to t (stored there, not wrapped); nothing
/// changes if the members' gap is not closing.
void bounceClusters(RigidCluster& a, RigidCluster& b, std::size_t inA, std::size_t inB, double shiftX, double shiftY,
                    double t, const std::vector<double>& radii);

} // namespace disklab
