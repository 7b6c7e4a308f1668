// The force engine stays second order where users run it: with hard contacts. Velocity Verlet
// alone is second order only between contacts; these scenes hit walls and one another many
// times in a run, and their energy error must still fall 4x (within 10 %) each time dt halves:
// a charged gas in a walled box, opposite charges bound in pairs that bounce off each other,
// and a chain of springs falling onto the floor. The same scenes, run out and back with every
// velocity reversed, retrace their steps: the scheme is time-reversible with contacts too. The
// scenes are conservative, so the engine takes its variational contact step; each is run with
// the drift lead too (ContactScheme::DriftLead), which scenes with damping, thermal or moving
// walls take, and which must keep the same order and reversibility.
#include "core/force_engine.h"
#include "core/scenario_validation.h"

#include <QTest>

#include <algorithm>
#include <utility>

#include <cmath>
#include <cstdio>
#include <functional>
#include <numbers>

using namespace disklab;

Q_DECLARE_METATYPE(disklab::Scenario)
Q_DECLARE_METATYPE(disklab::ContactScheme)

namespace {

Disk disk(double x, double y, double vx, double vy, double charge = 0.0)
{
    Disk d;
    d.x = x, d.y = y, d.vx = vx, d.vy = vy, d.radius = 0.5, d.mass = 1.0, d.charge = charge;
    return d;
}

Scenario forceScenario(double width, double height, double dt)
{
    Scenario s;
    s.width = width, s.height = height;
    s.engine.kind = EngineKind::Force;
    s.engine.forceMethod = ForceMethod::Direct;
    s.engine.response = Response::Rollback;
    s.engine.dt = dt;
    return s;
}

/// 16 disks, charges +1 and -1 alternating, on a 4 x 4 grid in a 10 x 10 walled box, each
/// moving at speed 1 in its own direction: they hit the walls and one another, and opposite
/// charges attract.
Scenario chargedGas(double dt, int variant)
{
    Scenario s = forceScenario(10.0, 10.0, dt);
    for (int k = 0; k < 16; ++k) {
        const double angle = 2.0 * std::numbers::pi * std::fmod(0.618034 * (k + 1) + 0.1 * variant, 1.0);
        s.disks.push_back(disk(1.5 + 2.3 * (k % 4), 1.5 + 2.3 * (k / 4), std::cos(angle), std::sin(angle),
                               (k + k / 4) % 2 == 0 ? 1.0 : -1.0));
    }
    return s;
}

/// Four pairs of opposite charges, each on an orbit whose closest approach is well inside a
/// diameter: every time round they bounce off each other, at about 1.7 relative speed.
Scenario boundPairs(double dt, int variant)
{
    Scenario s = forceScenario(24.0, 24.0, dt);
    const double v = 0.15 + 0.01 * variant, d = 1.5 + 0.05 * variant;
    for (int k = 0; k < 4; ++k) {
        const double x = 6.0 + 12.0 * (k % 2), y = 6.0 + 12.0 * (k / 2);
        if (k % 2 == 0)
            s.disks.insert(s.disks.end(), {disk(x, y, 0.0, v, 1.0), disk(x + d, y, 0.0, -v, -1.0)});
        else
            s.disks.insert(s.disks.end(), {disk(x, y, -v, 0.0, 1.0), disk(x, y + d, v, 0.0, -1.0)});
    }
    return s;
}

/// A chain of five disks on springs (k = 40, rest length 1.5), released at rest 3 above the
/// floor under gravity 1: it falls, hits the floor, bounces and compresses.
Scenario fallingChain(double dt, int variant)
{
    Scenario s = forceScenario(8.0, 14.0, dt);
    s.gravityY = -1.0;
    for (int k = 0; k < 5; ++k)
        s.disks.push_back(disk(4.0, 3.5 + 0.1 * variant + 1.5 * k, 0.0, 0.0));
    for (int k = 0; k < 4; ++k)
        s.forces.links.push_back({k, k + 1, 40.0, 1.5});
    return s;
}

const char* schemeName(ContactScheme scheme)
{
    return scheme == ContactScheme::Automatic ? "variational step" : "drift lead";
}

struct EnergyError {
    double perInterval = 0.0;  ///< root mean square of the energy's change over an interval
    std::uint64_t collisions = 0;
    VariationalContactStep::Counters steps;  ///< summed over the runs
};

/// The energy error of runs to `until` from `variants` starts: the root mean square, over every
/// interval of 0.02 and every start, of the change of K + U over the interval. A contact's
/// error depends on where in its step it falls, which changes at random with dt; over
/// thousands of contacts that averages out, while the error accumulated since t = 0, a random
/// walk of them, would need far more runs to settle.
EnergyError energyError(const std::function<Scenario(double, int)>& make, double dt, double until, int variants,
                        ContactScheme scheme)
{
    const double interval = 0.02;
    const int intervals = static_cast<int>(std::round(until / interval));
    double sum = 0.0;
    std::uint64_t collisions = 0;
    VariationalContactStep::Counters steps;
    for (int v = 0; v < variants; ++v) {
        const Scenario s = make(dt, v);
        ForceEngine engine(s, s.engine, scheme);
        double before = engine.totalEnergy();
        for (int k = 1; k <= intervals; ++k) {
            engine.advanceTo(interval * k);
            const double now = engine.totalEnergy();
            sum += (now - before) * (now - before);
            before = now;
        }
        collisions += engine.totals().collisions;
        steps += engine.variationalCounters();
    }
    return {std::sqrt(sum / (intervals * variants)), collisions, steps};
}

/// Halvings of dt the order is checked over: three, and two in an instrumented build (the suite
/// runs many times slower there, and the finest step costs as much as the others together).
int halvingsChecked() { return qEnvironmentVariableIsSet("DISKLAB_SANITIZED") ? 2 : 3; }

/// From dt down to dt/8 (dt/4 instrumented), the error must fall 4x (3.6x to 4.4x) at each
/// halving, over runs with at least `fewestCollisions` contacts.
void checkSecondOrder(const std::function<Scenario(double, int)>& make, double dt, double until, int variants,
                      std::uint64_t fewestCollisions, ContactScheme scheme)
{
    const Scenario scene = make(dt, 0);
    QVERIFY(validateScenario(scene).empty());
    QCOMPARE(ForceEngine(scene, scene.engine, scheme).isVariational(), scheme == ContactScheme::Automatic);
    double previous = 0.0;
    for (int halvings = 0; halvings <= halvingsChecked(); ++halvings) {
        const double step = dt / std::pow(2.0, halvings);
        const EnergyError e = energyError(make, step, until, variants, scheme);
        std::printf("%s, dt %.6g: energy error per interval %.4g over %llu contacts\n", schemeName(scheme), step,
                    e.perInterval, static_cast<unsigned long long>(e.collisions));
        const auto count = [](std::uint64_t k) { return static_cast<unsigned long long>(k); };
        if (scheme == ContactScheme::Automatic)
            std::printf("  steps %llu, with contacts %llu, with several %llu; contacts without an energy root %llu, "
                    "cuts not matched %llu, steps over the cut limit %llu; disks in the sets %llu\n",
                    count(e.steps.steps), count(e.steps.stepsWithContacts), count(e.steps.stepsWithSeveralContacts),
                    count(e.steps.contactsWithoutEnergyRoot), count(e.steps.cutsNotMatched),
                    count(e.steps.stepsOverCutLimit), count(e.steps.setDisks));
        QVERIFY2(e.collisions >= fewestCollisions, qPrintable(QString::number(e.collisions)));
        if (halvings > 0) {
            const double ratio = previous / e.perInterval;
            QVERIFY2(ratio > 3.6 && ratio < 4.4, qPrintable(QString("dt %1: ratio %2").arg(step).arg(ratio)));
        }
        previous = e.perInterval;
    }
}

/// Runs `s` to `until`, reverses every velocity, runs as long again, and gives how far the
/// farthest disk ends from where it started and how many contacts the way out had: a
/// time-reversible scheme retraces its steps to round-off.
std::pair<double, std::uint64_t> reversalError(const Scenario& s, double until, ContactScheme scheme)
{
    ForceEngine out(s, s.engine, scheme);
    out.advanceTo(until);
    const Snapshot there = out.snapshot();
    Scenario back = s;
    for (std::size_t i = 0; i < back.disks.size(); ++i) {
        back.disks[i].x = there.x[i], back.disks[i].y = there.y[i];
        back.disks[i].vx = -there.vx[i], back.disks[i].vy = -there.vy[i];
    }
    ForceEngine returning(back, back.engine, scheme);
    returning.advanceTo(until);
    const Snapshot home = returning.snapshot();
    double farthest = 0.0;
    for (std::size_t i = 0; i < s.disks.size(); ++i)
        farthest = std::max(farthest, std::hypot(home.x[i] - s.disks[i].x, home.y[i] - s.disks[i].y));
    return {farthest, out.totals().collisions};
}

} // namespace

