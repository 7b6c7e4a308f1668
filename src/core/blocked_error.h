#pragma once
// The standard error of the mean of a correlated series, by blocking (Flyvbjerg and Petersen,
// J. Chem. Phys. 91, 461 (1989)). Neighbouring values are averaged in pairs again and again;
// the naive error of the mean of the blocks, s / sqrt(n), grows with the block length while
// blocks are shorter than the series' correlation time and levels off once they are longer.
// The estimate is the one of the longest blocks that still number at least `fewestBlocks`: it
// holds when those blocks outlast the correlation time (the window is at least fewestBlocks
// correlation times long), and its own relative error is about 1 / sqrt(2 (fewestBlocks - 1)).
// Where the series is anticorrelated over long times (the impulse a closed box's walls give an
// elastic gas, whose momentum keeps going back and forth between opposite walls) the naive error
// falls with the block length instead, and the estimate is on the large side: the run's report
// takes that part out first (core/wall_momentum_moments.h).

#include <optional>
#include <vector>

namespace disklab {

/// The least number of blocks the estimate is taken over.
inline constexpr int kFewestErrorBlocks = 16;

/// The blocked standard error of the mean of `values`; none with fewer than `fewestBlocks`
/// values. Any thread.
std::optional<double> blockedStandardError(std::vector<double> values, int fewestBlocks = kFewestErrorBlocks);

} // namespace disklab
