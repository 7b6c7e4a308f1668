// The disk's first-passage series (core/disk_first_passage.h): the zeros of J0 found once by
// Newton's method from McMahon's expansion, the series summed over the modes that still count
// at a given time, and an inverse table of the first-passage distribution made once.
#include "core/disk_first_passage.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace disklab {
namespace {

constexpr std::size_t kModes = 64;
// exp(-46) is 1e-20: a mode whose j_n^2 s passes this adds nothing a double can hold.
constexpr double kLastExponent = 46.0;
// Below this time the 64 modes no longer reach kLastExponent; the walk has then left the disk
// with a chance of exp(-1 / 4s) < 1e-90, which a double rounds to nothing.
constexpr double kShortestSeriesTime = kLastExponent / (200.0 * 200.0);
// Below this time the walk has left the disk by then with a chance below 1e-28 (each component
// beyond 1/sqrt(2), by the reflection principle): the free Gaussian is its position.
constexpr double kFreeTime = 0.002;
// Up to this time a free Gaussian proposal is accepted often; beyond it a uniform one is.
constexpr double kGaussianProposalTime = 0.1;
constexpr std::size_t kQuantiles = 512;
// The tails' tables: x = -ln of the tail probability from ln 2 (the median) to 36, where the
// cubic's error is below 1e-8 of the time (tst_disk_first_passage checks it).
constexpr std::size_t kTailPoints = 4096;
constexpr double kTailStart = std::numbers::ln2;
constexpr double kTailEnd = 36.0;
constexpr double kTailSpacing = (kTailEnd - kTailStart) / static_cast<double>(kTailPoints - 1);

struct Modes {
    std::array<double, kModes> zero{};       ///< j_n
    std::array<double, kModes> survival{};   ///< 2 / (j_n J1(j_n))
    std::array<double, kModes> density{};    ///< 1 / (pi J1(j_n)^2)
    std::array<double, kQuantiles> quantile{};  ///< F^-1(k / kQuantiles)

    Modes()
    {
        for (std::size_t n = 0; n < kModes; ++n) {
            const double beta = (static_cast<double>(n) + 0.75) * std::numbers::pi;
            double j = beta + 1.0 / (8.0 * beta) - 31.0 / (384.0 * beta * beta * beta);
            for (int i = 0; i < 4; ++i)
                j += std::cyl_bessel_j(0.0, j) / std::cyl_bessel_j(1.0, j);  // J0' = -J1
            const double j1 = std::cyl_bessel_j(1.0, j);
            zero[n] = j;
            survival[n] = 2.0 / (j * j1);
            density[n] = 1.0 / (std::numbers::pi * j1 * j1);
        }
    }
};

/// The number of modes that count at time s.
std::size_t modesAt(const Modes& m, double s)
{
    std::size_t n = 1;
    while (n < kModes && m.zero[n] * m.zero[n] * s < kLastExponent)
        ++n;
    return n;
}

/// S(s) and -dS/ds together, each mode's exponential taken once.
struct SurvivalAndDensity {
    double survival = 1.0;
    double density = 0.0;
};

SurvivalAndDensity survivalAndDensityOf(const Modes& m, double s)
{
    SurvivalAndDensity out;
    if (s < kShortestSeriesTime)
        return out;
    out.survival = 0.0;
    for (std::size_t n = 0, count = modesAt(m, s); n < count; ++n) {
        const double term = m.survival[n] * std::exp(-m.zero[n] * m.zero[n] * s);
        out.survival += term;
        out.density += term * m.zero[n] * m.zero[n];
    }
    out.survival = std::min(out.survival, 1.0);
    out.density = std::max(out.density, 0.0);
    return out;
}

/// p(rho, s) of the header, for s >= kFreeTime.
double densityAt(const Modes& m, double rho, double s)
{
    double sum = 0.0;
    for (std::size_t n = 0, count = modesAt(m, s); n < count; ++n)
        sum += m.density[n] * std::cyl_bessel_j(0.0, m.zero[n] * rho) * std::exp(-m.zero[n] * m.zero[n] * s);
    return std::max(sum, 0.0);
}

/// F^-1(u) by bisection, for the table.
double bisectExitTime(const Modes& m, double u)
{
    double low = 0.0, high = 50.0;
    for (int i = 0; i < 200 && high - low > 1e-15 * high; ++i) {
        const double mid = 0.5 * (low + high);
        (1.0 - survivalAndDensityOf(m, mid).survival < u ? low : high) = mid;
    }
    return 0.5 * (low + high);
}

/// Where Newton's method on F starts for u: between two tabulated quantiles, or in a tail by
/// the tail's leading term.
double exitTimeGuess(const Modes& m, double u)
{
    const double position = u * kQuantiles;
    const auto k = static_cast<std::size_t>(position);
    if (k == 0)
        return 1.0 / (4.0 * std::log(1.0 / u));  // F ~ exp(-1 / 4s) as s -> 0
    if (k + 1 >= kQuantiles)
        return (std::log(m.survival[0]) - std::log1p(-u)) / (m.zero[0] * m.zero[0]);
    const double w = position - static_cast<double>(k);
    return (1.0 - w) * m.quantile[k] + w * m.quantile[k + 1];
}

/// F^-1(u) to double precision: Newton's method on the logarithm of the smaller tail, which is
/// smooth in s in both tails, from the quantiles' guess.
double solvedExitTime(const Modes& m, double u)
{
    double s = exitTimeGuess(m, u);
    const bool lower = u < 0.5;
    const double target = lower ? std::log(u) : std::log1p(-u);
    // Newton's method converges quadratically: once a step is below 1e-9 of s the next would
    // be below the last bit.
    for (int i = 0; i < 30; ++i) {
        const SurvivalAndDensity at = survivalAndDensityOf(m, s);
        const double tail = lower ? 1.0 - at.survival : at.survival;
        if (!(tail > 0.0)) {
            s *= lower ? 1.5 : 0.75;
            continue;
        }
        const double slope = (lower ? 1.0 : -1.0) * at.density / tail;
        const double next = s - (std::log(tail) - target) / slope;
        const double bounded = next > 0.0 ? next : 0.5 * s;
        const bool converged = std::abs(bounded - s) <= 1e-9 * s;
        s = bounded;
        if (converged)
            break;
    }
    return s;
}

/// One half of F^-1 as a function of the logarithm of its tail, x = -ln(u) below the median
/// and x = -ln(1 - u) above, where it is smooth: values and slopes on a uniform grid of x,
/// read by cubic Hermite interpolation.
struct HermiteTail {
    std::array<double, kTailPoints> value{};
    std::array<double, kTailPoints> slope{};

