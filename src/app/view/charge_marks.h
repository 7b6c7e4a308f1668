#pragma once
// A + or − on each charged disk, inside a ring of the sign's colour (red +, blue −), so a
// student tells the charges apart whatever colours the disks were given (and in a printed
// picture without colour, by the mark). Both show the sign only, not how large the charge is.

#include "app/view/scene_state.h"
#include "app/view/view_transform.h"

#include <cstdint>
#include <memory>
#include <vector>

class QPainter;

namespace disklab {

/// Disks smaller on screen than this radius, in pixels, get no mark: it would be unreadable.
inline constexpr double kSmallestMarkedRadius = 4.0;

class ChargeMarks {
public:
    /// Draws the mark on every charged disk of the scene large enough to hold one. The charged
    /// disks are found once per scenario, not once per frame: at 10^6 uncharged disks the
    /// search cost more than drawing them.
    void paint(QPainter& painter, const SceneState& scene, const ViewTransform& transform);

private:
    std::shared_ptr<const Scenario> m_scenario;  ///< held, as DiskRasterizer holds it, so it cannot be another's address
    std::vector<std::uint32_t> m_charged;        ///< indices of its disks that carry a charge
};

} // namespace disklab
