// Clusters that touch without sticking bounce elastically: momentum, angular momentum and kinetic
// energy are kept, and the touching members' closing speed is reversed, in open space and across
// a periodic image.
#include "core/cluster_bounce.h"
#include "core/cluster_contact.h"
#include "core/random.h"

#include <QtTest>

#include <cmath>

using namespace disklab;

namespace {

/// A random cluster of `count` radius-0.5 disks (indices from `first`), grown by sticking each
/// new disk to a random member, moving and spinning at random, stored at t = 0.
RigidCluster randomCluster(std::int32_t first, int count, double x, double y, Random& random,
                           const std::vector<double>& radii)
{
    RigidCluster c = singleDiskCluster(first, 0.5, 1.0, x, y, 0.0, 0.0, 0.0);
    for (int k = 1; k < count; ++k) {
        const double angle = 6.283185307179586 * random.uniform();
        const auto onto = static_cast<std::size_t>(random.below(c.size()));
        const double px = c.x + c.offsetX[onto] + std::cos(angle);
        const double py = c.y + c.offsetY[onto] + std::sin(angle);
        const RigidCluster disk = singleDiskCluster(first + k, 0.5, 1.0, px, py, 0.0, 0.0, 0.0);
        c = mergeClusters(c, disk, 0.0, 0.0, 0.0, radii);
    }
    c.vx = random.normal();
    c.vy = random.normal();
    c.omega = random.normal();
    return c;
}

/// Kinetic energy of a cluster: translation plus spin.
double kineticEnergy(const RigidCluster& c)
{
    return 0.5 * c.mass * (c.vx * c.vx + c.vy * c.vy) + 0.5 * c.inertia * c.omega * c.omega;
}

} // namespace

class TestClusterBounce : public QObject {
    Q_OBJECT
private slots:
    void bouncesKeepMomentumAngularMomentumAndEnergy_data()
    {
        QTest::addColumn<double>("side");
        QTest::newRow("open space") << 0.0;
        QTest::newRow("periodic") << 40.0;
    }
    void bouncesKeepMomentumAngularMomentumAndEnergy()
    {
        QFETCH(double, side);
        const std::vector<double> radii(64, 0.5);
        const PeriodicBox box{side, side};
        Random random(17);
        int bounced = 0;
        for (int trial = 0; trial < 300; ++trial) {
            // Clusters of up to 8 disks reach at most 7.5 from their centres: 16 apart, they start clear.
            RigidCluster a = randomCluster(0, 1 + static_cast<int>(random.below(8)), 5.0, 5.0, random, radii);
            // In the periodic box b is stored one box away: its image next to a is what meets a.
            const double bx = 5.0 + 16.0 + 4.0 * random.uniform() + side;
            RigidCluster b = randomCluster(32, 1 + static_cast<int>(random.below(8)), bx, 5.0 + random.normal(),
                                           random, radii);
            b.vx -= 4.0;
            b.vy = a.vy + 0.1 * random.normal();  // mostly head on: most trials meet
            ContactWorkspace w;
            const auto contact = firstClusterContact(a, b, radii, 0.0, 10.0, box, 1e-9, w);
            if (!contact)
                continue;
            const double t = contact->time;
            findTouchingMembers(a, b, contact->shiftX, contact->shiftY, t, radii, 1e-9, w);
            QVERIFY(fastestClosing(w.touching));
            const TouchingMembers pair = *fastestClosing(w.touching);
            QVERIFY(pair.normalSpeed < 0.0);
            // b's image beside a, for the angular momentum about the origin.
            RigidCluster image = b;
            image.x += contact->shiftX;
            image.y += contact->shiftY;
            const double px = a.mass * a.vx + b.mass * b.vx;
            const double py = a.mass * a.vy + b.mass * b.vy;
            const double angular = a.angularMomentumAt(t) + image.angularMomentumAt(t);
            const double energy = kineticEnergy(a) + kineticEnergy(b);
            bounceClusters(a, b, pair.inA, pair.inB, contact->shiftX, contact->shiftY, t, radii);
            image = b;
            image.x += contact->shiftX;
            image.y += contact->shiftY;
            const double scale = std::sqrt(2.0 * energy * (a.mass + b.mass));  // a momentum
            const double lever = 100.0;  // positions lie within about 70 of the origin
            QVERIFY(std::abs(a.mass * a.vx + b.mass * b.vx - px) < 1e-13 * scale);
            QVERIFY(std::abs(a.mass * a.vy + b.mass * b.vy - py) < 1e-13 * scale);
            QVERIFY2(std::abs(a.angularMomentumAt(t) + image.angularMomentumAt(t) - angular) < 1e-13 * scale * lever,
                     qPrintable(QString::number(a.angularMomentumAt(t) + image.angularMomentumAt(t) - angular)));
            QVERIFY(std::abs(kineticEnergy(a) + kineticEnergy(b) - energy) < 1e-13 * energy);
            // The members that touched now part as fast as they closed.
            findTouchingMembers(a, b, contact->shiftX, contact->shiftY, t, radii, 1e-9, w);
            const auto after = std::find_if(w.touching.begin(), w.touching.end(), [&](const TouchingMembers& p) {
                return p.inA == pair.inA && p.inB == pair.inB;
            });
            QVERIFY(after != w.touching.end());
            QVERIFY(std::abs(after->normalSpeed + pair.normalSpeed) < 1e-12 * std::abs(pair.normalSpeed) + 1e-14);
            ++bounced;
        }
        QVERIFY2(bounced > 100, qPrintable(QString::number(bounced)));
    }

    void partingMembersAreLeftAlone()
    {
        const std::vector<double> radii(4, 0.5);
        RigidCluster a = singleDiskCluster(0, 0.5, 1.0, 0.0, 0.0, -1.0, 0.0, 0.0);
        RigidCluster b = singleDiskCluster(1, 0.5, 1.0, 1.0, 0.0, 1.0, 0.0, 0.0);
        bounceClusters(a, b, 0, 0, 0.0, 0.0, 0.0, radii);
        QCOMPARE(a.vx, -1.0);
        QCOMPARE(b.vx, 1.0);
        // Head on, equal masses: they swap velocities.
        a.vx = 2.0;
        b.vx = -1.0;
        bounceClusters(a, b, 0, 0, 0.0, 0.0, 0.0, radii);
        QCOMPARE(a.vx, -1.0);
        QCOMPARE(b.vx, 2.0);
    }
};

QTEST_APPLESS_MAIN(TestClusterBounce)
#include "tst_cluster_bounce.moc"
