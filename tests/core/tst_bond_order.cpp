// The bond-orientational order parameter psi6 against what geometry and statistics say it must
// be: 1 for a perfect triangular crystal at any rotation, 0 for a square lattice, about
// 1/sqrt(N) for disks placed at random, and the same at a periodic box's edges as in its middle.
#include "core/bond_order.h"
#include "core/lattice_generator.h"
#include "core/random.h"
#include "core/random_placement.h"

#include <QtTest>

#include <cmath>
#include <complex>
#include <numbers>

using namespace disklab;

namespace {

Snapshot snapshotOf(const Scenario& s)
{
    Snapshot snapshot;
    for (const Disk& d : s.disks) {
        snapshot.x.push_back(d.x);
        snapshot.y.push_back(d.y);
        snapshot.vx.push_back(d.vx);
        snapshot.vy.push_back(d.vy);
    }
    return snapshot;
}

Disk diskAt(double x, double y, double radius = 0.5)
{
    Disk d;
    d.x = x;
    d.y = y;
    d.radius = radius;
    return d;
}

/// A triangular lattice of spacing a, rotated, filling a periodic box exactly. The box's sides
/// are the lattice vectors u = m a1 + n a2 and v = (-m - 2n) a1 + (2m + n) a2 (a1 = (a, 0),
/// a2 = (a/2, a sqrt(3)/2)), which are perpendicular with |v| = sqrt(3) |u|, repeated
/// `along` and `across` times; seen from the box, the lattice is turned by minus u's angle.
/// The box holds 2 (m^2 + mn + n^2) along across sites. `angle` receives the angle of the bond
/// a1 in the box's frame.
Scenario rotatedTriangularLattice(int m, int n, int along, int across, double a, double& angle)
{
    const double a1x = a, a1y = 0.0, a2x = 0.5 * a, a2y = 0.5 * std::numbers::sqrt3 * a;
    const double ux = m * a1x + n * a2x, uy = m * a1y + n * a2y;
    const double length = std::hypot(ux, uy);
    const double e1x = ux / length, e1y = uy / length;  // the box's x axis
    const double e2x = -e1y, e2y = e1x;                  // its y axis, along v
    Scenario s;
    s.boundary = Boundary::Periodic;
    s.width = along * length;
    s.height = across * std::numbers::sqrt3 * length;
    angle = std::atan2(a1x * e2x + a1y * e2y, a1x * e1x + a1y * e1y);
    // An offset that puts no site on the box's edges.
    const double offsetX = 0.123 * a, offsetY = 0.287 * a;
    const int reach = static_cast<int>(std::ceil(2.0 * (s.width + s.height) / a)) + 2;
    for (int i = -reach; i <= reach; ++i) {
        for (int j = -reach; j <= reach; ++j) {
            const double px = i * a1x + j * a2x, py = i * a1y + j * a2y;
            const double x = px * e1x + py * e1y + offsetX, y = px * e2x + py * e2y + offsetY;
            if (x >= 0.0 && x < s.width && y >= 0.0 && y < s.height)
                s.disks.push_back(diskAt(x, y));
        }
    }
    return s;
}

double distanceTo(std::complex<double> value, std::complex<double> expected) { return std::abs(value - expected); }

} // namespace

