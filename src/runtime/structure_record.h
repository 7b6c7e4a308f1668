#pragma once
// What the Structure dock shows of a run: g(r) averaged over the states measured since the record
// started (core/pair_correlation.h adds the pair counts and the ideal gas's before dividing, so
// every state weighs alike), the mean packing fraction over the same states (the eta of
// Z = 1 + 2 eta g(sigma+) that belongs with that average), and the global |<psi6>| of each state
// against time. A value type: the dock copies it, adds a state to the copy on a worker thread and
// keeps the copy, so the GUI never waits for the O(N) measurement. The psi6 record covers a whole
// run in bounded memory: when full, every other sample is dropped. Standard C++ only.

#include "core/engine.h"
#include "core/pair_correlation.h"
#include "core/scenario.h"

#include <optional>
#include <vector>

namespace disklab {

struct OrderSample {
    double time = 0.0;    ///< the state's simulated time
    double psi6 = 0.0;    ///< its global |<psi6>|
};

class StructureRecord {
public:
    /// An empty record; g(r) in `bins` bins out to `reach` mean diameters of the first state.
    explicit StructureRecord(int bins = kDefaultPairBins, double reach = kDefaultPairReach,
                             std::size_t capacity = 4000);

    /// Measures `state` (radii from `scenario`, which holds every disk of it) and adds it.
    /// O(N) at a fixed density. Any one thread.
    void add(const Scenario& scenario, const Snapshot& state);

    /// States added.
    int states() const { return m_correlation ? m_correlation->states() : 0; }
    /// g(r) so far; null before the first state.
    const PairCorrelation* correlation() const { return m_correlation ? &*m_correlation : nullptr; }
    /// The packing fraction averaged over the states added (0 before any).
    double meanPacking() const { return states() > 0 ? m_packingSum / states() : 0.0; }
    /// The disks' common diameter; none for unequal disks (no single contact) or none yet.
    std::optional<double> diameter() const { return m_diameter; }
    /// g(sigma+) of the averaged g(r) (core/contact_value.h); none without a common diameter or
    /// with bins too wide to fit.
    std::optional<double> contact() const;
    /// Z = 1 + 2 eta g(sigma+) with eta the mean packing fraction.
    std::optional<double> compressibility() const;
    const std::vector<OrderSample>& order() const { return m_order; }

private:
    int m_bins;
    double m_reach;
    std::size_t m_capacity;
    std::optional<PairCorrelation> m_correlation;
    std::optional<double> m_diameter;
    double m_packingSum = 0.0;
    std::vector<OrderSample> m_order;
};

} // namespace disklab
