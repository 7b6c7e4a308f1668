// The force engine's generators (charged gas, spring chain, spring pendulum, network): a valid,
// overlap-free scenario for the force engine with the disks, charges and springs asked for,
// the same one again from the same seed, and errors that name the parameter at fault.
#include "generator_checks.h"

#include "core/generators.h"
#include "core/scenario_validation.h"

#include <QtTest>

#include <cmath>
#include <functional>
#include <numbers>
#include <set>

using namespace disklab;
using namespace disklab::test;

namespace {

QString problemsOf(const Scenario& s)
{
    QStringList lines;
    for (const ScenarioProblem& p : validateScenario(s))
        lines << QString("disk %1: %2: %3").arg(p.disk).arg(QString::fromStdString(p.field), QString::fromStdString(p.message));
    return lines.join("; ");
}

double kinetic(const Scenario& s)
{
    double k = 0.0;
    for (const Disk& d : s.disks)
        k += 0.5 * d.mass * (d.vx * d.vx + d.vy * d.vy);
    return k;
}

/// Valid for the force engine, in a walled box, with a step.
void checkForForceEngine(const Scenario& s)
{
    QVERIFY2(problemsOf(s).isEmpty(), qPrintable(problemsOf(s)));
    QVERIFY(s.engine.kind == EngineKind::Force);
    QVERIFY(s.boundary == Boundary::Walls);
    QVERIFY(s.engine.dt > 0.0 && s.engine.dt <= 0.05);
    QVERIFY(s.engine.response == Response::Rollback);
}

/// Whether every disk can reach every other along links.
bool connected(const Scenario& s)
{
    std::vector<int> component(s.disks.size());
    for (std::size_t k = 0; k < component.size(); ++k)
        component[k] = int(k);
    for (bool changed = true; changed;) {
        changed = false;
        for (const Link& l : s.forces.links) {
            const int low = std::min(component[std::size_t(l.a)], component[std::size_t(l.b)]);
            for (const int end : {l.a, l.b})
                if (component[std::size_t(end)] != low)
                    component[std::size_t(end)] = low, changed = true;
        }
    }
    return std::all_of(component.begin(), component.end(), [](int c) { return c == 0; });
}

} // namespace

class TestForceGenerators : public QObject {
    Q_OBJECT
private slots:
    void chargedGas_data()
    {
        QTest::addColumn<bool>("bothSigns");
        QTest::addColumn<int>("count");
        QTest::newRow("one sign") << false << 100;
        QTest::newRow("both signs, odd") << true << 51;
    }
    void chargedGas()
    {
        QFETCH(bool, bothSigns);
        QFETCH(int, count);
        ChargedGasParameters p;
        p.count = count;
        p.signs = bothSigns ? ChargeSigns::Both : ChargeSigns::One;
        p.charge = 2.0;
        p.coulombConstant = 0.5;
        p.damping = 0.3;
        p.packing = 0.1;
        p.temperature = 0.4;
        const Scenario s = generateChargedGas(p);
        checkForForceEngine(s);
        QCOMPARE(int(s.disks.size()), count);
        QCOMPARE(s.forces.coulombConstant, 0.5);
        QCOMPARE(s.forces.damping, 0.3);
        QVERIFY(s.forces.links.empty());
        int positive = 0;
        double area = 0.0;
        for (const Disk& d : s.disks) {
            QVERIFY(std::abs(d.charge) == 2.0);
            positive += d.charge > 0.0;
            area += std::numbers::pi * d.radius * d.radius;
        }
        QCOMPARE(positive, bothSigns ? (count + 1) / 2 : count);
        QVERIFY(std::abs(area / s.area() - 0.1) < 1e-12);
        QVERIFY(std::abs(kinetic(s) / count - 0.4) < 1e-12);  // kT exactly, K = N kT in a walled box
        checkReproducible([&](std::uint64_t seed) { ChargedGasParameters q = p; q.seed = seed; return generateChargedGas(q); }, true);
        checkRefused([&] { ChargedGasParameters q = p; q.packing = 0.5; generateChargedGas(q); }, "packing");
        checkRefused([&] { ChargedGasParameters q = p; q.charge = 0.0; generateChargedGas(q); }, "charge");
        checkRefused([&] { ChargedGasParameters q = p; q.damping = -1.0; generateChargedGas(q); }, "damping");
    }

