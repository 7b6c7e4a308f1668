#pragma once
// A + or − on each charged disk, inside a ring of the sign's colour (red +, blue −), so a
// student tells the charges apart whatever colours the disks were given (and in a printed
// picture without colour, by the mark). Both show the sign only, not how large the charge is.

#include "app/view/scene_state.h"
#include "app/view/view_transform.h"

class QPainter;

namespace disklab {

/// Disks smaller on screen than this radius, in pixels, get no mark: it would be unreadable.
inline constexpr double kSmallestMarkedRadius = 4.0;

/// Draws the mark on every charged disk of the scene large enough to hold one.
void paintChargeMarks(QPainter& painter, const SceneState& scene, const ViewTransform& transform);

} // namespace disklab
