// Each wall's own pressure against theory: under gravity the floor carries the gas's weight
// (momentum balance), without it the four walls agree with each other and with a dilute gas's
// equation of state; the four add up to the perimeter average.
#include "core/event_driven_engine.h"
#include "core/observables.h"
#include "test_scenarios.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using namespace disklab;

namespace {

constexpr double kRadius = test::kDiluteRadius;
using test::dilute;

double pressureOf(const WindowFigures& w, Side side) { return w.wallPressure[static_cast<std::size_t>(side)].value(); }

struct MeanAndError {
    double mean = 0.0;
    double standardError = 0.0;
};

MeanAndError meanAndError(const std::vector<double>& v)
{
    const auto n = static_cast<double>(v.size());
    MeanAndError r;
    for (double x : v)
        r.mean += x / n;
    double variance = 0.0;
    for (double x : v)
        variance += (x - r.mean) * (x - r.mean) / (n - 1.0);
    r.standardError = std::sqrt(variance / n);
    return r;
}

} // namespace

class TestWallPressure : public QObject {
    Q_OBJECT
private slots:
    void floorCarriesTheWeightOfTheGas()
    {
        // d p_y / dt = J_bottom' - J_top' - N m g, so over a window of length T
        // P_bottom - P_top = N m g / W + (p_y(T) - p_y(0)) / (W T). The last term is the change of
        // a sum of N independent momenta of variance m kT each: five of its standard deviations
        // bound it. The same holds for left and right, with no force along x.
        Scenario s = dilute(21);
        const double g = 0.1;
        s.gravityY = -g;
        const double n = static_cast<double>(s.disks.size());
        EventDrivenEngine engine(s);
        engine.advanceTo(200.0);  // let the gas settle into its barometric profile
        const Snapshot a = engine.snapshot();
        const Totals ta = engine.totals();
        engine.advanceTo(2200.0);
        const Snapshot b = engine.snapshot();
        const WindowFigures w = measureWindow(s, ta, engine.totals());
        const double kT0 = kineticEnergy(s, a) / n, kT1 = kineticEnergy(s, b) / n;
        const double momentumSpread = 5.0 * std::sqrt(n * (kT0 + kT1));
        const double weight = n * g / s.width;
        const double difference = pressureOf(w, Side::Bottom) - pressureOf(w, Side::Top);
        qInfo("P_bottom - P_top = %.6f, N m g / W = %.6f", difference, weight);
        QVERIFY2(std::abs(difference - weight) <= momentumSpread / (s.width * w.duration),
                 qPrintable(QString("%1 vs %2").arg(difference).arg(weight)));
        QVERIFY(std::abs(pressureOf(w, Side::Left) - pressureOf(w, Side::Right))
                <= momentumSpread / (s.height * w.duration));
        QVERIFY(!w.compressibility);  // no single P describes a gas under gravity
    }

    void fourWallsAgreeWithoutGravity()
    {
        // Twenty blocks give each pressure's mean and standard error. Theory for a dilute gas of
        // disks: centres reach a wall only along L - 2r of its length and fill the area
        // A' = (W - 2r)(H - 2r), and the wall feels the bulk pressure n kT (1 + 2 eta + 3.128 eta^2),
        // n = N / A', eta = n pi r^2, so P_side = n kT (1 + 2 eta + 3.128 eta^2) (L - 2r) / L.
        const Scenario s = dilute(22);
        const double n = static_cast<double>(s.disks.size());
        EventDrivenEngine engine(s);
        engine.advanceTo(100.0);
        std::array<std::vector<double>, 4> pressures;
        std::vector<double> leftMinusBottom, rightMinusTop;
        double kT = 0.0;
        for (int block = 0; block < 20; ++block) {
            const Totals begin = engine.totals();
            engine.advanceTo(engine.time() + 500.0);
            const WindowFigures w = measureWindow(s, begin, engine.totals());
            for (Side side : kAllSides)
                pressures[static_cast<std::size_t>(side)].push_back(pressureOf(w, side));
            leftMinusBottom.push_back(pressureOf(w, Side::Left) - pressureOf(w, Side::Bottom));
            rightMinusTop.push_back(pressureOf(w, Side::Right) - pressureOf(w, Side::Top));
            kT = w.temperature;  // constant: nothing changes the kinetic energy
        }
        const double reachable = (s.width - 2.0 * kRadius) * (s.height - 2.0 * kRadius);
        const double density = n / reachable;
        const double eta = density * std::numbers::pi * kRadius * kRadius;
        const double bulk = density * kT * (1.0 + 2.0 * eta + 3.128 * eta * eta);
        for (Side side : kAllSides) {
            const double length = side == Side::Left || side == Side::Right ? s.height : s.width;
            const double expected = bulk * (length - 2.0 * kRadius) / length;
            const MeanAndError p = meanAndError(pressures[static_cast<std::size_t>(side)]);
            qInfo("P_%s = %.5f +- %.5f, theory %.5f", sideName(side), p.mean, p.standardError, expected);
            QVERIFY2(std::abs(p.mean - expected) <= 4.0 * p.standardError,
                     qPrintable(QString("%1: %2 +- %3 vs %4").arg(sideName(side)).arg(p.mean).arg(p.standardError).arg(expected)));
        }
        for (const auto& difference : {leftMinusBottom, rightMinusTop}) {
            const MeanAndError d = meanAndError(difference);
            QVERIFY2(std::abs(d.mean) <= 4.0 * d.standardError, qPrintable(QString("%1 +- %2").arg(d.mean).arg(d.standardError)));
        }
    }

    void sidesAddUpToThePerimeterAverage()
    {
        // sum_side P_side integral(L_side dt) = P integral(perimeter dt): the same impulse, split.
        Scenario s = dilute(23);
        s.wall(Side::Right) = {-0.02, 150.0};  // a piston, so lengths change with time
        s.wall(Side::Top) = {0.01, 100.0};
        EventDrivenEngine engine(s);
        engine.advanceTo(20.0);
        const Totals begin = engine.totals();
        engine.advanceTo(200.0);
        const WindowFigures w = measureWindow(s, begin, engine.totals());
        double sum = 0.0;
        for (Side side : kAllSides)
            sum += pressureOf(w, side) * sideLengthIntegral(s, side, begin.time, engine.time());
        const double total = w.pressure * perimeterIntegral(s, begin.time, engine.time());
        QVERIFY2(std::abs(sum / total - 1.0) < 1e-12, qPrintable(QString::number(sum / total - 1.0)));
        // The moving top wall shortens nothing along x; the right one shortens bottom and top.
        QCOMPARE(sideLengthIntegral(s, Side::Bottom, 0.0, 10.0), 10.0 * s.width - 0.02 * 50.0);
    }

    void periodicBoxHasNoWallPressures()
    {
        const Scenario s = test::gas(200, 0.2, true, 24);
        EventDrivenEngine engine(s);
        engine.advanceTo(10.0);
        const WindowFigures w = measureWindow(s, Totals{}, engine.totals());
        for (const auto& p : w.wallPressure)
            QVERIFY(!p);
        QVERIFY(w.compressibility);
    }
};

QTEST_MAIN(TestWallPressure)
#include "tst_wall_pressure.moc"
