#include "runtime/free_path_sampler.h"

#include "runtime/thinned_samples.h"

#include <algorithm>
#include <limits>

namespace disklab {
namespace {
/// A stretch's recorder keeps every flight it saw; a long run starts a new one after this many,
/// so its memory stays bounded (the flights under way then, one per disk at most, are dropped).
constexpr std::size_t kFlightsPerStretch = 1000000;
} // namespace

FreePathSampler::FreePathSampler(std::size_t capacity)
    : m_capacity(capacity)
{
}

void FreePathSampler::add(const FrameSnapshot& frame)
{
    if (!frame.scenario)
        return;
    if (frame.generation != m_generation) {
        *this = FreePathSampler(m_capacity);
        m_generation = frame.generation;
        m_taken = m_first = frame.collisionCount;  // flights start from the next collisions
        beginStretch(frame);
        return;
    }
    const auto& records = frame.recentCollisions;
    const std::uint64_t first = frame.collisionCount - records.size() + 1;
    if (first > m_taken + 1 || m_stretch->distances().size() >= kFlightsPerStretch)
        beginStretch(frame);
    for (std::size_t k = 0; k < records.size(); ++k) {
        if (first + k > m_taken) {
            m_stretch->add(records[k]);
            ++m_seen;
        }
    }
    m_taken = std::max(m_taken, frame.collisionCount);
    harvest();
}

void FreePathSampler::beginStretch(const FrameSnapshot& frame)
{
    if (m_stretch && m_stretch->distances().size() < kFlightsPerStretch) {
        m_stretch->dropFlightsUnderWay();
        return;
    }
    m_stretch = std::make_unique<FreePathRecorder>(*frame.scenario, true);
    m_harvested = 0;
}

void FreePathSampler::harvest()
{
    const std::vector<double>& distances = m_stretch->distances();
    for (; m_harvested < distances.size(); ++m_harvested) {
        ++m_flights;
        m_totalDistance += distances[m_harvested];
        appendThinned(m_distances, m_capacity, distances[m_harvested]);
    }
}

double FreePathSampler::shareOfCollisionsSeen() const
{
    return m_taken > m_first ? double(m_seen) / double(m_taken - m_first) : 1.0;
}

double FreePathSampler::meanDistance() const
{
    return m_flights > 0 ? m_totalDistance / double(m_flights) : std::numeric_limits<double>::quiet_NaN();
}

} // namespace disklab
