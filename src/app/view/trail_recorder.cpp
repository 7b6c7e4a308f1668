#include "app/view/trail_recorder.h"

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

void TrailRecorder::record(const SceneState& scene)
{
    if (scene.isEmpty())
        return;
    // A new generation is a new trajectory; the lab replacing the scenario within a run is not.
    if (scene.generation != m_generation) {
        m_generation = scene.generation;
        for (auto& [disk, points] : m_trails)
            points.clear();
    }
    const Snapshot& state = *scene.state;
    for (auto& [disk, points] : m_trails) {
        if (disk < 0 || std::size_t(disk) >= state.size())
            continue;
        const QPointF p(state.x[disk], state.y[disk]);
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
