#include "core/broadphase_naive.h"

namespace disklab {

std::uint64_t BroadphaseNaive::findPairs(const BoxList& boxes, std::vector<CandidatePair>& pairs)
{
    const std::size_t m = boxes.size();
    for (std::size_t p = 0; p < m; ++p) {
        for (std::size_t q = p + 1; q < m; ++q) {
            if (!boxes.overlap(p, q))
                continue;
            if (const auto pair = ownerPair(boxes, p, q))
                pairs.push_back(*pair);
        }
    }
    return m > 1 ? static_cast<std::uint64_t>(m) * (m - 1) / 2 : 0;
}

} // namespace disklab
