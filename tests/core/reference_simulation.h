#pragma once
// A deliberately naive event-driven simulation for checking the real engine: global time,
// every disk moved at every event, every pair and wall examined for every event (O(N^2)).
// Static walls or periodic boundaries (nearest image), no gravity; long double arithmetic.

#include "core/engine.h"
#include "core/scenario.h"

#include <vector>

namespace disklab::test {

/// The first `count` collisions of the scenario, in order.
std::vector<CollisionRecord> referenceCollisions(const Scenario& scenario, int count);

} // namespace disklab::test
