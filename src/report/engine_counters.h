#pragma once
// Comparison mode's two engines side by side in a lab report: what each counted from t = 0 to
// the moment shown (collisions, time steps, missed collisions, overlaps, energy and momentum
// drift, temperature, pressure, wall-clock cost) and what tells them apart (matched collisions,
// the first difference, the positions' deviation), the figures of `disklab-cli compare --json`.

#include "runtime/engine_comparison.h"

#include <QString>

namespace disklab {

/// The section's HTML: a heading, the table and a line on where the figures come from. In the
/// interface language.
QString engineCountersSection(const ComparisonReport& report);

} // namespace disklab