class TstForceEngineContacts : public QObject {
    Q_OBJECT
private slots:
    void chargedGasInAWalledBox_data() { schemes(); }
    void chargedGasInAWalledBox()
    {
        QFETCH(ContactScheme, scheme);
        checkSecondOrder(chargedGas, 0.01, 40.0, 8, 2000, scheme);
    }
    void boundPairsThatTouch_data() { schemes(); }
    void boundPairsThatTouch()
    {
        QFETCH(ContactScheme, scheme);
        checkSecondOrder(boundPairs, 0.01, 160.0, 8, 1800, scheme);
    }
    void springChainHittingTheFloor_data() { schemes(); }
    void springChainHittingTheFloor()
    {
        QFETCH(ContactScheme, scheme);
        checkSecondOrder(fallingChain, 0.0025, 40.0, 32, 3000, scheme);
    }

    void stepsWithContactsRetraceWhenReversed_data()
    {
        QTest::addColumn<Scenario>("scene");
        QTest::addColumn<double>("until");
        QTest::addColumn<ContactScheme>("scheme");
        for (ContactScheme scheme : {ContactScheme::Automatic, ContactScheme::DriftLead}) {
            const QByteArray name = schemeName(scheme);
            QTest::newRow(name + ": charged gas in a walled box") << chargedGas(0.01, 0) << 2.0 << scheme;
            QTest::newRow(name + ": bound pairs that touch") << boundPairs(0.01, 0) << 8.0 << scheme;
            QTest::newRow(name + ": spring chain hitting the floor") << fallingChain(0.0025, 0) << 3.0 << scheme;
        }
    }
    void stepsWithContactsRetraceWhenReversed()
    {
        QFETCH(Scenario, scene);
        QFETCH(double, until);
        QFETCH(ContactScheme, scheme);
        const auto [farthest, contacts] = reversalError(scene, until, scheme);
        std::printf("%s: back to the start within %.3g after %llu contacts\n", schemeName(scheme), farthest,
                    static_cast<unsigned long long>(contacts));
        QVERIFY2(contacts >= 4, qPrintable(QString::number(contacts)));
        QVERIFY2(farthest < 1e-9, qPrintable(QString::number(farthest)));
    }

private:
    static void schemes()
    {
        QTest::addColumn<ContactScheme>("scheme");
        QTest::newRow("variational step") << ContactScheme::Automatic;
        QTest::newRow("drift lead") << ContactScheme::DriftLead;
    }
};

QTEST_APPLESS_MAIN(TstForceEngineContacts)

#include "tst_force_engine_contacts.moc"
