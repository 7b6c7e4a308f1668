#pragma once
// Axis ranges of a chart dock's QCustomPlot when its data cannot set them: no data (a scenario
// just loaded or restarted) or a single point. QCustomPlot would keep the previous run's range,
// or centre the old span on the point and show negative times.

class QCustomPlot;

namespace disklab {

/// For each visible axis of `plot` whose data has no extent, a range from 0 (linear) or around
/// the point (logarithmic) instead. Call after rescaling to the data. GUI thread.
void fixRangesWithoutExtent(QCustomPlot& plot);

} // namespace disklab
