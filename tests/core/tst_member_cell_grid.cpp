// The smallest member gap of two large clusters, searched with one cluster's members filed in
// cells (core/member_cell_grid.h), against every member pair: the same number to the last bit.
// The clusters are made by ballistic cluster-cluster aggregation (two halves stuck together
// along a straight line, again and again), so they are fractal-like and open, and two of them
// are set into each other, as first-passage jumps measure them out to the clusters' width.
#include "core/cluster_contact.h"
#include "core/random.h"

#include <QtTest>

#include <cmath>
#include <limits>
#include <numbers>

using namespace disklab;

namespace {

struct Disk {
    double x = 0.0;
    double y = 0.0;
    double r = 0.0;
};

constexpr double kNever = std::numeric_limits<double>::infinity();

/// How far b may move along the unit vector (ux, uy) before one of its disks first touches one
/// of a's, coming from far away; infinity if it passes by.
double travelToContact(const std::vector<Disk>& a, const std::vector<Disk>& b, double ux, double uy)
{
    double first = kNever;
    for (const Disk& p : a) {
        for (const Disk& q : b) {
            const double ex = q.x - p.x, ey = q.y - p.y, reach = p.r + q.r;
            const double along = ex * ux + ey * uy;
            const double discriminant = along * along - (ex * ex + ey * ey - reach * reach);
            if (discriminant >= 0.0)
                first = std::min(first, -along - std::sqrt(discriminant));
        }
    }
    return first;
}

/// The disks about their mean centre, turned by `angle`.
std::vector<Disk> centredAndTurned(std::vector<Disk> disks, double angle)
{
    double mx = 0.0, my = 0.0;
    for (const Disk& d : disks)
        mx += d.x, my += d.y;
    mx /= static_cast<double>(disks.size());
    my /= static_cast<double>(disks.size());
    for (Disk& d : disks) {
        const double x = d.x - mx, y = d.y - my;
        d.x = std::cos(angle) * x - std::sin(angle) * y;
        d.y = std::sin(angle) * x + std::cos(angle) * y;
    }
    return disks;
}

double extent(const std::vector<Disk>& disks)
{
    double widest = 0.0;
    for (const Disk& d : disks)
        widest = std::max(widest, std::hypot(d.x, d.y) + d.r);
    return widest;
}

/// A ballistic cluster-cluster aggregate of 2^levels disks of radii in [0.35, 0.65].
std::vector<Disk> ballisticAggregate(int levels, Random& random)
{
    if (levels == 0)
        return {{0.0, 0.0, 0.35 + 0.3 * random.uniform()}};
    const std::vector<Disk> a = centredAndTurned(ballisticAggregate(levels - 1, random), 0.0);
    const std::vector<Disk> other = centredAndTurned(ballisticAggregate(levels - 1, random),
                                                     2.0 * std::numbers::pi * random.uniform());
    while (true) {
        std::vector<Disk> b = other;
        const double heading = 2.0 * std::numbers::pi * random.uniform();
        const double ux = std::cos(heading), uy = std::sin(heading);
        // b comes along (ux, uy) from far away, aimed past a's centre by up to half their extents.
        const double aim = (random.uniform() - 0.5) * (extent(a) + extent(b));
        const double far = 4.0 * (extent(a) + extent(b));
        for (Disk& d : b)
            d.x += -uy * aim - far * ux, d.y += ux * aim - far * uy;
        const double travel = travelToContact(a, b, ux, uy);
        if (travel == kNever)
            continue;
        std::vector<Disk> joined = a;
        for (Disk d : b) {
            d.x += travel * ux, d.y += travel * uy;
            joined.push_back(d);
        }
        return joined;
    }
}

/// A cluster of the disks (body frame offsets), its members numbered from `first`, at (x, y)
/// turned by `angle`; their radii go into `radii`.
RigidCluster clusterOf(const std::vector<Disk>& disks, std::int32_t first, double x, double y, double angle,
                       std::vector<double>& radii)
{
    RigidCluster c;
    c.x = x, c.y = y, c.angle = angle, c.mass = static_cast<double>(disks.size());
    for (std::size_t k = 0; k < disks.size(); ++k) {
        const auto index = first + static_cast<std::int32_t>(k);
        c.members.push_back(index);
        c.offsetX.push_back(disks[k].x);
        c.offsetY.push_back(disks[k].y);
        radii.resize(std::max(radii.size(), static_cast<std::size_t>(index) + 1));
        radii[static_cast<std::size_t>(index)] = disks[k].r;
        const double distance = std::hypot(disks[k].x, disks[k].y);
        c.reach = std::max(c.reach, distance);
        c.boundingRadius = std::max(c.boundingRadius, distance + disks[k].r);
        c.largestMemberRadius = std::max(c.largestMemberRadius, disks[k].r);
    }
    return c;
}

/// Member k's centre at time 0, placed as the narrow phase places it.
std::pair<double, double> placed(const RigidCluster& c, std::size_t k)
{
    const double cosA = std::cos(c.angleAt(0.0)), sinA = std::sin(c.angleAt(0.0));
    return {c.xAt(0.0) + cosA * c.offsetX[k] - sinA * c.offsetY[k],
            c.yAt(0.0) + sinA * c.offsetX[k] + cosA * c.offsetY[k]};
}

/// The gap of a's member i and b's member j, measured as the narrow phase measures it.
double pairGap(const RigidCluster& a, std::size_t i, const RigidCluster& b, std::size_t j,
               const std::vector<double>& radii)
{
    const auto [ax, ay] = placed(a, i);
    const auto [bx, by] = placed(b, j);
    const double dx = ax - bx, dy = ay - by;
    const double contact =
        radii[static_cast<std::size_t>(a.members[i])] + radii[static_cast<std::size_t>(b.members[j])];
    return std::sqrt(dx * dx + dy * dy) - contact;
}

/// The smallest gap over every member pair.
double everyPairGap(const RigidCluster& a, const RigidCluster& b, const std::vector<double>& radii)
{
    double best = kNever;
    for (std::size_t i = 0; i < a.size(); ++i)
        for (std::size_t j = 0; j < b.size(); ++j)
            best = std::min(best, pairGap(a, i, b, j, radii));
    return best;
}

/// b without the members that overlap one of a's, as members of stuck clusters never do.
std::vector<Disk> withoutOverlaps(const RigidCluster& a, const RigidCluster& b, const std::vector<Disk>& disks,
                                  const std::vector<double>& radii)
{
    std::vector<Disk> kept;
    for (std::size_t j = 0; j < b.size(); ++j) {
        bool overlaps = false;
        for (std::size_t i = 0; i < a.size() && !overlaps; ++i)
            overlaps = pairGap(a, i, b, j, radii) < 0.0;
        if (!overlaps)
            kept.push_back(disks[j]);
    }
    return kept;
}

/// Checks smallestMemberGap on a and b against every pair, with caps from the clusters' width
/// (as a jump measures) down to below the gap (where the cap itself is the answer).
void checkAgainstEveryPair(const RigidCluster& a, const RigidCluster& b, const std::vector<double>& radii)
{
    QVERIFY2(a.size() * b.size() > 1024, "few enough pairs to be looked at one by one");
    const double exact = everyPairGap(a, b, radii);
    const PeriodicBox open{0.0, 0.0};
    ContactWorkspace workspace;
    for (const double cap : {a.boundingRadius + b.boundingRadius, 3.0, 1.0, 0.5 * exact}) {
        const double found = smallestMemberGap(a, b, 0.0, radii, open, cap, workspace);
        const double expected = std::min(exact, cap);
        QVERIFY2(found == expected, qPrintable(QString("cap %1: %2 against every pair's %3")
                                                   .arg(cap, 0, 'g', 17)
                                                   .arg(found, 0, 'g', 17)
                                                   .arg(expected, 0, 'g', 17)));
    }
}

} // namespace

