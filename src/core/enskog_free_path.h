#pragma once
// The theory the free paths of a hard-disk gas are checked against. Enskog's mean free path for
// disks of diameter sigma at number density n,
//     lambda = 1 / (2 sqrt(2) n sigma g(sigma+)),
// is the dilute gas's 1 / (2 sqrt(2) n sigma) shortened by the contact value g(sigma+), the
// excess of pairs at contact that makes collisions more frequent in a denser gas; Henderson's
// contact value of the hard-disk fluid, g(sigma+) = (1 - 7 eta / 16) / (1 - eta)^2 (Mol. Phys.
// 30, 971 (1975)), exact to second order in the packing fraction eta. docs/physics.md.
// Standard C++ only.

namespace disklab {

/// Henderson's g(sigma+) at packing fraction `eta` (0 <= eta < 1).
double hendersonContact(double eta);

/// Enskog's mean free path at number density `density` (disks per unit area), diameter `sigma`
/// and contact value `contact`.
double enskogMeanFreePath(double density, double sigma, double contact);

} // namespace disklab
