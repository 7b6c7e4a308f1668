#pragma once
// A scenario written to the native format and read back, as a saved file goes: the tests of
// saved states resume from this, so what the file cannot keep is lost to them too.

#include "io/load_options.h"
#include "io/scenario_json.h"

#include <QtGlobal>

namespace disklab::test {

/// `s` through the JSON writer and reader; a failure of either ends the test program.
inline Scenario throughAFile(const Scenario& s, const LoadOptions& options = {})
{
    const SaveResult saved = scenarioToJson(s);
    if (!saved.ok())
        qFatal("%s", qPrintable(saved.error));
    const LoadResult loaded = scenarioFromJson(saved.bytes, QStringLiteral("saved.json"), options);
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error));
    return *loaded.scenario;
}

/// The options a time-driven run's state is opened with: it may hold the overlaps the stepper
/// made, as `run --allow-overlaps` opens it.
inline LoadOptions allowingOverlaps()
{
    LoadOptions options;
    options.validation.allowOverlaps = true;
    return options;
}

} // namespace disklab::test
