// The lab's hand on the free piston against mechanics and thermodynamics: a held piston is a
// wall moving at the hand's velocity (a disk leaves it at 2u - v), it stops where the hand
// takes it, the work the hand does closes the energy balance to round-off through pushes,
// pressure changes and a release, and a slow push of elastic walls is an adiabatic compression
// whose temperature follows the hard-disk adiabat, while heaters keep a pushed gas at theirs.
#include "core/event_driven_engine.h"
#include "core/free_piston.h"
#include "core/gas_generator.h"
#include "core/observables.h"
#include "core/overlap_check.h"
#include "core/scenario_validation.h"

#include <QtTest>

#include <cmath>

using namespace disklab;

namespace {

double pistonX(const Snapshot& s) { return s.wallPositions[static_cast<std::size_t>(Side::Right)]; }
double pistonV(const Snapshot& s) { return s.wallVelocities[static_cast<std::size_t>(Side::Right)]; }

/// One disk of radius 0.5 and mass 1 at (10, 5) moving right at 1, in a 20 x 10 box whose right
/// wall is a light free piston (mass 1) with nothing outside it, free to move out to x = 30.
Scenario diskAndLightPiston()
{
    Scenario s;
    s.width = 20.0;
    s.height = 10.0;
    Disk disk;
    disk.x = 10.0;
    disk.y = 5.0;
    disk.vx = 1.0;
    s.disks.push_back(disk);
    s.wall(Side::Right).mass = 1.0;
    s.wall(Side::Right).limit = 30.0;
    return s;
}

/// `count` disks of diameter 1 and mass 1 at kT = 1, covering `packing` of a square box whose
/// right wall is a piston of the gas's mass held by the hand from the start.
Scenario gasUnderHeldPiston(int count, double packing, std::uint64_t seed)
{
    GasParameters p;
    p.count = count;
    p.packing = packing;
    p.seed = seed;
    Scenario s = generateGas(p);
    s.wall(Side::Right).mass = count;
    s.wall(Side::Right).held = true;
    return s;
}

/// Whether every disk is inside the box, behind the piston.
/// Whether validation names `field` among the scenario's problems.
bool namesField(const Scenario& s, const std::string& field)
{
    for (const ScenarioProblem& p : validateScenario(s))
        if (p.field == field)
            return true;
    return false;
}

bool allBehindThePiston(const Scenario& s, const Snapshot& now)
{
    for (std::size_t i = 0; i < now.size(); ++i)
        if (now.x[i] + s.disks[i].radius > pistonX(now) * (1.0 + 1e-12) || now.x[i] - s.disks[i].radius < -1e-12)
            return false;
    return true;
}

/// Henderson's equation of state for hard disks, good to 0.1 % in the fluid.
double henderson(double eta)
{
    return (1.0 + eta * eta / 8.0) / ((1.0 - eta) * (1.0 - eta)) - 0.043 * std::pow(eta, 4) / std::pow(1.0 - eta, 3);
}

/// kT after a quasi-static adiabatic compression of N hard disks (radius r, total area `disks`)
/// from kT0, the piston going from x0 to x1 in a box of height h. With E = N kT and
/// dE = -P dA, P = N kT Z(eta) / A_f: d ln T = -Z d ln A_f, where A_f = (x - 2r)(h - 2r) is the
/// area the centres can reach (what the walls of a small box press on) and eta the disks'
/// share of the box. Integrated by Simpson's rule.
double adiabaticTemperature(double kT0, double x0, double x1, double h, double r, double disks)
{
    const int steps = 2000;
    double sum = 0.0;
    for (int k = 0; k <= steps; ++k) {
        const double x = x0 + (x1 - x0) * k / steps;
        const double weight = (k == 0 || k == steps) ? 1.0 : (k % 2 ? 4.0 : 2.0);
        // d ln A_f = dx / (x - 2r)
        sum += weight * henderson(disks / (x * h)) / (x - 2.0 * r);
    }
    const double integral = sum * (x1 - x0) / (3.0 * steps);
    return kT0 * std::exp(-integral);
}

} // namespace

