#include "core/broadphase.h"

#include "core/broadphase_grid.h"
#include "core/broadphase_naive.h"
#include "core/broadphase_quadtree.h"
#include "core/broadphase_swept.h"

#include <algorithm>

namespace disklab {

void BoxList::clear()
{
    minX.clear(), minY.clear(), maxX.clear(), maxY.clear(), owner.clear();
}

std::unique_ptr<BroadphaseFinder> makeBroadphaseFinder(Broadphase broadphase)
{
    switch (broadphase) {
    case Broadphase::Naive: return std::make_unique<BroadphaseNaive>();
    case Broadphase::Grid: return std::make_unique<BroadphaseGrid>();
    case Broadphase::Quadtree: return std::make_unique<BroadphaseQuadtree>();
    case Broadphase::Swept: return std::make_unique<BroadphaseSwept>();
    }
    return std::make_unique<BroadphaseGrid>();
}

void sortCandidatePairs(std::vector<CandidatePair>& pairs, std::size_t disks, std::vector<CandidatePair>& scratch,
                        std::vector<std::uint32_t>& counts)
{
    counts.assign(disks + 1, 0);
    for (const CandidatePair& p : pairs)
        ++counts[static_cast<std::size_t>(p.a) + 1];
    for (std::size_t k = 1; k < counts.size(); ++k)
        counts[k] += counts[k - 1];
    scratch.resize(pairs.size());
    for (const CandidatePair& p : pairs)
        scratch[counts[static_cast<std::size_t>(p.a)]++] = p;
    // counts[a] now ends the run of a; runs are short (a disk's neighbours), except around a
    // large disk among small ones, where std::sort takes over.
    pairs.clear();
    std::size_t begin = 0;
    for (std::size_t a = 0; a < disks; ++a) {
        const std::size_t end = counts[a];
        auto first = scratch.begin() + static_cast<std::ptrdiff_t>(begin);
        auto last = scratch.begin() + static_cast<std::ptrdiff_t>(end);
        auto byB = [](const CandidatePair& u, const CandidatePair& v) { return u.b < v.b; };
        if (end - begin > 24) {
            std::sort(first, last, byB);
        } else {
            for (auto it = first + (first != last ? 1 : 0); it < last; ++it)
                for (auto jt = it; jt > first && byB(*jt, *(jt - 1)); --jt)
                    std::iter_swap(jt, jt - 1);
        }
        for (auto it = first; it < last; ++it)
            if (pairs.empty() || !(pairs.back() == *it))
                pairs.push_back(*it);
        begin = end;
    }
}

} // namespace disklab
