#pragma once
// Where a measured window is cut so that Z = P A / (N k T) can be averaged interval by interval
// while walls move (core/compressibility.h). The cuts fall every compressibilityInterval from the
// window's start until the last moving wall stops, and at that stop; a window whose box never
// moves is not cut at all. Observation rows may add cuts of their own.

#include "core/engine.h"
#include "core/scenario.h"

#include <vector>

namespace disklab {

class CompressibilityCuts {
public:
    CompressibilityCuts() = default;
    /// Cuts for a window starting at the engine's current state.
    CompressibilityCuts(const Scenario& scenario, const Engine& engine);

    /// Advances the engine to t (>= its time), stopping at every cut on the way to record it.
    void advance(Engine& engine, double t);
    /// Records a cut that has come due while the engine advanced by collisions, at the engine's
    /// current state (the first collision past the cut).
    void catchUp(const Engine& engine);
    /// Records an extra cut (an observation row); one at the time of the last is dropped.
    void add(const Totals& totals);

    /// Length of the regular intervals, 0 when the window is not cut.
    double interval() const { return m_interval; }
    /// The window's start, then every cut recorded, in time order.
    const std::vector<Totals>& totals() const { return m_totals; }

private:
    /// Time of the next regular cut, or infinity when none is left.
    double nextCut() const;
    void passCutsUpTo(double t);

    double m_start = 0.0;
    double m_interval = 0.0;
    double m_stop = 0.0;        ///< the last moving wall's stop time
    long long m_next = 1;       ///< index of the next regular cut, start + m_next * m_interval
    bool m_stopCut = false;     ///< the cut at m_stop has been passed
    std::vector<Totals> m_totals;
};

} // namespace disklab
