// Interior walls in both engines: hand-solved bounces off faces and endpoints (a quartic one
// under gravity), agreement with a brute-force reference, partitions that open on time, a
// tilted floor that keeps K + U, and long gas runs in which nothing ever gets through a wall.
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "core/incline_generator.h"
#include "core/observables.h"
#include "core/overlap_check.h"
#include "core/scenario_validation.h"
#include "core/segment_kernels.h"
#include "core/time_driven_engine.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace disklab;

namespace {

constexpr double kG = 9.81;

Disk disk(double x, double y, double vx, double vy, double radius = 0.5, double mass = 1.0)
{
    Disk d;
    d.x = x, d.y = y, d.vx = vx, d.vy = vy, d.radius = radius, d.mass = mass;
    return d;
}

Scenario box(double width, double height, std::vector<Disk> disks, std::vector<SegmentWall> segments)
{
    Scenario s;
    s.width = width;
    s.height = height;
    s.disks = std::move(disks);
    s.segments = std::move(segments);
    return s;
}

/// A melted walled gas with the given interior walls; disks closer than 1.01 radii to a wall
/// are taken out, so the start is valid.
Scenario gasWithWalls(int count, double packing, std::vector<SegmentWall> segments, std::uint64_t seed)
{
    GasParameters p;
    p.count = count;
    p.packing = packing;
    p.seed = seed;
    Scenario s = generateGas(p);
    for (SegmentWall& w : segments) {
        w.x0 *= s.width, w.x1 *= s.width;
        w.y0 *= s.height, w.y1 *= s.height;
    }
    std::vector<Disk> kept;
    for (const Disk& d : s.disks) {
        bool clear = true;
        for (const SegmentWall& w : segments)
            clear = clear && kernels::segmentDistance(kernels::segmentGeometry(w.x0, w.y0, w.x1, w.y1), d.x, d.y) > 1.01 * d.radius;
        if (clear)
            kept.push_back(d);
    }
    s.disks = std::move(kept);
    s.segments = std::move(segments);
    return s;
}

struct Logged {
    std::vector<CollisionRecord> records;
    void attach(Engine& engine)
    {
        engine.setCollisionListener([this](const CollisionRecord& r) { records.push_back(r); });
    }
};

/// Total energy K + U of a snapshot.
double energy(const Scenario& s, const Snapshot& snap) { return kineticEnergy(s, snap) + potentialEnergy(s, snap); }

/// The first `count` collisions of a scenario without gravity, by brute force: every disk
/// against every disk, box wall, segment face and segment endpoint, all disks moved at every
/// step. Written from the geometry, independently of the engines and their kernels.
std::vector<CollisionRecord> referenceCollisions(const Scenario& scenario, int count)
{
    std::vector<Disk> d = scenario.disks;
    const double never = std::numeric_limits<double>::infinity();
    const int n = static_cast<int>(d.size());
    std::vector<CollisionRecord> log;
    double now = 0.0;
    // How the next event changes velocities: the unit normal it reflects along (walls and
    // segments), or the pair.
    while (static_cast<int>(log.size()) < count) {
        double best = never, nx = 0.0, ny = 0.0;
        CollisionRecord next;
        for (int i = 0; i < n; ++i) {
            const Disk& a = d[i];
            auto offer = [&](double t, CollisionRecord::Kind kind, int b, double ux, double uy) {
                if (t >= 0.0 && t < best)
                    best = t, next = {0.0, kind, i, b}, nx = ux, ny = uy;
            };
            offer(a.vx < 0 ? (a.radius - a.x) / a.vx : never, CollisionRecord::Kind::Wall, 0, 1, 0);
            offer(a.vx > 0 ? (scenario.width - a.radius - a.x) / a.vx : never, CollisionRecord::Kind::Wall, 1, -1, 0);
            offer(a.vy < 0 ? (a.radius - a.y) / a.vy : never, CollisionRecord::Kind::Wall, 2, 0, 1);
            offer(a.vy > 0 ? (scenario.height - a.radius - a.y) / a.vy : never, CollisionRecord::Kind::Wall, 3, 0, -1);
            for (std::size_t k = 0; k < scenario.segments.size(); ++k) {
                const SegmentWall& w = scenario.segments[k];
                const int b = kFirstSegmentWall + static_cast<int>(k);
                const double length = std::hypot(w.x1 - w.x0, w.y1 - w.y0);
                const double tx = (w.x1 - w.x0) / length, ty = (w.y1 - w.y0) / length;
                // Face: the signed distance to the line falls to r while the foot is on the segment.
                const double s0 = (a.x - w.x0) * -ty + (a.y - w.y0) * tx;
                const double sv = a.vx * -ty + a.vy * tx;
                if (s0 * sv < 0.0 && std::abs(s0) >= a.radius) {
                    const double t = (std::abs(s0) - a.radius) / std::abs(sv);
                    const double along = (a.x + a.vx * t - w.x0) * tx + (a.y + a.vy * t - w.y0) * ty;
                    const double side = s0 > 0 ? 1.0 : -1.0;
                    if (along >= 0.0 && along <= length)
                        offer(t, CollisionRecord::Kind::Wall, b, -ty * side, tx * side);
                }
                // Ends: |p + v t - e| = r, entering.
                for (auto [ex, ey] : {std::pair{w.x0, w.y0}, std::pair{w.x1, w.y1}}) {
                    const double px = a.x - ex, py = a.y - ey;
                    const double bq = px * a.vx + py * a.vy, aq = a.vx * a.vx + a.vy * a.vy;
                    const double disc = bq * bq - aq * (px * px + py * py - a.radius * a.radius);
                    if (bq >= 0.0 || disc < 0.0)
                        continue;
                    const double t = (-bq - std::sqrt(disc)) / aq;
                    const double cx = px + a.vx * t, cy = py + a.vy * t, norm = std::hypot(cx, cy);
                    offer(t, CollisionRecord::Kind::Wall, b, cx / norm, cy / norm);
                }
            }
            for (int j = i + 1; j < n; ++j) {
                const double dx = d[j].x - a.x, dy = d[j].y - a.y;
                const double dvx = d[j].vx - a.vx, dvy = d[j].vy - a.vy;
                const double bq = dx * dvx + dy * dvy, aq = dvx * dvx + dvy * dvy;
                const double sigma = a.radius + d[j].radius;
                const double disc = bq * bq - aq * (dx * dx + dy * dy - sigma * sigma);
                if (bq < 0.0 && disc >= 0.0)
                    offer((-bq - std::sqrt(disc)) / aq, CollisionRecord::Kind::Pair, j, 0, 0);
            }
        }
        if (best == never)
            break;
        for (Disk& disk : d)
            disk.x += disk.vx * best, disk.y += disk.vy * best;
        now += best;
        next.time = now;
        Disk& p = d[next.a];
        if (next.kind == CollisionRecord::Kind::Wall) {
            const double vn = p.vx * nx + p.vy * ny;
            p.vx -= 2.0 * vn * nx, p.vy -= 2.0 * vn * ny;
        } else {
            Disk& q = d[next.b];
            const double dx = q.x - p.x, dy = q.y - p.y, sigma = std::hypot(dx, dy);
            const double b = dx * (q.vx - p.vx) + dy * (q.vy - p.vy);
            const double impulse = 2.0 * p.mass * q.mass * b / (sigma * (p.mass + q.mass));
            p.vx += impulse * dx / sigma / p.mass, p.vy += impulse * dy / sigma / p.mass;
            q.vx -= impulse * dx / sigma / q.mass, q.vy -= impulse * dy / sigma / q.mass;
        }
        log.push_back(next);
    }
    return log;
}

/// The closed walls of the crossing tests: one at a third of the width, top to bottom, and one
/// at half the height from it to the right wall. Which of the three regions (x, y) is in.
int regionOf(const Scenario& s, double x, double y)
{
    if (x < s.segments[0].x0)
        return 0;
    return y < s.segments[1].y0 ? 1 : 2;
}

/// Runs `collisions` collisions in `checks` chunks; after each, every disk must be in the
/// region it started in, no closer than r (1 - 1e-9) to any interior wall, and overlap no disk.
void checkNothingCrosses(const Scenario& s, std::uint64_t collisions, int checks)
{
    QVERIFY2(validateScenario(s).empty(), "the starting state is valid");
    EventDrivenEngine engine(s);
    std::vector<int> regions;
    for (const Disk& d : s.disks)
        regions.push_back(regionOf(s, d.x, d.y));
    std::vector<kernels::SegmentGeometry> geometry;
    for (const SegmentWall& w : s.segments)
        geometry.push_back(kernels::segmentGeometry(w.x0, w.y0, w.x1, w.y1));
    const double energy0 = energy(s, engine.snapshot());
    double closest = std::numeric_limits<double>::infinity();
    for (int check = 0; check < checks; ++check) {
        QVERIFY(engine.advanceCollisions(collisions / static_cast<std::uint64_t>(checks)));
        const Snapshot snap = engine.snapshot();
        for (std::size_t i = 0; i < snap.size(); ++i) {
            QVERIFY2(regionOf(s, snap.x[i], snap.y[i]) == regions[i],
                     qPrintable(QString("disk %1 got through a partition by t = %2").arg(i).arg(snap.time)));
            for (const kernels::SegmentGeometry& g : geometry)
                closest = std::min(closest, kernels::segmentDistance(g, snap.x[i], snap.y[i]) / s.disks[i].radius);
        }
        QCOMPARE(measureOverlaps(s, snap.x, snap.y).overlappingPairs, std::uint64_t(0));
    }
    QVERIFY2(closest >= 1.0 - 1e-9, qPrintable(QString("a disk came within %1 radii of a wall").arg(closest, 0, 'g', 17)));
    const double drift = std::abs(energy(s, engine.snapshot()) - energy0) / std::abs(energy0);
    QVERIFY2(drift < 1e-10, qPrintable(QString("energy drift %1").arg(drift)));
    const Totals totals = engine.totals();
    qInfo("%zu disks, %llu collisions, %llu with walls, t = %g, closest approach to a wall %.12g radii, energy drift %.2g",
          s.disks.size(), static_cast<unsigned long long>(totals.collisions),
          static_cast<unsigned long long>(totals.wallCollisions), totals.time, closest, drift);
}

} // namespace

