#include "core/cluster_contact.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace disklab {
namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();

double nearestImageShift(double d, double side) { return side > 0.0 ? -side * std::round(d / side) : 0.0; }

/// Member centres in the world frame at time t (b shifted to its image), keeping only those
/// that could be within `cap` of the other cluster: a member farther than cap from the other's
/// bounding circle cannot be part of a pair with a gap below cap.
void placeNearMembers(const RigidCluster& c, double cx, double cy, double t, double otherX, double otherY,
                      double otherReach, const std::vector<double>& radii, double cap, std::vector<double>& xs,
                      std::vector<double>& ys, std::vector<double>& rs, std::vector<std::size_t>& ks)
{
    xs.clear();
    ys.clear();
    rs.clear();
    ks.clear();
    const double angle = c.angleAt(t);
    const double cosA = std::cos(angle);
    const double sinA = std::sin(angle);
    for (std::size_t k = 0; k < c.size(); ++k) {
        const double px = cx + cosA * c.offsetX[k] - sinA * c.offsetY[k];
        const double py = cy + sinA * c.offsetX[k] + cosA * c.offsetY[k];
        const double r = radii[static_cast<std::size_t>(c.members[k])];
        const double limit = cap + otherReach + r;
        const double dx = px - otherX;
        const double dy = py - otherY;
        if (dx * dx + dy * dy < limit * limit) {
            xs.push_back(px);
            ys.push_back(py);
            rs.push_back(r);
            ks.push_back(k);
        }
    }
}

/// Places both clusters' members near the other's bounding circle at time t into the workspace;
/// false if none of a's is.
bool placeNearPairs(const RigidCluster& a, const RigidCluster& b, double shiftX, double shiftY, double t,
                    const std::vector<double>& radii, double cap, ContactWorkspace& w)
{
    const double ax = a.xAt(t);
    const double ay = a.yAt(t);
    const double bx = b.xAt(t) + shiftX;
    const double by = b.yAt(t) + shiftY;
    placeNearMembers(a, ax, ay, t, bx, by, b.reach + b.largestMemberRadius, radii, cap, w.ax, w.ay, w.ar, w.ak);
    if (w.ax.empty())
        return false;
    placeNearMembers(b, bx, by, t, ax, ay, a.reach + a.largestMemberRadius, radii, cap, w.bx, w.by, w.br, w.bk);
    return true;
}

bool isPassedOver(const ContactWorkspace& w, std::size_t i, std::size_t j)
{
    for (const PassedOverPair& p : w.passedOver)
        if (p.inA == w.ak[i] && p.inB == w.bk[j])
            return true;
    return false;
}

/// The gap so far, lowered to the pair (i of a's kept, j of b's) if that is nearer and not
/// passed over.
double lowerGap(const ContactWorkspace& w, std::size_t i, std::size_t j, double best)
{
    if (!w.passedOver.empty() && isPassedOver(w, i, j))
        return best;
    const double dx = w.ax[i] - w.bx[j];
    const double dy = w.ay[i] - w.by[j];
    const double contact = w.ar[i] + w.br[j];
    const double within = best + contact;
    const double squared = dx * dx + dy * dy;
    return squared < within * within ? std::min(best, std::sqrt(squared) - contact) : best;
}

/// Pairs of members kept beyond which filing b's in cells beats looking at every pair.
constexpr std::size_t kPairsWorthFiling = 1024;
/// Slack on the cells' search radius: a pair inside it is measured as every pair would be, so
/// rounding at a cell's edge cannot leave out a pair that would lower the gap.
constexpr double kReachSlack = 1e-6;

