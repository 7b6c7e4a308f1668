#pragma once
// The observable series of `run --observe`: one CSV row of the state and of the interval since
// the previous row (pressures, mean area and temperature, Z). Columns: docs/cli.md.

#include "window_recorder.h"

#include "core/scenario.h"

namespace disklab::cli {

class ObservationRecorder : public WindowRecorder {
public:
    /// Opens `path` and writes the header; `scenario` must outlive the recorder.
    ObservationRecorder(const QString& path, const Scenario& scenario);
    void record(const Snapshot& state, const Totals& totals) override;

private:
    const Scenario& m_scenario;
    Totals m_previous;
    bool m_first = true;
};

} // namespace disklab::cli
