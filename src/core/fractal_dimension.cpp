#include "core/fractal_dimension.h"

#include <cmath>

namespace disklab {

FractalFit fitFractalDimension(const std::vector<FormedCluster>& clusters, std::size_t minimumSize)
{
    // x = log size, y = log Rg: the slope of y on x is 1 / D_f.
    auto fits = [minimumSize](const FormedCluster& c) { return c.size >= minimumSize && c.radiusOfGyration > 0.0; };
    double n = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, sxy = 0.0;
    for (const FormedCluster& c : clusters) {
        if (!fits(c))
            continue;
        const double x = std::log(static_cast<double>(c.size));
        const double y = std::log(c.radiusOfGyration);
        n += 1.0;
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
    }
    FractalFit fit;
    fit.clusters = static_cast<std::size_t>(n);
    const double spread = sxx - sx * sx / n;
    if (n < 3.0 || !(spread > 0.0))
        return fit;
    const double slope = (sxy - sx * sy / n) / spread;
    if (!(slope > 0.0))
        return fit;
    const double intercept = (sy - slope * sx) / n;
    fit.dimension = 1.0 / slope;
    fit.logPrefactor = -intercept / slope;
    double residuals = 0.0;
    for (const FormedCluster& c : clusters) {
        if (!fits(c))
            continue;
        const double r = std::log(c.radiusOfGyration) - intercept - slope * std::log(static_cast<double>(c.size));
        residuals += r * r;
    }
    const double slopeError = std::sqrt(residuals / (n - 2.0) / spread);
    fit.error = slopeError / (slope * slope);  // d(1/s) = ds / s^2
    return fit;
}

} // namespace disklab
