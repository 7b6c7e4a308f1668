#pragma once
// Numbers a file format cannot hold.

#include "core/scenario.h"

#include <QString>

#include <optional>

namespace disklab {

/// The first NaN or infinite number in `scenario`, worded as "disks[3].x is NaN"; nullopt when
/// all are finite. A wall's stop time and a segment's remove time may be +infinity ("never
/// stops", "never removed"). Any thread.
std::optional<QString> findNonFiniteNumber(const Scenario& scenario);

} // namespace disklab
