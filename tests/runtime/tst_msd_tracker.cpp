// MsdTracker on constructed trajectories: a disk crossing a periodic edge keeps its distance,
// free flight gives msd = <v^2> t^2, and a random walk of known step gives D = a^2 / (2 tau).
#include "snapshot_fixtures.h"

#include "runtime/msd_tracker.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace disklab;
using namespace disklab::test;

namespace {

Scenario box(double side, Boundary boundary, int disks)
{
    Scenario s;
    s.width = s.height = side;
    s.boundary = boundary;
    for (int i = 0; i < disks; ++i) {
        Disk d;
        d.radius = 0.01;
        s.disks.push_back(d);
    }
    return s;
}

} // namespace

class TestMsdTracker : public QObject {
    Q_OBJECT
private slots:
    void crossingAPeriodicEdgeDoesNotJump();
    void ballisticMotionGivesVSquaredTSquared();
    void randomWalkGivesItsDiffusionCoefficient();
    void earlierOrEqualTimesAddNothing();
    void thinningKeepsTheWholeRunInBoundedMemory();
    void currentMsdIsEveryStateEvenUnsampled();
    void tracksExactlyTheDisksItIsGiven();
};

void TestMsdTracker::crossingAPeriodicEdgeDoesNotJump()
{
    const double side = 10.0, v = 1.0;
    const Scenario scenario = box(side, Boundary::Periodic, 1);
    MsdTracker tracker;
    tracker.start(scenario, state(0.0, {9.5}, {9.8}, {v}, {v}));
    // Across the right and top edges and round the box more than once in x.
    for (int k = 1; k <= 150; ++k) {
        const double t = 0.1 * k;
        QVERIFY(tracker.add(state(t, {wrapped(9.5 + v * t, side)}, {wrapped(9.8 + v * t, side)}, {v}, {v})));
        const double expected = 2.0 * (v * t) * (v * t);
        QVERIFY2(std::abs(tracker.samples().back().msd - expected) <= 1e-9 * expected,
                 qPrintable(QString("t %1: msd %2, expected %3").arg(t).arg(tracker.samples().back().msd).arg(expected)));
    }
}

void TestMsdTracker::ballisticMotionGivesVSquaredTSquared()
{
    // Free flights with different speeds in a large walled box: msd(t) = <v^2> t^2, and with
    // m = 1 the tracker's ballistic coefficient 2 kT / m is <v^2> too (kT = K / N in 2D).
    const int n = 50;
    const Scenario scenario = box(1e6, Boundary::Walls, n);
    std::vector<double> x0(n), y0(n), vx(n), vy(n);
    double meanSquare = 0.0;
    for (int i = 0; i < n; ++i) {
        x0[static_cast<std::size_t>(i)] = 5e5 + i;
        y0[static_cast<std::size_t>(i)] = 5e5 - i;
        vx[static_cast<std::size_t>(i)] = 0.1 * i - 2.0;
        vy[static_cast<std::size_t>(i)] = 1.5 - 0.05 * i;
        meanSquare += vx[static_cast<std::size_t>(i)] * vx[static_cast<std::size_t>(i)]
                    + vy[static_cast<std::size_t>(i)] * vy[static_cast<std::size_t>(i)];
    }
    meanSquare /= n;
    MsdTracker tracker;
    tracker.start(scenario, state(0.0, x0, y0, vx, vy));
    QVERIFY(std::abs(tracker.ballisticCoefficient() - meanSquare) <= 1e-12 * meanSquare);
    for (int k = 1; k <= 40; ++k) {
        const double t = 0.25 * k;
        std::vector<double> x(n), y(n);
        for (std::size_t i = 0; i < x.size(); ++i) {
            x[i] = x0[i] + vx[i] * t;
            y[i] = y0[i] + vy[i] * t;
        }
        tracker.add(state(t, x, y, vx, vy));
        const double expected = meanSquare * t * t;
        QVERIFY(std::abs(tracker.samples().back().msd - expected) <= 1e-9 * expected);
    }
}

void TestMsdTracker::randomWalkGivesItsDiffusionCoefficient()
{
    // Each walker steps +-a in x and, independently, +-a in y every tau, in a periodic box: the
    // msd grows by 2 a^2 per step, so D = 2 a^2 / (4 tau). Unwrapping must undo every crossing.
    const int walkers = 2000, steps = 400;
    const double a = 0.5, tau = 0.5, side = 4.0;
    const double expected = a * a / (2.0 * tau);
    const Scenario scenario = box(side, Boundary::Periodic, walkers);
    std::mt19937_64 random(20261125);
    std::bernoulli_distribution coin(0.5);
    std::vector<double> x(walkers), y(walkers);
    for (int i = 0; i < walkers; ++i) {
        x[static_cast<std::size_t>(i)] = side * (i % 50) / 50.0;
        y[static_cast<std::size_t>(i)] = side * (i / 50) / 40.0;
    }
    MsdTracker tracker;
    tracker.start(scenario, state(0.0, x, y), walkers);
    QCOMPARE(tracker.trackedCount(), std::size_t(walkers));
    for (int k = 1; k <= steps; ++k) {
        for (std::size_t i = 0; i < x.size(); ++i) {
            x[i] = wrapped(x[i] + (coin(random) ? a : -a), side);
            y[i] = wrapped(y[i] + (coin(random) ? a : -a), side);
        }
        tracker.add(state(k * tau, x, y));
    }
    // Wrapped positions are never more than side * sqrt(2) apart, so an msd beyond 2 side^2
    // can only come from unwrapping (2 a^2 steps = 200 = 12.5 side^2 is expected).
    const double finalMsd = tracker.samples().back().msd;
    QVERIFY(finalMsd > 4.0 * side * side);
    // Each walker's |r|^2 has a spread about equal to its mean, so the msd averaged over 2000
    // walkers is known to about 1/sqrt(2000) = 2.2 %; 10 % is over four standard errors.
    const double measured = tracker.diffusionCoefficient();
    QVERIFY2(std::abs(measured / expected - 1.0) < 0.10,
             qPrintable(QString("D %1, expected %2").arg(measured).arg(expected)));
    QVERIFY(std::abs(finalMsd / (4.0 * expected * steps * tau) - 1.0) < 0.10);
}

