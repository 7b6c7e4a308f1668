#include "core/cluster_bounce.h"

#include <cmath>

namespace disklab {
namespace {

/// A member's centre relative to its cluster's centre of mass, in the world frame.
void memberOffset(const RigidCluster& c, std::size_t k, double& ox, double& oy)
{
    const double cosA = std::cos(c.angle);
    const double sinA = std::sin(c.angle);
    ox = cosA * c.offsetX[k] - sinA * c.offsetY[k];
    oy = sinA * c.offsetX[k] + cosA * c.offsetY[k];
}

} // namespace

void bounceClusters(RigidCluster& a, RigidCluster& b, std::size_t inA, std::size_t inB, double shiftX, double shiftY,
                    double t, const std::vector<double>& radii)
{
    rebase(a, t);
    rebase(b, t);
    double oax = 0.0, oay = 0.0, obx = 0.0, oby = 0.0;
    memberOffset(a, inA, oax, oay);
    memberOffset(b, inB, obx, oby);
    const double dx = b.x + shiftX + obx - (a.x + oax);
    const double dy = b.y + shiftY + oby - (a.y + oay);
    const double distance = std::hypot(dx, dy);
    if (!(distance > 0.0))
        return;
    const double nx = dx / distance;
    const double ny = dy / distance;
    // The contact point, seen from each centre of mass: a's member centre plus its radius along n.
    const double ra = radii[static_cast<std::size_t>(a.members[inA])];
    const double rax = oax + ra * nx;
    const double ray = oay + ra * ny;
    const double rbx = rax + a.x - (b.x + shiftX);
    const double rby = ray + a.y - (b.y + shiftY);
    // The gap closes at -u: contact-point velocities v + w x r, along n (w x r adds nothing along
    // n beyond the member centre's motion, so this is the members' own closing speed).
    const double u = (b.vx - b.omega * rby - a.vx + a.omega * ray) * nx
                     + (b.vy + b.omega * rbx - a.vy - a.omega * rax) * ny;
    if (!(u < 0.0))
        return;
    const double armA = rax * ny - ray * nx;  // r x n
    const double armB = rbx * ny - rby * nx;
    const double impulse = -2.0 * u / (1.0 / a.mass + 1.0 / b.mass + armA * armA / a.inertia + armB * armB / b.inertia);
    a.vx -= impulse * nx / a.mass;
    a.vy -= impulse * ny / a.mass;
    a.omega -= impulse * armA / a.inertia;
    b.vx += impulse * nx / b.mass;
    b.vy += impulse * ny / b.mass;
    b.omega += impulse * armB / b.inertia;
}

} // namespace disklab
