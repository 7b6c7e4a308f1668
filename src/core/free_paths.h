#pragma once
// Free paths: how far, and for how long, each disk flies between two of its collisions, gathered
// from the exact engine's collision records (CollisionRecord carries the velocities after the
// collision). A flight starts at a disk's collision with a disk or a wall and ends at its next;
// the partial flights before a disk's first collision of the window and after its last are not
// counted, since they would cut the distribution short at both ends.
//
// The distance is the length of the path flown: |v| tau in free flight, and under gravity the
// length of the parabola, integral of |v + g t| over the flight, in closed form. The mean free
// path is the total distance over the number of flights, which in equilibrium is the mean speed
// over the collision rate per disk; Enskog's theory for hard disks of diameter sigma at number
// density n gives
//     lambda = 1 / (2 sqrt(2) n sigma g(sigma+)),   mean free time = lambda / sqrt(pi kT / 2m)
// (docs/physics.md). The engine pays nothing for this unless a listener is set.
// Standard C++ only.

#include "core/engine.h"
#include "core/scenario.h"

#include <cstdint>
#include <vector>

namespace disklab {

class FreePathRecorder {
public:
    /// Gravity from `scenario`; with `keepFlights`, every flight's distance and time are kept
    /// (16 bytes each) for their distribution, else only their sums.
    FreePathRecorder(const Scenario& scenario, bool keepFlights);

    /// A collision from the engine's listener, in the order the engine resolved them. A record
    /// without velocities (an engine that resolves contacts inside a step) ends its disks'
    /// flights without counting them.
    void add(const CollisionRecord& record);

    std::uint64_t flights() const { return m_flights; }
    /// Total distance over flights; NaN before the first whole flight.
    double meanDistance() const;
    /// Total time over flights; NaN before the first whole flight.
    double meanTime() const;
    /// Every flight's distance and time, in the order they ended (empty unless kept).
    const std::vector<double>& distances() const { return m_distances; }
    const std::vector<double>& times() const { return m_times; }

private:
    void land(std::int32_t disk, double time, const std::array<double, 2>& velocity);

    double m_gravityX, m_gravityY;
    bool m_keep;
    std::vector<double> m_since;       ///< when each disk's flight began; NaN before its first collision
    std::vector<double> m_vx, m_vy;    ///< its velocity then
    std::uint64_t m_flights = 0;
    double m_totalDistance = 0.0, m_totalTime = 0.0;
    std::vector<double> m_distances, m_times;
};

/// The length of the path of a body starting at velocity (vx, vy) under the acceleration
/// (gx, gy) for the time tau: the integral of |v + g t| from 0 to tau.
double flightLength(double vx, double vy, double gx, double gy, double tau);

} // namespace disklab
