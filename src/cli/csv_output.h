#pragma once
// What the CSV files of disklab-cli share: the collision log's lines (time,kind,a,b) and the
// exact decimal form every number is written in.

#include "core/engine.h"
#include "core/scenario.h"

#include <QByteArray>

namespace disklab::cli {

/// One line "time,kind,a,b" of the event log; b is the other disk, the wall's side name or the
/// interior wall's name (from `scenario`).
QByteArray eventLogLine(const CollisionRecord& record, const Scenario& scenario);
inline constexpr char kEventLogHeader[] = "time,kind,a,b";

/// Exact decimal form of a double (shortest that reads back identically).
QByteArray exactNumber(double value);

} // namespace disklab::cli
