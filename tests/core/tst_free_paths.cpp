// Free paths from collision records: the flights counted are exactly those between two of a
// disk's collisions, and a flight's length under gravity is the parabola's arc length.
#include "core/free_paths.h"

#include <QtTest>

#include <cmath>

using namespace disklab;

namespace {

CollisionRecord pair(double t, int a, int b, std::array<double, 2> va, std::array<double, 2> vb)
{
    CollisionRecord r{t, CollisionRecord::Kind::Pair, a, b};
    r.velocityA = va;
    r.velocityB = vb;
    return r;
}

CollisionRecord wall(double t, int a, std::array<double, 2> va)
{
    CollisionRecord r{t, CollisionRecord::Kind::Wall, a, 0};
    r.velocityA = va;
    return r;
}

/// The arc length by the midpoint rule with a million steps.
double numericLength(double vx, double vy, double gx, double gy, double tau)
{
    const int steps = 1'000'000;
    double length = 0.0;
    for (int k = 0; k < steps; ++k) {
        const double t = (k + 0.5) * tau / steps;
        length += std::hypot(vx + gx * t, vy + gy * t) * tau / steps;
    }
    return length;
}

} // namespace

class TestFreePaths : public QObject {
    Q_OBJECT
private slots:
    void onlyFlightsBetweenTwoCollisionsCount()
    {
        Scenario s;
        s.disks.resize(3);
        FreePathRecorder recorder(s, true);
        recorder.add(pair(1.0, 0, 1, {3.0, 4.0}, {1.0, 0.0}));  // starts flights of 0 and 1
        recorder.add(wall(3.0, 0, {-3.0, 4.0}));                // 0 flew 2 at speed 5: 10
        recorder.add(pair(4.0, 1, 2, {0.0, 2.0}, {0.0, 0.0}));  // 1 flew 3 at speed 1: 3; 2 starts
        QCOMPARE(recorder.flights(), std::uint64_t{2});
        QCOMPARE(recorder.distances(), (std::vector<double>{10.0, 3.0}));
        QCOMPARE(recorder.times(), (std::vector<double>{2.0, 3.0}));
        QCOMPARE(recorder.meanDistance(), 6.5);
        QCOMPARE(recorder.meanTime(), 2.5);
    }
    void theWindowsEndsCountInTheMeansNotInTheDistribution()
    {
        // Disk 0 flies from the window's start at t = 0 (speed 1), hits a wall at t = 2 (then
        // speed 2) and flies on to the window's end at t = 5: 2 + 6 = 8 flown for one flight
        // ended, none of them whole. Disk 1 flies from t = 0 to t = 5 at speed 0.5 and never
        // lands: its 2.5 count in the distance, no flight ends.
        Scenario s;
        s.disks.resize(2);
        FreePathRecorder recorder(s, true);
        Snapshot first;
        first.time = 0.0;
        first.x = first.y = {0.0, 0.0};
        first.vx = {1.0, 0.5};
        first.vy = {0.0, 0.0};
        recorder.start(first);
        recorder.add(wall(2.0, 0, {0.0, 2.0}));
        Snapshot last = first;
        last.time = 5.0;
        recorder.finish(last);
        QCOMPARE(recorder.flights(), std::uint64_t{1});
        QCOMPARE(recorder.meanDistance(), 2.0 + 6.0 + 2.5);
        QCOMPARE(recorder.meanTime(), 2.0 + 3.0 + 5.0);
        QVERIFY(recorder.distances().empty());
    }
    void recordsWithoutVelocitiesEndFlightsUncounted()
    {
        Scenario s;
        s.disks.resize(2);
        FreePathRecorder recorder(s, false);
        recorder.add(wall(1.0, 0, {1.0, 0.0}));
        recorder.add(CollisionRecord{2.0, CollisionRecord::Kind::Pair, 0, 1});
        recorder.add(wall(3.0, 0, {1.0, 0.0}));
        QCOMPARE(recorder.flights(), std::uint64_t{0});
        QVERIFY(std::isnan(recorder.meanDistance()));
        QVERIFY(recorder.distances().empty());
    }
    void aFlightUnderGravityIsAsLongAsItsParabola()
    {
        for (const auto& [vx, vy, gx, gy, tau] : {std::array<double, 5>{1.0, 2.0, 0.0, -9.81, 0.7},
                                                   std::array<double, 5>{0.0, 3.0, 0.0, -1.0, 6.0},  // up and down
                                                   std::array<double, 5>{-0.3, 0.1, 0.5, -0.2, 2.0},
                                                   std::array<double, 5>{2.0, 0.0, 0.0, -1e-9, 1.0}}) {
            const double exact = flightLength(vx, vy, gx, gy, tau), numeric = numericLength(vx, vy, gx, gy, tau);
            QVERIFY2(std::abs(exact - numeric) < 1e-9 * numeric, qPrintable(QString("%1 %2").arg(exact, 0, 'g', 17).arg(numeric, 0, 'g', 17)));
        }
        // Straight up and back down from rest of v: 2 v^2 / (2 g) = v^2 / g.
        QVERIFY(std::abs(flightLength(0.0, 3.0, 0.0, -1.0, 6.0) - 9.0) < 1e-12);
    }
};

QTEST_APPLESS_MAIN(TestFreePaths)
#include "tst_free_paths.moc"