/// memberGapBound's search with b's members filed in cells: a b member whose centre is farther
/// from an a member than the gap found so far plus both radii cannot lower it, so each of a's
/// members looks only at the cells within that distance, nearest first. Large fractal clusters
/// keep many members near each other, and all pairs would cost their product.
double filedMemberGap(ContactWorkspace& w, double best)
{
    const double largestB = *std::max_element(w.br.begin(), w.br.end());
    w.bCells.fill(w.bx, w.by, largestB);
    for (std::size_t i = 0; i < w.ax.size(); ++i) {
        const double reach = w.ar[i] + largestB + kReachSlack;
        w.bCells.visitNear(
            w.ax[i], w.ay[i], [&best, reach] { return best + reach; },
            [&w, &best, i](std::size_t j) { best = lowerGap(w, i, j, best); });
    }
    return best;
}

/// A lower bound on the smallest member gap at time t, exact when that gap is below cap; pairs
/// being passed over do not count.
double memberGapBound(const RigidCluster& a, const RigidCluster& b, double shiftX, double shiftY, double t,
                      const std::vector<double>& radii, double cap, ContactWorkspace& w)
{
    if (!placeNearPairs(a, b, shiftX, shiftY, t, radii, cap, w))
        return cap;
    if (w.ax.size() * w.bx.size() > kPairsWorthFiling)
        return filedMemberGap(w, cap);
    double best = cap;
    for (std::size_t i = 0; i < w.ax.size(); ++i) {
        for (std::size_t j = 0; j < w.bx.size(); ++j)
            best = lowerGap(w, i, j, best);
    }
    return best;
}

/// Under TouchingRule::OnlyApproaching, at a time t where some pair touches: true if one of the
/// touching pairs not yet passed over approaches (a contact); otherwise they all start being
/// passed over, each until its gap could have closed by the tolerance.
bool touchingPairApproaches(const RigidCluster& a, const RigidCluster& b, double shiftX, double shiftY, double t,
                            const std::vector<double>& radii, double tolerance, ContactWorkspace& w)
{
    findTouchingMembers(a, b, shiftX, shiftY, t, radii, tolerance, w);
    std::size_t fresh = 0;
    for (const TouchingMembers& m : w.touching) {
        const bool known = std::any_of(w.passedOver.begin(), w.passedOver.end(), [&](const PassedOverPair& p) {
            return p.inA == m.inA && p.inB == m.inB;
        });
        if (known)
            continue;
        if (m.normalSpeed < 0.0)
            return true;
        w.touching[fresh++] = m;
    }
    if (fresh == 0)
        return true;  // cannot happen while both measure the gap alike; never loop on it
    for (std::size_t k = 0; k < fresh; ++k) {
        const TouchingMembers& m = w.touching[k];
        // gap(t + s) >= gap + u s - slowing s^2 / 2 stays above -tolerance up to the larger root.
        const double room = m.gap + tolerance;
        const double span = m.slowing > 0.0
                                ? (m.normalSpeed + std::sqrt(m.normalSpeed * m.normalSpeed + 2.0 * m.slowing * room)) / m.slowing
                                : kNever;
        // At least one representable step on, so the search always moves forward.
        w.passedOver.push_back({m.inA, m.inB, std::max(t + span, std::nextafter(t, kNever))});
    }
    return false;
}

/// Conservative advancement for one periodic image of b, from the time its bounding circle
/// first meets a's.
std::optional<double> advanceToContact(const RigidCluster& a, const RigidCluster& b, double shiftX, double shiftY,
                                       double from, double end, const std::vector<double>& radii, double tolerance,
                                       TouchingRule rule, ContactWorkspace& w)
{
    ++w.memberSearches;
    w.passedOver.clear();
    const double rvx = b.vx - a.vx;
    const double rvy = b.vy - a.vy;
    const double speedBound = std::hypot(rvx, rvy) + std::abs(a.omega) * a.reach + std::abs(b.omega) * b.reach;
    const double cap = std::max(a.largestMemberRadius + b.largestMemberRadius, 4.0 * tolerance);
    const double circles = a.boundingRadius + b.boundingRadius;
    for (double t = from; t <= end;) {
        std::erase_if(w.passedOver, [t](const PassedOverPair& p) { return p.until <= t; });
        const double dx = b.xAt(t) + shiftX - a.xAt(t);
        const double dy = b.yAt(t) + shiftY - a.yAt(t);
        const double circleGap = std::hypot(dx, dy) - circles;
        if (circleGap > 0.0 && dx * rvx + dy * rvy >= 0.0)
            return std::nullopt;  // the bounding circles are apart and separating
        const double gap = std::max(circleGap, memberGapBound(a, b, shiftX, shiftY, t, radii, cap, w));
        if (gap <= tolerance) {
            if (rule == TouchingRule::Contact || touchingPairApproaches(a, b, shiftX, shiftY, t, radii, tolerance, w))
                return t;
            continue;  // the touching pairs are passed over now: measure the gap without them
        }
        if (speedBound <= 0.0)
            return std::nullopt;
        double next = t + gap / speedBound;
        for (const PassedOverPair& p : w.passedOver)
            next = std::min(next, p.until);  // a pair passed over must be measured again from then
        t = next;
    }
    return std::nullopt;
}

