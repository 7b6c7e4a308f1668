#pragma once
// Broad phase of the time-driven engine: which pairs of disks could touch during one step.
//
// Every disk contributes the axis-aligned box its free flight sweeps over the step, grown by
// its radius (the "maximum detection region"); in a periodic box, boxes that cross an edge
// also appear shifted by one box length. Every broad phase answers the same question, "which
// pairs of boxes overlap", so all of them hand the narrow phase the same candidate set and the
// trajectories do not depend on the choice; they differ only in how much work finding the set
// costs. One virtual call per step, none per pair.

#include "core/engine_config.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace disklab {

/// Boxes as structure of arrays. owner is the disk a box belongs to: a disk may own several
/// boxes (its periodic images), and two boxes of the same owner never make a pair.
struct BoxList {
    std::vector<double> minX, minY, maxX, maxY;
    std::vector<std::int32_t> owner;

    /// Everything, for a checkpoint (core/state_archive.h).
    template <class Self, class Archive>
    static void transferState(Self& self, Archive& archive)
    {
        archive(self.minX), archive(self.minY), archive(self.maxX), archive(self.maxY), archive(self.owner);
    }

    std::size_t size() const { return owner.size(); }
    void clear();
    void add(double x0, double y0, double x1, double y1, std::int32_t disk)
    {
        minX.push_back(x0), minY.push_back(y0), maxX.push_back(x1), maxY.push_back(y1), owner.push_back(disk);
    }
    bool overlap(std::size_t p, std::size_t q) const
    {
        return minX[p] <= maxX[q] && minX[q] <= maxX[p] && minY[p] <= maxY[q] && minY[q] <= maxY[p];
    }
};

/// Two disks, a < b.
struct CandidatePair {
    std::int32_t a = 0;
    std::int32_t b = 0;
    friend bool operator==(const CandidatePair&, const CandidatePair&) = default;
};

/// Finds the pairs of disks whose boxes overlap. Implementations keep their scratch memory
/// between steps. Not thread-safe: one finder per engine.
class BroadphaseFinder {
public:
    virtual ~BroadphaseFinder() = default;
    /// Appends the disk pairs of every overlapping pair of boxes to `pairs`, in any order and
    /// possibly with repeats (sortCandidatePairs tidies them). Returns the number of
    /// box-against-box tests made: the broad phase's own cost.
    virtual std::uint64_t findPairs(const BoxList& boxes, std::vector<CandidatePair>& pairs) = 0;
};

std::unique_ptr<BroadphaseFinder> makeBroadphaseFinder(Broadphase broadphase);

/// Sorts pairs by (a, b) and drops repeats, in O(disks + pairs): a counting sort on a, then
/// the short run of each a by b. `scratch` is reused memory.
void sortCandidatePairs(std::vector<CandidatePair>& pairs, std::size_t disks, std::vector<CandidatePair>& scratch,
                        std::vector<std::uint32_t>& counts);

/// The disk pair of boxes p and q, ordered, or nullopt when both belong to one disk.
inline std::optional<CandidatePair> ownerPair(const BoxList& boxes, std::size_t p, std::size_t q)
{
    const std::int32_t a = boxes.owner[p], b = boxes.owner[q];
    if (a == b)
        return std::nullopt;
    return a < b ? CandidatePair{a, b} : CandidatePair{b, a};
}

} // namespace disklab
