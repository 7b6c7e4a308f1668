// Z = P A / (N k T) averaged interval by interval: unchanged for a box that does not move (and
// near its dilute-gas value there), cut where the documentation says while walls move, absent
// under gravity.
#include "core/compressibility.h"
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "core/observables.h"
#include "test_scenarios.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using namespace disklab;

namespace {

constexpr double kRadius = test::kDiluteRadius;
using test::dilute;

} // namespace

class TestCompressibility : public QObject {
    Q_OBJECT
private slots:
    void fixedBoxIsTheWholeWindowFigure()
    {
        // Nothing changes the kinetic energy in a fixed box without gravity and P is linear in
        // the impulse, so cutting the window changes Z only by round-off.
        const Scenario s = dilute(31);
        QVERIFY(!compressibilityInterval(s, 0.0));
        EventDrivenEngine engine(s);
        std::vector<Totals> cuts{engine.totals()};
        for (int k = 1; k <= 50; ++k) {
            engine.advanceTo(7.3 * k);
            cuts.push_back(engine.totals());
        }
        const double whole = measureWindow(s, cuts.front(), cuts.back()).compressibility.value();
        const double cut = averageCompressibility(s, cuts).value();
        QVERIFY2(std::abs(cut / whole - 1.0) < 1e-12, qPrintable(QString::number(cut / whole - 1.0)));
    }

    void diluteGasInAFixedBoxIsNearlyIdeal()
    {
        // Twenty blocks give Z's mean and standard error. Theory: centres fill
        // A' = (W - 2r)(H - 2r) and reach each wall along L - 2r of it, where they feel the bulk
        // pressure n kT (1 + 2 eta + 3.128 eta^2) (n = N / A', eta = n pi r^2), so
        // Z = (A / A') (1 + 2 eta + 3.128 eta^2) (W + H - 4r) / (W + H), 1.021 here. What it
        // leaves out, the disks' denser layer at the walls, is of order eta sigma (W + H) / A,
        // 2e-4, within the four standard errors (5e-4) the bound allows.
        const Scenario s = dilute(32);
        const double n = static_cast<double>(s.disks.size());
        EventDrivenEngine engine(s);
        engine.advanceTo(100.0);
        const int blocks = 20;
        std::vector<double> z;
        for (int b = 0; b < blocks; ++b) {
            std::vector<Totals> cuts{engine.totals()};
            engine.advanceTo(engine.time() + 500.0);
            cuts.push_back(engine.totals());
            z.push_back(averageCompressibility(s, cuts).value());
        }
        double mean = 0.0, variance = 0.0;
        for (double v : z)
            mean += v / blocks;
        for (double v : z)
            variance += (v - mean) * (v - mean) / (blocks - 1);
        const double standardError = std::sqrt(variance / blocks);
        const double reachable = (s.width - 2.0 * kRadius) * (s.height - 2.0 * kRadius);
        const double eta = n / reachable * std::numbers::pi * kRadius * kRadius;
        const double expected = s.area() / reachable * (1.0 + 2.0 * eta + 3.128 * eta * eta)
                                * (s.width + s.height - 4.0 * kRadius) / (s.width + s.height);
        qInfo("Z = %.5f +- %.5f, theory %.5f", mean, standardError, expected);
        QVERIFY2(std::abs(mean - expected) <= 4.0 * standardError,
                 qPrintable(QString("%1 +- %2 vs %3").arg(mean).arg(standardError).arg(expected)));
    }

    void movingWallsSetTheIntervals()
    {
        Scenario s = dilute(33);
        s.wall(Side::Right) = {-0.1, 50.0};
        s.wall(Side::Top) = {0.4, 10.0};
        // The top wall moves fastest against the box's height: 1/100 of 20 at speed 0.4.
        QCOMPARE(compressibilityInterval(s, 0.0).value(), 0.01 * s.height / 0.4);
        QCOMPARE(wallsStopTime(s, 0.0).value(), 50.0);
        // Once the top wall has stopped, the right one sets them against the width then.
        QCOMPARE(compressibilityInterval(s, 20.0).value(), 0.01 * (s.width - 2.0) / 0.1);
        QVERIFY(!compressibilityInterval(s, 50.0));
        QVERIFY(!wallsStopTime(s, 60.0));
    }

    void noZUnderGravity()
    {
        Scenario s = dilute(34);
        s.gravityY = -0.1;
        EventDrivenEngine engine(s);
        const Totals begin = engine.totals();
        engine.advanceTo(10.0);
        QVERIFY(!measureWindow(s, begin, engine.totals()).compressibility);
        QVERIFY(!averageCompressibility(s, {begin, engine.totals()}));
    }
};

QTEST_MAIN(TestCompressibility)
#include "tst_compressibility.moc"
