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
        return {ForceCrossover::Where::NotReached, sizes.back().n, 0.0};
    if (firstWin == sizes.begin())
        return {ForceCrossover::Where::BelowSmallest, sizes.front().n, 0.0};
    const TimedForceSize& lost = *(firstWin - 1);
    const TimedForceSize& won = *firstWin;
    const double fraction = -advantage(lost) / (advantage(won) - advantage(lost));
    const auto between = [fraction](double a, double b) { return std::exp(std::log(a) + fraction * (std::log(b) - std::log(a))); };
    return {ForceCrossover::Where::Between, between(lost.n, won.n), between(lost.secondsDirect, won.secondsDirect)};
}

} // namespace disklab
