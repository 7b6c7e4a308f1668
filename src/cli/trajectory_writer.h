#pragma once
// The trajectory of `run --trajectory`: extended XYZ, one frame per row, written as it is made.
// Each frame: the number of disks; a comment line with the box as Lattice (the 2D box in the
// xy plane, a slab as thick as the largest disk in z), its Origin, Properties, Time and pbc;
// then one line per disk in scenario order: species symbol (core/disk_species.h), position,
// velocity (z = 0), radius, mass and, in a periodic box, the unwrapped position. The column
// names are those ASE and OVITO map to their own properties. Layout: docs/cli.md.

#include "window_recorder.h"

#include "core/disk_species.h"
#include "core/scenario.h"
#include "runtime/periodic_unwrapper.h"

#include <optional>
#include <vector>

namespace disklab::cli {

class TrajectoryWriter : public WindowRecorder {
public:
    /// Opens `path`; `scenario` must outlive the writer, and every species needs a symbol.
    TrajectoryWriter(const QString& path, const Scenario& scenario, const SpeciesTable& species);
    void record(const Snapshot& state, const Totals& totals) override;
    bool followsDisks() const override { return m_periodic; }
    void follow(const Snapshot& state) override;

private:
    QByteArray commentLine(const Snapshot& state) const;

    const Scenario& m_scenario;
    bool m_periodic;
    double m_thickness;                    // the slab's extent in z
    std::vector<QByteArray> m_symbols;     // each disk's species symbol
    std::vector<QByteArray> m_radiusAndMass;  // each disk's " radius mass", the same every frame
    std::optional<PeriodicUnwrapper> m_unwrapper;  // periodic only, from the first frame
};

} // namespace disklab::cli
