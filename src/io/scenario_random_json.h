#pragma once
// The "random_streams" member of the native format: where a saved run's random streams stood
// (Scenario::randomStreams), {"walls": {"draws": 1234, "spare": -0.41}}, by the names of
// core/random_streams.h; "spare" only when a normal deviate was still to come. Written only
// when the scenario has streams, so every other file stays byte for byte as it was.

#include "core/scenario.h"
#include "io/json_fields.h"
#include "io/problem_report.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace disklab {

/// Reads top-level "random_streams" into scenario.randomStreams (absent: left empty). An
/// unknown stream, a count of draws that is not a whole number from 0 to 2^53 and a spare that
/// is not a finite number are errors in `report` naming the field; unknown keys inside a
/// stream are warnings. Any thread.
void readRandomStreams(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report,
                       QStringList& warnings);

/// The member's value as the writer lays it out, on one line. Any thread.
QByteArray randomStreamsText(const std::map<std::string, RandomPosition>& streams);

} // namespace disklab
