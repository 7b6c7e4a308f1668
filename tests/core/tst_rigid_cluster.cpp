// Rigid clusters: a merge keeps mass, momentum and angular momentum (orbital plus spin) to
// round-off, keeps every member where it was, and measures the new cluster's shape.
#include "core/random.h"
#include "core/rigid_cluster.h"

#include <QtTest>

#include <cmath>

using namespace disklab;

namespace {

struct MemberPlace {
    double x, y;
};

std::vector<MemberPlace> worldMembers(const RigidCluster& c, double t, double shiftX = 0.0, double shiftY = 0.0)
{
    const double angle = c.angleAt(t);
    std::vector<MemberPlace> places;
    for (std::size_t k = 0; k < c.size(); ++k)
        places.push_back({c.xAt(t) + shiftX + std::cos(angle) * c.offsetX[k] - std::sin(angle) * c.offsetY[k],
                          c.yAt(t) + shiftY + std::sin(angle) * c.offsetX[k] + std::cos(angle) * c.offsetY[k]});
    return places;
}

/// A random spinning cluster of `count` disks, grown by merging single disks placed in a row.
RigidCluster randomCluster(Random& random, std::int32_t firstDisk, int count, std::vector<double>& radii)
{
    const double r0 = 0.3 + 0.4 * random.uniform();
    radii.resize(static_cast<std::size_t>(firstDisk + count), r0);
    RigidCluster cluster = singleDiskCluster(firstDisk, r0, 1.0, 10.0 * random.uniform(), 10.0 * random.uniform(),
                                             random.normal(), random.normal(), 0.0);
    for (int k = 1; k < count; ++k) {
        const double r = 0.3 + 0.4 * random.uniform();
        radii[static_cast<std::size_t>(firstDisk + k)] = r;
        const RigidCluster disk = singleDiskCluster(firstDisk + k, r, 0.5 + random.uniform(), cluster.x + k,
                                                    cluster.y + random.uniform(), random.normal(), random.normal(), 0.0);
        cluster = mergeClusters(cluster, disk, 0.0, 0.0, 0.0, radii);
    }
    cluster.omega = random.normal();
    return cluster;
}

double relative(double a, double b) { return std::abs(a - b) / std::max({1.0, std::abs(a), std::abs(b)}); }

} // namespace

class TestRigidCluster : public QObject {
    Q_OBJECT
private slots:
    void aSingleDiskSpinsAsAUniformDisk()
    {
        const RigidCluster c = singleDiskCluster(3, 0.5, 2.0, 1.0, 2.0, 0.1, 0.2, 0.0);
        QCOMPARE(c.inertia, 0.5 * 2.0 * 0.25);
        QCOMPARE(c.boundingRadius, 0.5);
        QCOMPARE(c.reach, 0.0);
    }

    void mergesConserveMassMomentumAndAngularMomentum()
    {
        Random random(7);
        for (int trial = 0; trial < 200; ++trial) {
            std::vector<double> radii;
            RigidCluster a = randomCluster(random, 0, 1 + static_cast<int>(random.below(6)), radii);
            std::vector<double> radiiB;
            RigidCluster b = randomCluster(random, static_cast<std::int32_t>(radii.size()),
                                           1 + static_cast<int>(random.below(6)), radiiB);
            radiiB.resize(std::max(radiiB.size(), radii.size()));
            for (std::size_t k = 0; k < radii.size(); ++k)
                radiiB[k] = radii[k];
            const double t = 1.7 * random.uniform();
            const double shiftX = trial % 2 ? 20.0 : 0.0;  // b seen through a periodic image
            const RigidCluster merged = mergeClusters(a, b, shiftX, 0.0, t, radiiB);
            QVERIFY(relative(merged.mass, a.mass + b.mass) < 1e-15);
            QVERIFY(relative(merged.mass * merged.vx, a.mass * a.vx + b.mass * b.vx) < 1e-14);
            QVERIFY(relative(merged.mass * merged.vy, a.mass * a.vy + b.mass * b.vy) < 1e-14);
            RigidCluster shifted = b;
            shifted.x += shiftX;
            const double before = a.angularMomentumAt(t) + shifted.angularMomentumAt(t);
            QVERIFY2(relative(merged.angularMomentumAt(t), before) < 1e-13,
                     qPrintable(QString::number(merged.angularMomentumAt(t) - before)));
            // A later time: the merged body carries the same angular momentum about the origin.
            QVERIFY(relative(merged.angularMomentumAt(t + 3.0), a.angularMomentumAt(t + 3.0)
                                                                    + shifted.angularMomentumAt(t + 3.0)) < 1e-13);
        }
    }

    void membersStayWhereTheyWereAndTheShapeIsMeasured()
    {
        Random random(11);
        std::vector<double> radii;
        const RigidCluster a = randomCluster(random, 0, 4, radii);
        std::vector<double> radiiB;
        const RigidCluster b = randomCluster(random, 4, 3, radiiB);
        for (std::size_t k = 0; k < 4; ++k)
            radiiB[k] = radii[k];
        const double t = 0.4;
        const RigidCluster merged = mergeClusters(b, a, 0.0, -5.0, t, radiiB);
        auto expected = worldMembers(a, t);
        for (const auto& p : worldMembers(b, t, 0.0, 5.0))
            expected.push_back(p);
        const auto placed = worldMembers(merged, t);
        QCOMPARE(merged.members, (std::vector<std::int32_t>{0, 1, 2, 3, 4, 5, 6}));
        double reach = 0.0;
        for (std::size_t k = 0; k < placed.size(); ++k) {
            QVERIFY(std::abs(placed[k].x - expected[k].x) < 1e-12);
            QVERIFY(std::abs(placed[k].y - (expected[k].y - 5.0)) < 1e-12);
            reach = std::max(reach, std::hypot(merged.offsetX[k], merged.offsetY[k]));
        }
        QVERIFY(std::abs(merged.reach - reach) < 1e-15);
    }

    void radiusOfGyrationOfADumbbell()
    {
        std::vector<double> radii{0.5, 0.5};
        const RigidCluster a = singleDiskCluster(0, 0.5, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        const RigidCluster b = singleDiskCluster(1, 0.5, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0);
        const RigidCluster pair = mergeClusters(a, b, 0.0, 0.0, 0.0, radii);
        QCOMPARE(radiusOfGyration(pair), std::sqrt(0.375));  // I / M = (2 (r^2 / 2 + 0.5^2)) / 2
        QCOMPARE(pair.inertia, 2 * (0.125 + 0.25));
        QCOMPARE(pair.boundingRadius, 1.0);
    }
};

QTEST_APPLESS_MAIN(TestRigidCluster)
#include "tst_rigid_cluster.moc"
