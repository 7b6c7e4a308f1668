#pragma once
// `structure --json`'s report, and the Python module's structure(): the figures of one state with
// how long they took, measured once and written into a ReportSink.

#include "front_end/report_sink.h"

#include "core/state_structure.h"

#include <cstddef>
#include <optional>

namespace disklab::cli {

/// How long the figures took (psi6 and g(r) nearly all of it): on the wall clock, and on the
/// processor (which a loaded machine's other programs do not lengthen).
struct AnalysisTime {
    double wall = 0.0;
    double processor = 0.0;
};

struct StructureReport {
    std::size_t disks = 0;
    Boundary boundary = Boundary::Walls;
    StateStructure figures;
    AnalysisTime took;
};

/// The figures of `state` (radii from `scenario`), g(r) in `bins` bins to `rMax`, on the clocks.
StructureReport measureStructure(const Scenario& scenario, const Snapshot& state, int bins,
                                 std::optional<double> rMax);

/// The scalar figures, the species per half and the times; g(r), g6(r) and psi6 per disk are
/// arrays that only the Python module adds (the command line writes them with --rdf).
void writeStructureReport(const StructureReport& report, ReportSink& sink);

} // namespace disklab::cli
