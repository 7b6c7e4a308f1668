// The gas-laws lab's controls turned during a run, against kinetic theory and the energy
// balance: the pump never creates an overlap and waits while its spot is taken; a gas pumped in
// from a reservoir at kT is a Maxwell-Boltzmann gas at kT; turning the heater moves the gas to
// the new wall temperature; a step of the outside pressure moves the piston to where the fixed
// walls feel the new pressure, and the energy balance closes to round-off through every turn;
// what cannot be done is refused by name.
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "core/observables.h"
#include "core/overlap_check.h"
#include "core/pump.h"
#include "core/scenario_validation.h"
#include "core/state_export.h"
#include "core/time_driven_engine.h"

#include <QtTest>

#include <cmath>
#include <string>

using namespace disklab;

namespace {

double sanitizedShare() { return qEnvironmentVariableIsSet("DISKLAB_SANITIZED") ? 0.25 : 1.0; }
double statisticalTolerance() { return qEnvironmentVariableIsSet("DISKLAB_SANITIZED") ? 0.04 : 0.02; }

/// A dilute walled gas of `count` disks at packing `packing` and kT = 1.
Scenario walledGas(int count, double packing, std::uint64_t seed = 3)
{
    GasParameters p;
    p.count = count;
    p.packing = packing;
    p.seed = seed;
    return generateGas(p);
}

/// An empty walled box `side` wide and high.
Scenario emptyBox(double side)
{
    Scenario s;
    s.width = side;
    s.height = side;
    return s;
}

Pump pumpOf(int count, double kT, double interval = 0.0)
{
    Pump pump;
    pump.count = count;
    pump.temperature = kT;
    pump.interval = interval;
    return pump;
}

/// Whether every disk is inside the box and touches no other (to 1e-10 of the contact distance).
bool noOverlapInside(const Engine& e)
{
    const Snapshot s = e.snapshot();
    const Scenario& scenario = e.scenario();
    if (measureOverlaps(scenario, s.x, s.y).overlappingPairs != 0)
        return false;
    const double right = s.wallPositions[static_cast<std::size_t>(Side::Right)];
    for (std::size_t i = 0; i < s.size(); ++i) {
        const double r = scenario.disks[i].radius * (1.0 - 1e-10);
        if (s.x[i] < r || s.x[i] > right - r || s.y[i] < r || s.y[i] > scenario.height - r)
            return false;
    }
    return true;
}

std::string refusal(const std::function<void()>& act)
{
    try {
        act();
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return {};
}

} // namespace

class TestLabControls : public QObject {
    Q_OBJECT
private slots:
    void pumpNeverOverlapsAndWaitsWhileItsSpotIsTaken()
    {
        // 200 disks asked for every 0.05 time units into a gas at packing 0.3: a disk at the
        // thermal speed moves a tenth of its diameter in that time, so the spot is often taken.
        const Scenario s = walledGas(300, 0.3);
        EventDrivenEngine e(s);
        const double interval = 0.05;
        e.startPump(pumpOf(200, 1.0, interval));
        e.advanceTo(199.0 * interval + 1e-9);
        const std::size_t atEarliest = e.snapshot().size();
        qInfo("disks in when the pump could have brought all 200 in: %zu", atEarliest - s.disks.size());
        QVERIFY(atEarliest < s.disks.size() + 200);
        while (e.snapshot().size() < s.disks.size() + 200 && e.time() < 2000.0) {
            e.advanceTo(e.time() + 0.25);
            QVERIFY2(noOverlapInside(e), qPrintable(QString("t = %1").arg(e.time())));
        }
        qInfo("all 200 in at t = %.2f", e.time());
        QCOMPARE(e.snapshot().size(), s.disks.size() + 200);
        e.advanceTo(e.time() + 50.0);
        QVERIFY(noOverlapInside(e));
        QCOMPARE(e.scenario().disks.size(), s.disks.size() + 200);
        QVERIFY(std::abs(relativeEnergyDrift(e.scenario(), EventDrivenEngine(s).snapshot(), Totals{}, e.snapshot(),
                                             e.totals()))
                < 1e-12);
    }

