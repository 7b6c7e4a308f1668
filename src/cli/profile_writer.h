#pragma once
// `run --profile`: the number density along gravity (core/density_profile.h), averaged over the
// states of the rows (--every), written once the window is over as CSV: height, density, and the
// barometric law exp(-m g h / kT) through the same number of centres at the window's mean
// temperature (equal masses; empty otherwise or without gravity), to compare at a glance.

#include "window_recorder.h"

#include "core/density_profile.h"
#include "core/scenario.h"

namespace disklab::cli {

/// Slices of --profile unless --profile-bins says otherwise.
inline constexpr int kDefaultProfileBins = 20;

class ProfileWriter : public WindowRecorder {
public:
    /// Opens `path`; `scenario` must outlive the writer.
    ProfileWriter(const QString& path, const Scenario& scenario, int bins);
    void record(const Snapshot& state, const Totals& totals) override;
    void finish() override;

private:
    const Scenario& m_scenario;
    DensityProfile m_profile;
    Totals m_first;
    Totals m_last;
};

} // namespace disklab::cli