/// Calls visit(shiftX, shiftY) for the nearest periodic image of a displacement (dx, dy) and
/// its eight neighbours (only the nearest along a side that is not periodic): a large cluster
/// may meet, or come nearest, through a farther image.
template <typename Visit>
void forNearImages(double dx, double dy, const PeriodicBox& box, Visit visit)
{
    const double baseX = nearestImageShift(dx, box.width);
    const double baseY = nearestImageShift(dy, box.height);
    for (int kx = -1; kx <= 1; ++kx) {
        for (int ky = -1; ky <= 1; ++ky) {
            if ((box.width <= 0.0 && kx != 0) || (box.height <= 0.0 && ky != 0))
                continue;
            visit(baseX + kx * box.width, baseY + ky * box.height);
        }
    }
}

} // namespace

double circleContactTime(double dx, double dy, double vx, double vy, double reach)
{
    const double c = dx * dx + dy * dy - reach * reach;
    if (c <= 0.0)
        return 0.0;
    const double b = dx * vx + dy * vy;
    if (b >= 0.0)
        return kNever;
    const double a = vx * vx + vy * vy;
    const double discriminant = b * b - a * c;
    if (discriminant <= 0.0)
        return kNever;
    return c / (-b + std::sqrt(discriminant));  // the smaller root, without cancellation
}

std::optional<ClusterContact> firstClusterContact(const RigidCluster& a, const RigidCluster& b,
                                                  const std::vector<double>& radii, double start, double end,
                                                  const PeriodicBox& box, double tolerance,
                                                  ContactWorkspace& workspace, TouchingRule rule)
{
    const double dx = b.xAt(start) - a.xAt(start);
    const double dy = b.yAt(start) - a.yAt(start);
    const double baseX = nearestImageShift(dx, box.width);
    const double baseY = nearestImageShift(dy, box.height);
    const double reach = a.boundingRadius + b.boundingRadius;
    const double rvx = b.vx - a.vx;
    const double rvy = b.vy - a.vy;
    // Every other image starts at least as far as the nearest one: if that one cannot close
    // its gap by the end, none can.
    if (std::hypot(dx + baseX, dy + baseY) - reach > std::hypot(rvx, rvy) * (end - start))
        return std::nullopt;
    std::optional<ClusterContact> first;
    forNearImages(dx, dy, box, [&](double shiftX, double shiftY) {
        const double entry = start + circleContactTime(dx + shiftX, dy + shiftY, rvx, rvy, reach);
        const double limit = first ? first->time : end;
        if (!(entry <= limit))
            return;
        const std::optional<double> contact =
            advanceToContact(a, b, shiftX, shiftY, entry, limit, radii, tolerance, rule, workspace);
        if (contact && (!first || *contact < first->time))
            first = ClusterContact{*contact, shiftX, shiftY};
    });
    return first;
}

