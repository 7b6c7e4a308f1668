#pragma once
// File ▸ Save State As…: the run as it is when the user asks, written as a scenario that resumes
// it (core/state_export.h): the disks where they are now, every parameter the run uses, the
// engine's settings and where its random streams stand, so the file opened and run goes on as
// the run would have. The state is taken on the simulation thread at the moment of asking and
// reaches the GUI in a frame (FrameSnapshot::savedState); the file is written once both it and
// the file's name are here, whichever comes first. File ▸ Save Run… takes the same way: the run so
// far with its checkpoints and timeline (runtime/run_record.h), written as a run file.

#include "runtime/frame_snapshot.h"
#include "runtime/saved_run_state.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>

namespace disklab {

class FileController;
class FrameStream;
class SimulationController;

class StateSaver : public QObject {
    Q_OBJECT
public:
    /// Asks `simulation` for states and reads its answers from `frames`; `files` asks for names,
    /// writes and reports.
    StateSaver(SimulationController& simulation, FrameStream& frames, FileController& files, QObject* parent = nullptr);

public slots:
    /// Takes the run's state now, then asks where to save it.
    void saveAs();
    /// Takes the run's state now and writes it to `path` as soon as it arrives.
    void saveTo(const QString& path);
    /// Takes the run so far with its checkpoints, then asks where to save it.
    void saveRunAs();
    /// Takes the run so far and writes it to `path` as a run file as soon as it arrives.
    void saveRunTo(const QString& path);

signals:
    /// The state was written to `path`.
    void saved(const QString& path);

private:
    void request(SavedRunPart part);
    /// The name chosen for the answer asked for; empty: the user cancelled.
    void choosePath(const QString& path);
    void take(const FramePtr& frame);
    void writeWhenReady();

    SimulationController& m_simulation;
    FileController& m_files;
    std::optional<std::uint64_t> m_request;          // waiting for this answer
    std::shared_ptr<const SavedRunState> m_answer;  // arrived, not yet written
    QString m_path;                                 // chosen, not yet written to
};

} // namespace disklab
