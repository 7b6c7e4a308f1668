#pragma once
// The narrow phase of aggregation: the first time any member disk of one rigid cluster touches
// any member of another while both translate and rotate. Conservative advancement: from a time
// where the members' smallest gap is g, no pair of member centres can approach faster than
// |v_rel| + |w_a| reach_a + |w_b| reach_b, so nothing can touch before g divided by that bound;
// the search steps there and repeats. It never skips a contact and stops at a time where the
// smallest gap lies in [0, tolerance].

#include "core/member_cell_grid.h"
#include "core/rigid_cluster.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace disklab {

/// A periodic box [0, width) x [0, height); a side of 0 means open space along that axis.
struct PeriodicBox {
    double width = 0.0;
    double height = 0.0;
};

/// Where two clusters touch: the time, and the shift to add to the second cluster's stored
/// centre to get its periodic image next to the first.
struct ClusterContact {
    double time = 0.0;
    double shiftX = 0.0;
    double shiftY = 0.0;
};

/// Two members that touch (their gap within the tolerance): their places in a's and b's member
/// lists, how fast their gap grows (negative while they approach), and a bound on how fast that
/// rate can fall (the centripetal accelerations of the two member centres).
struct TouchingMembers {
    std::size_t inA = 0;
    std::size_t inB = 0;
    double gap = 0.0;
    double normalSpeed = 0.0;
    double slowing = 0.0;
};

/// A touching member pair the narrow phase passes over until `until`: its gap cannot close by more
/// than the tolerance before then.
struct PassedOverPair {
    std::size_t inA = 0;
    std::size_t inB = 0;
    double until = 0.0;
};

/// Scratch space of the narrow phase, kept between calls so it allocates only while growing.
struct ContactWorkspace {
    std::vector<double> ax, ay, ar, bx, by, br;
    std::vector<std::size_t> ak, bk;  ///< the places in their member lists of the members kept
    MemberCellGrid bCells;            ///< b's members kept, filed in cells when there are many pairs
    std::vector<TouchingMembers> touching;
    std::vector<PassedOverPair> passedOver;
    std::uint64_t memberSearches = 0;  ///< calls that got past the bounding circles
};

/// How the narrow phase treats members that already touch.
enum class TouchingRule {
    Contact,         ///< a touching pair is a contact (clusters that stick: none touch for long)
    OnlyApproaching  ///< a touching pair whose gap opens is not one (clusters that bounced apart)
};

/// Earliest s >= 0 at which two circles whose centres are (dx, dy) apart and separate at
/// (vx, vy) come within `reach` of each other; infinity if never. 0 if they already are.
double circleContactTime(double dx, double dy, double vx, double vy, double reach);

/// The first contact of a's and b's members in [start, end] (a and b stored at or before start),
/// found to `tolerance` (a length): at the returned time every member pair has a gap >= 0 up to
/// round-off, and the nearest pair's gap is <= tolerance. Nothing if they do not touch by end.
/// radii per disk, by index.
/// With TouchingRule::OnlyApproaching, a touching pair counts only while its gap closes; one
/// whose gap opens is passed over for as long as its gap cannot close by more than the tolerance
/// (its rate of opening falls no faster than the members' centripetal accelerations), and then
/// watched again, so a pair that bounced apart and swings back is still found.
std::optional<ClusterContact> firstClusterContact(const RigidCluster& a, const RigidCluster& b,
                                                  const std::vector<double>& radii, double start, double end,
                                                  const PeriodicBox& box, double tolerance,
                                                  ContactWorkspace& workspace,
                                                  TouchingRule rule = TouchingRule::Contact);

/// The smallest gap between a member of a and a member of b at time t (nearest periodic image
/// and its neighbours), or a lower bound on it no smaller than `cap` when it is at least cap.
double smallestMemberGap(const RigidCluster& a, const RigidCluster& b, double t, const std::vector<double>& radii,
                         const PeriodicBox& box, double cap, ContactWorkspace& workspace);

/// The member pairs of a and b (b seen through shiftX, shiftY) within `tolerance` of touching at
/// time t, into workspace.touching.
void findTouchingMembers(const RigidCluster& a, const RigidCluster& b, double shiftX, double shiftY, double t,
                         const std::vector<double>& radii, double tolerance, ContactWorkspace& workspace);

/// Of the touching pairs, the one whose gap closes fastest (the one a bounce pushes apart), or
/// nullptr if there are none.
const TouchingMembers* fastestClosing(const std::vector<TouchingMembers>& touching);

} // namespace disklab

namespace disklab {

/// The member disks (a's, b's) whose gap is smallest at time t, b seen through (shiftX, shiftY):
/// the pair that touched at a contact. O(|a| |b|).
std::pair<std::int32_t, std::int32_t> nearestMembers(const RigidCluster& a, const RigidCluster& b, double shiftX,
                                                     double shiftY, double t, const std::vector<double>& radii);

} // namespace disklab
