// The exact engine: agreement with a naive reference, conservation laws to round-off,
// no overlaps, determinism, moving walls, gravity, and the awkward contacts of real files.
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "core/observables.h"
#include "core/overlap_check.h"
#include "core/random.h"
#include "reference_simulation.h"

#include "test_scenarios.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace disklab;
using disklab::test::disk;
using disklab::test::gas;

namespace {

std::vector<CollisionRecord> engineCollisions(const Scenario& s, int count)
{
    EventDrivenEngine engine(s);
    std::vector<CollisionRecord> log;
    engine.setCollisionListener([&](const CollisionRecord& r) { log.push_back(r); });
    engine.advanceCollisions(static_cast<std::uint64_t>(count));
    return log;
}

/// Smallest (distance / contact distance) over all pairs, by brute force.
double closestApproach(const Scenario& s, const Snapshot& snap)
{
    double worst = std::numeric_limits<double>::infinity();
    const bool periodic = s.boundary == Boundary::Periodic;
    for (std::size_t i = 0; i < snap.size(); ++i) {
        for (std::size_t j = i + 1; j < snap.size(); ++j) {
            double dx = snap.x[j] - snap.x[i], dy = snap.y[j] - snap.y[i];
            if (periodic) {
                dx -= s.width * std::round(dx / s.width);
                dy -= s.height * std::round(dy / s.height);
            }
            worst = std::min(worst, std::hypot(dx, dy) / (s.disks[i].radius + s.disks[j].radius));
        }
    }
    return worst;
}

} // namespace

class TestEventDrivenEngine : public QObject {
    Q_OBJECT
private slots:
    void agreesWithNaiveReference_data()
    {
        QTest::addColumn<bool>("periodic");
        QTest::addColumn<double>("packing");
        QTest::addColumn<bool>("lists");
        QTest::newRow("walls 0.2") << false << 0.2 << false;
        QTest::newRow("walls 0.5") << false << 0.5 << false;
        QTest::newRow("periodic 0.3") << true << 0.3 << false;
        QTest::newRow("periodic 0.5") << true << 0.5 << false;
        QTest::newRow("periodic 0.6, small cells") << true << 0.6 << false;
        QTest::newRow("periodic 0.65, neighbour lists") << true << 0.65 << true;
        QTest::newRow("walls 0.7, neighbour lists") << false << 0.7 << true;
        QTest::newRow("periodic 0.7, neighbour lists") << true << 0.7 << true;
    }
    void agreesWithNaiveReference()
    {
        QFETCH(bool, periodic);
        QFETCH(double, packing);
        QFETCH(bool, lists);
        const Scenario s = gas(80, packing, periodic);
        QCOMPARE(EventDrivenEngine(s).usesNeighbourLists(), lists);
        // Chaos amplifies round-off; beyond a few hundred collisions the logs may part.
        agreeWithReference(s, 400);
    }

    void crowdedCellsAgreeWithNaiveReference()
    {
        // One large disk sets the cell size, so each cell holds many small disks: cells
        // overflow their first slots and grow while the run goes on.
        Scenario s;
        s.width = s.height = 1.0;
        s.disks.push_back(test::disk(0.5, 0.5, 0.05, -0.02, 0.12, 20.0));
        Random random(5);
        while (s.disks.size() < 120) {
            const Disk d = test::disk(0.02 + 0.96 * random.uniform(), 0.02 + 0.96 * random.uniform(),
                                      random.normal(), random.normal(), 0.012);
            const bool clear = std::all_of(s.disks.begin(), s.disks.end(), [&](const Disk& o) {
                return std::hypot(o.x - d.x, o.y - d.y) > 1.05 * (o.radius + d.radius);
            });
            if (clear)
                s.disks.push_back(d);
        }
        agreeWithReference(s, 200);  // round-off parts the two after about 270 collisions here
    }

    void mixedSizesOnNeighbourListsAgreeWithNaiveReference()
    {
        // A dense triangular lattice of two sizes (packing 0.74) with random velocities: the
        // skin is set by the larger disks, and the lists hold pairs of every combination.
        Scenario s;
        s.boundary = Boundary::Periodic;
        const int columns = 10, rows = 12;
        const double spacing = 1.05, rowHeight = spacing * std::sqrt(3.0) / 2.0;
        s.width = columns * spacing;
        s.height = rows * rowHeight;
        Random random(21);
        for (int row = 0; row < rows; ++row) {
            for (int column = 0; column < columns; ++column) {
                const double x = (column + 0.5 * (row % 2) + 0.25) * spacing;
                s.disks.push_back(test::disk(x, (row + 0.5) * rowHeight, random.normal(), random.normal(),
                                             random.uniform() < 0.5 ? 0.5 : 0.45, random.uniform() < 0.5 ? 1.0 : 0.8));
            }
        }
        QVERIFY(EventDrivenEngine(s).usesNeighbourLists());
        agreeWithReference(s, 300);
    }

