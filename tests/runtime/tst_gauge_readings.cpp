// The lab's gauges: the window's temperature and pressure are the measured window's figures,
// P A / N k T shows the hard-disk equation of state,
// their uncertainties match the spread of independent windows, and the stopwatch times and
// counts wall hits only while it runs.
#include "runtime/gauge_readings.h"

#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "core/observables.h"

#include <QtTest>

#include <cmath>
#include <memory>

using namespace disklab;

class TestGaugeReadings : public QObject {
    Q_OBJECT
private slots:
    void readingsAreTheWindowsFigures()
    {
        const auto s = std::make_shared<const Scenario>(defaultScenario());
        EventDrivenEngine engine(*s);
        GaugeReadings gauges;
        gauges.setWindow(50.0);
        gauges.add(s, 1, engine.totals());
        QVERIFY(!gauges.temperature());
        Totals atStart;
        for (int k = 1; k <= 400; ++k) {
            engine.advanceTo(0.5 * k);
            gauges.add(s, 1, engine.totals());
            if (k == 10)
                QCOMPARE(gauges.covered(), 5.0);  // the window fills as the run goes
            if (k == 300)
                atStart = engine.totals();
        }
        QCOMPARE(gauges.covered(), 50.0);
        const WindowFigures window = measureWindow(*s, atStart, engine.totals());
        QCOMPARE(gauges.temperature()->value, window.temperature);
        QCOMPARE(gauges.pressure()->value, window.pressure);
        // Between elastic walls the kinetic energy, so the temperature, is fixed; the pressure is not.
        QVERIFY(*gauges.temperature()->uncertainty < 1e-9);
        QVERIFY(*gauges.pressure()->uncertainty > 1e-4 && *gauges.pressure()->uncertainty < 0.01);
        // A new generation (a reset) starts the window over.
        gauges.add(s, 2, EventDrivenEngine(*s).totals());
        QVERIFY(!gauges.pressure());
    }

    void compressibilityShowsTheHardDiskCorrection()
    {
        // PA / NkT read over 400 time units in a periodic box (no walls, whose edges would add a
        // correction of the order of the disk's size over the box's): Henderson's hard-disk
        // Z = (1 + eta^2 / 8) / (1 - eta)^2, 1.04 in a dilute gas and 2.06 in a dense one, within 2 %.
        for (const double eta : {0.02, 0.3}) {
            GasParameters p;
            p.count = 400;
            p.packing = eta;
            p.periodic = true;
            const auto s = std::make_shared<const Scenario>(generateGas(p));
            EventDrivenEngine engine(*s);
            engine.advanceTo(50.0);
            GaugeReadings gauges;
            gauges.setWindow(400.0);
            for (int k = 0; k <= 800; ++k) {
                engine.advanceTo(50.0 + 0.5 * k);
                gauges.add(s, 1, engine.totals());
            }
            const GaugeReading z = *gauges.compressibility();
            const double henderson = (1.0 + eta * eta / 8.0) / ((1.0 - eta) * (1.0 - eta));
            qInfo("eta %.2f: PA/NkT %.4f +- %.4f, Henderson %.4f", eta, z.value, *z.uncertainty, henderson);
            QVERIFY2(std::abs(z.value / henderson - 1.0) < 0.02, qPrintable(QString::number(z.value)));
        }
    }

    void uncertaintyHasTheSizeOfTheSpreadOfIndependentWindows_data()
    {
        QTest::addColumn<double>("wallTemperature");
        QTest::newRow("isolated gas") << 0.0;
        QTest::newRow("between thermal walls") << 1.0;
    }
    void uncertaintyHasTheSizeOfTheSpreadOfIndependentWindows()
    {
        // Twenty back-to-back windows of 20 time units: the readings scatter about as much as
        // each says it may, the standard error from its 8 blocks, within a factor 2.5. Blocks of
        // 2.5 time units are shorter than the gas's memory: in an isolated gas, whose energy is
        // fixed, the wall impulse is steadier than independent blocks would be, and the claim
        // runs high (2.2 times the spread here); between thermal walls it is 1.1 times.
        QFETCH(double, wallTemperature);
        Scenario gas = defaultScenario();
        for (Side side : kAllSides)
            gas.wall(side).temperature = wallTemperature;
        const auto s = std::make_shared<const Scenario>(gas);
        EventDrivenEngine engine(*s);
        engine.advanceTo(20.0);
        const int windows = 20;
        double sum = 0.0, sumOfSquares = 0.0, claimed = 0.0;
        for (int w = 0; w < windows; ++w) {
            GaugeReadings gauges;
            gauges.setWindow(20.0);
            gauges.add(s, 1, engine.totals());
            for (int k = 1; k <= 80; ++k) {
                engine.advanceTo(engine.time() + 0.25);
                gauges.add(s, 1, engine.totals());
            }
            const GaugeReading p = *gauges.pressure();
            sum += p.value;
            sumOfSquares += p.value * p.value;
            claimed += *p.uncertainty / windows;
        }
        const double mean = sum / windows;
        const double spread = std::sqrt((sumOfSquares / windows - mean * mean) * windows / (windows - 1));
        qInfo("pressure %.5f: spread of windows %.5f, uncertainty claimed %.5f", mean, spread, claimed);
        QVERIFY(spread < 2.5 * claimed && claimed < 2.5 * spread);
    }

    void stopwatchTimesAndCountsOnlyWhileRunning()
    {
        const auto s = std::make_shared<const Scenario>(defaultScenario());
        EventDrivenEngine engine(*s);
        GaugeReadings gauges;
        auto at = [&](double t) {
            engine.advanceTo(t);
            gauges.add(s, 1, engine.totals());
            return engine.totals().wallCollisions;
        };
        at(10.0);
        gauges.startStopwatch();
        const std::uint64_t hitsAt10 = at(10.0);
        at(20.0);
        const std::uint64_t hitsAt30 = at(30.0);
        gauges.stopStopwatch();
        const std::uint64_t hitsAt50 = at(50.0);
        QCOMPARE(gauges.stopwatchTime(), 20.0);
        gauges.startStopwatch();
        const std::uint64_t hitsAt60 = at(60.0);
        QCOMPARE(gauges.stopwatchTime(), 30.0);
        QCOMPARE(gauges.stopwatchWallHits(), (hitsAt30 - hitsAt10) + (hitsAt60 - hitsAt50));
        QVERIFY(gauges.stopwatchWallHits() > 0);
        gauges.resetStopwatch();
        QCOMPARE(gauges.stopwatchTime(), 0.0);
        at(65.0);
        QCOMPARE(gauges.stopwatchTime(), 5.0);  // a reset while running keeps it running
    }
};

QTEST_GUILESS_MAIN(TestGaugeReadings)
#include "tst_gauge_readings.moc"
