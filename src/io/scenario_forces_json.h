#pragma once
// The "forces" member of the native format: what only the force engine simulates besides the
// disks' charges (docs/file-formats.md):
//   "forces": {"coulomb": 1, "softening": 0.01, "damping": 0.1,
//              "links": [{"a": 0, "b": 1, "stiffness": 100, "restLength": 1}, ...],
//              "anchors": [{"disk": 1, "x": 10, "y": 15, "stiffness": 1e4, "restLength": 5}, ...]}
// Every key is optional and takes ForceField's default when missing; a scenario with the
// default force field has no "forces" member, so files without forces stay byte for byte.

#include "core/scenario.h"
#include "io/json_fields.h"
#include "io/problem_report.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace disklab {

/// Reads top-level "forces" into scenario.forces. Wrong types and link ends that are not whole
/// numbers are errors in `report`; unknown keys are warnings. Any thread.
void readForceField(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report,
                    QStringList& warnings);

/// The member's value as the writer lays it out (one link per line); empty when the scenario's
/// force field is the default one and the member is left out. Any thread.
QByteArray forceFieldText(const Scenario& scenario);

} // namespace disklab
