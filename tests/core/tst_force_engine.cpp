// The force engine against theory: velocity Verlet's energy error stays bounded and falls 4x
// when dt halves; a spring pair oscillates at omega = sqrt(k / mu); a bob on a stiff spring
// swings with the small-angle period 2 pi sqrt(L / g); the other engines refuse charges.
#include "core/event_driven_engine.h"
#include "core/force_engine.h"
#include "core/scenario_validation.h"
#include "core/time_driven_engine.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>

using namespace disklab;

namespace {

Disk disk(double x, double y, double mass, double charge = 0.0)
{
    Disk d;
    d.x = x, d.y = y, d.radius = 0.2, d.mass = mass, d.charge = charge;
    return d;
}

Scenario forceScenario(double size, double dt)
{
    Scenario s;
    s.width = s.height = size;
    s.engine.kind = EngineKind::Force;
    s.engine.forceMethod = ForceMethod::Direct;
    s.engine.dt = dt;
    return s;
}

/// Three charges of both signs held by springs in a triangle: a smooth motion, no contacts.
Scenario chargedTriangle(double dt)
{
    Scenario s = forceScenario(40.0, dt);
    s.disks = {disk(18.0, 18.0, 1.0, 1.0), disk(22.0, 18.0, 2.0, -0.5), disk(20.0, 21.0, 1.5, 0.8)};
    s.disks[0].vx = 0.3, s.disks[0].vy = 0.3, s.disks[1].vx = -0.15, s.disks[2].vy = -0.2;  // no net momentum
    s.forces.links = {{0, 1, 3.0, 3.5}, {1, 2, 2.0, 4.0}, {0, 2, 5.0, 3.0}};
    return s;
}

struct EnergyErrors {
    double firstHalf = 0.0;  ///< largest |E(t) - E(0)| over the first half of the run
    double all = 0.0;        ///< ... over the whole run
    std::uint64_t collisions = 0;
};

/// The energy errors over `steps` steps of dt.
EnergyErrors energyErrors(double dt, std::uint64_t steps)
{
    const Scenario s = chargedTriangle(dt);
    ForceEngine engine(s, s.engine);
    const double e0 = engine.totalEnergy();
    double firstHalf = 0.0, all = 0.0;
    const std::uint64_t samples = 2000;
    for (std::uint64_t k = 1; k <= samples; ++k) {
        engine.advanceTo(dt * static_cast<double>(steps * k / samples));
        const double error = std::abs(engine.totalEnergy() - e0);
        all = std::max(all, error);
        if (k <= samples / 2)
            firstHalf = all;
    }
    return {firstHalf, all, engine.totals().collisions};
}

/// Times at which f(t) crosses 0 upwards, linearly interpolated between samples of step dt.
std::vector<double> upwardCrossings(ForceEngine& engine, double dt, double until,
                                    const std::function<double(const Snapshot&)>& f)
{
    std::vector<double> crossings;
    double before = f(engine.snapshot());
    for (double t = dt; t <= until; t += dt) {
        engine.advanceTo(engine.time() + dt);
        const double now = f(engine.snapshot());
        if (before < 0.0 && now >= 0.0)
            crossings.push_back(engine.time() - dt * now / (now - before));
        before = now;
    }
    return crossings;
}

double meanPeriod(const std::vector<double>& crossings)
{
    return (crossings.back() - crossings.front()) / static_cast<double>(crossings.size() - 1);
}

} // namespace

