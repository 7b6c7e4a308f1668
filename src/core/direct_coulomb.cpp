#include "core/direct_coulomb.h"

#include <cmath>

namespace disklab {

void addDirectCoulombForces(const ChargedBodies& bodies, const CoulombLaw& law, std::vector<double>& fx,
                            std::vector<double>& fy)
{
    const std::size_t n = bodies.size();
    const double* x = bodies.x.data();
    const double* y = bodies.y.data();
    const double* q = bodies.q.data();
    const double eps2 = law.softening * law.softening;
    for (std::size_t i = 0; i < n; ++i) {
        const double xi = x[i], yi = y[i], qi = law.k * q[i];
        double fxi = 0.0, fyi = 0.0;
        for (std::size_t j = i + 1; j < n; ++j) {
            const double dx = xi - x[j], dy = yi - y[j];
            const double s = qi * q[j] * kernels::coulombFactor(dx, dy, eps2);
            fxi += s * dx, fyi += s * dy;
            fx[j] -= s * dx, fy[j] -= s * dy;
        }
        fx[i] += fxi, fy[i] += fyi;
    }
}

double coulombPotentialEnergy(const ChargedBodies& bodies, const CoulombLaw& law)
{
    const std::size_t n = bodies.size();
    const double eps2 = law.softening * law.softening;
    double energy = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        double sum = 0.0;
        for (std::size_t j = i + 1; j < n; ++j) {
            const double dx = bodies.x[i] - bodies.x[j], dy = bodies.y[i] - bodies.y[j];
            const double r2 = dx * dx + dy * dy + eps2;
            if (r2 > 0.0)
                sum += bodies.q[j] / std::sqrt(r2);
        }
        energy += bodies.q[i] * sum;
    }
    return law.k * energy;
}

} // namespace disklab
