#pragma once
// The fractal dimension of aggregates: M ~ Rg^D_f, fitted as the straight line of log(radius of
// gyration) against log(mass) over the clusters a run formed, D_f being its inverse slope. The
// mass (a member count) is exact and the radius scatters between clusters of one size, so the
// radius is the fitted variable: fitting log(mass) on log(radius) instead would flatten the slope
// by that scatter (regression dilution) and understate D_f.
//
// The clusters a run forms are nested: each merge's result holds the two it was made of, and the
// largest few hold nearly the whole run, so they are one random shape seen again and again, not
// independent samples; a least-squares fit over all of them reports an error a third of the
// scatter of D_f between seeds. The fit therefore takes the clusters up to an eighth of the run's
// disks (sizes a run forms many of, in separate places), groups them by size in octaves (2-3,
// 4-7, 8-15, ...), and fits the octaves' mean log Rg, each weighted by its count over its
// clusters' scatter about the line. The error is the jackknife over octaves (each left out in
// turn), which sees what the nesting shares between octaves; tested against the scatter of D_f
// between seeds (tst_fractal_dimension).

#include "core/aggregation_stats.h"

#include <cstddef>
#include <vector>

namespace disklab {

struct FractalFit {
    double dimension = 0.0;  ///< D_f; 0 when fewer than kFewestOctaves octaves hold clusters
    double error = 0.0;      ///< its standard error: the jackknife over octaves
    double logPrefactor = 0.0;  ///< ln k in size = k Rg^D_f: where the fitted line crosses Rg = 1
    std::size_t clusters = 0;   ///< clusters in the fit
    std::size_t smallestSize = 0;  ///< the sizes fitted, in member disks
    std::size_t largestSize = 0;
};

/// Octaves of sizes with clusters needed for a fit: three to fit D_f when one is left out.
inline constexpr std::size_t kFewestOctaves = 4;

/// The largest cluster the fit takes from a run of `disks` disks: an eighth of them, at least 16.
std::size_t largestFittedSize(std::size_t disks);

/// The fit over the given clusters of smallestSize to largestSize member disks. Any thread.
FractalFit fitFractalDimension(const std::vector<FormedCluster>& clusters, std::size_t largestSize,
                               std::size_t smallestSize = 2);

/// The fit over the clusters `stats` formed, of 2 to largestFittedSize of its disks. Any thread.
FractalFit fitFractalDimension(const AggregationStats& stats);

} // namespace disklab
