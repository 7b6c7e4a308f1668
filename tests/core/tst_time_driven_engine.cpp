// The time-driven engine: the same dynamics whatever the broad phase, tunnelling caught as a
// missed collision (and not missed by the exact engine), convergence to the exact trajectory
// as dt shrinks, what the naive response does to energy, and honest bookkeeping.
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "core/observables.h"
#include "core/overlap_check.h"
#include "core/state_export.h"
#include "core/time_driven_engine.h"

#include "test_scenarios.h"

#include <QtTest>

#include <QDir>

#include <cmath>
#include <cstring>
#include <fstream>

using namespace disklab;
using disklab::test::disk;
using disklab::test::gas;

namespace {

/// An algs4 .txt file (N, then rx ry vx vy radius mass r g b per disk): unit box, walls.
Scenario algs4(const QString& name)
{
    std::ifstream in(QDir(DISKLAB_ALGS4_DIR).filePath(name).toStdString());
    int n = 0;
    in >> n;
    Scenario s;
    for (int i = 0; i < n; ++i) {
        Disk d;
        int r = 0, g = 0, b = 0;
        in >> d.x >> d.y >> d.vx >> d.vy >> d.radius >> d.mass >> r >> g >> b;
        s.disks.push_back(d);
    }
    return s;
}

struct Run {
    std::vector<CollisionRecord> log;
    Snapshot last;
    TimeDrivenStats stats;
    Totals totals;
};

Run runTimeDriven(const Scenario& s, const EngineConfig& settings, double until)
{
    TimeDrivenEngine engine(s, settings);
    Run run;
    engine.setCollisionListener([&](const CollisionRecord& r) { run.log.push_back(r); });
    engine.advanceTo(until);
    run.last = engine.snapshot();
    run.stats = engine.stats();
    run.totals = engine.totals();
    return run;
}

bool sameBits(const std::vector<double>& a, const std::vector<double>& b)
{
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0;
}

double maxDistance(const Snapshot& a, const Snapshot& b)
{
    double worst = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i)
        worst = std::max(worst, std::hypot(a.x[i] - b.x[i], a.y[i] - b.y[i]));
    return worst;
}

/// Largest position error at time `at`, averaged over `phases` positions of the step grid:
/// the time-driven engine starts from the exact state at j dt / phases. A first-order method's
/// error depends on where each contact falls between two grid points; averaging over the
/// grid's phase measures the method rather than that accident.
double phaseAveragedError(const Scenario& s, EngineConfig settings, double at, int phases)
{
    EventDrivenEngine reference(s);
    reference.advanceTo(at);
    const Snapshot exact = reference.snapshot();
    double sum = 0.0;
    for (int j = 0; j < phases; ++j) {
        const double start = settings.dt * j / phases;
        EventDrivenEngine lead(s);
        lead.advanceTo(start);
        TimeDrivenEngine engine(scenarioAt(s, lead.snapshot()), settings);
        engine.advanceTo(at - start);
        sum += maxDistance(engine.snapshot(), exact);
    }
    return sum / phases;
}

} // namespace