    void chargedGasStepFollowsTheFastestApproach()
    {
        // Two opposite charges meeting reach v = sqrt(2 k q^2 / (2 r m)); a step moves them at
        // most a twentieth of a radius at that speed.
        ChargedGasParameters p;
        p.signs = ChargeSigns::Both;
        p.charge = 3.0;
        const Scenario s = generateChargedGas(p);
        const double speed = std::sqrt(2.0 * p.charge * p.charge / (2.0 * p.radius) / p.mass);
        QVERIFY(s.engine.dt * speed <= 0.05 * p.radius * (1 + 1e-12));
        QVERIFY(s.engine.dt * speed > 0.01 * p.radius);
    }

    void springChain_data()
    {
        QTest::addColumn<bool>("pivot");
        QTest::newRow("pivot") << true;
        QTest::newRow("free") << false;
    }
    void springChain()
    {
        QFETCH(bool, pivot);
        SpringChainParameters p;
        p.count = 8;
        p.top = pivot ? ChainTop::Pivot : ChainTop::Free;
        p.stiffness = 30.0;
        p.restLength = 2.0;
        p.gravity = 2.0;
        const Scenario s = generateSpringChain(p);
        checkForForceEngine(s);
        QCOMPARE(s.disks.size(), std::size_t(8));
        QCOMPARE(s.gravityY, -2.0);
        QVERIFY(s.segments.empty());
        if (pivot) {
            // A fixed point one rest length straight above the top disk: the spring starts at rest.
            QCOMPARE(s.forces.anchors.size(), std::size_t(1));
            const Anchor& a = s.forces.anchors[0];
            QCOMPARE(a.disk, 0);
            QCOMPARE(a.stiffness, 30.0);
            QCOMPARE(a.x, s.disks[0].x);
            QVERIFY(std::abs(a.y - s.disks[0].y - 2.0) < 1e-12);
            QCOMPARE(a.restLength, 2.0);
            QVERIFY(a.y < s.height);
        } else {
            QVERIFY(s.forces.anchors.empty());
        }
        // A straight vertical chain, every spring at rest, every disk at rest.
        QCOMPARE(s.forces.links.size(), s.disks.size() - 1);
        for (const Link& l : s.forces.links) {
            QCOMPARE(l.b, l.a + 1);
            QCOMPARE(l.stiffness, 30.0);
            const Disk& a = s.disks[std::size_t(l.a)];
            const Disk& b = s.disks[std::size_t(l.b)];
            QCOMPARE(a.x, b.x);
            QVERIFY(std::abs(a.y - b.y - 2.0) < 1e-12);
        }
        QCOMPARE(kinetic(s), 0.0);
        // Room below for the chain at twice its static stretch (8 springs: 36 m g / k).
        const double lowest = s.disks.back().y - 2.0 * 36.0 * p.mass * p.gravity / p.stiffness;
        QVERIFY(lowest > p.radius || !pivot);
        // A step a twentieth of 1 / sqrt(k / m) or less.
        QVERIFY(s.engine.dt <= 0.05 * std::sqrt(p.mass / p.stiffness));
        checkReproducible([&](std::uint64_t seed) { SpringChainParameters q = p; q.seed = seed; return generateSpringChain(q); }, false);
        checkRefused([&] { SpringChainParameters q = p; q.restLength = 0.9; generateSpringChain(q); }, "restLength");
        checkRefused([&] { SpringChainParameters q = p; q.count = 0; generateSpringChain(q); }, "count");
    }