class PistonHandTest : public QObject {
    Q_OBJECT
private slots:
    void aHeldPistonIsAWallThatDoesNotYield()
    {
        EventDrivenEngine engine(diskAndLightPiston());
        engine.holdPiston(20.0, 0.0);
        engine.advanceTo(12.0);
        const Snapshot after = engine.snapshot();
        // A free piston of the disk's mass would have taken all its momentum; the hand keeps it.
        QCOMPARE(after.vx[0], -1.0);
        QCOMPARE(pistonX(after), 20.0);
        QCOMPARE(pistonV(after), 0.0);
        QVERIFY(std::abs(after.x[0] - (19.5 - 2.5)) < 1e-12);  // hit at t = 9.5
        QCOMPARE(engine.totals().handWork, 0.0);
    }

    void aDiskLeavesAMovingHandAtTwiceItsVelocityLessItsOwn()
    {
        EventDrivenEngine engine(diskAndLightPiston());
        engine.holdPiston(12.0, 0.5);
        // The piston at 20 - t/2 meets the disk at 10 + t when their gap of 9.5 closes at 1.5.
        engine.advanceTo(9.5 / 1.5 + 1e-9);
        QVERIFY(std::abs(engine.snapshot().vx[0] - (-2.0)) < 1e-12);
        engine.advanceTo(15.0);
        QVERIFY(std::abs(pistonX(engine.snapshot()) - 12.5) < 1e-12);
        QCOMPARE(pistonV(engine.snapshot()), -0.5);
        engine.advanceTo(17.0);  // it arrived at t = 16 and rests there
        QVERIFY(std::abs(pistonX(engine.snapshot()) - 12.0) < 1e-12);
        QCOMPARE(pistonV(engine.snapshot()), 0.0);
        // The hand gave the disk 1.5 of kinetic energy; setting the light piston going and
        // stopping it cost nothing in the end.
        QVERIFY(std::abs(engine.totals().handWork - 1.5) < 1e-12);
    }

    void theHandStopsShortOfCrushingTheGas()
    {
        Scenario s = gasUnderHeldPiston(100, 0.2, 3);
        EventDrivenEngine engine(s);
        engine.holdPiston(0.0, 5.0);  // as far in as a student could drag it
        engine.advanceTo(200.0);
        double disks = 0.0;
        for (const Disk& d : s.disks)
            disks += std::numbers::pi * d.radius * d.radius;
        const double innermost = disks / (kDensestHandPush * s.height);
        QVERIFY2(std::abs(pistonX(engine.snapshot()) - innermost) < 1e-9, qPrintable(QString::number(pistonX(engine.snapshot()))));
        QVERIFY(allBehindThePiston(s, engine.snapshot()));
        QCOMPARE(measureOverlaps(s, engine.snapshot().x, engine.snapshot().y).overlappingPairs, std::uint64_t(0));
        // Out of the cylinder is as far as it goes the other way.
        engine.holdPiston(1e9, 5.0);
        engine.advanceTo(400.0);
        QCOMPARE(pistonX(engine.snapshot()), s.width);
    }

    void theEnergyBalanceClosesThroughPushesPressureChangesAndARelease()
    {
        Scenario s = gasUnderHeldPiston(400, 0.1, 11);
        s.wall(Side::Right).pressure = 0.1;
        s.wall(Side::Right).limit = 2.0 * s.width;
        QVERIFY(validateScenario(s).empty());
        EventDrivenEngine engine(s);
        const Snapshot first = engine.snapshot();
        const Totals firstTotals = engine.totals();
        double worst = 0.0;
        auto check = [&](double until) {
            for (double t = engine.time() + 2.5; t <= until + 1e-9; t += 2.5) {
                engine.advanceTo(t);
                const Snapshot now = engine.snapshot();
                worst = std::max(worst, std::abs(relativeEnergyDrift(engine.scenario(), first, firstTotals, now, engine.totals())));
                QVERIFY(allBehindThePiston(engine.scenario(), now));
                QCOMPARE(measureOverlaps(engine.scenario(), now.x, now.y).overlappingPairs, std::uint64_t(0));
            }
        };
        check(50.0);  // held at rest: nothing to do
        QCOMPARE(engine.totals().handWork, 0.0);
        engine.holdPiston(0.7 * s.width, 0.3);  // in
        check(100.0);
        engine.setOutsidePressure(0.3);  // the hand takes the harder push
        engine.holdPiston(1.2 * s.width, 0.5);  // and pulls out against it
        check(200.0);
        engine.releasePiston();  // the gas and the outside take over
        QCOMPARE(engine.scenario().wall(Side::Right).held, false);
        check(300.0);
        engine.holdPiston(engine.snapshot().wallPositions[1], 0.0);  // caught in flight
        check(350.0);
        QVERIFY(engine.totals().handWork != 0.0);
        qInfo("largest relative energy drift, the hand's work netted: %.2e", worst);
        QVERIFY2(worst < 1e-12, qPrintable(QString::number(worst)));
    }

