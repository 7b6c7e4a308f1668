#pragma once
// A measured window cut into equal blocks of simulated time, so that the statistical error of
// each figure can be estimated by blocking (core/blocked_error.h). The cuts fall on the engine's
// stop grid (Engine::nextStopTime), so a stepper takes no partial step for them and the run is
// the one it would be uncut.

#include "core/engine.h"
#include "runtime/compressibility_cuts.h"

#include <array>
#include <vector>

namespace disklab {

class ErrorBlocks {
public:
    /// Enough blocks for blocking to reach blocks of 1/32 of the window with three levels below.
    static constexpr int kBlocks = 256;

    /// No blocks: advance() only passes the compressibility cuts (a window counted in collisions).
    ErrorBlocks() = default;
    /// Blocks for a window of `length` simulated time from the engine's state now.
    ErrorBlocks(const Engine& engine, double length);

    /// Advances the engine to t (>= its time) through `cuts`, stopping at each block's end on the
    /// way to record the totals there.
    void advance(Engine& engine, double t, CompressibilityCuts& cuts);
    /// The window's start, then each block's end passed, in time order; empty without blocks.
    const std::vector<Totals>& totals() const { return m_totals; }
    /// Each box side's momentum moment (core/wall_momentum_moments.h) at the same moments.
    const std::vector<std::array<double, 4>>& wallMoments() const { return m_wallMoments; }

private:
    /// Notes the totals and the sides' momentum moments now.
    void record(const Engine& engine);

    double m_start = 0.0;
    double m_length = 0.0;
    int m_next = 1;  ///< the block whose end comes next
    std::vector<Totals> m_totals;
    std::vector<std::array<double, 4>> m_wallMoments;
};

} // namespace disklab
