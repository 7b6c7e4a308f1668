// The cluster size distribution: sizes counted into doubling bins, divided by the bins' widths,
// and, over a real aggregation run, the clusters of the distribution are the engine's clusters.
#include "core/aggregation_engine.h"
#include "core/aggregation_generator.h"
#include "core/cluster_sizes.h"

#include <QtTest>

#include <map>

using namespace disklab;

class TestClusterSizes : public QObject {
    Q_OBJECT
private slots:
    void sizesFallIntoDoublingBins()
    {
        // Three disks alone, clusters of 2, 3 and 5 disks.
        const std::vector<std::int32_t> labels = {-1, 4, 4, -1, 4, 7, 7, 9, 9, 9, 9, 9, 7, -1};
        const std::vector<ClusterSizeBin> bins = clusterSizeDistribution(labels);
        QCOMPARE(bins.size(), std::size_t{3});
        QCOMPARE(bins[0].smallest, 1u);
        QCOMPARE(bins[0].clusters, std::uint64_t{3});
        QCOMPARE(bins[0].clustersPerSize, 3.0);
        QCOMPARE(bins[1].largest, 3u);
        QCOMPARE(bins[1].clusters, std::uint64_t{2});
        QCOMPARE(bins[1].clustersPerSize, 1.0);
        QCOMPARE(bins[2].smallest, 4u);
        QCOMPARE(bins[2].largest, 7u);
        QCOMPARE(bins[2].clusters, std::uint64_t{1});
        QCOMPARE(bins[2].clustersPerSize, 0.25);
    }

    void emptyBinsBetweenSizesStay()
    {
        // One cluster of 9 and one disk alone: the bins 2-3 and 4-7 are there, empty, so a
        // log-log plot does not join 1 and 8-15 as if the sizes between were seen.
        std::vector<std::int32_t> labels(9, 0);
        labels.push_back(-1);
        const std::vector<ClusterSizeBin> bins = clusterSizeDistribution(labels);
        QCOMPARE(bins.size(), std::size_t{4});
        QCOMPARE(bins[1].clusters, std::uint64_t{0});
        QCOMPARE(bins[2].clusters, std::uint64_t{0});
        QCOMPARE(bins[3].clusters, std::uint64_t{1});
        QVERIFY(clusterSizeDistribution({}).empty());
    }

    void aRunsLabelsGiveItsClusters()
    {
        AggregationParameters p;
        p.count = 400;
        p.motion = AggregationMotion::Brownian;
        p.seed = 11;
        p.areaFraction = 0.05;
        AggregationEngine engine(generateAggregation(p));
        engine.advanceTo(60.0);
        const AggregationStats stats = *engine.aggregationStats();
        QVERIFY(stats.merges > 30 && stats.clusters > 10);  // a run part-way, not at either end
        std::uint64_t clusters = 0;
        for (const ClusterSizeBin& bin : clusterSizeDistribution(stats.clusterLabels))
            clusters += bin.clusters;
        QCOMPARE(clusters, stats.clusters);
        // The labels group the disks exactly as the engine's clusters do, each by its lowest disk.
        const std::vector<std::int32_t> ids = engine.clusterOfDisks();
        std::map<std::int32_t, std::int32_t> lowestOfId;
        std::map<std::int32_t, int> membersOfId;
        for (std::size_t i = 0; i < ids.size(); ++i) {
            lowestOfId.try_emplace(ids[i], std::int32_t(i));
            ++membersOfId[ids[i]];
        }
        for (std::size_t i = 0; i < ids.size(); ++i) {
            const std::int32_t expected = membersOfId[ids[i]] > 1 ? lowestOfId[ids[i]] : -1;
            QCOMPARE(stats.clusterLabels[i], expected);
        }
    }
};

QTEST_APPLESS_MAIN(TestClusterSizes)
#include "tst_cluster_sizes.moc"
