#pragma once
// What `run` writes at the measured window's start and every --every after it (an observation
// row, a trajectory frame, a row of mean squared displacements), each into its own file as the
// run goes. Recorders that follow disks across periodic edges also see states between rows.

#include "text_output.h"

#include "core/engine.h"

namespace disklab::cli {

class WindowRecorder {
public:
    explicit WindowRecorder(const QString& path) : m_output(path) {}
    virtual ~WindowRecorder() = default;
    WindowRecorder(const WindowRecorder&) = delete;
    WindowRecorder& operator=(const WindowRecorder&) = delete;

    /// The state at a row's time, the window's start first, and the engine's totals then.
    virtual void record(const Snapshot& state, const Totals& totals) = 0;
    /// Whether it unwraps positions across periodic edges, and so needs follow() with states
    /// no further apart than longestUnwrapStep (runtime/periodic_unwrapper.h).
    virtual bool followsDisks() const { return false; }
    /// A state between two rows, only to follow the disks.
    virtual void follow(const Snapshot& /*state*/) {}
    /// The window is over: a recorder that writes once, at the end, writes now (before commit).
    virtual void finish() {}

    bool ok() const { return m_output.ok(); }
    QString error() const { return m_output.error(); }
    /// Makes the file appear under its name; false (and error()) if that failed.
    bool commit() { return m_output.commit(); }

protected:
    TextOutput m_output;
};

} // namespace disklab::cli
