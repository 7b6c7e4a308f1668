#pragma once
// A small picture of a scenario at t = 0 (box, interior walls, disks in their own colours),
// for the example browser and the generator preview.

#include "core/scenario.h"

#include <QImage>
#include <QSize>

namespace disklab {

/// Renders `scenario` into an image of `size` pixels, the box fitted with a small margin.
/// Any thread (QImage and QPainter on an image only).
QImage renderScenarioThumbnail(const Scenario& scenario, QSize size);

} // namespace disklab
