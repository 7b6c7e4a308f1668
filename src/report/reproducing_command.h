#pragma once
// The `disklab-cli run` command line that reproduces a lab report's figures, and the `compare`
// one that reproduces comparison mode's counters: the scenario file, the window, and every engine
// setting spelled out, so the line gives the same numbers whatever the file's own settings are.

#include "report/lab_run.h"
#include "runtime/engine_comparison.h"

#include <QString>

namespace disklab {

/// `disklab-cli run FILE [--equilibrate T] --until T|--events N --engine KIND [its settings] --json`.
QString reproducingCommand(const QString& scenarioPath, const LabRunRequest& request);

/// `disklab-cli compare FILE --until T --dt DT --broadphase B --response R --json`, T the time
/// `report` reached.
QString reproducingComparisonCommand(const QString& scenarioPath, const ComparisonReport& report);

} // namespace disklab
