// Physics against published numbers, not against the code: the equation of state of hard
// disks and the relaxation of speeds to the 2D Maxwell-Boltzmann distribution.
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "core/observables.h"

#include <QtTest>

#include <cmath>

using namespace disklab;

class TestHardDiskPhysics : public QObject {
    Q_OBJECT
private slots:
    void compressibilityMatchesPublishedValues_data()
    {
        QTest::addColumn<double>("packing");
        QTest::addColumn<double>("published");
        // Z = P A / (N k T) of the hard-disk fluid, periodic box, sigma = m = kT = 1.
        QTest::newRow("eta 0.1") << 0.1 << 1.23614;
        QTest::newRow("eta 0.3") << 0.3 << 2.0632;
        QTest::newRow("eta 0.5") << 0.5 << 4.1052;
        QTest::newRow("eta 0.6") << 0.6 << 6.4535;
        // Henderson's equation of state with its eta^4 correction (accurate to about 0.1 % in the
        // fluid): a gas this dense runs on neighbour lists.
        QTest::newRow("eta 0.65") << 0.65 << 8.4154;
    }
    void compressibilityMatchesPublishedValues()
    {
        QFETCH(double, packing);
        QFETCH(double, published);
        GasParameters p;
        p.count = 4000;
        p.packing = packing;
        p.periodic = true;
        p.seed = 1;
        const Scenario s = generateGas(p);
        EventDrivenEngine engine(s);
        engine.advanceCollisions(50ull * p.count);  // equilibrate past the melted lattice
        // Ten blocks give the mean and its standard error.
        const int blocks = 10;
        std::vector<double> z;
        for (int b = 0; b < blocks; ++b) {
            const Totals begin = engine.totals();
            engine.advanceCollisions(30ull * p.count);
            z.push_back(measureWindow(s, begin, engine.totals()).compressibility.value());
        }
        double mean = 0.0;
        for (double v : z)
            mean += v / blocks;
        double variance = 0.0;
        for (double v : z)
            variance += (v - mean) * (v - mean) / (blocks - 1);
        const double standardError = std::sqrt(variance / blocks);
        const double tolerance = std::max(4.0 * standardError, 0.003 * published);
        qInfo("eta %.2f: Z = %.5f +- %.5f (published %.5f)", packing, mean, standardError, published);
        QVERIFY2(std::abs(mean - published) <= tolerance,
                 qPrintable(QString("Z = %1 +- %2, published %3").arg(mean).arg(standardError).arg(published)));
    }

    void speedsRelaxToMaxwellBoltzmann()
    {
        // All disks start with the same speed in random directions; after 20 collisions per
        // disk the speeds must follow F(v) = 1 - exp(-m v^2 / 2kT).
        GasParameters p;
        p.count = 1000;
        p.packing = 0.3;
        p.periodic = true;
        p.seed = 4;
        p.meltCollisionsPerDisk = 0.0;
        Scenario s = generateGas(p);
        double px = 0.0, py = 0.0;
        for (Disk& d : s.disks) {
            const double angle = std::atan2(d.vy, d.vx);
            d.vx = std::cos(angle), d.vy = std::sin(angle);
            px += d.vx, py += d.vy;
        }
        for (Disk& d : s.disks)
            d.vx -= px / p.count, d.vy -= py / p.count;
        EventDrivenEngine engine(s);
        const double kT0 = temperature(s, kineticEnergy(s, engine.snapshot()));
        const auto cdf0 = [&](double v) { return maxwellBoltzmannCdf(v, 1.0, kT0); };
        const double before = kolmogorovSmirnovDistance(speeds(engine.snapshot()), cdf0);
        QVERIFY(before > 0.2);  // equal speeds are far from Maxwell-Boltzmann
        engine.advanceCollisions(20ull * p.count);
        const Snapshot snap = engine.snapshot();
        const double kT = temperature(s, kineticEnergy(s, snap));
        const double after = kolmogorovSmirnovDistance(speeds(snap), [&](double v) { return maxwellBoltzmannCdf(v, 1.0, kT); });
        qInfo("KS distance: %.4f before, %.4f after 20 collisions per disk", before, after);
        QVERIFY2(after < 0.0616, qPrintable(QString::number(after)));
    }
};

QTEST_APPLESS_MAIN(TestHardDiskPhysics)
#include "tst_hard_disk_physics.moc"
