#pragma once
// A fixed point for springs to hang from, made of what the force engine already simulates: a
// disk a thousand times heavier than what hangs from it, resting on a short interior wall (a
// shelf) just below it. Gravity presses it onto the shelf, and what hangs from it moves it by
// a thousandth of its own motion (a pendulum's period shortens by about 0.05 %), so it stays
// put without a new kind of object (tests/core/tst_force_engine.cpp's pendulum is built the
// same way, a million times heavier). Not heavier: it bounces on the shelf from the gap it
// starts with, 1e-7, and its energy, M g 1e-7, would swamp a gentle swing's in the charts.

#include "core/scenario.h"

namespace disklab::generation {

/// How much heavier the pivot is than the mass hanging from it.
inline constexpr double kPivotMassRatio = 1e3;

/// Appends the pivot disk at (x, y) and its shelf (the interior wall "shelf", two radii wide,
/// 1e-7 below the disk) to the scenario; returns the pivot's disk index.
int addPivot(Scenario& scenario, double x, double y, double radius, double hangingMass);

} // namespace disklab::generation
