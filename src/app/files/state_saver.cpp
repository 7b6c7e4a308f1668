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

void StateSaver::request()
{
    m_request = m_simulation.requestSavedState();
    m_answer.reset();
    m_path.clear();
}

void StateSaver::saveAs()
{
    // Asked before the dialog opens: a running gas moves on while the user picks a name.
    request();
    const QString path = m_files.askStatePath();
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
    request();
    m_path = path;
    writeWhenReady();
}

void StateSaver::take(const FramePtr& frame)
{
    if (!m_request || !frame->savedState || frame->savedState->request != *m_request || m_answer)
        return;
    m_answer = frame->savedState;
    writeWhenReady();
}

void StateSaver::writeWhenReady()
{
    if (!m_answer || m_path.isEmpty())
        return;
    const std::shared_ptr<const SavedRunState> answer = std::exchange(m_answer, nullptr);
    const QString path = std::exchange(m_path, QString());
    m_request.reset();
    if (!answer->state) {
        m_files.showStateRefusal(QString::fromStdString(answer->refusal));
        return;
    }
    if (m_files.writeState(path, *answer->state, answer->time))
        emit saved(path);
}

} // namespace disklab
