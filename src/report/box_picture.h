#pragma once
// A picture of the box and its disks at one moment, drawn with QPainter into an image: what a
// lab report shows of the start and the end of a run, without a window.

#include "core/engine.h"
#include "core/scenario.h"

#include <QImage>

namespace disklab {

/// The box of `scenario` with the disks of `state` (radii and colours from `scenario`, which
/// holds its disks), its walls where `state` has them and the interior walls standing at
/// `state.time`, fitted into an image of `width` pixels, as tall as the box's shape asks.
QImage boxPicture(const Scenario& scenario, const Snapshot& state, int width);

} // namespace disklab
