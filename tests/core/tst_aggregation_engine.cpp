// The aggregation engine: the three detection strategies give the same merge history; runs end
// with one cluster; momentum is kept; members never overlap deeper than the tolerance; the
// Brownian draws follow Maxwell-Boltzmann.
#include "core/aggregation_engine.h"
#include "core/aggregation_generator.h"
#include "core/overlap_check.h"

#include <QtTest>

#include <cmath>
#include <cstdint>

using namespace disklab;

namespace {

struct Merge {
    double time;
    std::int32_t a, b;
    bool operator==(const Merge&) const = default;
};

struct History {
    std::vector<Merge> merges;
    std::vector<std::int32_t> clusterOfDisks;
    AggregationStats stats;
};

History run(const Scenario& scenario, AggregationDetection detection, double until)
{
    AggregationEngine engine(scenario, detection);
    History h;
    engine.setCollisionListener([&](const CollisionRecord& r) { h.merges.push_back({r.time, r.a, r.b}); });
    engine.advanceTo(until);
    h.clusterOfDisks = engine.clusterOfDisks();
    h.stats = *engine.aggregationStats();
    return h;
}

Scenario aggregation(int count, AggregationMotion motion, std::uint64_t seed, double areaFraction = 0.01)
{
    AggregationParameters p;
    p.count = count;
    p.motion = motion;
    p.seed = seed;
    p.areaFraction = areaFraction;
    return generateAggregation(p);
}

} // namespace

class TestAggregationEngine : public QObject {
    Q_OBJECT
private slots:
    void everyStrategyGivesTheSameMergeHistory_data()
    {
        QTest::addColumn<int>("motion");
        QTest::addColumn<double>("until");
        QTest::newRow("brownian") << static_cast<int>(AggregationMotion::Brownian) << 150.0;
        QTest::newRow("ballistic") << static_cast<int>(AggregationMotion::Ballistic) << 400.0;
    }
    void everyStrategyGivesTheSameMergeHistory()
    {
        QFETCH(int, motion);
        QFETCH(double, until);
        const Scenario s = aggregation(200, static_cast<AggregationMotion>(motion), 5, 0.03);
        const History all = run(s, AggregationDetection::AllPairs, until);
        QVERIFY(all.merges.size() > 50);  // enough happens to compare
        for (AggregationDetection other : {AggregationDetection::Boxes, AggregationDetection::BoundingCircles}) {
            const History h = run(s, other, until);
            QVERIFY(h.merges == all.merges);  // times bit for bit, the same touching disks
            QCOMPARE(h.clusterOfDisks, all.clusterOfDisks);
            QVERIFY(h.stats.narrowPhaseCalls < all.stats.narrowPhaseCalls);
        }
    }

    void aRunEndsWithOneCluster()
    {
        const Scenario s = aggregation(40, AggregationMotion::Ballistic, 3, 0.05);
        AggregationEngine engine(s);
        QVERIFY(!engine.advanceCollisions(UINT64_MAX));
        const AggregationStats stats = *engine.aggregationStats();
        QCOMPARE(stats.clusters, std::uint64_t{1});
        QCOMPARE(stats.merges, std::uint64_t{39});
        QCOMPARE(stats.largestCluster, std::uint64_t{40});
        QCOMPARE(engine.totals().pairCollisions, std::uint64_t{39});
    }

    void ballisticMergesKeepMomentum()
    {
        Scenario s = aggregation(300, AggregationMotion::Ballistic, 4, 0.05);
        for (Disk& d : s.disks)
            d.vx += 0.3;  // a net momentum to keep
        AggregationEngine engine(s);
        const auto momentum = [&](const Snapshot& snap) {
            std::array<double, 2> p{0.0, 0.0};
            for (std::size_t k = 0; k < snap.size(); ++k) {
                p[0] += s.disks[k].mass * snap.vx[k];
                p[1] += s.disks[k].mass * snap.vy[k];
            }
            return p;
        };
        double scale = 0.0;
        for (const Disk& d : s.disks)
            scale += d.mass * std::hypot(d.vx, d.vy);
        const auto before = momentum(engine.snapshot());
        QVERIFY(engine.advanceCollisions(250));
        const auto after = momentum(engine.snapshot());
        QVERIFY2(std::hypot(after[0] - before[0], after[1] - before[1]) < 1e-12 * scale,
                 qPrintable(QString::number(std::hypot(after[0] - before[0], after[1] - before[1]) / scale)));
    }

    void membersNeverOverlapDeeperThanTheTolerance()
    {
        const Scenario s = aggregation(1500, AggregationMotion::Brownian, 6, 0.05);
        AggregationEngine engine(s);
        const double tolerance = s.aggregation->tolerance;  // of a contact distance of 1
        for (int k = 1; k <= 30; ++k) {
            engine.advanceTo(10.0 * k);
            const Snapshot snap = engine.snapshot();
            forEachOverlap(s, snap.x, snap.y, tolerance, [&](int i, int j, double distance, double contact) {
                QTest::qFail(qPrintable(QString("disks %1 and %2 overlap by %3 at t = %4")
                                            .arg(i).arg(j).arg(contact - distance).arg(snap.time)),
                             __FILE__, __LINE__);
                return false;
            });
        }
        QVERIFY(engine.aggregationStats()->merges > 500);  // the run did aggregate
    }

    void brownianDrawsFollowMaxwellBoltzmann()
    {
        const Scenario s = aggregation(4000, AggregationMotion::Brownian, 8);
        const AggregationEngine engine(s);
        const Snapshot snap = engine.snapshot();
        double sum = 0.0;
        for (std::size_t k = 0; k < snap.size(); ++k)
            sum += s.disks[k].mass * (snap.vx[k] * snap.vx[k] + snap.vy[k] * snap.vy[k]);
        // <m v^2> = 2 kT in 2D; 8000 squared normals scatter the mean by 1.6 %.
        QVERIFY(std::abs(sum / static_cast<double>(snap.size()) / (2.0 * s.aggregation->temperature) - 1.0) < 0.05);
    }

    void keepsTheEngineContract()
    {
        const Scenario s = aggregation(300, AggregationMotion::Ballistic, 9, 0.05);
        AggregationEngine engine(s);
        double lastMerge = -1.0;
        engine.setCollisionListener([&](const CollisionRecord& r) { lastMerge = r.time; });
        engine.advanceTo(3.5);
        QCOMPARE(engine.time(), 3.5);
        QCOMPARE(engine.nextStopTime(7.0), 7.0);
        const std::uint64_t before = engine.totals().collisions;
        QVERIFY(engine.advanceCollisions(5));
        QCOMPARE(engine.totals().collisions, before + 5);
        QCOMPARE(engine.time(), lastMerge);  // ends at the fifth merge
        QCOMPARE(engine.snapshot().size(), s.disks.size());
        QVERIFY(!engine.timeDrivenStats());
    }

    void scenariosWithoutWhatAggregationNeedsAreRefused()
    {
        Scenario s = aggregation(10, AggregationMotion::Brownian, 1);
        s.boundary = Boundary::Walls;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, AggregationEngine{s});
        s = aggregation(10, AggregationMotion::Brownian, 1);
        s.aggregation.reset();
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, AggregationEngine{s});
    }
};

QTEST_APPLESS_MAIN(TestAggregationEngine)
#include "tst_aggregation_engine.moc"
