#include "core/spring_forces.h"

#include <cmath>

namespace disklab {

void addSpringForces(const std::vector<Link>& links, const std::vector<double>& x, const std::vector<double>& y,
                     std::vector<double>& fx, std::vector<double>& fy)
{
    for (const Link& link : links) {
        const auto a = static_cast<std::size_t>(link.a), b = static_cast<std::size_t>(link.b);
        const double dx = x[b] - x[a], dy = y[b] - y[a];
        const double length = std::hypot(dx, dy);
        if (length == 0.0)
            continue;
        // Positive when stretched: a is pulled towards b, b towards a.
        const double pull = link.stiffness * (length - link.restLength) / length;
        fx[a] += pull * dx, fy[a] += pull * dy;
        fx[b] -= pull * dx, fy[b] -= pull * dy;
    }
}

double springPotentialEnergy(const std::vector<Link>& links, const std::vector<double>& x,
                             const std::vector<double>& y)
{
    double energy = 0.0;
    for (const Link& link : links) {
        const auto a = static_cast<std::size_t>(link.a), b = static_cast<std::size_t>(link.b);
        const double stretch = std::hypot(x[b] - x[a], y[b] - y[a]) - link.restLength;
        energy += 0.5 * link.stiffness * stretch * stretch;
    }
    return energy;
}

void addAnchorForces(const std::vector<Anchor>& anchors, const std::vector<double>& x, const std::vector<double>& y,
                     std::vector<double>& fx, std::vector<double>& fy)
{
    for (const Anchor& anchor : anchors) {
        const auto i = static_cast<std::size_t>(anchor.disk);
        const double dx = anchor.x - x[i], dy = anchor.y - y[i];
        const double length = std::hypot(dx, dy);
        if (length == 0.0)
            continue;
        const double pull = anchor.stiffness * (length - anchor.restLength) / length;  // towards the anchor
        fx[i] += pull * dx, fy[i] += pull * dy;
    }
}

double anchorPotentialEnergy(const std::vector<Anchor>& anchors, const std::vector<double>& x,
                             const std::vector<double>& y)
{
    double energy = 0.0;
    for (const Anchor& anchor : anchors) {
        const auto i = static_cast<std::size_t>(anchor.disk);
        const double stretch = std::hypot(anchor.x - x[i], anchor.y - y[i]) - anchor.restLength;
        energy += 0.5 * anchor.stiffness * stretch * stretch;
    }
    return energy;
}

} // namespace disklab