    void springPendulum()
    {
        SpringPendulumParameters p;
        p.length = 4.0;
        p.angle = 30.0;
        p.gravity = 2.0;
        p.stiffness = 5e3;
        p.mass = 2.0;
        const Scenario s = generateSpringPendulum(p);
        checkForForceEngine(s);
        // One disk, the bob, hung from a fixed pivot: an anchor, not a disk that could move or collide.
        QCOMPARE(s.disks.size(), std::size_t(1));
        QCOMPARE(s.disks[0].label, std::string("bob"));
        QVERIFY(s.forces.links.empty() && s.segments.empty());
        QCOMPARE(s.forces.anchors.size(), std::size_t(1));
        const Anchor& pivot = s.forces.anchors[0];
        const Disk& bob = s.disks[0];
        QCOMPARE(pivot.disk, 0);
        // L from pivot to bob at the angle asked; the spring's rest length leaves out the static stretch.
        QVERIFY(std::abs(std::hypot(bob.x - pivot.x, bob.y - pivot.y) - 4.0) < 1e-12);
        QVERIFY(std::abs(std::atan2(bob.x - pivot.x, pivot.y - bob.y) * 180.0 / std::numbers::pi - 30.0) < 1e-9);
        QVERIFY(std::abs(pivot.restLength - (4.0 - 2.0 * 2.0 / 5e3)) < 1e-12);
        QCOMPARE(pivot.stiffness, 5e3);
        // The swing stays in the box: the bob at its widest and at its lowest.
        QVERIFY(pivot.x - 4.0 * std::sin(30.0 * std::numbers::pi / 180.0) - bob.radius > 0.0);
        QVERIFY(pivot.y - 4.0 - bob.radius > 0.0);
        // The spring's own oscillation, omega = sqrt(k / m), at least ten steps a radian.
        QVERIFY(s.engine.dt * std::sqrt(p.stiffness / p.mass) <= 0.1 * (1 + 1e-12));
        checkReproducible([&](std::uint64_t seed) { SpringPendulumParameters q = p; q.seed = seed; return generateSpringPendulum(q); },
                          false);
        checkRefused([&] { SpringPendulumParameters q = p; q.angle = 100.0; generateSpringPendulum(q); }, "angle");
        checkRefused([&] { SpringPendulumParameters q = p; q.length = 0.5; generateSpringPendulum(q); }, "length");
    }

    void network_data()
    {
        QTest::addColumn<double>("degree");
        QTest::addColumn<int>("links");
        QTest::newRow("tree") << 0.0 << 39;
        QTest::newRow("degree 3") << 3.0 << 60;
    }
    void network()
    {
        QFETCH(double, degree);
        QFETCH(int, links);
        NetworkParameters p;
        p.count = 40;
        p.degree = degree;
        p.charge = 0.7;
        const Scenario s = generateNetwork(p);
        checkForForceEngine(s);
        QCOMPARE(int(s.disks.size()), 40);
        QCOMPARE(int(s.forces.links.size()), links);
        QVERIFY(connected(s));
        std::set<std::pair<int, int>> pairs;
        for (const Link& l : s.forces.links) {
            QVERIFY(l.a != l.b);
            QVERIFY2(pairs.insert({std::min(l.a, l.b), std::max(l.a, l.b)}).second, "a pair linked twice");
        }
        for (const Disk& d : s.disks)
            QCOMPARE(d.charge, 0.7);
        QCOMPARE(kinetic(s), 0.0);
        checkReproducible([&](std::uint64_t seed) { NetworkParameters q = p; q.seed = seed; return generateNetwork(q); }, true);
        checkRefused([&] { NetworkParameters q = p; q.degree = 40.0; generateNetwork(q); }, "degree");
        checkRefused([&] { NetworkParameters q = p; q.count = 1; generateNetwork(q); }, "count");
    }
};

QTEST_APPLESS_MAIN(TestForceGenerators)
#include "tst_force_generators.moc"
