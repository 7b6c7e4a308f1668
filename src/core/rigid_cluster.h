#pragma once
// A rigid cluster of stuck disks for aggregation: it translates with its centre of mass and
// rotates about it. Member positions are kept in the cluster's body frame, so a cluster of any
// size moves in O(1); the state is stored at a reference time and read at any later time.

#include <cmath>
#include <cstdint>
#include <vector>

namespace disklab {

struct RigidCluster {
    std::vector<std::int32_t> members;  ///< disk indices, ascending
    std::vector<double> offsetX;        ///< member centre minus centre of mass, body frame
    std::vector<double> offsetY;
    double mass = 0.0;
    double inertia = 0.0;  ///< about the centre of mass, each disk counted as a uniform disk
    double refTime = 0.0;  ///< the time at which x, y and angle hold
    double x = 0.0;        ///< centre of mass at refTime (wrapped into a periodic box by the engine)
    double y = 0.0;
    double angle = 0.0;    ///< body-frame rotation at refTime, radians
    double vx = 0.0;
    double vy = 0.0;
    double omega = 0.0;    ///< angular velocity, radians per time unit
    double reach = 0.0;           ///< largest member-centre distance from the centre of mass
    double boundingRadius = 0.0;  ///< largest member-centre distance plus that member's radius
    double largestMemberRadius = 0.0;

    /// Everything, for a checkpoint (core/state_archive.h).
    template <class Self, class Archive>
    static void transferState(Self& self, Archive& archive)
    {
        archive(self.members), archive(self.offsetX), archive(self.offsetY), archive(self.mass);
        archive(self.inertia), archive(self.refTime), archive(self.x), archive(self.y), archive(self.angle);
        archive(self.vx), archive(self.vy), archive(self.omega), archive(self.reach);
        archive(self.boundingRadius), archive(self.largestMemberRadius);
    }

    std::size_t size() const { return members.size(); }
    double xAt(double t) const { return x + vx * (t - refTime); }
    double yAt(double t) const { return y + vy * (t - refTime); }
    double angleAt(double t) const { return angle + omega * (t - refTime); }
    /// Angular momentum about the origin at time t: orbital plus spin.
    double angularMomentumAt(double t) const { return mass * (xAt(t) * vy - yAt(t) * vx) + inertia * omega; }
};

/// Stores the cluster's state at time t instead of its old reference time (not wrapped).
inline void rebase(RigidCluster& c, double t)
{
    c.x = c.xAt(t);
    c.y = c.yAt(t);
    c.angle = c.angleAt(t);
    c.refTime = t;
}

/// A cluster of one disk at (x, y) moving at (vx, vy), not spinning, at time t.
RigidCluster singleDiskCluster(std::int32_t disk, double radius, double mass, double x, double y, double vx,
                               double vy, double t);

/// The rigid cluster made of a and b stuck together at time t, with b's centre of mass seen at
/// (shiftX, shiftY) from where it is stored (its periodic image next to a; zero in open space).
/// Mass, momentum and angular momentum (orbital plus spin) are those of a and b together; the
/// kinetic energy of their relative motion is lost, as in a perfectly inelastic collision.
/// radii are per disk, by index. Its centre of mass is not wrapped.
RigidCluster mergeClusters(const RigidCluster& a, const RigidCluster& b, double shiftX, double shiftY, double t,
                           const std::vector<double>& radii);

/// The rigid cluster of `disks` (ascending) at time t, each at (x, y) (unwrapped, so that the
/// members sit next to one another) moving at (vx, vy), all by member order; masses and radii
/// per disk, by index. Its velocity is the centre of mass's; its spin the least-squares rigid
/// rotation of the members about it, exact when their velocities are a rigid motion (as a saved
/// state's are, each disk's own spin being in no velocity). Its centre of mass is not wrapped.
RigidCluster clusterOfMovingDisks(const std::vector<std::int32_t>& disks, const std::vector<double>& x,
                                  const std::vector<double>& y, const std::vector<double>& vx,
                                  const std::vector<double>& vy, const std::vector<double>& masses,
                                  const std::vector<double>& radii, double t);

/// Radius of gyration of the cluster as a rigid body, sqrt(I / M): each disk counts with its own
/// area, so a lone disk has r / sqrt(2) rather than 0 and small clusters are not skewed.
inline double radiusOfGyration(const RigidCluster& cluster) { return std::sqrt(cluster.inertia / cluster.mass); }

} // namespace disklab
