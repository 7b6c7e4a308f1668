#pragma once
// Where and when a chart dock's QCustomPlot shows its legend: in a row of its own below the
// axes, so it never covers the data, and only when it has entries (no empty frame).

class QCustomPlot;

namespace disklab {

/// Moves the legend out of the axis rectangle into a row below it, its entries in `columns`
/// columns filled a row at a time (a chart with many curves spends fewer lines of height on its
/// legend in two). Call once. GUI thread.
void placeLegendBelowAxes(QCustomPlot& plot, int columns = 1);

/// Shows the legend exactly when some plottable is in it; call after changing the graphs.
/// GUI thread.
void showLegendWhenItHasItems(QCustomPlot& plot);

} // namespace disklab