class TestMemberCellGrid : public QObject {
    Q_OBJECT
private slots:
    void interpenetratingAggregatesFindTheGapOfEveryPair()
    {
        Random random(11);
        for (int round = 0; round < 16; ++round) {
            const std::vector<Disk> first = centredAndTurned(ballisticAggregate(8, random), 0.0);
            const std::vector<Disk> second = centredAndTurned(ballisticAggregate(8, random), 0.0);
            std::vector<double> radii;
            const RigidCluster a = clusterOf(first, 0, 500.0, 500.0, 2.0 * std::numbers::pi * random.uniform(), radii);
            // b's centre from a fifth to nine tenths of the two extents from a's: their branches
            // interleave, or their bounding circles overlap while their members are many cells
            // apart.
            const double heading = 2.0 * std::numbers::pi * random.uniform();
            const double apart = (extent(first) + extent(second)) * (0.2 + 0.7 * random.uniform());
            const double bx = 500.0 + apart * std::cos(heading), by = 500.0 + apart * std::sin(heading);
            const double turn = 2.0 * std::numbers::pi * random.uniform();
            const auto firstOfB = static_cast<std::int32_t>(first.size());
            const RigidCluster whole = clusterOf(second, firstOfB, bx, by, turn, radii);
            const RigidCluster b = clusterOf(withoutOverlaps(a, whole, second, radii), firstOfB, bx, by, turn, radii);
            checkAgainstEveryPair(a, b, radii);
            checkAgainstEveryPair(b, a, radii);
        }
    }

    void aStraightChainAgainstAnAggregate()
    {
        // A chain of disks along x: the cells' box has no height, and the cells still number no
        // more than the members.
        Random random(12);
        const std::vector<Disk> aggregate = centredAndTurned(ballisticAggregate(7, random), 0.0);
        std::vector<Disk> chain;
        for (int k = 0; k < 200; ++k)
            chain.push_back({static_cast<double>(k) - 99.5, 0.0, 0.5});
        std::vector<double> radii;
        const RigidCluster a = clusterOf(aggregate, 0, 0.0, 0.0, 0.3, radii);
        const auto firstOfB = static_cast<std::int32_t>(aggregate.size());
        const RigidCluster whole = clusterOf(chain, firstOfB, 0.0, 0.25, 0.0, radii);
        const RigidCluster b = clusterOf(withoutOverlaps(a, whole, chain, radii), firstOfB, 0.0, 0.25, 0.0, radii);
        checkAgainstEveryPair(a, b, radii);
        checkAgainstEveryPair(b, a, radii);
    }
};

QTEST_APPLESS_MAIN(TestMemberCellGrid)
#include "tst_member_cell_grid.moc"
