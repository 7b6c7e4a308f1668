#pragma once
// The direct sum of Coulomb forces (core/coulomb_law.h): every pair once, O(N^2). The reference
// the Barnes-Hut tree is measured against, and the force method for small N, where it is the
// faster one. Newton's third law is built in: each pair's force is computed once and given to
// both bodies with opposite signs, so the total momentum is conserved to round-off.

#include "core/coulomb_law.h"

#include <vector>

namespace disklab {

/// Adds to fx[i], fy[i] the Coulomb force on body i from every other body. fx and fy have the
/// bodies' size. Any thread.
void addDirectCoulombForces(const ChargedBodies& bodies, const CoulombLaw& law, std::vector<double>& fx,
                            std::vector<double>& fy);

/// The Coulomb potential energy of the bodies: the sum over pairs of k q_i q_j / sqrt(r^2 + eps^2).
/// O(N^2). Any thread.
double coulombPotentialEnergy(const ChargedBodies& bodies, const CoulombLaw& law);

} // namespace disklab
