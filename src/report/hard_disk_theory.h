#pragma once
// The theory a lab report sets beside a hard-disk gas's figures (docs/physics.md): the ideal gas,
// Henderson's equation of state, the 2D Maxwell-Boltzmann law's Kolmogorov-Smirnov bound and
// Enskog's self-diffusion (Enskog's mean free path is the core's, core/enskog_free_path.h).
// Standard C++ only.

#include "core/scenario.h"

#include <cstddef>

namespace disklab {

/// The share of the box the disks cover, sum pi r^2 / A.
double packingFraction(const Scenario& scenario);

/// Henderson's equation of state of the hard-disk fluid with its eta^4 term,
/// Z = (1 + eta^2/8)/(1 - eta)^2 - 0.043 eta^4/(1 - eta)^3, accurate to about 0.1 % in the fluid.
double hendersonCompressibility(double eta);

/// The Kolmogorov-Smirnov distance `samples` independent draws stay below with 95 %
/// probability (1.358 / sqrt(n), the asymptotic critical value).
double kolmogorovSmirnovBound95(std::size_t samples);

/// Enskog's self-diffusion coefficient of hard disks of diameter `sigma` and mass `mass` at
/// number density `density`, contact value `contact` and temperature kT (Gass, J. Chem. Phys.
/// 54, 1898 (1971)): D_E = sqrt(kT / (pi m)) / (2 n sigma g(sigma+)).
double enskogDiffusion(double density, double sigma, double contact, double kT, double mass);

/// Whether the scenario is the gas these laws describe: disks of one radius that only collide
/// (no gravity, forces, sticking, pump or interior walls), in a periodic box (walls add their
/// own excluded area to the pressure), in the fluid (eta < 0.7).
bool isBulkHardDiskFluid(const Scenario& scenario);

/// The one radius of the disks; 0 when they differ or there are none.
double commonRadius(const Scenario& scenario);

} // namespace disklab
