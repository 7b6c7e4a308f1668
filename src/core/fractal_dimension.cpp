#include "core/fractal_dimension.h"

#include <cmath>

namespace disklab {

FractalFit fitFractalDimension(const std::vector<FormedCluster>& clusters, std::size_t minimumSize)
{
    // x = log Rg, y = log size: the slope of y on x is D_f.
    double n = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, sxy = 0.0;
    for (const FormedCluster& c : clusters) {
        if (c.size < minimumSize || !(c.radiusOfGyration > 0.0))
            continue;
        const double x = std::log(c.radiusOfGyration);
        const double y = std::log(static_cast<double>(c.size));
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
    fit.dimension = (sxy - sx * sy / n) / spread;
    const double intercept = (sy - fit.dimension * sx) / n;
    fit.logPrefactor = intercept;
    double residuals = 0.0;
    for (const FormedCluster& c : clusters) {
        if (c.size < minimumSize || !(c.radiusOfGyration > 0.0))
            continue;
        const double r = std::log(static_cast<double>(c.size)) - intercept - fit.dimension * std::log(c.radiusOfGyration);
        residuals += r * r;
    }
    fit.error = std::sqrt(residuals / (n - 2.0) / spread);
    return fit;
}

} // namespace disklab
