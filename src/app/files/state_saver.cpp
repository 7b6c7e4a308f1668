#include "app/files/state_saver.h"

#include "app/files/file_controller.h"
#include "app/frames/frame_stream.h"
#include "runtime/simulation_controller.h"

namespace disklab {

StateSaver::StateSaver(SimulationController& simulation, FrameStream& frames, FileController& files, QObject* parent)
    : QObject(parent), m_simulation(simulation), m_files(files)
{
    frames.subscribe(this, &StateSaver::take);
}

void StateSaver::request(SavedRunPart part)
{
    m_request = m_simulation.requestSavedState(part);
    m_answer.reset();
    m_path.clear();
}

void StateSaver::saveAs()
{
    // Asked before the dialog opens: a running gas moves on while the user picks a name.
    request(SavedRunPart::State);
    choosePath(m_files.askStatePath());
}

void StateSaver::saveRunAs()
{
    request(SavedRunPart::Run);
    choosePath(m_files.askRunPath());
}

void StateSaver::choosePath(const QString& path)
{
    if (path.isEmpty()) {
        m_request.reset();
        m_answer.reset();
        return;
    }
    m_path = path;
    writeWhenReady();
}

void StateSaver::saveTo(const QString& path)
{
    request(SavedRunPart::State);
    m_path = path;
    writeWhenReady();
}

void StateSaver::saveRunTo(const QString& path)
{
    request(SavedRunPart::Run);
    m_path = path;
    writeWhenReady();
}

void StateSaver::take(const FramePtr& frame)
{
    if (!m_request || !frame->savedState || frame->savedState->request != *m_request || m_answer)
        return;
    m_answer = frame->savedState;
    // A run's answer holds a copy of every checkpoint: the frames need not carry it any longer.
    m_simulation.forgetSavedState(frame->savedState->request);
    writeWhenReady();
}

void StateSaver::writeWhenReady()
{
    if (!m_answer || m_path.isEmpty())
        return;
    const std::shared_ptr<const SavedRunState> answer = std::exchange(m_answer, nullptr);
    const QString path = std::exchange(m_path, QString());
    m_request.reset();
    if (!answer->state && !answer->run) {
        m_files.showStateRefusal(QString::fromStdString(answer->refusal));
        return;
    }
    const bool written = answer->run ? m_files.writeRun(path, *answer->run) : m_files.writeState(path, *answer->state, answer->time);
    if (written)
        emit saved(path);
}

} // namespace disklab
