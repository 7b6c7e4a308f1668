#pragma once
// The mean squared displacement of `run --msd`: a CSV row per row time, `time` since the
// window's start and one `msd_<symbol>` column per species (core/disk_species.h), each the
// MsdTracker the diffusion dock uses, tracking every disk of its species and unwrapping them
// across periodic edges.

#include "window_recorder.h"

#include "core/disk_species.h"
#include "core/scenario.h"
#include "runtime/msd_tracker.h"

#include <vector>

namespace disklab::cli {

class MsdWriter : public WindowRecorder {
public:
    /// Opens `path` and writes the header; `scenario` must outlive the writer, and every
    /// species needs a symbol.
    MsdWriter(const QString& path, const Scenario& scenario, const SpeciesTable& species);
    void record(const Snapshot& state, const Totals& totals) override;
    bool followsDisks() const override { return m_scenario.boundary == Boundary::Periodic; }
    void follow(const Snapshot& state) override;

private:
    const Scenario& m_scenario;
    std::vector<std::vector<std::int32_t>> m_disks;  // of each species
    std::vector<MsdTracker> m_trackers;              // one per species, from the first row
    bool m_started = false;
    double m_startTime = 0.0;                        // the first row's
};

} // namespace disklab::cli
