#pragma once
// The fractal dimension of aggregates: the slope D_f of log(mass) against log(radius of
// gyration), M ~ Rg^D_f, fitted by least squares over clusters of two disks or more.

#include "core/aggregation_stats.h"

#include <cstddef>
#include <vector>

namespace disklab {

struct FractalFit {
    double dimension = 0.0;  ///< the slope D_f; 0 when fewer than three distinct clusters fit
    double error = 0.0;      ///< its standard error from the fit's residuals
    double logPrefactor = 0.0;  ///< ln k in size = k Rg^D_f: where the fitted line crosses Rg = 1
    std::size_t clusters = 0;  ///< clusters in the fit
};

/// The fit over the given clusters (mass in units of their smallest member count: size).
/// Clusters of fewer than minimumSize disks are left out. Any thread.
FractalFit fitFractalDimension(const std::vector<FormedCluster>& clusters, std::size_t minimumSize = 2);

} // namespace disklab
