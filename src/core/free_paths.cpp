#include "core/free_paths.h"

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
    : m_gravityX(scenario.gravityX), m_gravityY(scenario.gravityY), m_keep(keepFlights),
      m_since(scenario.disks.size(), kNaN), m_vx(scenario.disks.size(), 0.0), m_vy(scenario.disks.size(), 0.0)
{
}

void FreePathRecorder::add(const CollisionRecord& record)
{
    land(record.a, record.time, record.velocityA);
    if (record.kind == CollisionRecord::Kind::Pair)
        land(record.b, record.time, record.velocityB);
}

void FreePathRecorder::land(std::int32_t disk, double time, const std::array<double, 2>& velocity)
{
    const auto j = static_cast<std::size_t>(disk);
    if (j >= m_since.size()) {  // a pumped disk
        m_since.resize(j + 1, kNaN);
        m_vx.resize(j + 1, 0.0);
        m_vy.resize(j + 1, 0.0);
    }
    if (!std::isnan(m_since[j]) && !std::isnan(velocity[0])) {
        const double tau = time - m_since[j];
        const double distance = flightLength(m_vx[j], m_vy[j], m_gravityX, m_gravityY, tau);
        ++m_flights;
        m_totalDistance += distance;
        m_totalTime += tau;
        if (m_keep) {
            m_distances.push_back(distance);
            m_times.push_back(tau);
        }
    }
    m_since[j] = std::isnan(velocity[0]) ? kNaN : time;
    m_vx[j] = velocity[0];
    m_vy[j] = velocity[1];
}

double FreePathRecorder::meanDistance() const
{
    return m_flights > 0 ? m_totalDistance / static_cast<double>(m_flights) : kNaN;
}

double FreePathRecorder::meanTime() const
{
    return m_flights > 0 ? m_totalTime / static_cast<double>(m_flights) : kNaN;
}

} // namespace disklab
