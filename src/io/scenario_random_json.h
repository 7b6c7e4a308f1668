#pragma once
// The "random_streams" member of the native format: where a saved run's random streams stood
// (Scenario::randomStreams), {"walls": {"state": "<the generator's 313 numbers>", "spare":
// -0.41}}, by the names of core/random_streams.h, one stream a line; "spare" only when a
// normal deviate was still to come. Written only when the scenario has streams, so every other
// file stays byte for byte as it was.

#include "core/scenario.h"
#include "io/json_fields.h"
#include "io/problem_report.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace disklab {

/// Reads top-level "random_streams" into scenario.randomStreams (absent: left empty). Wrong
/// types and a missing state are errors in `report` naming the field; what the names and
/// states mean is validateScenario's to check. Unknown keys inside a stream are warnings.
/// Any thread.
void readRandomStreams(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report,
                       QStringList& warnings);

/// The member's value as the writer lays it out, on one line. Any thread.
QByteArray randomStreamsText(const std::map<std::string, RandomPosition>& streams);

} // namespace disklab
