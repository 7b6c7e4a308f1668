#pragma once
// The "pump" member of the native format: the gas-laws lab's pump (Scenario::pump,
// core/pump.h), {"side": "left", "count": 100, "temperature": 1, "start": 0} with optional
// "position", "width" and "interval". Written only when the scenario has one, so every other
// file stays byte for byte as it was.

#include "core/scenario.h"
#include "io/json_fields.h"
#include "io/problem_report.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace disklab {

/// Reads top-level "pump" into scenario.pump (absent: left empty). Wrong types, an unknown side
/// and a count that is not a whole number are errors in `report` naming the field; what the
/// numbers mean is validateScenario's to check. Unknown keys are warnings. Any thread.
void readPump(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report, QStringList& warnings);

/// The member's value as the writer lays it out, on one line. Any thread.
QByteArray pumpText(const Pump& pump);

} // namespace disklab
