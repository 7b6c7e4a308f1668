#include "core/broadphase_swept.h"

#include <algorithm>

namespace disklab {

std::uint64_t BroadphaseSwept::findPairs(const BoxList& boxes, std::vector<CandidatePair>& pairs)
{
    const std::size_t m = boxes.size();
    m_order.resize(m);
    for (std::size_t p = 0; p < m; ++p)
        m_order[p] = {boxes.minX[p], static_cast<std::uint32_t>(p)};
    // Ties broken by box index so the visiting order is reproducible.
    std::sort(m_order.begin(), m_order.end(), [](const Entry& u, const Entry& v) {
        return u.minX < v.minX || (u.minX == v.minX && u.box < v.box);
    });
    std::uint64_t tests = 0;
    for (std::size_t k = 0; k < m; ++k) {
        const std::size_t p = m_order[k].box;
        const double right = boxes.maxX[p];
        for (std::size_t l = k + 1; l < m && m_order[l].minX <= right; ++l) {
            const std::size_t q = m_order[l].box;
            ++tests;
            if (boxes.minY[p] > boxes.maxY[q] || boxes.minY[q] > boxes.maxY[p])
                continue;
            if (const auto pair = ownerPair(boxes, p, q))
                pairs.push_back(*pair);
        }
    }
    return tests;
}

} // namespace disklab
