// The power-law mobility of aggregation, D_s = D_1 s^gamma: a lone cluster's mean squared
// displacement grows as 4 D_s t, also across the free flights that carry clusters far from
// every other in one step, shared or each cluster's own; settings the model cannot run are refused.
#include "core/aggregation_engine.h"
#include "core/aggregation_generator.h"

#include <QtTest>

#include <cmath>

using namespace disklab;

Q_DECLARE_METATYPE(disklab::AggregationStepping)

namespace {

constexpr double kSide = 2000.0;

/// A straight cluster of `size` touching disks (indices 0 .. size - 1) and one lone disk, far
/// apart in a large periodic box, under a power-law mobility with exponent gamma.
Scenario twoFarClusters(int size, double gamma, std::uint64_t seed,
                        AggregationStepping stepping = AggregationStepping::Shared)
{
    Scenario s;
    s.width = s.height = kSide;
    s.boundary = Boundary::Periodic;
    s.seed = seed;
    for (int k = 0; k <= size; ++k) {
        Disk d;
        d.radius = 0.5;
        d.mass = 1.0;
        d.x = k < size ? 500.0 + k : 1500.0;
        d.y = k < size ? 500.0 : 1500.0;
        s.disks.push_back(d);
    }
    AggregationSettings a;
    a.mobility = AggregationMobility::PowerLaw;
    a.rotation = AggregationRotation::None;
    a.mobilityExponent = gamma;
    a.stepping = stepping;
    std::vector<std::int32_t> members;
    for (int k = 0; k < size; ++k)
        members.push_back(k);
    a.clusters = {members};
    s.aggregation = a;
    return s;
}

double periodic(double d, double side = kSide) { return d - side * std::round(d / side); }

struct Msd {
    double mean = 0.0;
    double standardError = 0.0;
};

/// The squared displacement per component of disk `disk` over `intervals` stops `every` apart:
/// its mean and the standard error of the mean.
Msd squaredDisplacements(AggregationEngine& engine, std::size_t disk, int intervals, double every, double side = kSide)
{
    double sum = 0.0, sumOfSquares = 0.0;
    Snapshot before = engine.snapshot();
    for (int k = 1; k <= intervals; ++k) {
        engine.advanceTo(k * every);
        const Snapshot after = engine.snapshot();
        for (const double d : {periodic(after.x[disk] - before.x[disk], side), periodic(after.y[disk] - before.y[disk], side)}) {
            sum += d * d;
            sumOfSquares += d * d * d * d;
        }
        before = after;
    }
    const double n = 2.0 * intervals;
    const double mean = sum / n;
    return {mean, std::sqrt((sumOfSquares / n - mean * mean) / (n - 1.0))};
}

} // namespace

