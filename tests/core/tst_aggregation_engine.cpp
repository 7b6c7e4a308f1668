// The aggregation engine: the three detection strategies give the same merge history; runs end
// with one cluster; momentum is kept; members never overlap deeper than the tolerance; the
// Brownian draws follow Maxwell-Boltzmann; disks that never stick collide as an elastic
// hard-disk gas does.
#include "core/aggregation_engine.h"
#include "core/aggregation_generator.h"
#include "core/overlap_check.h"

#include <QtTest>

#include <cmath>
#include <cstdint>
#include <map>
#include <numbers>

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

Scenario aggregation(int count, AggregationMotion motion, std::uint64_t seed, double areaFraction = 0.01,
                     double stickingProbability = 1.0)
{
    AggregationParameters p;
    p.count = count;
    p.motion = motion;
    p.seed = seed;
    p.areaFraction = areaFraction;
    p.stickingProbability = stickingProbability;
    // The model these cases were written for; the power-law mobility has tst_aggregation_mobility.
    p.mobility = AggregationMobility::Maxwell;
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
        QTest::addColumn<double>("sticking");
        QTest::newRow("brownian") << static_cast<int>(AggregationMotion::Brownian) << 150.0 << 1.0;
        QTest::newRow("ballistic") << static_cast<int>(AggregationMotion::Ballistic) << 400.0 << 1.0;
        QTest::newRow("brownian, sticking 0.2") << static_cast<int>(AggregationMotion::Brownian) << 300.0 << 0.2;
        QTest::newRow("ballistic, sticking 0.2") << static_cast<int>(AggregationMotion::Ballistic) << 400.0 << 0.2;
    }
    void everyStrategyGivesTheSameMergeHistory()
    {
        QFETCH(int, motion);
        QFETCH(double, until);
        QFETCH(double, sticking);
        const Scenario s = aggregation(200, static_cast<AggregationMotion>(motion), 5, 0.03, sticking);
        const History all = run(s, AggregationDetection::AllPairs, until);
        QVERIFY(all.stats.merges > 50);  // enough happens to compare
        QCOMPARE(all.stats.bounces > 0, sticking < 1.0);
        for (AggregationDetection other : {AggregationDetection::Boxes, AggregationDetection::BoundingCircles}) {
            const History h = run(s, other, until);
            QVERIFY(h.merges == all.merges);  // contacts: times bit for bit, the same touching disks
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

    void bouncingClustersNeverOverlapDeeperThanTheTolerance()
    {
        const Scenario s = aggregation(1000, AggregationMotion::Brownian, 12, 0.05, 0.2);
        AggregationEngine engine(s);
        for (int k = 1; k <= 20; ++k) {
            engine.advanceTo(10.0 * k);
            const Snapshot snap = engine.snapshot();
            forEachOverlap(s, snap.x, snap.y, s.aggregation->tolerance, [&](int i, int j, double distance, double contact) {
                QTest::qFail(qPrintable(QString("disks %1 and %2 overlap by %3 at t = %4")
                                            .arg(i).arg(j).arg(contact - distance).arg(snap.time)),
                             __FILE__, __LINE__);
                return false;
            });
        }
        const AggregationStats stats = *engine.aggregationStats();
        QVERIFY(stats.merges > 100 && stats.bounces > 400);  // both kinds of contact happened
    }

    void disksThatNeverStickAreAnElasticHardDiskGas()
    {
        // With a sticking probability of 1e-9 no contact sticks: ballistic disks then collide
        // elastically, keeping momentum and energy, at the Enskog rate of a hard-disk gas:
        // per disk, n 2 sigma sqrt(pi kT / m) g(sigma) (a disk sweeps a strip 2 sigma wide at the
        // mean relative speed), with g(sigma) = (1 - 7 eta / 16) / (1 - eta)^2 (Henderson's contact
        // value), so N / 2 times that pair collisions per unit time.
        const double eta = 0.05;
        Scenario s = aggregation(2000, AggregationMotion::Ballistic, 13, eta, 1.0);
        s.aggregation->stickingProbability = 1e-9;
        AggregationEngine engine(s);
        const auto sums = [&](const Snapshot& snap) {
            std::array<double, 3> p{0.0, 0.0, 0.0};
            for (std::size_t k = 0; k < snap.size(); ++k) {
                p[0] += s.disks[k].mass * snap.vx[k];
                p[1] += s.disks[k].mass * snap.vy[k];
                p[2] += 0.5 * s.disks[k].mass * (snap.vx[k] * snap.vx[k] + snap.vy[k] * snap.vy[k]);
            }
            return p;
        };
        const auto before = sums(engine.snapshot());
        engine.advanceTo(20.0);  // the random start relaxes towards the gas's contact density
        const std::uint64_t settled = engine.totals().collisions;
        const double span = 100.0;
        engine.advanceTo(20.0 + span);
        const auto after = sums(engine.snapshot());
        QCOMPARE(engine.aggregationStats()->merges, std::uint64_t{0});
        const double n = static_cast<double>(s.disks.size());
        QVERIFY(std::hypot(after[0] - before[0], after[1] - before[1]) < 1e-12 * std::sqrt(2.0 * n * before[2]));
        QVERIFY2(std::abs(after[2] / before[2] - 1.0) < 1e-12, qPrintable(QString::number(after[2] / before[2] - 1.0)));
        const double kT = before[2] / n;  // two degrees of freedom per disk
        const double density = n / (s.width * s.height);
        const double contact = (1.0 - 7.0 * eta / 16.0) / ((1.0 - eta) * (1.0 - eta));
        const double sigma = 1.0;  // the disks' diameter
        const double expected = 0.5 * n * density * 2.0 * sigma * std::sqrt(std::numbers::pi * kT) * contact * span;
        const double measured = static_cast<double>(engine.totals().collisions - settled);
        // About 24,000 collisions: counting noise under 1 %.
        QVERIFY2(std::abs(measured / expected - 1.0) < 0.04,
                 qPrintable(QStringLiteral("%1 collisions against %2").arg(measured).arg(expected)));
    }

    void clustersWithoutRotationOnlyTranslate()
    {
        // Just after a step begins (10 = 100 steps of 0.1), every cluster's members move with one
        // velocity when the clusters do not turn, and not when their spin is drawn.
        for (AggregationRotation rotation : kAllAggregationRotations) {
            Scenario s = aggregation(400, AggregationMotion::Brownian, 14, 0.05);
            s.aggregation->rotation = rotation;
            AggregationEngine engine(s);
            engine.advanceTo(10.0 + 1e-9);
            const Snapshot snap = engine.snapshot();
            const std::vector<std::int32_t> cluster = engine.clusterOfDisks();
            std::map<std::int32_t, std::pair<double, double>> velocity;
            int clusters = 0, turning = 0;
            for (std::size_t k = 0; k < snap.size(); ++k) {
                const auto [it, first] = velocity.emplace(cluster[k], std::make_pair(snap.vx[k], snap.vy[k]));
                if (first)
                    continue;
                ++clusters;
                if (it->second != std::make_pair(snap.vx[k], snap.vy[k]))
                    ++turning;
            }
            QVERIFY(clusters > 50);  // members beyond each cluster's first: plenty of clusters
            if (rotation == AggregationRotation::None)
                QCOMPARE(turning, 0);
            else
                QVERIFY(turning > clusters / 2);
        }
        Scenario ballistic = aggregation(10, AggregationMotion::Ballistic, 1);
        ballistic.aggregation->rotation = AggregationRotation::None;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, AggregationEngine{ballistic});
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
