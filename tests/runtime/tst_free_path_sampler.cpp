// The free paths of the frames a GUI sees: a flight counts when both of its collisions arrived,
// whichever frames carried them (frames overlap, a record seen twice counts once); a flight
// across a stretch of collisions no frame carried is dropped; a new generation starts over.
// Constructed cases, one disk flying at unit speed between walls, so each flight's length is
// its duration.
#include "runtime/free_path_sampler.h"

#include <QTest>

#include <cmath>
#include <memory>

using namespace disklab;

namespace {

/// A wall hit of disk 0 at `time`, leaving at unit speed along x.
CollisionRecord hit(double time)
{
    CollisionRecord r;
    r.time = time;
    r.kind = CollisionRecord::Kind::Wall;
    r.a = 0;
    r.velocityA = {1.0, 0.0};
    return r;
}

/// A frame carrying `records`, the last of which is collision number `count`.
FrameSnapshot frame(std::uint64_t generation, std::vector<CollisionRecord> records, std::uint64_t count)
{
    static const auto scenario = [] {
        Scenario s;
        s.width = s.height = 20.0;
        s.disks.push_back(Disk{});
        return std::make_shared<const Scenario>(s);
    }();
    FrameSnapshot f;
    f.generation = generation;
    f.scenario = scenario;
    f.recentCollisions = std::move(records);
    f.collisionCount = count;
    return f;
}

} // namespace

class TestFreePathSampler : public QObject {
    Q_OBJECT
private slots:
    void flightsAcrossAMissedStretchAreDropped()
    {
        FreePathSampler sampler;
        sampler.add(frame(1, {}, 0));
        sampler.add(frame(1, {hit(1.0), hit(3.0)}, 2));           // a flight of 2
        sampler.add(frame(1, {hit(3.0)}, 2));                     // seen already
        sampler.add(frame(1, {hit(10.0)}, 5));                    // 3 and 4 never arrived
        sampler.add(frame(1, {hit(10.0), hit(14.0)}, 6));         // a flight of 4
        QCOMPARE(sampler.flights(), std::uint64_t(2));
        QCOMPARE(sampler.distances(), (std::vector<double>{2.0, 4.0}));
        QCOMPARE(sampler.meanDistance(), 3.0);
        QCOMPARE(sampler.shareOfCollisionsSeen(), 4.0 / 6.0);  // 3 and 4 missed
    }

    void aNewGenerationStartsOver()
    {
        FreePathSampler sampler;
        sampler.add(frame(1, {hit(1.0), hit(3.0)}, 2));
        // The first frame of a generation only marks where its flights start.
        QCOMPARE(sampler.flights(), std::uint64_t(0));
        sampler.add(frame(1, {hit(4.0), hit(9.0)}, 4));
        QCOMPARE(sampler.distances(), (std::vector<double>{5.0}));
        sampler.add(frame(2, {hit(0.5)}, 1));
        QCOMPARE(sampler.flights(), std::uint64_t(0));
        QVERIFY(std::isnan(sampler.meanDistance()));
        sampler.add(frame(2, {hit(0.5), hit(2.0)}, 2));  // its flight began before the generation's first frame
        QCOMPARE(sampler.flights(), std::uint64_t(0));
        sampler.add(frame(2, {hit(2.0), hit(3.5)}, 3));
        QCOMPARE(sampler.distances(), (std::vector<double>{1.5}));
    }

    void aFullSampleKeepsEveryOtherFlight()
    {
        FreePathSampler sampler(4);
        sampler.add(frame(1, {}, 0));
        std::vector<CollisionRecord> hits;
        for (int k = 0; k <= 5; ++k)
            hits.push_back(hit(k * (k + 1) / 2.0));  // flights of 1, 2, 3, 4, 5
        sampler.add(frame(1, hits, 6));
        QCOMPARE(sampler.flights(), std::uint64_t(5));
        QCOMPARE(sampler.meanDistance(), 3.0);  // the mean counts every flight
        QCOMPARE(sampler.distances(), (std::vector<double>{1.0, 3.0, 5.0}));
    }
};

QTEST_MAIN(TestFreePathSampler)
#include "tst_free_path_sampler.moc"