    HermiteTail() = default;
    HermiteTail(const Modes& m, bool lower)
    {
        for (std::size_t k = 0; k < kTailPoints; ++k) {
            const double x = kTailStart + static_cast<double>(k) * kTailSpacing;
            const double u = lower ? std::exp(-x) : -std::expm1(-x);
            const double s = solvedExitTime(m, u);
            const SurvivalAndDensity at = survivalAndDensityOf(m, s);
            value[k] = s;
            // du/dx is -u below (u = e^-x) and S above (1 - u = e^-x); ds/du = 1 / density.
            slope[k] = (lower ? -(1.0 - at.survival) : at.survival) / at.density;
        }
    }

    double at(double x) const
    {
        const double position = (x - kTailStart) / kTailSpacing;
        const auto k = std::min(static_cast<std::size_t>(position), kTailPoints - 2);
        const double t = position - static_cast<double>(k);
        const double t2 = t * t, t3 = t2 * t;
        return (2.0 * t3 - 3.0 * t2 + 1.0) * value[k] + (t3 - 2.0 * t2 + t) * kTailSpacing * slope[k]
             + (-2.0 * t3 + 3.0 * t2) * value[k + 1] + (t3 - t2) * kTailSpacing * slope[k + 1];
    }
};

struct ExitTimeTables {
    HermiteTail lower;
    HermiteTail upper;
};

const Modes& modes()
{
    static const Modes m = [] {
        Modes built;
        for (std::size_t k = 1; k < kQuantiles; ++k)
            built.quantile[k] = bisectExitTime(built, static_cast<double>(k) / kQuantiles);
        return built;
    }();
    return m;
}

const ExitTimeTables& exitTimeTables()
{
    static const ExitTimeTables tables{HermiteTail(modes(), true), HermiteTail(modes(), false)};
    return tables;
}

} // namespace

double diskSurvival(double s) { return survivalAndDensityOf(modes(), s).survival; }

double diskExitDensity(double s) { return survivalAndDensityOf(modes(), s).density; }

double diskExitTime(double u)
{
    const Modes& m = modes();
    const ExitTimeTables& tables = exitTimeTables();
    if (u >= 0.5) {
        const double x = -std::log1p(-u);
        // Beyond the table only the slowest mode is left: S = c_1 exp(-j_1^2 s), the next one
        // smaller by exp(-150) there.
        if (x >= kTailEnd)
            return (std::log(m.survival[0]) + x) / (m.zero[0] * m.zero[0]);
        return tables.upper.at(x);
    }
    const double x = -std::log(u);
    return x >= kTailEnd ? solvedExitTime(m, u) : tables.lower.at(x);
}

double diskRadiusBeforeExit(double s, Random& random)
{
    const Modes& m = modes();
    const double sigma = std::sqrt(2.0 * s);  // the free walk's spread per component
    while (true) {
        if (s < kGaussianProposalTime) {
            const double rho = std::hypot(sigma * random.normal(), sigma * random.normal());
            if (rho >= 1.0)
                continue;
            if (s < kFreeTime)
                return rho;
            // The walk killed at the circle is never denser than the free one.
            const double free = std::exp(-rho * rho / (4.0 * s)) / (4.0 * std::numbers::pi * s);
            if (random.uniform() * free < densityAt(m, rho, s))
                return rho;
        } else {
            // Uniform over the disk's area; p falls from the centre outwards.
            const double rho = std::sqrt(random.uniform());
            if (random.uniform() * densityAt(m, 0.0, s) < densityAt(m, rho, s))
                return rho;
        }
    }
}

} // namespace disklab
