#pragma once
// The compressibility factor Z = P A / (N k T) of a run whose walls may move. While a piston
// moves, P falls roughly like 1 / A^2, so the averages of P, A and kT over a whole window give
// a product that describes no moment of the run (it reads several per cent high for a gas
// squeezed to half its area). Z is instead the ratio P A / (N k T) of each short interval,
// averaged over the window with each interval weighted by its length.

#include "core/engine.h"
#include "core/scenario.h"

#include <optional>
#include <vector>

namespace disklab {

/// sum_k Z_k dt_k / sum_k dt_k over the intervals between consecutive `cuts` (running totals
/// in time order, the window's start first and its end last), Z_k = P_k A_k / (N kT_k) from
/// measureWindow. For a box that does not move this equals measureWindow's Z over the whole
/// window: kT is then constant and P linear in the impulse. None when any interval has no Z
/// (gravity, no temperature) or the cuts span no time.
std::optional<double> averageCompressibility(const Scenario& scenario, const std::vector<Totals>& cuts);

/// The length of the intervals a window starting at time t is cut into: the time in which the
/// fastest wall still moving at t travels 1/100 of the box's extent across it (its width for
/// the left and right walls, its height for the others), so that the area changes by at most
/// about 1 % per interval. None when no wall moves after t.
std::optional<double> compressibilityInterval(const Scenario& scenario, double t);

/// The last time any wall still moving at t stops (infinity if one never does); none when no
/// wall moves after t.
std::optional<double> wallsStopTime(const Scenario& scenario, double t);

} // namespace disklab
