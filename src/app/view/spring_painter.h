#pragma once
// Springs (the scenario's links) drawn as zigzags from the rim of one disk to the rim of the
// other, and anchors from their fixed pivot, drawn as a pin, to the rim of their disk: the force
// engine feels them, and without a picture a hanging bob seems to float.
// The zigzag has a fixed number of coils and a fixed width, so a spring that stretches looks
// stretched.

#include "app/view/scene_state.h"
#include "app/view/view_transform.h"

class QPainter;

namespace disklab {

/// Draws every link of the scene's scenario between its disks' current positions, and every
/// anchor from its pivot to its disk; a spring with no length left to draw shows no zigzag.
void paintSprings(QPainter& painter, const SceneState& scene, const ViewTransform& transform);

} // namespace disklab
