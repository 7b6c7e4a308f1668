// PeriodicUnwrapper on constructed motions: crossings in both directions and round the box,
// a walled box that never wraps, and the step bound longestUnwrapStep against its definition
// (no disk faster than the lightest with all the kinetic energy crosses a quarter of the box).
#include "snapshot_fixtures.h"

#include "runtime/periodic_unwrapper.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace disklab;
using namespace disklab::test;

namespace {

Scenario box(double width, double height, Boundary boundary, std::vector<double> masses)
{
    Scenario s;
    s.width = width;
    s.height = height;
    s.boundary = boundary;
    for (double m : masses) {
        Disk d;
        d.radius = 0.01;
        d.mass = m;
        s.disks.push_back(d);
    }
    return s;
}

} // namespace

class TestPeriodicUnwrapper : public QObject {
    Q_OBJECT
private slots:
    void crossingsInBothDirectionsAndRoundTheBox()
    {
        // Disk 0 goes right and up, disk 1 left, each more than twice round a 4 x 3 box.
        const double w = 4.0, h = 3.0;
        const Scenario s = box(w, h, Boundary::Periodic, {1.0, 1.0});
        const double x0[] = {3.9, 0.1}, y0[] = {2.9, 1.5}, vx[] = {1.3, -1.7}, vy[] = {0.9, 0.0};
        PeriodicUnwrapper unwrapper(s, state(0.0, {x0[0], x0[1]}, {y0[0], y0[1]}), {0, 1});
        for (int k = 1; k <= 100; ++k) {
            const double t = 0.1 * k;
            unwrapper.follow(state(t, {wrapped(x0[0] + vx[0] * t, w), wrapped(x0[1] + vx[1] * t, w)},
                                   {wrapped(y0[0] + vy[0] * t, h), wrapped(y0[1] + vy[1] * t, h)}));
            for (std::size_t i = 0; i < 2; ++i) {
                QVERIFY(std::abs(unwrapper.x()[i] - (x0[i] + vx[i] * t)) < 1e-9);
                QVERIFY(std::abs(unwrapper.y()[i] - (y0[i] + vy[i] * t)) < 1e-9);
            }
        }
        QVERIFY(unwrapper.x()[1] < -2.0 * w);  // really went round
    }

    void followsOnlyTheDisksItWasGiven()
    {
        const Scenario s = box(10.0, 10.0, Boundary::Periodic, {1.0, 1.0, 1.0});
        PeriodicUnwrapper unwrapper(s, state(0.0, {1.0, 2.0, 3.0}, {5.0, 5.0, 5.0}), {2, 0});
        QCOMPARE(unwrapper.disks(), (std::vector<std::int32_t>{2, 0}));
        unwrapper.follow(state(1.0, {0.5, 2.0, 3.5}, {5.0, 5.0, 5.0}));
        QCOMPARE(unwrapper.x(), (std::vector<double>{3.5, 0.5}));
    }

    void aWalledBoxNeverWraps()
    {
        // A jump of more than half the box is taken as it is: there is no image to prefer.
        const Scenario s = box(10.0, 10.0, Boundary::Walls, {1.0});
        PeriodicUnwrapper unwrapper(s, state(0.0, {1.0}, {1.0}), {0});
        unwrapper.follow(state(1.0, {9.0}, {8.5}));
        QCOMPARE(unwrapper.x()[0], 9.0);
        QCOMPARE(unwrapper.y()[0], 8.5);
    }

    void longestStepIsAQuarterBoxForTheFastestPossibleDisk()
    {
        // K = 0.5 (1 (3^2 + 4^2) + 4 (1^2)) = 14.5; the lightest (m = 1) with all of it has
        // speed sqrt(29); a quarter of the shorter side, 6 / 4, takes 1.5 / sqrt(29).
        const Scenario s = box(8.0, 6.0, Boundary::Periodic, {1.0, 4.0});
        const Snapshot now = state(0.0, {1.0, 2.0}, {1.0, 2.0}, {3.0, 0.0}, {4.0, 1.0});
        QVERIFY(std::abs(longestUnwrapStep(s, now) - 1.5 / std::sqrt(29.0)) < 1e-15);
        const double never = std::numeric_limits<double>::infinity();
        QCOMPARE(longestUnwrapStep(box(8.0, 6.0, Boundary::Walls, {1.0, 4.0}), now), never);
        QCOMPARE(longestUnwrapStep(s, state(0.0, {1.0, 2.0}, {1.0, 2.0})), never);  // nothing moves
    }
};

QTEST_APPLESS_MAIN(TestPeriodicUnwrapper)
#include "tst_periodic_unwrapper.moc"