class TstForceEngine : public QObject {
    Q_OBJECT
private slots:
    void verletEnergyErrorIsBoundedAndSecondOrder()
    {
        const double dt = 0.01;
        const EnergyErrors coarseRun = energyErrors(dt, 100'000);
        const EnergyErrors fineRun = energyErrors(dt / 2.0, 200'000);
        QCOMPARE(coarseRun.collisions + fineRun.collisions, std::uint64_t(0));  // a smooth motion
        const double coarse = coarseRun.all, fine = fineRun.all, firstHalf = coarseRun.firstHalf;
        // The triangle's energies are of order 1.
        QVERIFY2(coarse < 1e-3, qPrintable(QString::number(coarse)));
        // Bounded: the second half of 10^5 steps errs no more than the first (no drift).
        QVERIFY2(coarse < 1.5 * firstHalf, qPrintable(QString("%1 vs %2").arg(coarse).arg(firstHalf)));
        const double ratio = coarse / fine;
        QVERIFY2(ratio > 3.5 && ratio < 4.5, qPrintable(QString::number(ratio)));
    }

    void springPairOscillatesAtSqrtKOverMu()
    {
        const double k = 7.0, m1 = 1.0, m2 = 3.0, rest = 2.0;
        const double mu = m1 * m2 / (m1 + m2), omega = std::sqrt(k / mu);
        Scenario s = forceScenario(20.0, 2.0 * std::numbers::pi / omega / 2000.0);
        s.disks = {disk(9.0, 10.0, m1), disk(11.3, 10.0, m2)};  // stretched by 0.3
        s.forces.links = {{0, 1, k, rest}};
        ForceEngine engine(s, s.engine);
        const auto crossings = upwardCrossings(engine, s.engine.dt, 6.0 * 2.0 * std::numbers::pi / omega,
                                               [&](const Snapshot& snap) { return snap.x[1] - snap.x[0] - rest; });
        QVERIFY(crossings.size() >= 5);
        const double measured = 2.0 * std::numbers::pi / meanPeriod(crossings);
        QVERIFY2(std::abs(measured / omega - 1.0) < 0.005, qPrintable(QString("%1 vs %2").arg(measured).arg(omega)));
    }

    void smallAnglePendulumPeriod()
    {
        // The pivot: a disk a million times heavier than the bob, resting on a short interior
        // shelf; the bob hangs L below it on a stiff spring (static stretch m g / k included in L).
        const double g = 1.0, rest = 5.0, k = 1e4, bobMass = 1.0;
        const double length = rest + bobMass * g / k;
        Scenario s = forceScenario(20.0, 1e-3);
        s.gravityY = -g;
        const double pivotX = 10.0, pivotY = 15.0;
        SegmentWall shelf;
        shelf.x0 = pivotX - 1.0, shelf.x1 = pivotX + 1.0, shelf.y0 = shelf.y1 = pivotY - 0.2 - 1e-7;
        s.segments = {shelf};
        const double angle = 0.02;
        s.disks = {disk(pivotX, pivotY, 1e6), disk(pivotX + length * std::sin(angle), pivotY - length * std::cos(angle), bobMass)};
        s.forces.links = {{0, 1, k, rest}};
        QVERIFY(validateScenario(s).empty());
        ForceEngine engine(s, s.engine);
        const double expected = 2.0 * std::numbers::pi * std::sqrt(length / g);
        const auto crossings = upwardCrossings(engine, s.engine.dt, 3.2 * expected,
                                               [](const Snapshot& snap) { return snap.x[1] - snap.x[0]; });
        QVERIFY(crossings.size() >= 3);
        const double period = meanPeriod(crossings);
        QVERIFY2(std::abs(period / expected - 1.0) < 0.01, qPrintable(QString("%1 vs %2").arg(period).arg(expected)));
    }

    void pendulumOnAFixedPivot()
    {
        // A bob on a stiff spring from an anchor, a fixed point: the period of a pendulum of
        // amplitude theta0, 2 pi sqrt(L / g) (1 + theta0^2 / 16 + 11 theta0^4 / 3072), within
        // 1e-4 (the spring's stretch, m g / k, and dt^2 are of that order or below; measured
        // 7e-8 at 5 degrees and 8e-6 at 30); the energy keeps to 1e-6 of the swing's; and no
        // collision is counted, for there is nothing to hit.
        const double g = 1.0, k = 1e4, bobMass = 1.0, length = 5.0, rest = length - bobMass * g / k;
        for (const double degrees : {5.0, 30.0}) {
            Scenario s = forceScenario(20.0, 2e-3);
            s.gravityY = -g;
            const double pivotX = 10.0, pivotY = 15.0, angle = degrees * std::numbers::pi / 180.0;
            s.disks = {disk(pivotX + length * std::sin(angle), pivotY - length * std::cos(angle), bobMass)};
            s.forces.anchors = {{0, pivotX, pivotY, k, rest}};
            QVERIFY(validateScenario(s).empty());
            ForceEngine engine(s, s.engine);
            const double swing = bobMass * g * length * (1.0 - std::cos(angle));
            const double energy0 = engine.totalEnergy();
            const double expected = 2.0 * std::numbers::pi * std::sqrt(length / g)
                                  * (1.0 + angle * angle / 16.0 + 11.0 * std::pow(angle, 4) / 3072.0);
            const auto crossings = upwardCrossings(engine, s.engine.dt, 4.2 * expected,
                                                   [&](const Snapshot& snap) { return snap.x[0] - pivotX; });
            QVERIFY(crossings.size() >= 4);
            const double period = meanPeriod(crossings);
            qInfo("%g degrees: period %.9g, expected %.9g (%.1e)", degrees, period, expected, period / expected - 1.0);
            QVERIFY(std::abs(period / expected - 1.0) < 1e-4);
            QVERIFY2(std::abs(engine.totalEnergy() - energy0) < 1e-6 * swing,
                     qPrintable(QString::number((engine.totalEnergy() - energy0) / swing)));
            QCOMPARE(engine.totals().collisions, std::uint64_t(0));
        }
    }

    void barnesHutEngineFollowsTheDirectOne()
    {
        Scenario s = chargedTriangle(0.01);
        s.engine.forceMethod = ForceMethod::BarnesHut;
        s.engine.theta = 0.0;
        ForceEngine tree(s, s.engine);
        s.engine.forceMethod = ForceMethod::Direct;
        ForceEngine direct(s, s.engine);
        tree.advanceTo(5.0);
        direct.advanceTo(5.0);
        QCOMPARE(tree.time(), 5.0);
        for (std::size_t i = 0; i < 3; ++i)
            QVERIFY(std::abs(tree.snapshot().x[i] - direct.snapshot().x[i]) < 1e-9);
    }

    void otherEnginesRefuseChargesAndLinks()
    {
        Scenario s = chargedTriangle(0.01);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, EventDrivenEngine{s});
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (TimeDrivenEngine{s, s.engine}));
        s.engine.kind = EngineKind::EventDriven;
        const auto problems = validateScenario(s);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems[0].field, std::string("engine.engine"));
        QCOMPARE(problems[0].message, std::string(kForcesNeedForceEngine));
    }

    void refusesAPeriodicBox()
    {
        Scenario s = chargedTriangle(0.01);
        s.boundary = Boundary::Periodic;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (ForceEngine{s, s.engine}));
    }
};

QTEST_APPLESS_MAIN(TstForceEngine)
#include "tst_force_engine.moc"
