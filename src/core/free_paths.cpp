#include "core/free_paths.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace disklab {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// An antiderivative of sqrt(s^2 + q^2) in s (q >= 0).
double arcPrimitive(double s, double q)
{
    const double root = std::sqrt(s * s + q * q);
    return 0.5 * (s * root + (q > 0.0 ? q * q * std::asinh(s / q) : 0.0));
}

} // namespace

double flightLength(double vx, double vy, double gx, double gy, double tau)
{
    const double a = std::hypot(gx, gy), speed = std::hypot(vx, vy);
    // Gravity that hardly bends the flight: the speed at mid-flight times tau is then exact to
    // (a tau / speed)^2, and the closed form below would lose its digits subtracting.
    if (a * tau <= 1e-6 * speed)
        return std::hypot(vx + 0.5 * gx * tau, vy + 0.5 * gy * tau) * tau;
    // Along gravity the speed component grows as p + a t; across it, q stays.
    const double p = (vx * gx + vy * gy) / a, q = std::abs(vx * gy - vy * gx) / a;
    return (arcPrimitive(p + a * tau, q) - arcPrimitive(p, q)) / a;
}

FreePathRecorder::FreePathRecorder(const Scenario& scenario, bool keepFlights)
    : m_gravityX(scenario.gravityX), m_gravityY(scenario.gravityY), m_keep(keepFlights)
{
    grow(scenario.disks.size());
}

void FreePathRecorder::grow(std::size_t disks)
{
    if (disks <= m_since.size())
        return;
    m_since.resize(disks, kNaN);
    m_vx.resize(disks, 0.0);
    m_vy.resize(disks, 0.0);
    m_whole.resize(disks, false);
}

void FreePathRecorder::start(const Snapshot& state)
{
    grow(state.size());
    for (std::size_t j = 0; j < state.size(); ++j) {
        m_since[j] = state.time;
        m_vx[j] = state.vx[j];
        m_vy[j] = state.vy[j];
        m_whole[j] = false;
    }
}

void FreePathRecorder::dropFlightsUnderWay()
{
    std::fill(m_since.begin(), m_since.end(), kNaN);
}

void FreePathRecorder::add(const CollisionRecord& record)
{
    land(record.a, record.time, record.velocityA);
    if (record.kind == CollisionRecord::Kind::Pair)
        land(record.b, record.time, record.velocityB);
}

void FreePathRecorder::finish(const Snapshot& state)
{
    for (std::size_t j = 0; j < state.size() && j < m_since.size(); ++j) {
        double distance = 0.0, tau = 0.0;
        fly(j, state.time, distance, tau);
        m_since[j] = kNaN;
    }
}

bool FreePathRecorder::fly(std::size_t j, double time, double& distance, double& tau)
{
    if (std::isnan(m_since[j]))
        return false;
    tau = time - m_since[j];
    distance = flightLength(m_vx[j], m_vy[j], m_gravityX, m_gravityY, tau);
    m_totalDistance += distance;
    m_totalTime += tau;
    return m_whole[j];
}

void FreePathRecorder::land(std::int32_t disk, double time, const std::array<double, 2>& velocity)
{
    const auto j = static_cast<std::size_t>(disk);
    grow(j + 1);  // a pumped disk
    const bool known = !std::isnan(velocity[0]);
    double distance = 0.0, tau = 0.0;
    if (known && fly(j, time, distance, tau) && m_keep) {
        m_distances.push_back(distance);
        m_times.push_back(tau);
    }
    m_landings += known && !std::isnan(m_since[j]) ? 1 : 0;
    m_since[j] = known ? time : kNaN;
    m_vx[j] = velocity[0];
    m_vy[j] = velocity[1];
    m_whole[j] = known;
}

double FreePathRecorder::meanDistance() const
{
    return m_landings > 0 ? m_totalDistance / static_cast<double>(m_landings) : kNaN;
}

double FreePathRecorder::meanTime() const
{
    return m_landings > 0 ? m_totalTime / static_cast<double>(m_landings) : kNaN;
}

} // namespace disklab
