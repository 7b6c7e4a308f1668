#include "core/force_method_crossover.h"

#include <algorithm>
#include <cmath>

namespace disklab {

ForceCrossover forceMethodCrossover(std::vector<TimedForceSize> sizes)
{
    std::erase_if(sizes, [](const TimedForceSize& s) { return !(s.n > 0.0 && s.secondsDirect > 0.0 && s.secondsTree > 0.0); });
    if (sizes.empty())
        return {};
    std::sort(sizes.begin(), sizes.end(), [](const TimedForceSize& a, const TimedForceSize& b) { return a.n < b.n; });
    // How many times faster the tree is, as a logarithm: it wins where this is positive.
    const auto advantage = [](const TimedForceSize& s) { return std::log(s.secondsDirect / s.secondsTree); };
    const auto firstWin = std::find_if(sizes.begin(), sizes.end(), [&](const TimedForceSize& s) { return advantage(s) > 0.0; });
    if (firstWin == sizes.end())
        return {ForceCrossover::Where::NotReached, sizes.back().n};
    if (firstWin == sizes.begin())
        return {ForceCrossover::Where::BelowSmallest, sizes.front().n};
    const TimedForceSize& lost = *(firstWin - 1);
    const TimedForceSize& won = *firstWin;
    const double fraction = -advantage(lost) / (advantage(won) - advantage(lost));
    return {ForceCrossover::Where::Between, std::exp(std::log(lost.n) + fraction * (std::log(won.n) - std::log(lost.n)))};
}

} // namespace disklab