    void pumpedGasIsMaxwellBoltzmannAtTheReservoirTemperature()
    {
        // An empty box with elastic walls filled with 1000 disks from a reservoir at kT = 2: the
        // gas keeps exactly the energy pumped in, so its kT is the mean of 1000 draws (3 sigma:
        // 9.5 %), and collisions make its speeds Maxwell-Boltzmann.
        const Scenario s = emptyBox(60.0);
        const double kT = 2.0;
        const int count = 1000;
        EventDrivenEngine e(s);
        e.startPump(pumpOf(count, kT, 0.1));
        while (e.snapshot().size() < std::size_t(count) && e.time() < 5000.0)
            e.advanceTo(e.time() + 10.0);
        qInfo("all %d in at t = %.0f", count, e.time());
        QCOMPARE(e.snapshot().size(), std::size_t(count));
        e.advanceTo(e.time() + 100.0);
        const Scenario& now = e.scenario();
        const double gasKT = temperature(now, kineticEnergy(now, e.snapshot()));
        std::vector<double> samples;
        for (int k = 0; k < 10; ++k) {
            e.advanceTo(e.time() + 30.0);
            const std::vector<double> v = speeds(e.snapshot());
            samples.insert(samples.end(), v.begin(), v.end());
        }
        const double atGas = kolmogorovSmirnovDistance(samples, [&](double v) { return maxwellBoltzmannCdf(v, 1.0, gasKT); });
        const double critical = 1.95 / std::sqrt(static_cast<double>(samples.size()));
        qInfo("pumped at kT = 2: gas kT %.4f, KS distance %.4f (critical %.4f)", gasKT, atGas, critical);
        QVERIFY(std::abs(gasKT / kT - 1.0) < 3.0 / std::sqrt(double(count)));
        QVERIFY2(atGas < critical, qPrintable(QString::number(atGas)));
        QVERIFY(std::abs(e.totals().pumpedEnergy - kineticEnergy(now, e.snapshot())) < 1e-10 * e.totals().pumpedEnergy);
    }

    void scenariosPumpStartsOnTimeAndASavedStateGoesOn()
    {
        // A file's pump of 30 disks from t = 5: nothing enters before, all do after; a state
        // saved half-way holds the disks in and the pump with those still to come, starting at
        // its next try (one interval of 1 at most away), and running it ends with as many disks
        // as the run that was not interrupted.
        Scenario s = walledGas(100, 0.05);
        s.pump = pumpOf(30, 1.0);
        s.pump->start = 5.0;
        QVERIFY(validateScenario(s).empty());
        EventDrivenEngine e(s);
        e.advanceTo(4.999);
        QCOMPARE(e.snapshot().size(), std::size_t(100));
        e.advanceTo(15.0);
        const std::size_t halfway = e.snapshot().size();
        QVERIFY(halfway > 100 && halfway < 130);
        const Scenario saved = scenarioAt(e.scenario(), e.snapshot());
        QCOMPARE(saved.disks.size(), halfway);
        QCOMPARE(saved.pump->count, std::int32_t(130 - halfway));
        QVERIFY(saved.pump->start > 0.0 && saved.pump->start <= 1.0);
        QVERIFY(validateScenario(saved).empty());
        EventDrivenEngine resumed(saved);
        resumed.advanceTo(300.0);
        e.advanceTo(300.0);
        QCOMPARE(resumed.snapshot().size(), std::size_t(130));
        QCOMPARE(e.snapshot().size(), std::size_t(130));
        QVERIFY(!e.scenario().pump);  // done
        QVERIFY(noOverlapInside(resumed));

        EngineConfig stepper = s.engine;
        stepper.kind = EngineKind::TimeDriven;
        QCOMPARE(refusal([&] { TimeDrivenEngine refused(s, stepper); }), std::string(kPumpNeedsEventDriven));
    }