std::pair<std::int32_t, std::int32_t> nearestMembers(const RigidCluster& a, const RigidCluster& b, double shiftX,
                                                     double shiftY, double t, const std::vector<double>& radii)
{
    std::vector<double> ax, ay, ar, bx, by, br;
    std::vector<std::size_t> ak, bk;
    const double everything = std::numeric_limits<double>::infinity();
    placeNearMembers(a, a.xAt(t), a.yAt(t), t, 0.0, 0.0, 0.0, radii, everything, ax, ay, ar, ak);
    placeNearMembers(b, b.xAt(t) + shiftX, b.yAt(t) + shiftY, t, 0.0, 0.0, 0.0, radii, everything, bx, by, br, bk);
    std::pair<std::int32_t, std::int32_t> nearest{a.members.front(), b.members.front()};
    double best = everything;
    for (std::size_t i = 0; i < ax.size(); ++i) {
        for (std::size_t j = 0; j < bx.size(); ++j) {
            const double gap = std::hypot(ax[i] - bx[j], ay[i] - by[j]) - ar[i] - br[j];
            if (gap < best) {
                best = gap;
                nearest = {a.members[i], b.members[j]};
            }
        }
    }
    return nearest;
}

double smallestMemberGap(const RigidCluster& a, const RigidCluster& b, double t, const std::vector<double>& radii,
                         const PeriodicBox& box, double cap, ContactWorkspace& w)
{
    const double dx = b.xAt(t) - a.xAt(t);
    const double dy = b.yAt(t) - a.yAt(t);
    w.passedOver.clear();
    double gap = cap;
    forNearImages(dx, dy, box, [&](double shiftX, double shiftY) {
        const double circleGap = std::hypot(dx + shiftX, dy + shiftY) - a.boundingRadius - b.boundingRadius;
        if (circleGap < gap)
            gap = std::max(circleGap, memberGapBound(a, b, shiftX, shiftY, t, radii, gap, w));
    });
    return gap;
}

void findTouchingMembers(const RigidCluster& a, const RigidCluster& b, double shiftX, double shiftY, double t,
                         const std::vector<double>& radii, double tolerance, ContactWorkspace& w)
{
    w.touching.clear();
    if (!placeNearPairs(a, b, shiftX, shiftY, t, radii, tolerance, w))
        return;
    const double ax = a.xAt(t);
    const double ay = a.yAt(t);
    const double bx = b.xAt(t) + shiftX;
    const double by = b.yAt(t) + shiftY;
    for (std::size_t i = 0; i < w.ax.size(); ++i) {
        for (std::size_t j = 0; j < w.bx.size(); ++j) {
            // The gap as memberGapBound measures it, to the last bit: a pair it finds touching is
            // found here too.
            const double dx = w.ax[i] - w.bx[j];
            const double dy = w.ay[i] - w.by[j];
            const double distance = std::sqrt(dx * dx + dy * dy);
            const double gap = distance - (w.ar[i] + w.br[j]);
            if (gap > tolerance || !(distance > 0.0))
                continue;
            // Member centre velocities: the cluster's plus w x (member - centre of mass).
            const double vax = a.vx - a.omega * (w.ay[i] - ay);
            const double vay = a.vy + a.omega * (w.ax[i] - ax);
            const double vbx = b.vx - b.omega * (w.by[j] - by);
            const double vby = b.vy + b.omega * (w.bx[j] - bx);
            const double normalSpeed = -((vbx - vax) * dx + (vby - vay) * dy) / distance;  // along b - a
            const double slowing = a.omega * a.omega * std::hypot(w.ax[i] - ax, w.ay[i] - ay)
                                   + b.omega * b.omega * std::hypot(w.bx[j] - bx, w.by[j] - by);
            w.touching.push_back({w.ak[i], w.bk[j], gap, normalSpeed, slowing});
        }
    }
}

const TouchingMembers* fastestClosing(const std::vector<TouchingMembers>& touching)
{
    const auto fastest = std::min_element(touching.begin(), touching.end(), [](const TouchingMembers& p,
                                                                               const TouchingMembers& q) {
        return p.normalSpeed < q.normalSpeed;
    });
    return fastest == touching.end() ? nullptr : &*fastest;
}

} // namespace disklab
