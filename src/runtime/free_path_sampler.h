#pragma once
// The free paths of a run as the GUI sees it: frames carry only their latest collisions
// (FrameSnapshot::recentCollisions), and a GUI that falls behind skips frames, so a stretch of
// collisions may never arrive. The sampler feeds the collisions it has not seen yet to a
// FreePathRecorder (core/free_paths.h) and keeps its whole flights, those between two collisions
// of one disk that both arrived; where a stretch is missing, every flight under way is dropped
// (its end, or its start, is lost) and the flights start again from the next collisions. The
// distribution and its mean are those of whole flights: a flight across a gap is lost, so gaps
// rarer than flights end leave both as the gas has them. The exact engine's records carry the
// velocities a flight needs; a stepper's do not, and give no flight. Standard C++ only.

#include "core/free_paths.h"
#include "runtime/frame_snapshot.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace disklab {

class FreePathSampler {
public:
    /// Keeps at most `capacity` flights for the distribution (every other one is dropped when
    /// full; the mean counts them all).
    explicit FreePathSampler(std::size_t capacity = 200000);

    /// Takes the collisions of `frame` not taken yet. A new generation starts the sampler over.
    void add(const FrameSnapshot& frame);

    /// Whole flights taken.
    std::uint64_t flights() const { return m_flights; }
    /// Their mean distance; NaN before the first.
    double meanDistance() const;
    /// The distances of the flights kept, for their distribution.
    const std::vector<double>& distances() const { return m_distances; }
    /// The share of the run's collisions since the sampler started that arrived (1 when none
    /// was missed; lower when collisions came faster than the frames carry them).
    double shareOfCollisionsSeen() const;

private:
    /// Starts the flights afresh from the next collision: those under way are dropped. O(N) but
    /// without allocation, except in the first stretch and after a long one.
    void beginStretch(const FrameSnapshot& frame);
    /// Moves the recorder's new whole flights into the sample.
    void harvest();

    std::size_t m_capacity;
    std::uint64_t m_generation = UINT64_MAX;
    std::uint64_t m_taken = 0;  ///< the number of the last collision taken (1 is the first)
    std::uint64_t m_first = 0;  ///< the number of the last collision before the sampler started
    std::uint64_t m_seen = 0;   ///< collisions taken
    std::unique_ptr<FreePathRecorder> m_stretch;  ///< its flights under way are the stretch's
    std::size_t m_harvested = 0;  ///< the recorder's flights already moved
    std::uint64_t m_flights = 0;
    double m_totalDistance = 0.0;
    std::vector<double> m_distances;
};

} // namespace disklab