class TestTimeDrivenEngine : public QObject {
    Q_OBJECT
private slots:
    void identicalAcrossBroadphases_data()
    {
        QTest::addColumn<int>("response");
        QTest::addColumn<int>("setup");
        for (Response r : {Response::Naive, Response::Rollback}) {
            const QByteArray name = responseName(r);
            QTest::newRow(name + ", walls") << int(r) << 0;
            QTest::newRow(name + ", periodic") << int(r) << 1;
            QTest::newRow(name + ", gravity and a piston") << int(r) << 2;
        }
    }
    void identicalAcrossBroadphases()
    {
        QFETCH(int, response);
        QFETCH(int, setup);
        Scenario s = gas(300, 0.45, setup == 1, 7);
        if (setup == 2) {
            s.gravityY = -0.5;
            s.wall(Side::Right).velocity = -0.3;
            s.wall(Side::Right).stopTime = 2.05;  // stops inside a step
        }
        const EngineConfig base{EngineKind::TimeDriven, 0.02, Broadphase::Naive, static_cast<Response>(response)};
        const Run reference = runTimeDriven(s, base, 4.0);
        QVERIFY(reference.log.size() > 1000);
        for (Broadphase b : {Broadphase::Grid, Broadphase::Quadtree, Broadphase::Swept}) {
            EngineConfig settings = base;
            settings.broadphase = b;
            const Run run = runTimeDriven(s, settings, 4.0);
            const QByteArray what = broadphaseName(b);
            QVERIFY2(run.log.size() == reference.log.size(), what.constData());
            for (std::size_t k = 0; k < run.log.size(); ++k) {
                const CollisionRecord& u = run.log[k];
                const CollisionRecord& v = reference.log[k];
                QVERIFY2(u.time == v.time && u.kind == v.kind && u.a == v.a && u.b == v.b, what.constData());
            }
            QVERIFY2(sameBits(run.last.x, reference.last.x) && sameBits(run.last.y, reference.last.y)
                         && sameBits(run.last.vx, reference.last.vx) && sameBits(run.last.vy, reference.last.vy),
                     what.constData());
            QCOMPARE(run.stats.candidatePairs, reference.stats.candidatePairs);
            QCOMPARE(run.stats.missedCollisions, reference.stats.missedCollisions);
            QCOMPARE(run.stats.overlapsCumulative, reference.stats.overlapsCumulative);
            // Same contacts, far less work than all pairs.
            QVERIFY2(run.stats.pairTests * 5 < reference.stats.pairTests, what.constData());
        }
    }

    void tunnellingIsCountedAsMissed_data()
    {
        QTest::addColumn<int>("response");
        QTest::addColumn<int>("setup");
        for (Response r : {Response::Naive, Response::Rollback}) {
            const QByteArray name = responseName(r);
            QTest::newRow(name + ", two fast disks pass through each other") << int(r) << 0;
            QTest::newRow(name + ", a fast small disk crosses a larger one") << int(r) << 1;
        }
    }
    void tunnellingIsCountedAsMissed()
    {
        QFETCH(int, response);
        QFETCH(int, setup);
        Scenario s;
        if (setup == 0) {
            // Closing at 2 per time unit, 0.05 apart after two steps of 0.1 and 0.15 past each
            // other after three: the contact at t = 0.215 falls between two checks.
            s.disks = {disk(0.3, 0.5, 1.0, 0.0, 0.01), disk(0.75, 0.5, -1.0, 0.0, 0.01)};
        } else {
            // Moves 0.5 in one step, from one side of a disk 0.2 across to the other: the
            // contact at t = 0.051 is never seen as an overlap.
            s.disks = {disk(0.24, 0.5, 5.0, 0.0, 0.005), disk(0.6, 0.5, 0.0, 0.0, 0.1)};
        }
        const double until = setup == 0 ? 0.3 : 0.1;
        const Run run = runTimeDriven(s, {EngineKind::TimeDriven, 0.1, Broadphase::Grid, static_cast<Response>(response)}, until);
        QCOMPARE(run.totals.pairCollisions, 0ull);
        QCOMPARE(run.stats.missedCollisions, 1ull);
        QCOMPARE(run.stats.overlapsNow, 0ull);

        EventDrivenEngine exact(s);
        exact.advanceTo(until);
        QCOMPARE(exact.totals().pairCollisions, 1ull);
        // A small step sees the contact: nothing missed, the same collision resolved.
        const Run fine = runTimeDriven(s, {EngineKind::TimeDriven, 0.001, Broadphase::Grid, static_cast<Response>(response)}, until);
        QCOMPARE(fine.totals.pairCollisions, 1ull);
        QCOMPARE(fine.stats.missedCollisions, 0ull);
    }

