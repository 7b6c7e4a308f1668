#pragma once
// What makes a wall's pressure error honest in a closed box. Momentum goes back and forth
// between opposite walls: what one wall gives the gas the other takes back soon after, so the
// impulse a wall gives over a stretch of time carries a bounded part that cancels over longer
// stretches. Blocks shorter than the window then scatter more than the window's mean does, and a
// blocked error overstates the error (twice the spread over seeds between elastic walls).
//
// The virial theorem names that bounded part. For each disk i let b_i and a_i be where its
// centre touches a side and the side opposite (the wall's coordinate plus or minus its radius)
// and Q = sum_i m_i v_i (s_i - a_i) / |a_i - b_i| along the side's normal coordinate s. A hit on
// the side changes Q by minus the size of its impulse, a hit on the opposite side not at all, and between
// hits Q changes smoothly (the kinetic term and the collisions' virial). So the side's impulse
// over a stretch plus Q's change over it is a sum of smooth terms, and its blocks scatter as the
// window's mean does; Q itself stays bounded, so the window's mean of the two differs from the
// impulse's own by Q's change over the whole window, which shrinks as 1 / window. The blocked
// error of impulse plus Q's change is the error of the wall's pressure.

#include "core/engine.h"
#include "core/scenario.h"

#include <array>

namespace disklab {

/// Q of each box side (indexed by Side) in `state`; zeros in a periodic box. Any thread.
std::array<double, 4> wallMomentumMoments(const Scenario& scenario, const Snapshot& state);

} // namespace disklab
