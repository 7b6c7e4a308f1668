#include "core/fractal_dimension.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

namespace disklab {
namespace {

/// One cluster in the fit's variables: x = log size, y = log Rg.
struct Point {
    double x, y;
};

/// The clusters by octave of size, floor(log2 size).
using Octaves = std::map<int, std::vector<Point>>;

struct Line {
    double slope = 0.0, intercept = 0.0;
    bool valid = false;
};

/// The line through the octaves' mean points, each weighted by its count over the scatter of its
/// clusters about `around` (pooled over the octaves where one alone cannot tell, or shows
/// less); `around` null: weighted by count.
Line fitOctaves(const Octaves& octaves, const Line* around)
{
    const auto residual = [around](const Point& p) { return p.y - around->intercept - around->slope * p.x; };
    // Each octave's count, mean point and sum of squared deviations of its residuals about
    // `around`, once.
    struct Summary {
        double n, x, y, squares;
    };
    std::vector<Summary> summaries;
    double pooled = 0.0, degrees = 0.0;
    for (const auto& [octave, points] : octaves) {
        Summary s{double(points.size()), 0.0, 0.0, 0.0};
        double meanResidual = 0.0;
        for (const Point& p : points) {
            s.x += p.x / s.n;
            s.y += p.y / s.n;
            if (around)
                meanResidual += residual(p) / s.n;
        }
        if (around)
            for (const Point& p : points)
                s.squares += (residual(p) - meanResidual) * (residual(p) - meanResidual);
        pooled += s.squares;
        degrees += s.n - 1.0;
        summaries.push_back(s);
    }
    pooled = around && degrees > 0.0 ? pooled / degrees : 0.0;
    double w = 0.0, wx = 0.0, wy = 0.0, wxx = 0.0, wxy = 0.0;
    for (const Summary& s : summaries) {
        const double scatter = s.n > 1.0 ? s.squares / (s.n - 1.0) : 0.0;
        const double weight = pooled > 0.0 ? s.n / std::max(scatter, pooled) : s.n;
        w += weight;
        wx += weight * s.x;
        wy += weight * s.y;
        wxx += weight * s.x * s.x;
        wxy += weight * s.x * s.y;
    }
    Line line;
    const double spread = w * wxx - wx * wx;
    if (!(spread > 0.0))
        return line;
    line.slope = (w * wxy - wx * wy) / spread;
    line.intercept = (wy - line.slope * wx) / w;
    line.valid = line.slope > 0.0;
    return line;
}

/// The line weighted by the octaves' scatter about a first line weighted by count, so that the
/// trend within an octave (its sizes span a factor of two) is not taken for scatter.
Line fitLine(const Octaves& octaves)
{
    const Line first = fitOctaves(octaves, nullptr);
    return first.valid ? fitOctaves(octaves, &first) : first;
}

} // namespace

std::size_t largestFittedSize(std::size_t disks) { return std::max<std::size_t>(disks / 8, 16); }

FractalFit fitFractalDimension(const std::vector<FormedCluster>& clusters, std::size_t largestSize,
                               std::size_t smallestSize)
{
    FractalFit fit;
    fit.smallestSize = std::max<std::size_t>(smallestSize, 2);
    fit.largestSize = largestSize;
    Octaves octaves;
    for (const FormedCluster& c : clusters) {
        if (c.size < fit.smallestSize || c.size > largestSize || !(c.radiusOfGyration > 0.0))
            continue;
        octaves[std::ilogb(static_cast<double>(c.size))].push_back(
            {std::log(static_cast<double>(c.size)), std::log(c.radiusOfGyration)});
        ++fit.clusters;
    }
    if (octaves.size() < kFewestOctaves)
        return fit;
    const Line line = fitLine(octaves);
    if (!line.valid)
        return fit;
    fit.dimension = 1.0 / line.slope;
    fit.logPrefactor = -line.intercept / line.slope;
    // The error: the jackknife over octaves. Each octave left out in turn moves D_f by what its
    // clusters, shapes shared through nesting included, pulled it by.
    std::vector<double> without;
    for (const auto& [octave, points] : octaves) {
        Octaves rest = octaves;
        rest.erase(octave);
        const Line other = fitLine(rest);
        if (other.valid)
            without.push_back(1.0 / other.slope);
    }
    const double m = double(without.size());
    double mean = 0.0, squares = 0.0;
    for (double d : without)
        mean += d / m;
    for (double d : without)
        squares += (d - mean) * (d - mean);
    fit.error = std::sqrt(squares * (m - 1.0) / m);
    return fit;
}

FractalFit fitFractalDimension(const AggregationStats& stats)
{
    return fitFractalDimension(stats.formed, largestFittedSize(stats.clusterLabels.size()));
}

} // namespace disklab