    void convergesToTheExactTrajectory_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("collisions");
        // Compared a little after the first collisions: the break (billiards2.txt), the
        // three contacts of Newton's cradle (pendulum.txt).
        QTest::newRow("billiards2.txt") << "billiards2.txt" << 4;
        QTest::newRow("pendulum.txt") << "pendulum.txt" << 3;
    }
    void convergesToTheExactTrajectory()
    {
        QVERIFY2(QDir(DISKLAB_ALGS4_DIR).exists(), "the algs4 fixtures (tests/data/algs4) are missing");
        QFETCH(QString, file);
        QFETCH(int, collisions);
        const Scenario s = algs4(file);
        QCOMPARE(s.disks.size(), std::size_t(4));
        EventDrivenEngine exact(s);
        std::vector<double> times;
        exact.setCollisionListener([&](const CollisionRecord& r) { times.push_back(r.time); });
        exact.advanceCollisions(static_cast<std::uint64_t>(collisions) + 1);
        const double at = 0.5 * (times[collisions - 1] + times[collisions]);

        std::vector<double> naive, rollback;
        QString table;
        for (double dt : {0.08, 0.04, 0.02, 0.01}) {
            naive.push_back(phaseAveragedError(s, {EngineKind::TimeDriven, dt, Broadphase::Grid, Response::Naive}, at, 8));
            rollback.push_back(phaseAveragedError(s, {EngineKind::TimeDriven, dt, Broadphase::Grid, Response::Rollback}, at, 8));
            table += QString(" dt %1: naive %2 rollback %3;").arg(dt).arg(naive.back()).arg(rollback.back());
        }
        // Three halvings, each one closer to the exact trajectory.
        for (std::size_t k = 1; k < naive.size(); ++k)
            QVERIFY2(naive[k] < naive[k - 1], qPrintable(table));
        QVERIFY2(naive.front() > 1e-4, qPrintable(table));
        // Rollback resolves each contact at its exact time: exact to round-off at every dt
        // here, so more accurate than naive at equal dt.
        for (std::size_t k = 0; k < naive.size(); ++k) {
            QVERIFY2(rollback[k] < naive[k], qPrintable(table));
            QVERIFY2(rollback[k] < 1e-12, qPrintable(table));
        }
    }

    void naiveResponseOverlapsAndDriftsUnderGravity()
    {
        // A dense gas settling on the floor, stepped coarsely.
        Scenario s = gas(400, 0.6, false, 4);
        s.gravityY = -1.0;
        EventDrivenEngine exact(s);
        const Snapshot first = exact.snapshot();
        const Totals firstTotals = exact.totals();
        exact.advanceTo(5.0);
        const double exactDrift = relativeEnergyDrift(s, first, firstTotals, exact.snapshot(), exact.totals());
        QVERIFY2(std::abs(exactDrift) < 1e-12, qPrintable(QString::number(exactDrift)));

        TimeDrivenEngine naive(s, {EngineKind::TimeDriven, 0.05, Broadphase::Grid, Response::Naive});
        naive.advanceTo(5.0);
        const TimeDrivenStats stats = naive.stats();
        QVERIFY(stats.overlapsNow > 0);
        QVERIFY(stats.overlapsCumulative > 1000);
        QVERIFY(stats.maxOverlapEver > 0.1);
        QVERIFY(stats.missedCollisions > 0);
        // Clamping disks back above the floor lifts them: energy grows step after step.
        QVERIFY2(stats.energyDrift > 1e-3, qPrintable(QString::number(stats.energyDrift)));
        // The engine's own figure is the one the comparison reports from snapshots.
        const double reported = relativeEnergyDrift(s, first, firstTotals, naive.snapshot(), naive.totals());
        QVERIFY(std::abs(reported - stats.energyDrift) < 1e-12);
        QVERIFY(stats.momentumDrift < 1e-12);
        QVERIFY(naive.totals().collisions < exact.totals().collisions);

        // Rollback meets the floor at the exact time: the drift stays at round-off.
        TimeDrivenEngine rollback(s, {EngineKind::TimeDriven, 0.05, Broadphase::Grid, Response::Rollback});
        rollback.advanceTo(5.0);
        QVERIFY2(std::abs(rollback.stats().energyDrift) < 1e-12, qPrintable(QString::number(rollback.stats().energyDrift)));
    }

    void naiveResponseConservesEnergyWithoutGravity()
    {
        // The shared elastic kernel is exact even at overlapping positions, and clamping only
        // moves disks: without gravity the naive stepper's energy error is round-off, while
        // its overlaps and lost collisions are not.
        const Scenario s = gas(400, 0.6, true, 4);
        TimeDrivenEngine naive(s, {EngineKind::TimeDriven, 0.05, Broadphase::Grid, Response::Naive});
        naive.advanceTo(5.0);
        const TimeDrivenStats stats = naive.stats();
        QVERIFY(stats.overlapsNow > 0 && stats.missedCollisions > 0);
        QVERIFY2(std::abs(stats.energyDrift) < 1e-12, qPrintable(QString::number(stats.energyDrift)));
        QVERIFY(stats.momentumDrift < 1e-12);
    }

    void statsAgreeWithIndependentChecks_data()
    {
        QTest::addColumn<int>("response");
        QTest::newRow("naive") << int(Response::Naive);
        QTest::newRow("rollback") << int(Response::Rollback);
    }
    void statsAgreeWithIndependentChecks()
    {
        QFETCH(int, response);
        const Scenario s = gas(300, 0.55, false, 9);
        TimeDrivenEngine engine(s, {EngineKind::TimeDriven, 0.04, Broadphase::Quadtree, static_cast<Response>(response)});
        std::uint64_t heard = 0;
        engine.setCollisionListener([&](const CollisionRecord&) { ++heard; });
        for (int k = 1; k <= 40; ++k) {
            engine.advanceTo(0.1 * k);
            const Snapshot snap = engine.snapshot();
            const OverlapReport overlaps = measureOverlaps(s, snap.x, snap.y);
            const TimeDrivenStats stats = engine.stats();
            QCOMPARE(stats.overlapsNow, overlaps.overlappingPairs);
            QCOMPARE(stats.maxOverlapNow, overlaps.maxOverlap);
            // Walls: the clamp (naive) or the exact reflection (rollback) keeps everyone inside.
            for (std::size_t i = 0; i < snap.size(); ++i) {
                const double r = s.disks[i].radius * (1.0 - 1e-9);
                QVERIFY(snap.x[i] >= r && snap.x[i] <= s.width - r && snap.y[i] >= r && snap.y[i] <= s.height - r);
            }
        }
        const Totals totals = engine.totals();
        QCOMPARE(heard, totals.collisions);
        QCOMPARE(totals.events, totals.collisions);
        QCOMPARE(totals.pairCollisions + totals.wallCollisions, totals.collisions);
        // 100 steps of 0.04 to t = 4, and a partial one to each odd tenth on the way.
        QCOMPARE(engine.stats().steps, 120ull);
        QVERIFY(totals.wallCollisions > 0);
    }

    void advanceToEndsExactlyAtTheRequestedTime()
    {
        const Scenario s = gas(100, 0.3, false);
        TimeDrivenEngine engine(s, {EngineKind::TimeDriven, 0.1, Broadphase::Grid, Response::Naive});
        engine.advanceTo(0.3);
        QCOMPARE(engine.time(), 0.3);
        QCOMPARE(engine.stats().steps, 3ull);
        engine.advanceTo(0.45);  // one whole step, then half of one
        QCOMPARE(engine.time(), 0.45);
        QCOMPARE(engine.stats().steps, 5ull);
        QCOMPARE(engine.stats().lastStepDuration, 0.45 - 0.4);
        engine.advanceTo(0.5);  // the rest of that step: the grid stays at multiples of dt
        QCOMPARE(engine.stats().steps, 6ull);
        QCOMPARE(engine.snapshot().time, 0.5);

        // Chunks that end on the grid take the very steps one call takes.
        TimeDrivenEngine whole(s, {EngineKind::TimeDriven, 0.01, Broadphase::Grid, Response::Rollback});
        TimeDrivenEngine chunked(s, {EngineKind::TimeDriven, 0.01, Broadphase::Grid, Response::Rollback});
        whole.advanceTo(3.0);
        for (int k = 1; k <= 30; ++k)
            chunked.advanceTo(0.1 * k);
        const Snapshot a = whole.snapshot(), b = chunked.snapshot();
        QVERIFY(sameBits(a.x, b.x) && sameBits(a.vy, b.vy));
        QCOMPARE(whole.stats().steps, chunked.stats().steps);
    }

    void pistonDoesWorkAndKeepsDisksInside_data()
    {
        QTest::addColumn<int>("response");
        QTest::newRow("naive") << int(Response::Naive);
        QTest::newRow("rollback") << int(Response::Rollback);
    }
    void pistonDoesWorkAndKeepsDisksInside()
    {
        QFETCH(int, response);
        Scenario s = gas(200, 0.2, false, 5);
        s.wall(Side::Right).velocity = -0.4;
        s.wall(Side::Right).stopTime = 0.4 * s.width / 0.4 + 0.013;  // stops inside a step
        TimeDrivenEngine engine(s, {EngineKind::TimeDriven, 0.02, Broadphase::Swept, static_cast<Response>(response)});
        const double k0 = kineticEnergy(s, engine.snapshot());
        while (engine.time() < 1.5 * s.wall(Side::Right).stopTime) {
            engine.advanceTo(engine.time() + 0.1);
            const Snapshot snap = engine.snapshot();
            for (std::size_t i = 0; i < snap.size(); ++i)
                QVERIFY(snap.x[i] <= snap.wallPositions[int(Side::Right)] - s.disks[i].radius * (1.0 - 1e-9));
        }
        const double gained = kineticEnergy(s, engine.snapshot()) - k0;
        QVERIFY(gained > 0.01 * k0);
        // Every wall reflection books 2 m u (u - v_n): the energy gained is that work exactly.
        QVERIFY2(std::abs(engine.stats().energyDrift) < 1e-12, qPrintable(QString::number(engine.stats().energyDrift)));
        QVERIFY(std::abs(gained - engine.totals().wallWork) < 1e-12 * k0);
    }

    void rollbackBouncesLikeTheExactEngine()
    {
        // A ball dropped under gravity: rollback hits the floor at the exact times; naive
        // reaches the floor late, is lifted back and gains energy on every bounce.
        Scenario s;
        s.width = 1.0, s.height = 2.0, s.gravityY = -9.81;
        s.disks = {disk(0.5, 1.1, 0.0, 0.0, 0.1)};
        std::vector<double> exact, rolled;
        EventDrivenEngine reference(s);
        reference.setCollisionListener([&](const CollisionRecord& r) { exact.push_back(r.time); });
        reference.advanceTo(10.0);
        TimeDrivenEngine rollback(s, {EngineKind::TimeDriven, 0.013, Broadphase::Grid, Response::Rollback});
        rollback.setCollisionListener([&](const CollisionRecord& r) { rolled.push_back(r.time); });
        rollback.advanceTo(10.0);
        QCOMPARE(rolled.size(), exact.size());
        for (std::size_t k = 0; k < exact.size(); ++k)
            QVERIFY(std::abs(rolled[k] - exact[k]) < 1e-9);
        QVERIFY(std::abs(rollback.stats().energyDrift) < 1e-12);

        TimeDrivenEngine naive(s, {EngineKind::TimeDriven, 0.013, Broadphase::Grid, Response::Naive});
        naive.advanceTo(10.0);
        QVERIFY(naive.stats().energyDrift > 1e-3);
    }

    void periodicBoxWrapsAndConservesMomentum()
    {
        Scenario s = gas(300, 0.4, true, 12);
        for (Disk& d : s.disks)
            d.vx += 0.7;  // a net drift carries every disk across the edges
        for (Response r : {Response::Naive, Response::Rollback}) {
            TimeDrivenEngine engine(s, {EngineKind::TimeDriven, 0.02, Broadphase::Grid, r});
            engine.advanceTo(30.0);
            const Snapshot snap = engine.snapshot();
            for (std::size_t i = 0; i < snap.size(); ++i)
                QVERIFY(snap.x[i] >= 0.0 && snap.x[i] < s.width && snap.y[i] >= 0.0 && snap.y[i] < s.height);
            QVERIFY(engine.stats().momentumDrift < 1e-12);
            QVERIFY(std::abs(engine.stats().energyDrift) < 1e-12);
            QVERIFY(engine.totals().virial > 0.0);
        }
    }

    void pressureComesFromWallsAndVirial()
    {
        // Same gas, both engines: the time-driven pressure is measured the same way (wall
        // impulse with walls, collision virial when periodic) and lands near the exact one.
        for (bool periodic : {false, true}) {
            const Scenario s = gas(400, 0.3, periodic, 13);
            EventDrivenEngine exact(s);
            exact.advanceTo(20.0);
            TimeDrivenEngine stepped(s, {EngineKind::TimeDriven, 0.005, Broadphase::Grid, Response::Rollback});
            stepped.advanceTo(20.0);
            const WindowFigures a = measureWindow(s, Totals{}, exact.totals());
            const WindowFigures b = measureWindow(s, Totals{}, stepped.totals());
            QVERIFY(a.pressure > 0.0);
            QVERIFY2(std::abs(b.pressure / a.pressure - 1.0) < 0.05,
                     qPrintable(QString("%1 vs %2").arg(b.pressure).arg(a.pressure)));
            QVERIFY(std::abs(b.temperature / a.temperature - 1.0) < 1e-9);
        }
    }

    void advanceCollisionsStopsAfterEnough()
    {
        const Scenario s = gas(200, 0.4, false, 14);
        TimeDrivenEngine engine(s, {EngineKind::TimeDriven, 0.01, Broadphase::Grid, Response::Naive});
        QVERIFY(engine.advanceCollisions(500));
        QVERIFY(engine.totals().collisions >= 500);
        // Whole steps only, and no more of them than needed.
        const double steps = std::round(engine.time() / 0.01);
        QCOMPARE(engine.time(), steps * 0.01);
        TimeDrivenEngine shorter(s, {EngineKind::TimeDriven, 0.01, Broadphase::Grid, Response::Naive});
        shorter.advanceTo((steps - 1.0) * 0.01);
        QVERIFY(shorter.totals().collisions < 500);

        Scenario still;
        still.disks = {disk(0.5, 0.5, 0.0, 0.0, 0.1)};
        TimeDrivenEngine idle(still, {EngineKind::TimeDriven, 0.01, Broadphase::Grid, Response::Naive});
        QVERIFY(!idle.advanceCollisions(1));
    }

    void sameInputGivesBitIdenticalOutput()
    {
        Scenario s = gas(300, 0.5, false, 15);  // walls: a periodic box takes no gravity
        s.gravityX = 0.1;
        const EngineConfig settings{EngineKind::TimeDriven, 0.03, Broadphase::Quadtree, Response::Rollback};
        const Run a = runTimeDriven(s, settings, 5.0);
        const Run b = runTimeDriven(s, settings, 5.0);
        QCOMPARE(a.log.size(), b.log.size());
        QVERIFY(sameBits(a.last.x, b.last.x) && sameBits(a.last.y, b.last.y) && sameBits(a.last.vx, b.last.vx));
    }

    void rejectsABadStep()
    {
        const Scenario s = gas(20, 0.2, false);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TimeDrivenEngine(s, {EngineKind::TimeDriven, 0.0, Broadphase::Grid, Response::Naive}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 TimeDrivenEngine(s, {EngineKind::TimeDriven, std::nan(""), Broadphase::Grid, Response::Naive}));
    }
};

QTEST_APPLESS_MAIN(TestTimeDrivenEngine)
#include "tst_time_driven_engine.moc"