    void conservesEnergyOverAMillionCollisions()
    {
        const Scenario s = gas(1000, 0.5, true);
        EventDrivenEngine engine(s);
        const Snapshot first = engine.snapshot();
        const Totals firstTotals = engine.totals();
        const double e0 = kineticEnergy(s, first);
        engine.advanceCollisions(1'000'000);
        const double e1 = kineticEnergy(s, engine.snapshot());
        QVERIFY2(std::abs(e1 - e0) <= 1e-12 * e0, qPrintable(QString::number((e1 - e0) / e0)));
        QCOMPARE(engine.totals().collisions - firstTotals.collisions, 1'000'000ull);
    }

    void neverOverlaps_data()
    {
        QTest::addColumn<bool>("periodic");
        QTest::addColumn<double>("packing");
        QTest::newRow("walls 0.5") << false << 0.5;
        QTest::newRow("walls 0.6, small cells") << false << 0.6;
        QTest::newRow("walls 0.65, neighbour lists") << false << 0.65;
        QTest::newRow("walls 0.72, neighbour lists") << false << 0.72;
        QTest::newRow("periodic 0.7, neighbour lists") << true << 0.7;
        QTest::newRow("periodic 0.1") << true << 0.1;
    }
    void neverOverlaps()
    {
        QFETCH(bool, periodic);
        QFETCH(double, packing);
        const Scenario s = gas(400, packing, periodic);
        EventDrivenEngine engine(s);
        QCOMPARE(engine.usesNeighbourLists(), packing > 0.62);
        for (int instant = 0; instant < 200; ++instant) {
            engine.advanceCollisions(97);
            const Snapshot snap = engine.snapshot();
            const double closest = closestApproach(s, snap);
            QVERIFY2(closest >= 1.0 - 1e-10, qPrintable(QString("instant %1: %2").arg(instant).arg(closest, 0, 'g', 17)));
            if (!periodic) {
                for (std::size_t i = 0; i < snap.size(); ++i) {
                    const double r = s.disks[i].radius * (1.0 - 1e-10);
                    QVERIFY(snap.x[i] >= r && snap.x[i] <= s.width - r);
                    QVERIFY(snap.y[i] >= r && snap.y[i] <= s.height - r);
                }
            }
        }
    }