void TestMsdTracker::earlierOrEqualTimesAddNothing()
{
    const Scenario scenario = box(10.0, Boundary::Walls, 1);
    MsdTracker tracker;
    QVERIFY(!tracker.add(state(1.0, {1.0}, {1.0})));  // not started
    tracker.start(scenario, state(2.0, {1.0}, {1.0}));
    QVERIFY(!tracker.add(state(2.0, {3.0}, {1.0})));
    QVERIFY(!tracker.add(state(1.0, {3.0}, {1.0})));
    QVERIFY(tracker.add(state(3.0, {2.0}, {1.0})));
    QCOMPARE(tracker.samples().back().time, 1.0);  // since tracking started
    QCOMPARE(tracker.samples().back().msd, 1.0);
}

void TestMsdTracker::thinningKeepsTheWholeRunInBoundedMemory()
{
    // A small capacity and a small periodic box: once thinned, most states are not sampled,
    // yet each must still be unwrapped, or the disk's many crossings would be lost.
    const std::size_t capacity = 16;
    const double side = 3.0, v = 2.0;
    const Scenario scenario = box(side, Boundary::Periodic, 1);
    MsdTracker tracker(capacity);
    tracker.start(scenario, state(0.0, {0.5}, {1.0}, {v}, {0.0}));
    for (int k = 1; k <= 1000; ++k) {
        const double t = 0.01 * k;
        tracker.add(state(t, {wrapped(0.5 + v * t, side)}, {1.0}, {v}, {0.0}));
    }
    QVERIFY(tracker.samples().size() < capacity);
    QCOMPARE(tracker.samples().front().time, 0.0);
    QVERIFY(tracker.samples().back().time > 5.0);  // the late times are still there
    for (const MsdSample& s : tracker.samples())
        QVERIFY2(std::abs(s.msd - v * v * s.time * s.time) <= 1e-9 * (1.0 + s.msd),
                 qPrintable(QString("t %1: msd %2").arg(s.time).arg(s.msd)));
}

void TestMsdTracker::currentMsdIsEveryStateEvenUnsampled()
{
    // Once thinned, most states are not samples, but currentMsd() is each state's own figure.
    const double side = 3.0, v = 2.0;
    const Scenario scenario = box(side, Boundary::Periodic, 1);
    MsdTracker tracker(8);
    tracker.start(scenario, state(0.0, {0.5}, {1.0}, {v}, {0.0}));
    int unsampled = 0;
    for (int k = 1; k <= 200; ++k) {
        const double t = 0.01 * k;
        if (!tracker.add(state(t, {wrapped(0.5 + v * t, side)}, {1.0}, {v}, {0.0})))
            ++unsampled;
        QVERIFY(std::abs(tracker.currentMsd() - v * v * t * t) <= 1e-9 * v * v * t * t);
    }
    QVERIFY(unsampled > 100);
}

void TestMsdTracker::tracksExactlyTheDisksItIsGiven()
{
    // Disks 1 and 3 move by 2 and 4, the others by 10: the msd of {1, 3} is (4 + 16) / 2, and
    // the ballistic coefficient is 2 kT <1/m> over those two (kT = K / N of all four).
    Scenario scenario = box(100.0, Boundary::Walls, 4);
    scenario.disks[1].mass = 2.0;
    scenario.disks[3].mass = 4.0;
    const std::vector<double> vx{10.0, 2.0, 10.0, 4.0};
    MsdTracker tracker;
    tracker.start(scenario, state(0.0, {10.0, 20.0, 30.0, 40.0}, {50.0, 50.0, 50.0, 50.0}, vx), {1, 3});
    QCOMPARE(tracker.trackedCount(), std::size_t(2));
    const double kinetic = 0.5 * (1.0 * 100.0 + 2.0 * 4.0 + 1.0 * 100.0 + 4.0 * 16.0);
    const double expected = 2.0 * (kinetic / 4.0) * (1.0 / 2.0 + 1.0 / 4.0) / 2.0;
    QVERIFY(std::abs(tracker.ballisticCoefficient() - expected) < 1e-12);
    QVERIFY(tracker.add(state(1.0, {20.0, 22.0, 40.0, 44.0}, {50.0, 50.0, 50.0, 50.0}, vx)));
    QCOMPARE(tracker.samples().back().msd, 10.0);
    QCOMPARE(tracker.currentMsd(), 10.0);
}

QTEST_APPLESS_MAIN(TestMsdTracker)
#include "tst_msd_tracker.moc"