class TestAggregationMobility : public QObject {
    Q_OBJECT
private slots:
    void aLoneClusterDiffusesAtItsPowerLaw_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<double>("gamma");
        QTest::addColumn<AggregationStepping>("stepping");
        const auto shared = AggregationStepping::Shared;
        const auto own = AggregationStepping::PerCluster;
        QTest::newRow("dimer, gamma -1/2") << 2 << -0.5 << shared;
        QTest::newRow("4 disks, gamma -1/2") << 4 << -0.5 << shared;
        QTest::newRow("4 disks, gamma -1") << 4 << -1.0 << shared;
        QTest::newRow("4 disks, gamma 0") << 4 << 0.0 << shared;
        QTest::newRow("dimer, gamma -1/2, per-cluster flights") << 2 << -0.5 << own;
        QTest::newRow("4 disks, gamma -1, per-cluster flights") << 4 << -1.0 << own;
        const auto jumps = AggregationStepping::FirstPassage;
        QTest::newRow("dimer, gamma -1/2, first-passage jumps") << 2 << -0.5 << jumps;
        QTest::newRow("4 disks, gamma -1, first-passage jumps") << 4 << -1.0 << jumps;
    }

    void aLoneClusterDiffusesAtItsPowerLaw()
    {
        QFETCH(int, size);
        QFETCH(double, gamma);
        QFETCH(AggregationStepping, stepping);
        // Nearly 1400 apart, the two clusters diffuse some 50 in all: never near each other, so
        // every step is a free flight that ends at the next stop.
        const Scenario s = twoFarClusters(size, gamma, 11, stepping);
        const double every = 2.5;
        const int intervals = 2000;
        const double d1 = s.aggregation->temperature * s.aggregation->step / 2.0;
        for (const auto& [disk, diffusion] : {std::pair{std::size_t{0}, d1 * std::pow(size, gamma)},
                                               std::pair{static_cast<std::size_t>(size), d1}}) {
            AggregationEngine run(s);
            const Msd msd = squaredDisplacements(run, disk, intervals, every);
            const double theory = 2.0 * every * diffusion;
            QVERIFY2(std::abs(msd.mean - theory) < 4.0 * msd.standardError,
                     qPrintable(QString("disk %1: <dx^2> %2 +- %3, 2 D_s dt %4")
                                    .arg(disk).arg(msd.mean).arg(msd.standardError).arg(theory)));
            // Shared steps: per stop a free flight to it and the resolved step that begins there,
            // where steps of `step` would have taken 25. Per-cluster: one flight (or one jump, which
            // the stop cuts short) per stop for each of the two clusters, drawn when the run goes on.
            const int expected = stepping == AggregationStepping::Shared ? 1 + 2 * intervals : 2 * intervals;
            QCOMPARE(run.aggregationStats()->steps, static_cast<std::uint64_t>(expected));
            QCOMPARE(run.aggregationStats()->merges, 0u);
        }
    }

    void aLoneDiskDiffusesAcrossJumpsAndTheirInterruptions_data()
    {
        QTest::addColumn<double>("every");
        // The disk's protective radius is about 9.75 in a box of 40: a jump lasts 475 on average.
        QTest::newRow("stops cut every jump short") << 40.0;
        QTest::newRow("some jumps end before a stop") << 300.0;
    }

    void aLoneDiskDiffusesAcrossJumpsAndTheirInterruptions()
    {
        QFETCH(double, every);
        // Alone in a small box a disk jumps across a disk of a quarter of the box, so the stops
        // see it where the first-passage draws and the walks cut short inside their disks put it.
        Scenario s = twoFarClusters(1, 0.0, 5, AggregationStepping::FirstPassage);
        s.width = s.height = 40.0;
        s.disks = {s.disks.front()};
        s.disks.front().x = s.disks.front().y = 20.0;
        s.aggregation->clusters.clear();
        AggregationEngine run(s);
        const int intervals = 3000;
        const Msd msd = squaredDisplacements(run, 0, intervals, every, 40.0);
        const double theory = 2.0 * every * s.aggregation->temperature * s.aggregation->step / 2.0;
        QVERIFY2(std::abs(msd.mean - theory) < 4.0 * msd.standardError,
                 qPrintable(QString("<dx^2> %1 +- %2, 2 D dt %3").arg(msd.mean).arg(msd.standardError).arg(theory)));
    }

    void stepsResolveThePathWhenClustersAreNear()
    {
        // 2000 disks at area fraction 0.05: too many clusters for free flights, so the steps last
        // `step` while lone disks are left, and displacements per step are those of D_1.
        AggregationParameters p;
        p.count = 2000;
        p.areaFraction = 0.05;
        p.seed = 5;
        const Scenario s = generateAggregation(p);
        QCOMPARE(s.aggregation->mobility, AggregationMobility::PowerLaw);
        AggregationEngine engine(s);
        engine.advanceTo(10.0);
        const std::uint64_t steps = engine.aggregationStats()->steps;
        QVERIFY2(steps == 100 || steps == 101, qPrintable(QString::number(steps)));  // the last may begin at 10
        QVERIFY(engine.aggregationStats()->merges > 0);
    }

    void settingsTheModelCannotRunAreRefused()
    {
        Scenario s = twoFarClusters(2, -0.5, 1);
        s.aggregation->rotation = AggregationRotation::Maxwell;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, AggregationEngine{s});
        s = twoFarClusters(2, 0.5, 1);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, AggregationEngine{s});
        s = twoFarClusters(2, std::nan(""), 1);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, AggregationEngine{s});
    }
};

QTEST_APPLESS_MAIN(TestAggregationMobility)
#include "tst_aggregation_mobility.moc"
