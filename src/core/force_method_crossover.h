#pragma once
// Where Barnes-Hut starts to beat the direct sum: from the times of both at growing N, the N at
// which the tree's time first falls below the direct sum's. Between two measured sizes it is
// interpolated on log-log axes, where both times are close to power laws (N^2 and N log N), so
// the crossover is where the two straight segments of the log-log chart cross.

#include <vector>

namespace disklab {

/// One size's processor seconds per evaluation, by each method.
struct TimedForceSize {
    double n = 0.0;
    double secondsDirect = 0.0;
    double secondsTree = 0.0;
};

struct ForceCrossover {
    enum class Where {
        Between,        ///< n: interpolated between the last size the direct sum won and the next
        BelowSmallest,  ///< n: the smallest size measured, where the tree already wins
        NotReached,     ///< n: the largest size measured, where the direct sum still wins
        Unknown,        ///< no size has both times; n is 0
    };
    Where where = Where::Unknown;
    double n = 0.0;
    /// Between: the processor seconds both methods take at n, on the same log-log segments; else 0.
    double seconds = 0.0;
};

/// The crossover of `sizes` (in any order; a size without both times positive is left out).
/// Any thread.
ForceCrossover forceMethodCrossover(std::vector<TimedForceSize> sizes);

} // namespace disklab
