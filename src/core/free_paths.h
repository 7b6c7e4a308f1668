#pragma once
// Free paths: how far, and for how long, disks fly between their collisions, gathered from the
// exact engine's collision records (CollisionRecord carries the velocities after the collision).
// A flight starts at a disk's collision with a disk or a wall and ends at its next.
//
// The mean free path is the distance the disks flew in the window over the number of flights
// that ended in it (a pair collision ends two), and the mean free time likewise: in equilibrium
// the mean speed over the collision rate per disk. Given the window's first and last states
// (start(), finish()), the pieces of flight before each disk's first collision and after its
// last count in the distance and time too, so a window of any length gives these means without
// bias. The distribution, by contrast, holds only whole flights, those between two collisions in
// the window: a window not much longer than a flight has fewer long ones than the gas (a flight
// of length l is whole with a probability falling like 1 - l / (window's distance)).
//
// The distance is the length of the path flown: |v| tau in free flight, and under gravity the
// length of the parabola, integral of |v + g t| over the flight, in closed form. Enskog's theory
// for hard disks of diameter sigma at number density n gives
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
    /// Gravity from `scenario`; with `keepFlights`, every whole flight's distance and time are
    /// kept (16 bytes each) for their distribution, else only the sums.
    FreePathRecorder(const Scenario& scenario, bool keepFlights);

    /// The window's first state: every disk's flight so far starts here (in the means, not in
    /// the distribution). Without it, only the flights from each disk's first collision count.
    void start(const Snapshot& state);
    /// A collision from the engine's listener, in the order the engine resolved them. A record
    /// without velocities (an engine that resolves contacts inside a step) ends its disks'
    /// flights without counting them.
    void add(const CollisionRecord& record);
    /// The window's last state: the flights under way count up to it in the means.
    void finish(const Snapshot& state);
    /// Forgets the flights under way without counting them, as if no disk had collided yet: for
    /// a reader that missed a stretch of collisions, whose flights across it would be wrong. O(N).
    void dropFlightsUnderWay();

    /// Flights that ended in the window (a disk's collisions with velocities).
    std::uint64_t flights() const { return m_landings; }
    /// Distance flown over flights; NaN before the first flight ended.
    double meanDistance() const;
    /// Time flown over flights; NaN before the first flight ended.
    double meanTime() const;
    /// Every whole flight's distance and time, in the order they ended (empty unless kept).
    const std::vector<double>& distances() const { return m_distances; }
    const std::vector<double>& times() const { return m_times; }

private:
    /// Disk j's flight up to `time`: its distance and time added to the sums; true if whole.
    bool fly(std::size_t j, double time, double& distance, double& tau);
    void land(std::int32_t disk, double time, const std::array<double, 2>& velocity);
    void grow(std::size_t disks);

    double m_gravityX, m_gravityY;
    bool m_keep;
    std::vector<double> m_since;       ///< when each disk's flight began; NaN when unknown
    std::vector<double> m_vx, m_vy;    ///< its velocity then
    std::vector<bool> m_whole;         ///< whether it began at a collision (not at the window's start)
    std::uint64_t m_landings = 0;
    double m_totalDistance = 0.0, m_totalTime = 0.0;
    std::vector<double> m_distances, m_times;
};

/// The length of the path of a body starting at velocity (vx, vy) under the acceleration
/// (gx, gy) for the time tau: the integral of |v + g t| from 0 to tau.
double flightLength(double vx, double vy, double gx, double gy, double tau);

} // namespace disklab
