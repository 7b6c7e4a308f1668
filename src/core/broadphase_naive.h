#pragma once
// All pairs of boxes, O(N^2): the reference the other broad phases are tested against, and
// what a first teaching code does.

#include "core/broadphase.h"

namespace disklab {

class BroadphaseNaive final : public BroadphaseFinder {
public:
    /// Tests every pair of boxes. Engine thread.
    std::uint64_t findPairs(const BoxList& boxes, std::vector<CandidatePair>& pairs) override;
};

} // namespace disklab
