// Generated gases are valid, at the requested density and temperature, and reproducible.
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "core/observables.h"
#include "core/scenario_validation.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using namespace disklab;

class TestGasGenerator : public QObject {
    Q_OBJECT
private slots:
    void overlapFreeAtRequestedState_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("packing");
        QTest::addColumn<bool>("periodic");
        for (bool periodic : {false, true})
            for (double packing : {0.05, 0.3, 0.5, 0.7})
                for (int count : {2, 37, 1000})
                    // A handful of disks cannot fill a walled box densely: walls waste the room.
                    // Two disks make a periodic box too small for its own images.
                    if (!(count == 2 && packing > (periodic ? 0.05 : 0.3)) && !(count == 37 && packing > 0.5 && !periodic))
                        QTest::addRow("N=%d eta=%.2f %s", count, packing, periodic ? "periodic" : "walls")
                            << count << packing << periodic;
    }
    void overlapFreeAtRequestedState()
    {
        QFETCH(int, count);
        QFETCH(double, packing);
        QFETCH(bool, periodic);
        GasParameters p;
        p.count = count;
        p.packing = packing;
        p.periodic = periodic;
        p.temperature = 2.5;
        p.seed = 77;
        const Scenario s = generateGas(p);
        QCOMPARE(int(s.disks.size()), count);
        QVERIFY(validateScenario(s).empty());
        const double eta = count * std::numbers::pi * 0.25 / s.area();
        QVERIFY(std::abs(eta - packing) < 1e-12);
        Snapshot snap;
        for (const Disk& d : s.disks) {
            snap.vx.push_back(d.vx);
            snap.vy.push_back(d.vy);
        }
        snap.x.resize(snap.vx.size());
        snap.y.resize(snap.vx.size());
        QVERIFY(std::abs(temperature(s, kineticEnergy(s, snap)) - 2.5) < 1e-9);
        if (periodic) {
            const auto momentum = totalMomentum(s, snap);
            QVERIFY(std::abs(momentum[0]) < 1e-9 && std::abs(momentum[1]) < 1e-9);
        }
    }
    void sameSeedSameGas()
    {
        GasParameters p;
        p.count = 500;
        p.packing = 0.6;
        p.periodic = true;
        p.seed = 123;
        QVERIFY(generateGas(p) == generateGas(p));
        GasParameters other = p;
        other.seed = 124;
        QVERIFY(!(generateGas(p) == generateGas(other)));
    }
    void equalSpeedsStartFarFromTheLawAndRelaxOntoIt()
    {
        // Every disk at sqrt(2 kT / m): the gas at kT, its speeds one bar far from
        // Maxwell-Boltzmann; collisions alone spread them onto the law.
        GasParameters p;
        p.count = 400;
        p.packing = 0.1;
        p.equalSpeeds = true;
        p.seed = 2026;
        const Scenario s = generateGas(p);
        EventDrivenEngine engine(s);
        const auto ks = [&] {
            return kolmogorovSmirnovDistance(speeds(engine.snapshot()),
                                             [](double v) { return maxwellBoltzmannCdf(v, 1.0, 1.0); });
        };
        for (const Disk& d : s.disks)
            QVERIFY(std::abs(std::hypot(d.vx, d.vy) - std::sqrt(2.0)) < 1e-12);
        QVERIFY2(ks() > 0.6, qPrintable(QString::number(ks())));
        engine.advanceTo(20.0);
        // 1.36 / sqrt(400) = 0.068 is the 5 % critical value of a sample from the law itself.
        QVERIFY2(ks() < 0.068, qPrintable(QString::number(ks())));

        p.periodic = true;
        QVERIFY_THROWS_EXCEPTION(GeneratorError, generateGas(p));
    }

    void aPumpLetsMoreOfTheSameGasIn()
    {
        GasParameters p;
        p.count = 100;
        p.packing = 0.1;
        p.temperature = 2.0;
        p.pumpCount = 150;
        const Scenario s = generateGas(p);
        QVERIFY(s.pump);
        QCOMPARE(s.pump->side, Side::Left);
        QCOMPARE(s.pump->count, 150);
        QCOMPARE(s.pump->temperature, 2.0);  // the gas's own
        QCOMPARE(s.pump->start, 0.0);
        QVERIFY(validateScenario(s).empty());
        p.pumpTemperature = 0.5;
        p.pumpStart = 20.0;
        QCOMPARE(generateGas(p).pump->temperature, 0.5);
        QCOMPARE(generateGas(p).pump->start, 20.0);
        // Without a pump the scenario has none, and what only a pump has is refused by name.
        p = GasParameters{};
        QVERIFY(!generateGas(p).pump);
        p.pumpStart = 5.0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateGas(p));
        p = GasParameters{};
        p.pumpCount = 10;
        p.periodic = true;
        try {
            generateGas(p);
            QFAIL("a periodic gas was given a pump");
        } catch (const GeneratorError& error) {
            QCOMPARE(error.parameter(), std::string("pumpCount"));
        }
    }
    void impossibleRequestsAreRefused()
    {
        GasParameters p;
        p.packing = 0.95;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateGas(p));
        p.packing = 0.85;
        p.count = 10;  // walls eat the room a lattice needs
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateGas(p));
        p = GasParameters{};
        p.count = 2;
        p.packing = 0.5;
        p.periodic = true;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateGas(p));
        p = GasParameters{};
        p.radius = -1.0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateGas(p));
    }
};

QTEST_APPLESS_MAIN(TestGasGenerator)
#include "tst_gas_generator.moc"
