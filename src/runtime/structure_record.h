#pragma once
// What the Structure dock shows of a run: g(r) averaged over the states measured since the record
// started (core/pair_correlation.h adds the pair counts and the ideal gas's before dividing, so
// every state weighs alike), the mean packing fraction over the same states (the eta of
// Z = 1 + 2 eta g(sigma+) that belongs with that average), and the global |<psi6>| of each state
// against time. A value type: the dock copies it, adds a state to the copy on a worker thread and
// keeps the copy, so the GUI never waits for the O(N) measurement. The same states also give the
// number density along gravity (core/density_profile.h) with their mean kT, for the barometric
// law, and the count of each species in each half of the box against time (core/species_halves.h),
// for mixing. The psi6 and the mixing records cover a whole run in bounded memory: when full,
// every other sample is dropped. Standard C++ only.

#include "core/engine.h"
#include "core/density_profile.h"
#include "core/pair_correlation.h"
#include "core/species_halves.h"
#include "core/scenario.h"

#include <optional>
#include <vector>

namespace disklab {

struct OrderSample {
    double time = 0.0;    ///< the state's simulated time
    double psi6 = 0.0;    ///< its global |<psi6>|
};

struct MixingSample {
    double time = 0.0;     ///< the state's simulated time
    SpeciesHalves halves;  ///< each species' disks in the left and the right half
};

/// Bins of the density profile along gravity.
inline constexpr int kDefaultProfileBins = 40;

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
    /// The number density along gravity over the states added; null before the first.
    const DensityProfile* profile() const { return m_profile ? &*m_profile : nullptr; }
    /// kT averaged over the states added, from their kinetic energy (kT per disk in 2D); 0 before any.
    double meanTemperature() const { return states() > 0 ? m_temperatureSum / states() : 0.0; }
    /// The species of the first state, in the order of the mixing samples' counts.
    const SpeciesTable& species() const { return m_species; }
    const std::vector<MixingSample>& mixing() const { return m_mixing; }

private:
    int m_bins;
    double m_reach;
    std::size_t m_capacity;
    std::optional<PairCorrelation> m_correlation;
    std::optional<double> m_diameter;
    double m_packingSum = 0.0;
    std::vector<OrderSample> m_order;
    std::optional<DensityProfile> m_profile;
    double m_temperatureSum = 0.0;
    SpeciesTable m_species;
    std::vector<MixingSample> m_mixing;
};

} // namespace disklab