class TestSegmentWalls : public QObject {
    Q_OBJECT
private slots:
    void faceAndEndpointBounces()
    {
        // Segment (10, 2)-(10, 8). One disk flies at its face, one along its line at its end,
        // one at 45 degrees into the face.
        Scenario s = box(20.0, 10.0,
                         {disk(4.0, 5.0, 2.0, 0.0), disk(10.0, 9.3, 0.0, -0.4), disk(13.0, 3.0, -1.0, 1.0)},
                         {{10.0, 2.0, 10.0, 8.0}});
        EventDrivenEngine engine(s);
        Logged log;
        log.attach(engine);
        engine.advanceCollisions(3);
        QCOMPARE(int(log.records.size()), 3);
        // The end (10, 8) is met by the second disk when 9.3 - 0.4 t - 8 = 0.5.
        QCOMPARE(log.records[0].a, 1);
        QCOMPARE(log.records[0].b, kFirstSegmentWall);
        QVERIFY(std::abs(log.records[0].time - 2.0) < 1e-14);
        // The face, at x = 10.5 for the third disk: t = 2.5; at x = 9.5 for the first: 2.75.
        QCOMPARE(log.records[1].a, 2);
        QVERIFY(std::abs(log.records[1].time - 2.5) < 1e-14);
        QCOMPARE(log.records[2].a, 0);
        QVERIFY(std::abs(log.records[2].time - 2.75) < 1e-14);
        const Snapshot snap = engine.snapshot();
        QCOMPARE(snap.vx[0], -2.0);  // straight back
        QCOMPARE(snap.vy[1], 0.4);   // straight back up off the end
        QCOMPARE(snap.vx[2], 1.0);   // normal component reversed,
        QCOMPARE(snap.vy[2], 1.0);   // tangential kept
    }
    void diskOnASpikeUnderGravity()
    {
        // Dropped from rest 0.3 beside the tip (0, 0) of a vertical spike: the quartic endpoint
        // contact, when 0.09 + (3 - g t^2 / 2)^2 = 0.25.
        Scenario s = box(10.0, 10.0, {disk(5.3, 8.0, 0.0, 0.0)}, {{5.0, 1.0, 5.0, 5.0, std::numeric_limits<double>::infinity(), "spike"}});
        s.gravityY = -kG;
        EventDrivenEngine engine(s);
        Logged log;
        log.attach(engine);
        const double e0 = energy(s, engine.snapshot());
        engine.advanceCollisions(1);
        const double t = std::sqrt(2.0 * 2.6 / kG);
        QCOMPARE(log.records.size(), std::size_t(1));
        QVERIFY(std::abs(log.records[0].time - t) < 1e-13);
        // Reflected about the normal from the tip to the centre, (0.3, 0.4) / 0.5.
        const double v = -kG * t;
        const double vn = 0.8 * v;  // v . n for n = (0.6, 0.8)
        const Snapshot snap = engine.snapshot();
        QVERIFY(std::abs(snap.vx[0] - (-2.0 * vn * 0.6)) < 1e-12);
        QVERIFY(std::abs(snap.vy[0] - (v - 2.0 * vn * 0.8)) < 1e-12);
        engine.advanceCollisions(200);
        QVERIFY(std::abs(energy(s, engine.snapshot()) - e0) < 1e-12 * std::abs(e0));
    }
    void agreesWithBruteForceReference_data()
    {
        QTest::addColumn<std::uint64_t>("seed");
        QTest::newRow("seed 3") << std::uint64_t(3);
        QTest::newRow("seed 4") << std::uint64_t(4);
    }
    void agreesWithBruteForceReference()
    {
        QFETCH(std::uint64_t, seed);
        // A partition with a slit, a diagonal, a short free-standing wall, a V.
        const Scenario s = gasWithWalls(120, 0.2,
                                        {{0.5, 0.0, 0.5, 0.4}, {0.5, 0.6, 0.5, 1.0}, {0.1, 0.2, 0.35, 0.7},
                                         {0.7, 0.15, 0.85, 0.2}, {0.65, 0.8, 0.75, 0.6}, {0.75, 0.6, 0.9, 0.85}},
                                        seed);
        const std::vector<CollisionRecord> expected = referenceCollisions(s, 500);
        EventDrivenEngine engine(s);
        Logged log;
        log.attach(engine);
        engine.advanceCollisions(500);
        QCOMPARE(log.records.size(), expected.size());
        int segmentHits = 0;
        for (std::size_t k = 0; k < expected.size(); ++k) {
            const CollisionRecord& e = expected[k];
            const CollisionRecord& r = log.records[k];
            QVERIFY2(r.kind == e.kind && r.a == e.a && r.b == e.b,
                     qPrintable(QString("collision %1: engine %2-%3, reference %4-%5").arg(k).arg(r.a).arg(r.b).arg(e.a).arg(e.b)));
            QVERIFY2(std::abs(r.time - e.time) <= 1e-9 * e.time, qPrintable(QString("collision %1 time").arg(k)));
            segmentHits += r.kind == CollisionRecord::Kind::Wall && r.b >= kFirstSegmentWall;
        }
        QVERIFY2(segmentHits > 20, "the interior walls are hit");
    }
    void removablePartitionOpensAtItsTime()
    {
        // Free expansion: a gas in the left half, the partition gone at t = 5.
        Scenario s = gasWithWalls(300, 0.3, {{0.5, 0.0, 0.5, 1.0, 5.0, "partition"}}, 9);
        std::vector<Disk> left;
        for (const Disk& d : s.disks)
            if (d.x < 0.5 * s.width)
                left.push_back(d);
        s.disks = left;
        const double middle = 0.5 * s.width;
        for (const bool timeDriven : {false, true}) {
            std::unique_ptr<Engine> engine;
            if (timeDriven)
                engine = std::make_unique<TimeDrivenEngine>(s, EngineConfig{EngineKind::TimeDriven, 0.01, Broadphase::Grid, Response::Rollback});
            else
                engine = std::make_unique<EventDrivenEngine>(s);
            Logged log;
            log.attach(*engine);
            for (double t = 0.25; t <= 4.75; t += 0.25) {
                engine->advanceTo(t);
                const Snapshot snap = engine->snapshot();
                for (std::size_t i = 0; i < snap.size(); ++i)
                    QVERIFY2(snap.x[i] <= middle - s.disks[i].radius * (1 - 1e-9), "nobody is through before it opens");
            }
            engine->advanceTo(4.999);
            int lastHit = -1;
            for (std::size_t k = 0; k < log.records.size(); ++k)
                if (log.records[k].kind == CollisionRecord::Kind::Wall && log.records[k].b == kFirstSegmentWall)
                    lastHit = static_cast<int>(k);
            QVERIFY2(lastHit >= 0, "the partition was hit while it stood");
            engine->advanceTo(60.0);
            for (const CollisionRecord& r : log.records)
                QVERIFY2(!(r.b == kFirstSegmentWall && r.kind == CollisionRecord::Kind::Wall && r.time > 5.0),
                         "no hits on the partition once it is gone");
            // After many crossings of the box the gas fills it: binomial 50 % +- 3 sigma.
            const Snapshot snap = engine->snapshot();
            const auto right = std::count_if(snap.x.begin(), snap.x.end(), [&](double x) { return x > middle; });
            const double n = static_cast<double>(snap.size()), sigma = std::sqrt(n) / 2.0;
            QVERIFY2(std::abs(static_cast<double>(right) - n / 2.0) < 3.0 * sigma,
                     qPrintable(QString("%1 of %2 disks in the right half").arg(right).arg(n)));
        }
    }
    void nothingCrossesAWall()
    {
        // A closed partition at a third of the width, another closing off the top right; a
        // diagonal, a V and a short wall inside the regions. 10^6 collisions.
        const Scenario s = gasWithWalls(1500, 0.35,
                                        {{1.0 / 3.0, 0.0, 1.0 / 3.0, 1.0}, {1.0 / 3.0, 0.5, 1.0, 0.5},
                                         {0.05, 0.1, 0.28, 0.85}, {0.5, 0.9, 0.65, 0.62}, {0.65, 0.62, 0.8, 0.9},
                                         {0.55, 0.25, 0.9, 0.2}},
                                        21);
        checkNothingCrosses(s, 1'000'000, 200);
    }
    void nothingCrossesAWallUnderGravity()
    {
        // The same walls with gravity at an angle, so flights bend and endpoint times are quartics.
        Scenario s = gasWithWalls(1500, 0.35,
                                  {{1.0 / 3.0, 0.0, 1.0 / 3.0, 1.0}, {1.0 / 3.0, 0.5, 1.0, 0.5}, {0.05, 0.1, 0.28, 0.85},
                                   {0.5, 0.9, 0.65, 0.62}, {0.65, 0.62, 0.8, 0.9}, {0.55, 0.25, 0.9, 0.2}},
                                  22);
        s.gravityX = 0.01;
        s.gravityY = -0.04;
        checkNothingCrosses(s, 300'000, 60);
    }
    void tiltedFloorKeepsEnergy()
    {
        InclineParameters p;
        p.count = 20;
        p.temperature = 0.5;
        const Scenario s = generateIncline(p);
        EventDrivenEngine engine(s);
        const SegmentWall& w = s.segments[0];
        const auto floor = kernels::segmentGeometry(w.x0, w.y0, w.x1, w.y1);
        const double e0 = energy(s, engine.snapshot());
        for (int chunk = 0; chunk < 100; ++chunk) {
            QVERIFY(engine.advanceCollisions(1000));
            const Snapshot snap = engine.snapshot();
            for (std::size_t i = 0; i < snap.size(); ++i) {
                // Above the floor: on its upper side and at least a radius from it.
                const double side = (snap.x[i] - w.x0) * (w.y1 - w.y0) - (snap.y[i] - w.y0) * (w.x1 - w.x0);
                QVERIFY2(side < 0.0 && kernels::segmentDistance(floor, snap.x[i], snap.y[i]) >= 0.5 * (1 - 1e-9),
                         qPrintable(QString("disk %1 under the floor at t = %2").arg(i).arg(snap.time)));
            }
        }
        const double drift = std::abs(energy(s, engine.snapshot()) - e0) / std::abs(e0);
        qInfo("10^5 collisions on a tilted floor: relative energy drift %.3g", drift);
        QVERIFY(drift < 1e-10);
        QCOMPARE(measureOverlaps(s, engine.snapshot().x, engine.snapshot().y).overlappingPairs, std::uint64_t(0));
    }
    void bouncingDownASlope()
    {
        // A disk dropped from rest a height h (along the normal) above a floor tilted by theta:
        // it falls for sqrt(2 (h - r) / g_n), g_n = g cos theta, and then, the normal speed
        // being kept, bounces every 2 sqrt(2 g_n (h - r)) / g_n while sliding down.
        const double theta = 25.0 * M_PI / 180.0, g = 2.0, h = 1.7, r = 0.5;
        const double length = 60.0;
        const double x1 = length * std::cos(theta), y0 = length * std::sin(theta);
        const double fx = 5.0 * std::cos(theta), fy = y0 - 5.0 * std::sin(theta);  // a point on the floor
        Scenario s = box(x1, y0 + 10.0, {disk(fx + h * std::sin(theta), fy + h * std::cos(theta), 0.0, 0.0)},
                         {{0.0, y0, x1, 0.0, std::numeric_limits<double>::infinity(), "floor"}});
        s.gravityY = -g;
        EventDrivenEngine engine(s);
        Logged log;
        log.attach(engine);
        // Four bounces, before it reaches the lower end (after about 11 time units).
        engine.advanceCollisions(4);
        const double gn = g * std::cos(theta);
        const double first = std::sqrt(2.0 * (h - r) / gn), period = 2.0 * first;
        QCOMPARE(log.records.size(), std::size_t(4));
        for (std::size_t k = 0; k < log.records.size(); ++k) {
            QCOMPARE(log.records[k].b, kFirstSegmentWall);
            QVERIFY2(std::abs(log.records[k].time - (first + static_cast<double>(k) * period)) < 1e-11,
                     qPrintable(QString("bounce %1 at %2").arg(k).arg(log.records[k].time, 0, 'g', 17)));
        }
    }
    void timeDrivenBouncesAndTunnels()
    {
        // A disk flying at a wall's face at speed 1, contact at t = 1.55 (x = 9.5).
        const Scenario s = box(20.0, 10.0, {disk(7.95, 5.0, 1.0, 0.0)}, {{10.0, 2.0, 10.0, 8.0}});
        TimeDrivenEngine rollback(s, {EngineKind::TimeDriven, 0.1, Broadphase::Grid, Response::Rollback});
        Logged rolled;
        rolled.attach(rollback);
        rollback.advanceTo(2.0);
        QCOMPARE(rolled.records.size(), std::size_t(1));
        QVERIFY(std::abs(rolled.records[0].time - 1.55) < 1e-12);
        QVERIFY(std::abs(rollback.snapshot().x[0] - 9.05) < 1e-12);  // bounced at 1.55, back 0.45 by t = 2
        TimeDrivenEngine naive(s, {EngineKind::TimeDriven, 0.4, Broadphase::Grid, Response::Naive});
        Logged pushed;
        pushed.attach(naive);
        naive.advanceTo(2.0);
        QCOMPARE(pushed.records.size(), std::size_t(1));
        QVERIFY(std::abs(pushed.records[0].time - 1.6) < 1e-12);  // seen at the end of the step, overlapping
        QCOMPARE(naive.snapshot().vx[0], -1.0);
        QVERIFY(std::abs(naive.snapshot().x[0] - 9.5 + 0.4) < 1e-12);  // put back against it at 1.6, then 0.4 back

        // Fast enough to cross the thin wall within one step: the stepper never sees it, the
        // disk tunnels through and the bookkeeping counts a missed collision.
        const Scenario fast = box(20.0, 10.0, {disk(8.0, 5.0, 30.0, 0.0)}, {{10.0, 2.0, 10.0, 8.0}});
        for (const Response response : {Response::Naive, Response::Rollback}) {
            TimeDrivenEngine stepper(fast, {EngineKind::TimeDriven, 0.1, Broadphase::Grid, response});
            stepper.advanceTo(0.1);
            QCOMPARE(stepper.stats().missedCollisions, std::uint64_t(1));
            QCOMPARE(stepper.stats().missedSegmentCollisions, std::uint64_t(1));
            QVERIFY(stepper.snapshot().x[0] > 10.0);
        }
        EventDrivenEngine exact(fast);
        exact.advanceTo(0.1);
        QVERIFY(exact.snapshot().x[0] < 10.0);
    }
};

QTEST_APPLESS_MAIN(TestSegmentWalls)
#include "tst_segment_walls.moc"
