#pragma once
// Charges of one sign seen from afar (core/coulomb_law.h): their total charge at their centre of
// charge and their second moments about it, a monopole with its quadrupole correction.
//
// About the centre of charge of one sign the dipole moment is zero, so the monopole alone errs
// at second order in b/d (b the charges' spread, d the distance); the quadrupole term takes the
// error to third order. With charges of both signs a node keeps one multipole per sign: about a
// centre of all charges the dipole need not vanish (core/barnes_hut_tree.h).
//
// Expanding the softened potential 1/sqrt(|r - s|^2 + eps^2) of a charge at offset s from the
// centre, seen at r from the centre, in s, with R^2 = r^2 + eps^2 and M = sum q s s^T:
//   phi = q/R + (3 r.M.r - tr(M) R^2) / (2 R^5),
//   E = -grad phi = [q/R^3 + (15/2) r.M.r / R^7 - (3/2) tr(M) / R^5] r - 3 M r / R^5.
// Softening enters only through R, so the expansion holds for every eps.

#include <cmath>
#include <cstdint>

namespace disklab {

struct Multipole {
    double q = 0.0;                        ///< total charge, of one sign
    double x = 0.0, y = 0.0;               ///< centre of charge
    double xx = 0.0, xy = 0.0, yy = 0.0;   ///< sum of q s s^T over the charges, s from the centre
};

/// The multipole of several parts (multipoles, or charges as multipoles with no second moments)
/// of one sign: `forEachPart(visit)` calls visit(const Multipole&) for every part, and is called
/// twice: for the charge and centre, then for the second moments about that centre (the
/// parallel axis theorem: each part's own moments plus q d d^T for its offset d).
template <typename ForEachPart>
Multipole combineMultipoles(ForEachPart&& forEachPart)
{
    Multipole sum;
    double qx = 0.0, qy = 0.0;
    forEachPart([&](const Multipole& part) { sum.q += part.q, qx += part.q * part.x, qy += part.q * part.y; });
    if (sum.q == 0.0)
        return sum;
    sum.x = qx / sum.q, sum.y = qy / sum.q;
    forEachPart([&](const Multipole& part) {
        const double dx = part.x - sum.x, dy = part.y - sum.y;
        sum.xx += part.xx + part.q * dx * dx;
        sum.xy += part.xy + part.q * dx * dy;
        sum.yy += part.yy + part.q * dy * dy;
    });
    return sum;
}

/// Adds the field of `m`, per unit k, at the `count` targets (tx, ty) to (ex, ey). The targets
/// must be apart from m's centre when eps = 0. The loop runs over targets, each independent of
/// the others, so the compiler fills every vector lane with a target; one square root and one
/// division per target, as for a single charge.
inline void addMultipoleField(const Multipole& m, const double* __restrict tx, const double* __restrict ty,
                              std::uint32_t count, double eps2, double* __restrict ex, double* __restrict ey)
{
    const double trace = m.xx + m.yy;
    for (std::uint32_t t = 0; t < count; ++t) {
        const double rx = tx[t] - m.x, ry = ty[t] - m.y;
        const double r2 = rx * rx + ry * ry + eps2;
        const double inverse = 1.0 / std::sqrt(r2);
        const double inverse2 = inverse * inverse;
        const double inverse3 = inverse * inverse2, inverse5 = inverse3 * inverse2;
        const double mrx = m.xx * rx + m.xy * ry, mry = m.xy * rx + m.yy * ry;
        const double rmr = rx * mrx + ry * mry;
        const double radial = m.q * inverse3 + inverse5 * (7.5 * rmr * inverse2 - 1.5 * trace);
        ex[t] += radial * rx - 3.0 * inverse5 * mrx;
        ey[t] += radial * ry - 3.0 * inverse5 * mry;
    }
}

} // namespace disklab