    void heaterTurnedDuringARunSetsTheTemperature()
    {
        // A gas at kT = 1 in elastic walls; the heater goes to 2, later the cooler to 0.5. Each
        // time the gas settles at the walls' kT (a mean over blocks, as for walls set in the file).
        const Scenario s = walledGas(400, 0.1, 5);
        EventDrivenEngine e(s);
        const Snapshot first = e.snapshot();
        e.advanceTo(20.0);
        for (double wall : {2.0, 0.5}) {
            for (Side side : kAllSides)
                e.setWallTemperature(side, wall);
            QCOMPARE(e.scenario().wall(Side::Top).temperature, wall);
            const double sound = std::sqrt(wall);
            e.advanceTo(e.time() + 1000.0 / sound);
            const Totals begin = e.totals();
            e.advanceTo(e.time() + 6000.0 * sanitizedShare() / sound);
            const double measured = measureWindow(e.scenario(), begin, e.totals()).temperature;
            qInfo("heater at kT %.2f: gas kT %.4f", wall, measured);
            QVERIFY2(std::abs(measured / wall - 1.0) < statisticalTolerance(), qPrintable(QString::number(measured)));
        }
        QVERIFY(std::abs(relativeEnergyDrift(e.scenario(), first, Totals{}, e.snapshot(), e.totals())) < 1e-12);
    }

    void outsidePressureStepIsFeltByTheFixedWalls()
    {
        // 400 disks held at kT = 1 under a piston of the gas's mass: P_ext goes from 0.1 to 0.2
        // and the piston moves in until the fixed walls feel 0.2; the box's mean area falls by
        // about half (Boyle, corrected by Z).
        Scenario s = walledGas(400, 0.05, 7);
        for (Side side : {Side::Left, Side::Bottom, Side::Top})
            s.wall(side).temperature = 1.0;
        BoxWall& piston = s.wall(Side::Right);
        piston.mass = 400.0;
        piston.pressure = 0.1;
        piston.limit = 2.0 * s.width;
        QVERIFY(validateScenario(s).empty());
        EventDrivenEngine e(s);
        const Snapshot first = e.snapshot();
        double areaAt[2] = {};
        for (int stage = 0; stage < 2; ++stage) {
            const double pressure = stage == 0 ? 0.1 : 0.2;
            if (stage == 1)
                e.setOutsidePressure(pressure);
            QCOMPARE(e.snapshot().outsidePressure, pressure);
            e.advanceTo(e.time() + 1500.0);
            const Totals begin = e.totals();
            e.advanceTo(e.time() + 8000.0 * sanitizedShare());
            const WindowFigures w = measureWindow(e.scenario(), begin, e.totals());
            const double left = w.wallPressure[static_cast<std::size_t>(Side::Left)].value_or(0.0);
            areaAt[stage] = w.meanArea;
            qInfo("P_ext %.2f: left wall %.4f, mean area %.1f", pressure, left, w.meanArea);
            QVERIFY2(std::abs(left / pressure - 1.0) < statisticalTolerance(), qPrintable(QString::number(left)));
        }
        QVERIFY(areaAt[1] < 0.6 * areaAt[0] && areaAt[1] > 0.4 * areaAt[0]);
        // Heat from the walls and the step's work close the balance.
        QVERIFY(std::abs(relativeEnergyDrift(e.scenario(), first, Totals{}, e.snapshot(), e.totals())) < 1e-12);
        QVERIFY(e.totals().pressureStepWork > 0.0);
    }

    void elasticPistonKeepsTheBalanceThroughPressureSteps()
    {
        Scenario s = walledGas(300, 0.1, 9);
        BoxWall& piston = s.wall(Side::Right);
        piston.mass = 300.0;
        piston.pressure = 0.1;
        piston.limit = 3.0 * s.width;
        EventDrivenEngine e(s);
        const Snapshot first = e.snapshot();
        const Totals firstTotals = e.totals();
        for (double p : {0.3, 0.05, 0.2}) {
            e.advanceTo(e.time() + 40.0);
            e.setOutsidePressure(p);
            QVERIFY(noOverlapInside(e));
        }
        e.advanceTo(e.time() + 40.0);
        const double drift = relativeEnergyDrift(e.scenario(), first, firstTotals, e.snapshot(), e.totals());
        qInfo("energy drift through three pressure steps: %.2e", drift);
        QVERIFY(std::abs(drift) < 1e-12);
        QVERIFY(noOverlapInside(e));
    }

