#pragma once
// Brownian motion started at the centre of a disk, in units where the disk's radius and the
// diffusion coefficient are 1 (a time s here is D t / r^2). Its survival in the disk is the
// series of the disk's Dirichlet eigenmodes, J0(j_n rho) with j_n the zeros of J0:
//
//     S(s) = sum_n 2 / (j_n J1(j_n)) exp(-j_n^2 s),
//
// so the first-passage time out of the disk has the distribution F = 1 - S, mean 1/4, and the
// point where it leaves is uniform on the circle, independent of when (by symmetry). Where it
// is at a time s before it leaves has the radial density 2 pi rho p(rho, s) / S(s), with
//
//     p(rho, s) = sum_n J0(j_n rho) exp(-j_n^2 s) / (pi J1(j_n)^2).
//
// Used by first-passage jumps (core/aggregation_jumps.cpp; Oppelstrup et al., Phys. Rev. Lett.
// 97, 230602, 2006).

#include "core/random.h"

namespace disklab {

/// The probability of not having left the unit disk by time s.
double diskSurvival(double s);
/// The density of the first-passage time at s: -dS/ds.
double diskExitDensity(double s);
/// The first-passage time for a probability u in (0, 1): F(s) = u, from a table made once and
/// read by cubic interpolation in the logarithm of its tail (to 1e-8 of the time).
double diskExitTime(double u);
/// Where the walk is at time s > 0, given it has not left by then: its distance from the
/// centre, drawn by rejection against the series (the direction is uniform).
double diskRadiusBeforeExit(double s, Random& random);

} // namespace disklab
