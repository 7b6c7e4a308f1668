#include "core/observables.h"

#include "core/force_evaluator.h"
#include "core/free_piston.h"

#include <algorithm>
#include <cmath>

namespace disklab {

double kineticEnergy(const Scenario& scenario, const Snapshot& s)
{
    double sum = 0.0;
    for (std::size_t i = 0; i < s.size(); ++i)
        sum += 0.5 * scenario.disks[i].mass * (s.vx[i] * s.vx[i] + s.vy[i] * s.vy[i]);
    return sum;
}

double potentialEnergy(const Scenario& scenario, const Snapshot& s)
{
    double sum = 0.0;
    if (scenario.hasForces())
        sum += ForceEvaluator(scenario, ForceMethod::Direct, 0.0).potentialEnergy(s.x, s.y);
    if (scenario.gravityX == 0.0 && scenario.gravityY == 0.0)
        return sum;
    for (std::size_t i = 0; i < s.size(); ++i)
        sum -= scenario.disks[i].mass * (scenario.gravityX * s.x[i] + scenario.gravityY * s.y[i]);
    return sum;
}

double pistonEnergy(const Scenario& scenario, const Snapshot& s)
{
    constexpr auto right = static_cast<std::size_t>(Side::Right);
    return pistonEnergy(scenario, s.wallPositions[right], s.wallVelocities[right], s.outsidePressure);
}

std::array<double, 2> totalMomentum(const Scenario& scenario, const Snapshot& s)
{
    std::array<double, 2> p{0.0, 0.0};
    for (std::size_t i = 0; i < s.size(); ++i) {
        p[0] += scenario.disks[i].mass * s.vx[i];
        p[1] += scenario.disks[i].mass * s.vy[i];
    }
    return p;
}

double temperatureDivisor(const Scenario& scenario)
{
    const auto n = static_cast<double>(scenario.disks.size());
    return scenario.boundary == Boundary::Periodic ? std::max(1.0, n - 1.0) : std::max(1.0, n);
}

double temperature(const Scenario& scenario, double kinetic)
{
    return kinetic / temperatureDivisor(scenario);
}

namespace {

/// Integral of f over [t0, t1] where f is a polynomial of degree <= 2 between wall stop times:
/// Simpson's rule on each such piece is exact.
template <class F>
double piecewiseQuadraticIntegral(const Scenario& scenario, double t0, double t1, F f)
{
    std::vector<double> breaks{t0, t1};
    for (const BoxWall& w : scenario.walls)
        if (w.stopTime > t0 && w.stopTime < t1)
            breaks.push_back(w.stopTime);
    std::sort(breaks.begin(), breaks.end());
    double sum = 0.0;
    for (std::size_t k = 0; k + 1 < breaks.size(); ++k) {
        const double a = breaks[k], b = breaks[k + 1];
        sum += (b - a) / 6.0 * (f(a) + 4.0 * f(0.5 * (a + b)) + f(b));
    }
    return sum;
}

double boxWidth(const Scenario& s, double t) { return wallPosition(s, Side::Right, t) - wallPosition(s, Side::Left, t); }
double boxHeight(const Scenario& s, double t) { return wallPosition(s, Side::Top, t) - wallPosition(s, Side::Bottom, t); }

/// The integrals over a window of the box's area, perimeter and each side's length. A free
/// piston's path is the engine's, not the scenario's: its position's integral comes with the
/// totals, and the other walls stay in place.
struct BoxIntegrals {
    double area = 0.0;
    double perimeter = 0.0;
    std::array<double, 4> sideLength{};
};

BoxIntegrals boxIntegrals(const Scenario& s, const Totals& begin, const Totals& end)
{
    BoxIntegrals b;
    if (s.hasFreePiston()) {
        const double duration = end.time - begin.time;
        const double height = boxHeight(s, 0.0) * duration;
        const double width = end.pistonPositionIntegral - begin.pistonPositionIntegral
                             - wallPosition(s, Side::Left, 0.0) * duration;
        b.area = width * boxHeight(s, 0.0);
        b.perimeter = 2.0 * (width + height);
        b.sideLength = {height, height, width, width};
        return b;
    }
    b.area = areaIntegral(s, begin.time, end.time);
    b.perimeter = perimeterIntegral(s, begin.time, end.time);
    for (Side side : kAllSides)
        b.sideLength[static_cast<std::size_t>(side)] = sideLengthIntegral(s, side, begin.time, end.time);
    return b;
}

} // namespace

double perimeterIntegral(const Scenario& scenario, double t0, double t1)
{
    return piecewiseQuadraticIntegral(scenario, t0, t1, [&](double t) {
        return 2.0 * (boxWidth(scenario, t) + boxHeight(scenario, t));
    });
}

double areaIntegral(const Scenario& scenario, double t0, double t1)
{
    return piecewiseQuadraticIntegral(scenario, t0, t1, [&](double t) {
        return boxWidth(scenario, t) * boxHeight(scenario, t);
    });
}

double sideLengthIntegral(const Scenario& scenario, Side side, double t0, double t1)
{
    const bool vertical = side == Side::Left || side == Side::Right;
    return piecewiseQuadraticIntegral(scenario, t0, t1, [&](double t) {
        return vertical ? boxHeight(scenario, t) : boxWidth(scenario, t);
    });
}

WindowFigures measureWindow(const Scenario& scenario, const Totals& begin, const Totals& end)
{
    return measureWindow(scenario, begin, end, {});
}

WindowFigures measureWindow(const Scenario& scenario, const Totals& begin, const Totals& end,
                            const std::array<double, 4>& addedImpulse)
{
    WindowFigures f;
    f.duration = end.time - begin.time;
    f.events = end.events - begin.events;
    f.collisions = end.collisions - begin.collisions;
    const auto n = static_cast<double>(scenario.disks.size());
    if (f.duration <= 0.0 || n == 0.0)
        return f;
    f.meanKineticEnergy = (end.kineticIntegral - begin.kineticIntegral) / f.duration;
    f.temperature = temperature(scenario, f.meanKineticEnergy);
    if (scenario.boundary == Boundary::Periodic) {
        f.meanArea = scenario.area();
        // Virial theorem in 2D: P A = <K> + (1 / 2t) sum r_ij . delta p_ij, the kinetic term the
        // kinetic energy itself (N_f kT with N_f = N - 1 here), as the walls' impulse measures it.
        const double virial = end.virial - begin.virial;
        f.pressure = (f.meanKineticEnergy + virial / (2.0 * f.duration)) / f.meanArea;
    } else {
        const BoxIntegrals box = boxIntegrals(scenario, begin, end);
        f.meanArea = box.area / f.duration;
        double impulse = 0.0;
        for (Side side : kAllSides) {
            const auto k = static_cast<std::size_t>(side);
            const double sideImpulse = end.wallImpulse[k] - begin.wallImpulse[k] + addedImpulse[k];
            impulse += sideImpulse;
            f.wallPressure[k] = sideImpulse / box.sideLength[k];
        }
        f.pressure = impulse / box.perimeter;
    }
    const bool gravity = scenario.gravityX != 0.0 || scenario.gravityY != 0.0;
    if (f.temperature > 0.0 && !gravity)
        f.compressibility = f.pressure * f.meanArea / (n * f.temperature);
    return f;
}

double relativeEnergyDrift(const Scenario& scenario, const Snapshot& first, const Totals& firstTotals,
                           const Snapshot& last, const Totals& lastTotals)
{
    const double e0 = kineticEnergy(scenario, first) + potentialEnergy(scenario, first) - firstTotals.wrapPotential
                      + pistonEnergy(scenario, first);
    const double e1 = kineticEnergy(scenario, last) + potentialEnergy(scenario, last) - lastTotals.wrapPotential
                      + pistonEnergy(scenario, last);
    const double exchanged = lastTotals.wallWork - firstTotals.wallWork + lastTotals.wallHeat - firstTotals.wallHeat
                             + lastTotals.pumpedEnergy - firstTotals.pumpedEnergy + lastTotals.pressureStepWork
                             - firstTotals.pressureStepWork + lastTotals.handWork - firstTotals.handWork;
    const double scale = std::abs(e0) > 0.0 ? std::abs(e0) : 1.0;
    return (e1 - e0 - exchanged) / scale;
}

std::vector<double> speeds(const Snapshot& s)
{
    std::vector<double> v(s.size());
    for (std::size_t i = 0; i < s.size(); ++i)
        v[i] = std::hypot(s.vx[i], s.vy[i]);
    return v;
}

SpeedHistogram speedHistogram(const std::vector<double>& values, int bins, double maximumSpeed)
{
    SpeedHistogram h;
    bins = std::max(1, bins);
    h.binWidth = maximumSpeed / bins;
    h.counts.assign(static_cast<std::size_t>(bins), 0);
    for (double v : values) {
        const double position = h.binWidth > 0.0 ? v / h.binWidth : 0.0;
        const auto bin = std::clamp(static_cast<long long>(position), 0LL, static_cast<long long>(bins - 1));
        ++h.counts[static_cast<std::size_t>(bin)];
    }
    return h;
}

double maxwellBoltzmannDensity(double speed, double mass, double kT)
{
    return mass * speed / kT * std::exp(-mass * speed * speed / (2.0 * kT));
}

double maxwellBoltzmannCdf(double speed, double mass, double kT)
{
    return -std::expm1(-mass * speed * speed / (2.0 * kT));
}

double kolmogorovSmirnovDistance(std::vector<double> samples, const std::function<double(double)>& cdf)
{
    std::sort(samples.begin(), samples.end());
    const auto n = static_cast<double>(samples.size());
    double distance = 0.0;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const double f = cdf(samples[i]);
        distance = std::max({distance, f - static_cast<double>(i) / n, static_cast<double>(i + 1) / n - f});
    }
    return distance;
}

} // namespace disklab