class TestBondOrder : public QObject {
    Q_OBJECT
private slots:
    void triangularCrystalIsPerfectlyOrderedWhateverItsRotation()
    {
        // Every bond of a triangular lattice points at phi + k 60 degrees, and exp(6 i (phi + k
        // pi / 3)) = exp(6 i phi): each disk's psi6 is exp(6 i phi), their mean too, |<psi6>| = 1.
        // Spacing 1.05 sigma (packing 0.82): six neighbours within 1.4 sigma, the next shell at
        // 1.82 sigma outside.
        struct Case {
            int m, n, along, across;
        };
        for (const Case c : {Case{1, 0, 40, 23}, Case{1, 1, 10, 6}, Case{2, 1, 8, 5}, Case{3, 1, 6, 4}, Case{3, 2, 4, 3}}) {
            double angle = 0.0;
            const Scenario s = rotatedTriangularLattice(c.m, c.n, c.along, c.across, 1.05, angle);
            QCOMPARE(s.disks.size(), static_cast<std::size_t>(2 * (c.m * c.m + c.m * c.n + c.n * c.n) * c.along * c.across));
            const BondOrder order = bondOrientationalOrder(s, snapshotOf(s));
            const std::complex<double> expected = std::polar(1.0, 6.0 * angle);
            QVERIFY2(std::abs(order.global - 1.0) < 1e-12, qPrintable(QString::number(order.global, 'g', 17)));
            QVERIFY(distanceTo(order.mean, expected) < 1e-12);
            for (std::size_t j = 0; j < s.disks.size(); ++j) {
                QCOMPARE(order.neighbours[j], 6);
                QVERIFY(distanceTo(order.perDisk[j], expected) < 1e-12);
            }
        }
    }
    void rotatedCrystalInWallsIsOrderedToItsEdges()
    {
        // Walls never wrap: disks on the crystal's edge have fewer neighbours, but every bond
        // still points at phi + k 60 degrees, so each of them still reads exp(6 i phi).
        const double phi = 0.3, a = 1.1;
        Scenario s;
        s.width = s.height = 60.0;
        for (int i = -40; i <= 40; ++i) {
            for (int j = -40; j <= 40; ++j) {
                const double px = i * a + 0.5 * j * a, py = 0.5 * std::numbers::sqrt3 * j * a;
                const double x = 30.0 + px * std::cos(phi) - py * std::sin(phi);
                const double y = 30.0 + px * std::sin(phi) + py * std::cos(phi);
                if (x > 5.0 && x < 55.0 && y > 5.0 && y < 55.0)
                    s.disks.push_back(diskAt(x, y));
            }
        }
        const BondOrder order = bondOrientationalOrder(s, snapshotOf(s));
        const std::complex<double> expected = std::polar(1.0, 6.0 * phi);
        int edge = 0;
        for (std::size_t j = 0; j < s.disks.size(); ++j) {
            QVERIFY(order.neighbours[j] >= 2 && order.neighbours[j] <= 6);
            edge += order.neighbours[j] < 6;
            QVERIFY(distanceTo(order.perDisk[j], expected) < 1e-12);
        }
        QVERIFY(edge > 100);
        QVERIFY(std::abs(order.global - 1.0) < 1e-12);
    }
    void squareLatticeHasNoSixfoldOrder()
    {
        // Spacing 1.1 sigma: the four nearest at 1.1 sigma are neighbours, the diagonals at
        // 1.1 sqrt(2) = 1.56 sigma are not. Bonds at phi + k 90 degrees give
        // exp(6 i phi) (1 + exp(3 i pi) + exp(6 i pi) + exp(9 i pi)) / 4 = exp(6 i phi) (1 - 1 + 1 - 1) / 4 = 0.
        const double a = 1.1;
        const int side = 30;
        Scenario s;
        s.boundary = Boundary::Periodic;
        s.width = s.height = side * a;
        for (int row = 0; row < side; ++row)
            for (int column = 0; column < side; ++column)
                s.disks.push_back(diskAt((column + 0.3) * a, (row + 0.6) * a));
        const BondOrder order = bondOrientationalOrder(s, snapshotOf(s));
        for (std::size_t j = 0; j < s.disks.size(); ++j) {
            QCOMPARE(order.neighbours[j], 4);
            QVERIFY(std::abs(order.perDisk[j]) < 1e-14);
        }
        QVERIFY(order.global < 1e-14);
    }
    void randomlyPlacedDisksHaveOnlyStatisticalOrder()
    {
        // Disks placed at random, 10^4 at packing 0.3 in a periodic square. Each bond between j
        // and k gives both ends the same phase (theta and theta + pi agree under exp(6 i .)), so
        // <psi6> = (1/N) sum over bonds of w_b exp(6 i theta_b) with w_b = 1/n_j + 1/n_k in
        // (0, 2] and sum_b w_b = the disks that have a neighbour <= N. Bond directions are
        // isotropic (the square box is symmetric under 90 degree turns, which flip the sign of
        // exp(6 i theta)), so the mean is 0; with independent phases E|<psi6>|^2 = (1/N^2)
        // sum_b w_b^2 <= (2/N^2) sum_b w_b <= 2/N. A sum of many independent phases is nearly a
        // complex Gaussian, for which P(|z| > c rms) = exp(-c^2): the bound 4/sqrt(N) is at
        // least 2.8 rms, exceeded by chance with probability at most exp(-8) = 3e-4 per seed.
        const int count = 10000;
        const double radius = 0.5, packing = 0.3;
        const double side = std::sqrt(count * std::numbers::pi * radius * radius / packing);
        for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
            Random random(seed);
            Scenario s;
            s.boundary = Boundary::Periodic;
            s.width = s.height = side;
            for (const generation::Point& p : generation::scatter(count, radius, side, side, true, random, "packing"))
                s.disks.push_back(diskAt(p.x, p.y, radius));
            const BondOrder order = bondOrientationalOrder(s, snapshotOf(s));
            QVERIFY2(order.global < 4.0 / std::sqrt(double(count)), qPrintable(QString::number(order.global)));
            // The disks do have neighbours: the small value is cancellation, not absence.
            int bonded = 0;
            for (std::int32_t k : order.neighbours)
                bonded += k > 0;
            QVERIFY(bonded > count / 4);
        }
    }
    void periodicEdgesAreLikeTheMiddle()
    {
        // The project's periodic crystal, moved so that the box's edges cut it at arbitrary
        // places: a disk on an edge finds its neighbours across it by the minimum image and
        // reads what a disk in the middle reads, six neighbours and psi6 = 1 (rows along x).
        LatticeParameters p;
        p.columns = 24;
        p.rows = 20;
        p.packing = 0.75;
        const Scenario s = generateLattice(p);
        Snapshot moved = snapshotOf(s);
        for (std::size_t j = 0; j < moved.size(); ++j) {
            moved.x[j] = std::fmod(moved.x[j] + 0.37 * s.width, s.width);
            moved.y[j] = std::fmod(moved.y[j] + 0.61 * s.height, s.height);
        }
        const BondOrder order = bondOrientationalOrder(s, moved);
        const double cutoff = kBondCutoff * 2.0 * p.radius;
        int edge = 0, middle = 0;
        for (std::size_t j = 0; j < moved.size(); ++j) {
            const double fromEdge = std::min({moved.x[j], s.width - moved.x[j], moved.y[j], s.height - moved.y[j]});
            (fromEdge < cutoff ? edge : middle) += 1;
            QCOMPARE(order.neighbours[j], 6);
            QVERIFY(distanceTo(order.perDisk[j], {1.0, 0.0}) < 1e-12);
        }
        QVERIFY(edge > 50 && middle > 50);
        QVERIFY(std::abs(order.global - 1.0) < 1e-12);
    }
    void wallsDoNotWrapAndPeriodicEdgesDo()
    {
        // Two disks 1.8 apart inside a box 3 wide: no neighbours with walls (1.8 > 1.4 sigma),
        // but 1.2 apart across a periodic edge, a horizontal bond: psi6 = 1 for both.
        Scenario s;
        s.width = s.height = 3.0;
        s.disks = {diskAt(0.6, 1.5), diskAt(2.4, 1.5)};
        const BondOrder walled = bondOrientationalOrder(s, snapshotOf(s));
        QCOMPARE(walled.neighbours[0], 0);
        QCOMPARE(walled.perDisk[1], std::complex<double>(0.0, 0.0));
        QCOMPARE(walled.global, 0.0);
        s.boundary = Boundary::Periodic;
        const BondOrder periodic = bondOrientationalOrder(s, snapshotOf(s));
        QCOMPARE(periodic.neighbours[0], 1);
        QCOMPARE(periodic.neighbours[1], 1);
        QVERIFY(distanceTo(periodic.perDisk[0], {1.0, 0.0}) < 1e-15);
        QVERIFY(std::abs(periodic.global - 1.0) < 1e-15);
    }
    void neighboursAreWithinTheCutoffTimesTheSumOfRadii()
    {
        // Radii 1 and 0.25: neighbours closer than 1.4 x 1.25 = 1.75, whatever the radius of
        // the others; one pair 1.74 apart, one 1.76. Disks with no neighbour count in N with
        // psi6 = 0: the bonded pair along y (exp(6 i 90 deg) = -1) and two lone disks give
        // <psi6> = (-1 - 1 + 0 + 0) / 4.
        Scenario s;
        s.width = s.height = 20.0;
        s.disks = {diskAt(5.0, 5.0, 1.0), diskAt(5.0, 6.74, 0.25), diskAt(15.0, 5.0, 1.0), diskAt(15.0, 6.76, 0.25)};
        const BondOrder order = bondOrientationalOrder(s, snapshotOf(s));
        QCOMPARE(order.neighbours[0], 1);
        QCOMPARE(order.neighbours[1], 1);
        QCOMPARE(order.neighbours[2], 0);
        QCOMPARE(order.neighbours[3], 0);
        QVERIFY(distanceTo(order.perDisk[0], {-1.0, 0.0}) < 1e-15);
        QVERIFY(distanceTo(order.mean, {-0.5, 0.0}) < 1e-15);
    }
    void crystalsBelowTheCutoffDensityReadDisordered()
    {
        // The lattice constant is a = sigma sqrt(0.9069 / eta): within 1.4 sigma for eta above
        // 0.9069 / 1.96 = 0.463. At 0.44 no disk has a neighbour; at 0.48 every disk has six.
        LatticeParameters p;
        // (The scenario alone: its disks where they start.)
        p.packing = 0.44;
        const Scenario sparse = generateLattice(p);
        QCOMPARE(bondOrientationalOrder(sparse).global, 0.0);
        p.packing = 0.48;
        const Scenario dense = generateLattice(p);
        QVERIFY(std::abs(bondOrientationalOrder(dense).global - 1.0) < 1e-12);
    }
    void snapshotMustBeTheScenarios()
    {
        Scenario s;
        s.disks = {diskAt(1.0, 1.0)};
        Snapshot two;
        two.x = {1.0, 2.0};
        two.y = {1.0, 1.0};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, bondOrientationalOrder(s, two));
        const BondOrder none = bondOrientationalOrder(s, Snapshot{});
        QCOMPARE(none.global, 0.0);
        QVERIFY(none.perDisk.empty());
    }
};

QTEST_APPLESS_MAIN(TestBondOrder)
#include "tst_bond_order.moc"
