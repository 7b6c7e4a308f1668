#include "app/trail_recorder.h"

namespace disklab {

void TrailRecorder::track(const std::vector<int>& disks)
{
    std::map<int, std::deque<QPointF>> kept;
    for (int disk : disks) {
        auto found = m_trails.find(disk);
        kept[disk] = found != m_trails.end() ? std::move(found->second) : std::deque<QPointF>{};
    }
    m_trails = std::move(kept);
}

void TrailRecorder::record(const FrameSnapshot& frame)
{
    if (frame.generation != m_generation || frame.scenario.get() != m_scenario) {
        m_generation = frame.generation;
        m_scenario = frame.scenario.get();
        for (auto& [disk, points] : m_trails)
            points.clear();
    }
    for (auto& [disk, points] : m_trails) {
        if (disk < 0 || std::size_t(disk) >= frame.state.size())
            continue;
        const QPointF p(frame.state.x[disk], frame.state.y[disk]);
        if (!points.empty() && points.back() == p)
            continue;
        points.push_back(p);
        if (points.size() > kMaxPoints)
            points.pop_front();
    }
}

void TrailRecorder::clear()
{
    m_trails.clear();
}

} // namespace disklab
