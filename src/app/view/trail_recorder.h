#pragma once
// The paths of tracked disks, sampled from the scenes the view receives: the classic picture
// of one molecule's zig-zag walk through a gas.

#include "app/view/scene_state.h"

#include <QPointF>

#include <cstdint>
#include <deque>
#include <map>
#include <vector>

namespace disklab {

class TrailRecorder {
public:
    /// Points kept per disk; older ones fall off.
    static constexpr std::size_t kMaxPoints = 5000;

    /// Follows exactly these disks from now on (indices into the scenario). GUI thread.
    void track(const std::vector<int>& disks);
    /// Appends each tracked disk's position; starts afresh when the scene's generation differs
    /// from the previous one. GUI thread.
    void record(const SceneState& scene);
    void clear();

    /// World positions of each tracked disk's trail, oldest first.
    const std::map<int, std::deque<QPointF>>& trails() const { return m_trails; }

private:
    std::map<int, std::deque<QPointF>> m_trails;
    std::uint64_t m_generation = 0;
};

} // namespace disklab