    void aSlowPushOfElasticWallsIsAnAdiabaticCompression()
    {
        // 200 disks from eta = 0.02 to 0.04, the piston at 1/200 of the thermal speed: the gas
        // crosses the box about 50 times while it halves, so it stays uniform.
        const Scenario s = gasUnderHeldPiston(200, 0.02, 5);
        EventDrivenEngine engine(s);
        const double k0 = kineticEnergy(s, engine.snapshot());
        const double x1 = 0.5 * s.width;
        engine.holdPiston(x1, 0.005);
        engine.advanceTo((s.width - x1) / 0.005 + 1.0);
        const Snapshot end = engine.snapshot();
        QCOMPARE(pistonX(end), x1);
        const double k1 = kineticEnergy(s, end);
        // Elastic walls: every bit of the gas's new energy is the hand's work.
        QVERIFY(std::abs((k1 - k0) / engine.totals().handWork - 1.0) < 1e-12);
        double disks = 0.0;
        for (const Disk& d : s.disks)
            disks += std::numbers::pi * d.radius * d.radius;
        const double expected = adiabaticTemperature(1.0, s.width, x1, s.height, 0.5, disks);
        const double measured = k1 / k0;  // kT1 / kT0
        qInfo("kT rose by %.4f; hard-disk adiabat %.4f; ideal gas in the box's area 2", measured, expected);
        QVERIFY2(std::abs(measured / expected - 1.0) < 0.01, qPrintable(QString::number(measured)));
    }

    void heatersKeepAPushedGasAtTheirTemperature()
    {
        Scenario s = gasUnderHeldPiston(200, 0.02, 9);
        for (Side side : {Side::Left, Side::Bottom, Side::Top})
            s.wall(side).temperature = 1.0;
        EventDrivenEngine engine(s);
        engine.holdPiston(0.5 * s.width, 0.005);
        engine.advanceTo((0.5 * s.width) / 0.005 + 1.0);
        const Totals begin = engine.totals();
        engine.advanceTo(engine.time() + 2000.0);
        const WindowFigures w = measureWindow(engine.scenario(), begin, engine.totals());
        qInfo("kT after an isothermal halving %.4f", w.temperature);
        QVERIFY2(std::abs(w.temperature - 1.0) < 0.03, qPrintable(QString::number(w.temperature)));
    }

    void aFileMayHoldThePistonButOnlyAFreeOneAtRest()
    {
        Scenario s = diskAndLightPiston();
        s.wall(Side::Right).held = true;
        QVERIFY(validateScenario(s).empty());
        s.wall(Side::Right).velocity = 1.0;
        QVERIFY(namesField(s, "walls.right.velocity"));
        Scenario fixed = diskAndLightPiston();
        fixed.wall(Side::Right).mass = 0.0;
        fixed.wall(Side::Right).limit.reset();
        fixed.wall(Side::Right).held = true;
        QVERIFY(namesField(fixed, "walls.right.held"));
        fixed.wall(Side::Right).held = false;
        EventDrivenEngine fixedWalls(fixed);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, fixedWalls.holdPiston(10.0, 1.0));
    }
};

QTEST_GUILESS_MAIN(PistonHandTest)
#include "tst_piston_hand.moc"