    void conservesMomentumInPeriodicBox()
    {
        Scenario s = gas(500, 0.4, true);
        // Give the box a net drift, so conservation of a non-zero momentum is tested.
        for (Disk& d : s.disks)
            d.vx += 0.3;
        EventDrivenEngine engine(s);
        const auto p0 = totalMomentum(s, engine.snapshot());
        double scale = 0.0;
        for (const Disk& d : s.disks)
            scale += d.mass * std::hypot(d.vx, d.vy);
        engine.advanceCollisions(300'000);
        const auto p1 = totalMomentum(s, engine.snapshot());
        QVERIFY(std::abs(p1[0] - p0[0]) <= 1e-10 * scale);
        QVERIFY(std::abs(p1[1] - p0[1]) <= 1e-10 * scale);
    }

    void sameInputGivesBitIdenticalOutput()
    {
        const Scenario s = gas(300, 0.45, false, 11);
        auto run = [&] {
            EventDrivenEngine engine(s);
            std::vector<CollisionRecord> log;
            engine.setCollisionListener([&](const CollisionRecord& r) { log.push_back(r); });
            engine.advanceTo(40.0);
            return std::make_pair(engine.snapshot(), log);
        };
        const auto [a, logA] = run();
        const auto [b, logB] = run();
        QVERIFY(!logA.empty());
        QCOMPARE(logA.size(), logB.size());
        for (std::size_t k = 0; k < logA.size(); ++k) {
            QVERIFY(std::memcmp(&logA[k].time, &logB[k].time, sizeof(double)) == 0);
            QVERIFY(logA[k].kind == logB[k].kind && logA[k].a == logB[k].a && logA[k].b == logB[k].b);
        }
        for (const auto& [u, v] : {std::pair(&a.x, &b.x), std::pair(&a.y, &b.y), std::pair(&a.vx, &b.vx), std::pair(&a.vy, &b.vy)})
            QVERIFY(std::memcmp(u->data(), v->data(), u->size() * sizeof(double)) == 0);
    }

    void movingWallWorkEqualsEnergyGained_data()
    {
        QTest::addColumn<double>("velocity");
        QTest::newRow("compression") << -0.4;
        QTest::newRow("expansion") << 0.4;
    }
    void movingWallWorkEqualsEnergyGained()
    {
        QFETCH(double, velocity);
        Scenario s = gas(300, 0.2, false, 5);
        s.wall(Side::Right).velocity = velocity;
        s.wall(Side::Right).stopTime = 0.4 * s.width / std::abs(velocity);  // moves 40 % of the width, then stops
        s.wall(Side::Top).velocity = -0.5 * velocity;
        s.wall(Side::Top).stopTime = 0.3 * s.height / std::abs(velocity);
        EventDrivenEngine engine(s);
        // The engine books 2 m u (u - v_n) per wall hit; the kinetic energy measured from
        // snapshots must have grown by exactly that.
        const Snapshot first = engine.snapshot();
        const double k0 = kineticEnergy(s, first);
        const double end = 1.5 * std::max(s.wall(Side::Right).stopTime, s.wall(Side::Top).stopTime);
        double kPrevious = k0;
        int wallHits = 0;
        engine.setCollisionListener([&](const CollisionRecord& r) {
            if (r.kind == CollisionRecord::Kind::Wall && (r.b == int(Side::Right) || r.b == int(Side::Top)))
                ++wallHits;
        });
        while (engine.time() < end) {
            engine.advanceTo(engine.time() + 0.05);
            const Snapshot snap = engine.snapshot();
            // The moving walls never let a disk out.
            for (std::size_t i = 0; i < snap.size(); ++i) {
                QVERIFY(snap.x[i] <= snap.wallPositions[int(Side::Right)] - s.disks[i].radius * (1.0 - 1e-9));
                QVERIFY(snap.y[i] <= snap.wallPositions[int(Side::Top)] - s.disks[i].radius * (1.0 - 1e-9));
            }
            kPrevious = kineticEnergy(s, snap);
        }
        const double gained = kPrevious - k0;
        const double formulaWork = engine.totals().wallWork;
        QVERIFY(wallHits > 100);
        QVERIFY(std::abs(gained) > 0.01 * k0);  // the walls really did work
        QVERIFY2(std::abs(gained - formulaWork) <= 1e-12 * k0,
                 qPrintable(QString("gained %1 work %2").arg(gained, 0, 'g', 17).arg(formulaWork, 0, 'g', 17)));
        QVERIFY(velocity < 0 ? gained > 0 : gained < 0);
    }

    void ballBouncesUnderGravity()
    {
        // Dropped from a centre height of 1.1 onto a floor, radius 0.1: hits at sqrt(2 h / g)
        // and then every 2 sqrt(2 h / g), forever at the same height.
        Scenario s;
        s.width = 1.0, s.height = 2.0, s.gravityY = -9.81;
        s.disks = {disk(0.5, 1.1, 0.0, 0.0, 0.1)};
        EventDrivenEngine engine(s);
        std::vector<double> hits;
        engine.setCollisionListener([&](const CollisionRecord& r) {
            QCOMPARE(r.b, int(Side::Bottom));
            hits.push_back(r.time);
        });
        engine.advanceCollisions(50);
        const double fall = std::sqrt(2.0 * 1.0 / 9.81);
        QCOMPARE(hits.size(), std::size_t(50));
        for (std::size_t k = 0; k < hits.size(); ++k)
            QVERIFY(std::abs(hits[k] - fall * (1.0 + 2.0 * double(k))) < 1e-12 * hits[k]);
    }

    void gasUnderGravityConservesEnergy()
    {
        Scenario s = gas(300, 0.3, false, 8);
        s.gravityY = -0.05;
        s.gravityX = 0.01;
        EventDrivenEngine engine(s);
        const Snapshot a = engine.snapshot();
        const Totals ta = engine.totals();
        engine.advanceCollisions(200'000);
        const Snapshot b = engine.snapshot();
        const double drift = relativeEnergyDrift(s, a, ta, b, engine.totals());
        QVERIFY2(std::abs(drift) < 1e-12, qPrintable(QString::number(drift)));
        QVERIFY(std::abs(kineticEnergy(s, b) - kineticEnergy(s, a)) > 1e-6);  // gravity did change K
    }

    void periodicGravityKeepsEnergyBookkeeping()
    {
        // Falling through a periodic box forever: re-wrapping moves disks by one box height,
        // and the books must carry the potential energy that move represents.
        Scenario s = gas(300, 0.3, true, 9);
        s.gravityY = -0.02;
        EventDrivenEngine engine(s);
        const Snapshot a = engine.snapshot();
        const Totals ta = engine.totals();
        engine.advanceCollisions(50'000);
        const Snapshot b = engine.snapshot();
        const Totals tb = engine.totals();
        QVERIFY(tb.wrapPotential != 0.0);
        const double e0 = kineticEnergy(s, a) + potentialEnergy(s, a) - ta.wrapPotential;
        const double e1 = kineticEnergy(s, b) + potentialEnergy(s, b) - tb.wrapPotential;
        // Relative to the kinetic energy now: the fall keeps feeding it.
        const double drift = (e1 - e0) / kineticEnergy(s, b);
        QVERIFY2(std::abs(drift) < 1e-12, qPrintable(QString::number(drift)));
    }

    void newtonsCradleTransfersMomentumInOrder()
    {
        // As pendulum.txt: a striker and three disks 1e-4 apart; each contact is a separate,
        // exactly ordered collision and the last disk leaves with the striker's velocity.
        Scenario s;
        s.disks = {disk(.1, .3, .01, 0, .05), disk(.45, .3, 0, 0, .05), disk(.5501, .3, 0, 0, .05), disk(.6502, .3, 0, 0, .05)};
        const auto log = engineCollisions(s, 3);
        QCOMPARE(log.size(), std::size_t(3));
        const double first = (0.45 - 0.1 - 0.1) / 0.01;
        const std::pair<int, int> pairs[] = {{0, 1}, {1, 2}, {2, 3}};
        for (int k = 0; k < 3; ++k) {
            QCOMPARE(log[k].kind, CollisionRecord::Kind::Pair);
            QCOMPARE(std::make_pair(log[k].a, log[k].b), pairs[k]);
            QVERIFY(std::abs(log[k].time - (first + k * 0.0001 / 0.01)) < 1e-9);
        }
        EventDrivenEngine engine(s);
        engine.advanceCollisions(3);
        const Snapshot snap = engine.snapshot();
        QCOMPARE(snap.vx[3], 0.01);
        QCOMPARE(snap.vx[0], 0.0);
    }

    void exactCornerHitReflectsBothComponents()
    {
        Scenario s;
        s.disks = {disk(0.5, 0.5, 0.25, 0.25, 0.1)};
        const auto log = engineCollisions(s, 2);
        QCOMPARE(log.size(), std::size_t(2));
        QCOMPARE(log[0].time, log[1].time);
        QCOMPARE(log[0].time, 1.6);
        QVERIFY(log[0].b != log[1].b);
        EventDrivenEngine engine(s);
        engine.advanceTo(2.0);
        const Snapshot snap = engine.snapshot();
        QCOMPARE(snap.vx[0], -0.25);
        QCOMPARE(snap.vy[0], -0.25);
    }

    void extremeMassRatioConservesEnergy()
    {
        // As the algs4 diffusion files: heavy (1e5) partition disks among light (1e-3) ones.
        Scenario s = gas(200, 0.3, false, 21);
        for (std::size_t i = 0; i < s.disks.size(); i += 10)
            s.disks[i].mass = 1e5;
        EventDrivenEngine engine(s);
        const double e0 = kineticEnergy(s, engine.snapshot());
        engine.advanceCollisions(200'000);
        const double e1 = kineticEnergy(s, engine.snapshot());
        QVERIFY2(std::abs(e1 - e0) <= 1e-12 * e0, qPrintable(QString::number((e1 - e0) / e0)));
    }

    void overlappingStartSeparates()
    {
        // Some legacy files start with overlapping disks: an approaching overlapping pair
        // collides at once and then separates.
        Scenario s;
        s.disks = {disk(0.45, 0.5, 0.1, 0, 0.1), disk(0.55, 0.5, -0.1, 0, 0.1)};
        EventDrivenEngine engine(s);
        engine.advanceTo(5.0);
        const Snapshot snap = engine.snapshot();
        QVERIFY(snap.vx[0] < 0 || engine.totals().collisions > 1);
        QCOMPARE(engine.totals().pairCollisions, 1ull);
    }

    void reportsDisksInFileOrder()
    {
        // Large systems are stored in cell order internally; logs and snapshots must still
        // speak of the scenario's order. The same gas with its disks listed backwards must
        // give the same collisions, translated.
        const Scenario s = gas(6000, 0.5, true, 13);
        Scenario reversed = s;
        std::reverse(reversed.disks.begin(), reversed.disks.end());
        const int count = 300;
        const auto forward = engineCollisions(s, count);
        const auto backward = engineCollisions(reversed, count);
        const int last = static_cast<int>(s.disks.size()) - 1;
        for (int k = 0; k < count; ++k) {
            const auto& a = forward[static_cast<std::size_t>(k)];
            const auto& b = backward[static_cast<std::size_t>(k)];
            QCOMPARE(std::make_pair(a.a, a.b), std::make_pair(last - b.b, last - b.a));
            QVERIFY(std::abs(a.time - b.time) <= 1e-9 * a.time);
        }
        EventDrivenEngine one(s), other(reversed);
        one.advanceTo(2.0);
        other.advanceTo(2.0);
        const Snapshot x = one.snapshot(), y = other.snapshot();
        for (int i = 0; i <= last; ++i)
            QVERIFY(std::abs(x.x[i] - y.x[last - i]) < 1e-9 && std::abs(x.vy[i] - y.vy[last - i]) < 1e-9);
    }

    void staysExactAcrossMemoryReordering_data()
    {
        QTest::addColumn<int>("disks");
        QTest::addColumn<double>("packing");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<int>("collisionsPerRound");
        QTest::newRow("5000 disks") << 5000 << 0.5 << 8 << 100'000;
        // Large enough that the engine also fetches neighbourhoods ahead of their predictions.
        QTest::newRow("40000 disks") << 40000 << 0.6 << 4 << 1'000'000;
        // Dense: every re-sorting also makes all neighbour lists anew.
        QTest::newRow("5000 disks, neighbour lists") << 5000 << 0.7 << 8 << 100'000;
        QTest::newRow("40000 disks, neighbour lists") << 40000 << 0.7 << 4 << 1'000'000;
    }
    void staysExactAcrossMemoryReordering()
    {
        // Runs long enough for the periodic re-sorting of large systems to happen repeatedly.
        QFETCH(int, disks);
        QFETCH(double, packing);
        QFETCH(int, rounds);
        QFETCH(int, collisionsPerRound);
        const Scenario s = gas(disks, packing, true, 17);
        EventDrivenEngine engine(s);
        QCOMPARE(engine.usesNeighbourLists(), packing > 0.65);
        const double e0 = kineticEnergy(s, engine.snapshot());
        const auto p0 = totalMomentum(s, engine.snapshot());
        for (int round = 0; round < rounds; ++round) {
            engine.advanceCollisions(static_cast<std::uint64_t>(collisionsPerRound));
            const Snapshot snap = engine.snapshot();
            const OverlapReport overlaps = measureOverlaps(s, snap.x, snap.y);
            QCOMPARE(overlaps.overlappingPairs, 0ull);
            QVERIFY(std::abs(kineticEnergy(s, snap) - e0) <= 1e-12 * e0);
            const auto p = totalMomentum(s, snap);
            QVERIFY(std::abs(p[0] - p0[0]) < 1e-9 && std::abs(p[1] - p0[1]) < 1e-9);
        }
        QVERIFY(engine.totals().events > 50ull * static_cast<std::uint64_t>(disks) * 2);  // re-sorted twice
    }

    void advanceToStopsAtTheRequestedTime()
    {
        const Scenario s = gas(100, 0.3, false);
        EventDrivenEngine engine(s);
        double last = 0.0;
        engine.setCollisionListener([&](const CollisionRecord& r) {
            QVERIFY(r.time >= last);
            last = r.time;
        });
        engine.advanceTo(3.25);
        QCOMPARE(engine.time(), 3.25);
        QVERIFY(last <= 3.25);
        QCOMPARE(engine.snapshot().time, 3.25);
    }

private:
    /// The engine's first `count` collisions are the naive reference's: same disks or wall,
    /// times equal to 1e-9 relative.
    static void agreeWithReference(const Scenario& s, int count)
    {
        const auto expected = test::referenceCollisions(s, count);
        const auto actual = engineCollisions(s, count);
        QCOMPARE(actual.size(), expected.size());
        for (int k = 0; k < count; ++k) {
            const auto& a = actual[static_cast<std::size_t>(k)];
            const auto& e = expected[static_cast<std::size_t>(k)];
            const QByteArray where = QByteArray("collision ") + QByteArray::number(k);
            QVERIFY2(a.kind == e.kind && a.a == e.a && a.b == e.b, where.constData());
            QVERIFY2(std::abs(a.time - e.time) <= 1e-9 * e.time, where.constData());
        }
    }
};

QTEST_APPLESS_MAIN(TestEventDrivenEngine)
#include "tst_event_driven_engine.moc"
