#include "core/force_method_comparison.h"

#include "core/barnes_hut_tree.h"
#include "core/direct_coulomb.h"
#include "core/random.h"

#include <algorithm>
#include <ctime>
#include <cmath>
#include <vector>

namespace disklab {
namespace {

/// Processor time of this process, in seconds. On a machine shared with other work the wall
/// clock counts the time others took; the processor time of a single-threaded evaluation does
/// not, so figures taken at different hours stay comparable.
double cpuSeconds()
{
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

/// The mean time of `evaluate` over as many repetitions as fill `minimumSeconds` (at least one).
template <typename Evaluate>
double meanSeconds(double minimumSeconds, Evaluate&& evaluate)
{
    const double start = cpuSeconds();
    int repetitions = 0;
    do {
        evaluate();
        ++repetitions;
    } while (cpuSeconds() - start < minimumSeconds);
    return (cpuSeconds() - start) / repetitions;
}

/// The force on body i from all others, one body at a time: the error's reference for a sample.
void directForceOn(const ChargedBodies& b, const CoulombLaw& law, std::size_t i, double& fx, double& fy)
{
    const double eps2 = law.softening * law.softening;
    double ex = 0.0, ey = 0.0;
    for (std::size_t j = 0; j < b.size(); ++j) {
        if (j == i)
            continue;
        const double dx = b.x[i] - b.x[j], dy = b.y[i] - b.y[j];
        const double f = b.q[j] * kernels::coulombFactor(dx, dy, eps2);
        ex += f * dx, ey += f * dy;
    }
    fx = law.k * b.q[i] * ex, fy = law.k * b.q[i] * ey;
}

std::vector<std::size_t> errorBodies(std::size_t n, const ForceComparisonOptions& options)
{
    std::vector<std::size_t> chosen;
    if (n <= options.errorSample) {
        for (std::size_t i = 0; i < n; ++i)
            chosen.push_back(i);
        return chosen;
    }
    Random random(options.seed);
    for (std::size_t k = 0; k < options.errorSample; ++k)
        chosen.push_back(static_cast<std::size_t>(random.below(n)));
    return chosen;
}

} // namespace

ForceMethodComparison compareForceMethods(const ChargedBodies& bodies, const CoulombLaw& law, double theta,
                                          const ForceComparisonOptions& options)
{
    const std::size_t n = bodies.size();
    ForceMethodComparison result;
    result.n = n, result.theta = theta;
    BarnesHutTree tree;
    std::vector<double> fx(n), fy(n);
    result.secondsBuild = meanSeconds(options.minimumSeconds, [&] { tree.build(bodies); });
    result.secondsTraversal = meanSeconds(options.minimumSeconds, [&] {
        std::fill(fx.begin(), fx.end(), 0.0), std::fill(fy.begin(), fy.end(), 0.0);
        tree.addForces(law, theta, fx, fy);
    });
    result.secondsBarnesHut = result.secondsBuild + result.secondsTraversal;
    result.nodes = tree.nodeCount();

    std::vector<double> dx(n), dy(n);
    const bool timeDirect = n <= options.directLimit;
    if (timeDirect)
        result.secondsDirect = meanSeconds(options.minimumSeconds, [&] {
            std::fill(dx.begin(), dx.end(), 0.0), std::fill(dy.begin(), dy.end(), 0.0);
            addDirectCoulombForces(bodies, law, dx, dy);
        });
    std::vector<double> errors;
    for (std::size_t i : errorBodies(n, options)) {
        double rx = dx[i], ry = dy[i];
        if (!timeDirect)
            directForceOn(bodies, law, i, rx, ry);
        const double size = std::hypot(rx, ry);
        if (size > 0.0)
            errors.push_back(std::hypot(fx[i] - rx, fy[i] - ry) / size);
    }
    result.errorSample = errors.size();
    if (!errors.empty()) {
        std::sort(errors.begin(), errors.end());
        result.medianRelativeError = errors[errors.size() / 2];
        result.maxRelativeError = errors.back();
    }
    return result;
}

ChargedBodies chargedBodiesOf(const Scenario& scenario)
{
    ChargedBodies bodies;
    for (const Disk& disk : scenario.disks) {
        if (disk.charge != 0.0)
            bodies.x.push_back(disk.x), bodies.y.push_back(disk.y), bodies.q.push_back(disk.charge);
    }
    return bodies;
}

ChargedBodies randomCharges(std::size_t n, std::uint64_t seed)
{
    Random random(seed);
    const double side = std::sqrt(static_cast<double>(n));
    ChargedBodies bodies;
    bodies.x.resize(n), bodies.y.resize(n);
    bodies.q.assign(n, 1.0);
    for (std::size_t i = 0; i < n; ++i)
        bodies.x[i] = side * random.uniform(), bodies.y[i] = side * random.uniform();
    return bodies;
}

} // namespace disklab
