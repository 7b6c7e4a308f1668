#include "core/contact_value.h"

#include <cmath>
#include <numbers>

namespace disklab {

std::optional<double> contactValue(const std::vector<double>& r, const std::vector<double>& g, double binWidth,
                                   double sigma)
{
    // Least squares of g = c0 + c1 x + c2 x^2, x = r - sigma: the normal equations' sums.
    double s[5] = {}, t[3] = {};
    const double tolerance = 1e-9 * sigma;
    for (std::size_t b = 0; b < r.size() && b < g.size(); ++b) {
        const double left = r[b] - 0.5 * binWidth, right = r[b] + 0.5 * binWidth;
        if (left < sigma - tolerance || right > sigma * (1.0 + kContactFitReach) + tolerance)
            continue;
        const double x = r[b] - sigma;
        double power = 1.0;
        for (int k = 0; k < 5; ++k, power *= x) {
            s[k] += power;
            if (k < 3)
                t[k] += power * g[b];
        }
    }
    if (s[0] < 3.0)
        return std::nullopt;
    // c0 by Cramer's rule on [[s0 s1 s2] [s1 s2 s3] [s2 s3 s4]] c = t.
    const auto determinant = [](double a, double b, double c, double d, double e, double f, double p, double q, double u) {
        return a * (e * u - f * q) - b * (d * u - f * p) + c * (d * q - e * p);
    };
    const double whole = determinant(s[0], s[1], s[2], s[1], s[2], s[3], s[2], s[3], s[4]);
    if (!(std::abs(whole) > 0.0))
        return std::nullopt;
    return determinant(t[0], s[1], s[2], t[1], s[2], s[3], t[2], s[3], s[4]) / whole;
}

std::optional<double> compressibilityAtContact(double packing, const std::optional<double>& contact)
{
    if (!contact)
        return std::nullopt;
    return 1.0 + 2.0 * packing * contact.value();
}

std::optional<double> commonDiameter(const Scenario& scenario, std::size_t disks)
{
    if (disks == 0 || scenario.disks.size() < disks)
        return std::nullopt;
    const double radius = scenario.disks.front().radius;
    for (std::size_t j = 1; j < disks; ++j)
        if (scenario.disks[j].radius != radius)
            return std::nullopt;
    return 2.0 * radius;
}

double packingFraction(const Scenario& scenario, const Snapshot& snapshot)
{
    double covered = 0.0;
    for (std::size_t j = 0; j < snapshot.size() && j < scenario.disks.size(); ++j)
        covered += std::numbers::pi * scenario.disks[j].radius * scenario.disks[j].radius;
    double area = scenario.width * scenario.height;
    if (scenario.boundary != Boundary::Periodic) {
        const auto at = [&](Side side) { return snapshot.wallPositions[static_cast<std::size_t>(side)]; };
        area = (at(Side::Right) - at(Side::Left)) * (at(Side::Top) - at(Side::Bottom));
    }
    return area > 0.0 ? covered / area : 0.0;
}

} // namespace disklab
