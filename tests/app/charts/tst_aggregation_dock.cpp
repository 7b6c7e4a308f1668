// The aggregation dock: it says when a run does not aggregate; over a real aggregation run it
// records the clusters against time, bins the sizes into the engine's clusters, draws the
// fractal fit of core/fractal_dimension.h over the sizes it fits, keeps every point inside
// the axes, starts over with a new run, and exports each view.
#include "app/charts/aggregation_dock.h"
#include "chart_export_check.h"
#include "core/aggregation_engine.h"
#include "core/aggregation_generator.h"
#include "core/fractal_dimension.h"

#include <QTest>
#include <qcustomplot.h>

#include <cmath>

using namespace disklab;

namespace {

Scenario dlca(int count, std::uint64_t seed, double stickingProbability = 1.0)
{
    AggregationParameters p;
    p.count = count;
    p.motion = AggregationMotion::Brownian;
    p.seed = seed;
    p.areaFraction = 0.05;
    p.stickingProbability = stickingProbability;
    return generateAggregation(p);
}

FrameSnapshot frameOf(const AggregationEngine& engine, std::shared_ptr<const Scenario> scenario, std::uint64_t generation)
{
    FrameSnapshot f;
    f.scenario = std::move(scenario);
    f.state = engine.snapshot();
    f.generation = generation;
    f.aggregation = std::make_shared<const AggregationStats>(*engine.aggregationStats());
    return f;
}

/// Every drawn point of every graph lies within the plot's axis ranges.
void checkPointsInsideAxes(QCustomPlot& plot)
{
    for (int g = 0; g < plot.graphCount(); ++g)
        for (const QCPGraphData& point : *plot.graph(g)->data()) {
            QVERIFY2(plot.xAxis->range().contains(point.key), qPrintable(QString::number(point.key)));
            QVERIFY2(plot.yAxis->range().contains(point.value), qPrintable(QString::number(point.value)));
        }
}

} // namespace

class TestAggregationDock : public QObject {
    Q_OBJECT
private slots:
    void saysWhenTheRunDoesNotAggregate()
    {
        AggregationDock dock;
        FrameSnapshot gas;
        gas.scenario = std::make_shared<const Scenario>();
        gas.generation = 1;
        dock.showFrame(gas);
        QVERIFY(dock.summary().contains(QStringLiteral("does not aggregate")));
        QVERIFY(dock.chartData().rows.empty());
        QCOMPARE(dock.plot().graphCount(), 0);
    }

    void countsTheContactsThatBouncedOff()
    {
        auto scenario = std::make_shared<const Scenario>(dlca(200, 22, 0.2));
        AggregationEngine engine(*scenario);
        engine.advanceTo(50.0);
        AggregationDock dock;
        dock.showFrame(frameOf(engine, scenario, 1));
        const std::uint64_t bounces = engine.aggregationStats()->bounces;
        QVERIFY(bounces > 0);
        QVERIFY2(dock.summary().contains(QStringLiteral("%1 contacts bounced off without sticking").arg(bounces)),
                 qPrintable(dock.summary()));
        auto sticky = std::make_shared<const Scenario>(dlca(200, 22));
        AggregationEngine stickyEngine(*sticky);
        stickyEngine.advanceTo(50.0);
        dock.showFrame(frameOf(stickyEngine, sticky, 2));
        QVERIFY(!dock.summary().contains(QStringLiteral("bounced")));
    }

    void followsARun()
    {
        auto scenario = std::make_shared<const Scenario>(dlca(300, 21));
        AggregationEngine engine(*scenario);
        AggregationDock dock;
        int frames = 0;
        for (double t = 40.0; t <= 4000.0; t += 40.0, ++frames) {
            engine.advanceTo(t);
            dock.showFrame(frameOf(engine, scenario, 1));
        }
        dock.refresh();
        const AggregationStats stats = *engine.aggregationStats();
        // Well under way: the largest cluster is past the largest size the fit takes.
        QVERIFY(stats.clusters < 200 && stats.largestCluster > largestFittedSize(stats.clusterLabels.size()));

        // Clusters against time: one row a frame, never more clusters later, the last the engine's.
        const DataTable history = dock.chartData();
        QCOMPARE(int(history.rows.size()), frames);
        for (std::size_t i = 1; i < history.rows.size(); ++i)
            QVERIFY(history.rows[i][1] <= history.rows[i - 1][1]);
        QCOMPARE(history.rows.back()[1], double(stats.clusters));
        QCOMPARE(history.rows.back()[2], double(stats.largestCluster));
        checkPointsInsideAxes(dock.plot());

        // Sizes: the bins hold every cluster of the engine.
        dock.setView(AggregationDock::View::SizeDistribution);
        double clusters = 0.0;
        for (const auto& row : dock.chartData().rows)
            clusters += row[1];
        QCOMPARE(clusters, double(stats.clusters));
        checkPointsInsideAxes(dock.plot());

        // Rg against mass: every cluster formed is a point; the line drawn is the fit of
        // core/fractal_dimension.h, over the sizes it fitted only, and D_f is its inverse slope.
        dock.setView(AggregationDock::View::GyrationAgainstMass);
        const DataTable gyration = dock.chartData();
        QCOMPARE(gyration.rows.size(), stats.formed.size());
        const FractalFit fit = fitFractalDimension(stats);
        const double dimension = fit.dimension;
        QVERIFY(dimension > 1.0 && dimension < 2.0);
        QCOMPARE(fit.largestSize, largestFittedSize(stats.clusterLabels.size()));
        int drawn = 0;
        for (const auto& row : gyration.rows) {
            if (row[0] > double(fit.largestSize)) {
                QVERIFY(std::isnan(row[2]));
                continue;
            }
            ++drawn;
            QVERIFY(std::abs(std::log(row[2]) - (std::log(row[0]) - fit.logPrefactor) / dimension) < 1e-9);
        }
        QCOMPARE(std::size_t(drawn), fit.clusters);
        QVERIFY(std::size_t(drawn) < gyration.rows.size());
        QVERIFY2(dock.summary().contains(QLocale().toString(dimension, 'f', 3)), qPrintable(dock.summary()));
        // The fitted line's legend entry, which an exported image shows, names D and its error.
        bool named = false;
        for (int g = 0; g < dock.plot().graphCount(); ++g)
            named = named || dock.plot().graph(g)->name().contains(
                QStringLiteral("D = %1 ± %2").arg(QLocale().toString(dimension, 'f', 3), QLocale().toString(fit.error, 'f', 3)));
        QVERIFY(named);
        checkPointsInsideAxes(dock.plot());
        for (auto view : {AggregationDock::View::ClustersAgainstTime, AggregationDock::View::SizeDistribution,
                          AggregationDock::View::GyrationAgainstMass}) {
            dock.setView(view);
            test::checkExports(dock);
        }

        // A new run starts the record over.
        AggregationEngine again(*scenario);
        dock.setView(AggregationDock::View::ClustersAgainstTime);
        dock.showFrame(frameOf(again, scenario, 2));
        QCOMPARE(dock.chartData().rows.size(), std::size_t{1});
        QCOMPARE(dock.chartData().rows[0][1], 300.0);
    }
};

QTEST_MAIN(TestAggregationDock)
#include "tst_aggregation_dock.moc"
