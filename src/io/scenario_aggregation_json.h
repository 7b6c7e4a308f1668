#pragma once
// The "aggregation" member of the native format: the settings of a scenario whose disks stick
// (core/aggregation_settings.h), {"motion": "brownian", "detection": "circles", "step": 0.1,
// "temperature": 1, "tolerance": 1e-9}. Written only when the scenario has them, so every
// other file stays byte for byte as it was; a file without it is not an aggregation.

#include "core/scenario.h"
#include "io/json_fields.h"
#include "io/problem_report.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace disklab {

/// Reads top-level "aggregation" into scenario.aggregation (absent: left empty). Wrong types,
/// unknown choices and non-positive numbers are errors in `report` naming the field; unknown
/// keys are warnings. Any thread.
void readAggregation(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report,
                     QStringList& warnings);

/// The member's value as the writer lays it out, on one line. Any thread.
QByteArray aggregationText(const AggregationSettings& settings);

} // namespace disklab
