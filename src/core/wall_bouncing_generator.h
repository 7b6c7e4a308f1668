#pragma once
// Rows of disks bouncing between opposite walls (algs4's wallbouncing.txt): one family starts
// on the bottom wall moving up, one on the left wall moving right; their lanes cross.

#include "core/generator_descriptor.h"
#include "core/generator_error.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

struct WallBouncingParameters {
    int columns = 9;         ///< disks starting on the bottom wall, moving up, one per column
    int rows = 9;            ///< disks starting on the left wall, moving right, one per row
    double size = 20.0;      ///< side of the square box
    double radius = 0.5;
    double mass = 1.0;
    double speed = 1.0;
    std::uint64_t seed = 1;  ///< stored only: the layout is fixed
};

/// Lanes are evenly spaced, size / (n + 1) apart; each disk starts touching its wall. With
/// equal numbers of rows and columns the two families meet on the diagonal. Throws
/// GeneratorError when the lanes are narrower than a disk. Any thread.
Scenario generateWallBouncing(const WallBouncingParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeWallBouncing();

} // namespace disklab
