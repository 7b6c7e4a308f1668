#pragma once
// The fractal dimension of aggregates: M ~ Rg^D_f, fitted over clusters of two disks or more as
// the straight line of log(radius of gyration) against log(mass), D_f being its inverse slope.
// The mass (a member count) is exact and the radius scatters between clusters of one size, so the
// radius is the fitted variable: fitting log(mass) on log(radius) instead would flatten the slope
// by that scatter (regression dilution) and understate D_f.

#include "core/aggregation_stats.h"

#include <cstddef>
#include <vector>

namespace disklab {

struct FractalFit {
    double dimension = 0.0;  ///< D_f; 0 when fewer than three clusters of distinct sizes fit
    double error = 0.0;      ///< its standard error, from the residuals of the fitted line
    double logPrefactor = 0.0;  ///< ln k in size = k Rg^D_f: where the fitted line crosses Rg = 1
    std::size_t clusters = 0;  ///< clusters in the fit
};

/// The fit over the given clusters (mass in units of their smallest member count: size).
/// Clusters of fewer than minimumSize disks are left out. Any thread.
FractalFit fitFractalDimension(const std::vector<FormedCluster>& clusters, std::size_t minimumSize = 2);

} // namespace disklab
