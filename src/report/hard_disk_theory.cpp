#include "report/hard_disk_theory.h"

#include <cmath>
#include <numbers>

namespace disklab {

double packingFraction(const Scenario& scenario)
{
    double covered = 0.0;
    for (const Disk& d : scenario.disks)
        covered += std::numbers::pi * d.radius * d.radius;
    return scenario.area() > 0.0 ? covered / scenario.area() : 0.0;
}

double hendersonCompressibility(double eta)
{
    const double free = 1.0 - eta;
    return (1.0 + eta * eta / 8.0) / (free * free) - 0.043 * std::pow(eta, 4) / (free * free * free);
}

double kolmogorovSmirnovBound95(std::size_t samples)
{
    return samples > 0 ? 1.358 / std::sqrt(static_cast<double>(samples)) : 0.0;
}

double enskogDiffusion(double density, double sigma, double contact, double kT, double mass)
{
    return std::sqrt(kT / (std::numbers::pi * mass)) / (2.0 * density * sigma * contact);
}

double commonRadius(const Scenario& scenario)
{
    if (scenario.disks.empty())
        return 0.0;
    const double radius = scenario.disks.front().radius;
    for (const Disk& d : scenario.disks) {
        if (d.radius != radius)
            return 0.0;
    }
    return radius;
}

bool isBulkHardDiskFluid(const Scenario& scenario)
{
    const bool onlyCollisions = scenario.gravityX == 0.0 && scenario.gravityY == 0.0 && !scenario.hasForces()
                                && !scenario.aggregation && !scenario.pump && scenario.segments.empty();
    const double eta = packingFraction(scenario);
    return onlyCollisions && scenario.boundary == Boundary::Periodic && commonRadius(scenario) > 0.0 && eta > 0.0
           && eta < 0.7;
}

} // namespace disklab
