#pragma once
// Hooke's springs between disks (Scenario::forces.links) and from disks to fixed points
// (forces.anchors): the force k (|r| - L) along the line of centres, pulling when stretched and
// pushing when compressed, and its energy k (|r| - L)^2 / 2.

#include "core/scenario.h"

#include <vector>

namespace disklab {

/// Adds every link's force to fx, fy (indexed by disk, as x and y). A link whose ends coincide
/// has no direction and adds nothing. Any thread.
void addSpringForces(const std::vector<Link>& links, const std::vector<double>& x, const std::vector<double>& y,
                     std::vector<double>& fx, std::vector<double>& fy);

/// The springs' potential energy. Any thread.
double springPotentialEnergy(const std::vector<Link>& links, const std::vector<double>& x,
                             const std::vector<double>& y);

/// Adds every anchor's force to its disk: as a link's whose other end does not move. Any thread.
void addAnchorForces(const std::vector<Anchor>& anchors, const std::vector<double>& x, const std::vector<double>& y,
                     std::vector<double>& fx, std::vector<double>& fy);
double anchorPotentialEnergy(const std::vector<Anchor>& anchors, const std::vector<double>& x,
                             const std::vector<double>& y);

} // namespace disklab
