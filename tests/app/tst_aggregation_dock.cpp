// The aggregation dock: it says when a run does not aggregate; over a real aggregation run it
// records the clusters against time, bins the sizes into the engine's clusters, draws the
// fractal fit as the least-squares line through the points it shows, keeps every point inside
// the axes, starts over with a new run, and exports each view.
#include "app/charts/aggregation_dock.h"
#include "chart_export_check.h"
#include "core/aggregation_engine.h"
#include "core/aggregation_generator.h"

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
        for (double t = 5.0; t <= 200.0; t += 5.0, ++frames) {
            engine.advanceTo(t);
            dock.showFrame(frameOf(engine, scenario, 1));
        }
        dock.refresh();
        const AggregationStats stats = *engine.aggregationStats();
        QVERIFY(stats.clusters < 200 && stats.largestCluster >= 8);  // well under way

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

        // Rg against mass: the line drawn is the least-squares line of ln Rg on ln M through the
        // points shown, computed here from the chart's own columns; D_f is its inverse slope.
        dock.setView(AggregationDock::View::GyrationAgainstMass);
        const DataTable gyration = dock.chartData();
        QCOMPARE(gyration.rows.size(), stats.formed.size());
        double sx = 0, sy = 0, sxx = 0, sxy = 0;
        for (const auto& row : gyration.rows) {
            const double x = std::log(row[0]), y = std::log(row[1]);
            sx += x, sy += y, sxx += x * x, sxy += x * y;
        }
        const double n = double(gyration.rows.size());
        const double slope = (sxy - sx * sy / n) / (sxx - sx * sx / n);
        const double dimension = 1.0 / slope;
        QVERIFY(dimension > 1.0 && dimension < 2.0);
        for (const auto& row : gyration.rows) {
            const double x = std::log(row[0]);
            const double fitted = std::log(row[2]);
            QVERIFY(std::abs((sy - slope * sx) / n + slope * x - fitted) < 1e-9);
        }
        QVERIFY2(dock.summary().contains(QLocale().toString(dimension, 'f', 3)), qPrintable(dock.summary()));
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