    void whatCannotBeDoneIsRefusedByName()
    {
        const Scenario gas = walledGas(50, 0.1);
        EngineConfig stepper = gas.engine;
        stepper.kind = EngineKind::TimeDriven;
        TimeDrivenEngine time(gas, stepper);
        QCOMPARE(refusal([&] { time.setWallTemperature(Side::Left, 1.0); }), std::string(kLabNeedsEventDriven));
        QCOMPARE(refusal([&] { time.startPump(pumpOf(1, 1.0)); }), std::string(kLabNeedsEventDriven));

        EventDrivenEngine e(gas);
        QVERIFY(refusal([&] { e.setOutsidePressure(0.2); }).starts_with("walls.right.pressure:"));
        QVERIFY(refusal([&] { e.setWallTemperature(Side::Top, -1.0); }).starts_with("walls.top.temperature:"));
        Pump bad = pumpOf(0, 1.0);
        QVERIFY(refusal([&] { e.startPump(bad); }).starts_with("pump.count:"));
        bad = pumpOf(5, 0.0);
        QVERIFY(refusal([&] { e.startPump(bad); }).starts_with("pump.temperature:"));
        bad = pumpOf(5, 1.0);
        bad.position = 0.1;
        QVERIFY(refusal([&] { e.startPump(bad); }).starts_with("pump.position:"));
        bad = pumpOf(5, 1.0);
        bad.width = -1.0;
        QVERIFY(refusal([&] { e.startPump(bad); }).starts_with("pump.width:"));

        Scenario periodic = gas;
        periodic.boundary = Boundary::Periodic;
        EventDrivenEngine wrapped(periodic);
        QVERIFY(refusal([&] { wrapped.startPump(pumpOf(5, 1.0)); }).starts_with("pump.side:"));
        QVERIFY(refusal([&] { wrapped.setWallTemperature(Side::Left, 1.0); }).starts_with("walls:"));

        Scenario withPiston = gas;
        withPiston.wall(Side::Right).mass = 50.0;
        withPiston.wall(Side::Right).pressure = 0.1;
        EventDrivenEngine pushed(withPiston);
        Pump intoPiston = pumpOf(5, 1.0);
        intoPiston.side = Side::Right;
        QVERIFY(refusal([&] { pushed.startPump(intoPiston); }).starts_with("pump.side:"));
        QVERIFY(refusal([&] { pushed.setWallTemperature(Side::Right, 1.0); }).starts_with("walls.right.temperature:"));
    }

    void theWallAndTheValuesAreCheckedApart()
    {
        // The editor asks which walls can take the opening, and checks the values typed on their
        // own: a pump with a bad count in a box that has a piston is wrong on both counts.
        Scenario withPiston = walledGas(50, 0.1);
        withPiston.wall(Side::Right).mass = 50.0;
        Pump pump = pumpOf(0, 1.0);
        pump.side = Side::Right;
        QCOMPARE(pumpProblem(withPiston, pump, 0.0)->field, std::string("pump.side"));
        QCOMPARE(pumpWallProblem(withPiston, Side::Right, 0.0)->field, std::string("pump.side"));
        QVERIFY(!pumpWallProblem(withPiston, Side::Left, 0.0));
        QCOMPARE(pumpValueProblem(withPiston, pump)->field, std::string("pump.count"));
        pump.count = 5;
        QVERIFY(!pumpValueProblem(withPiston, pump));
        withPiston.wall(Side::Top).velocity = -0.5;
        withPiston.wall(Side::Top).stopTime = 4.0;
        QVERIFY(pumpWallProblem(withPiston, Side::Top, 3.0));
        QVERIFY(!pumpWallProblem(withPiston, Side::Top, 4.0));
    }
};

QTEST_APPLESS_MAIN(TestLabControls)
#include "tst_lab_controls.moc"
