// The performance dock: rates are the engines' counter differences over their own wall time,
// in single-engine and comparison mode, and every export is valid.
#include "app/charts/performance_dock.h"
#include "chart_export_check.h"
#include "../run_frame.h"
#include "runtime/comparison_frame.h"

#include <QJsonObject>
#include <QTest>

using namespace disklab;
using disklab::test::runFrame;

class PerformanceDockTest : public QObject {
    Q_OBJECT
private slots:
    void performanceRatesComeFromTheCounters()
    {
        PerformanceDock dock;
        const auto scenario = std::make_shared<const Scenario>(defaultScenario());
        const EngineConfig exact{EngineKind::EventDriven, 1e-3};
        // The first frame only sets the origin; then rates are event differences over engine seconds,
        // however many frames the GUI skipped in between.
        dock.showFrame(runFrame(scenario, exact, 0.0, 100, 0.0, 0.0));
        dock.showFrame(runFrame(scenario, exact, 0.5, 1100, 0.004, 0.01));
        dock.showFrame(runFrame(scenario, exact, 1.5, 5100, 0.002, 0.03));
        const auto& samples = dock.track(PerformanceDock::EventDrivenTrack).samples();
        QCOMPARE(samples.size(), std::size_t(2));
        QCOMPARE(samples[0].rate, 1000.0 / 0.01);
        QCOMPARE(samples[1].rate, 4000.0 / (0.03 - 0.01));
        QCOMPARE(samples[1].frameSeconds, 0.002);
        QCOMPARE(samples[1].queueSize, double(scenario->disks.size()));
        QVERIFY(dock.track(PerformanceDock::TimeDrivenTrack).samples().empty());
        dock.setQuantity(PerformanceDock::Quantity::FrameTime);
        DataTable table = dock.chartData();
        QCOMPARE(table.columns.size(), 2);
        QCOMPARE(table.rows.size(), std::size_t(2));
        QCOMPARE(table.rows[1][1], 2.0);  // milliseconds

        // Time-driven: the work is steps, simulated time over dt.
        const EngineConfig stepped{EngineKind::TimeDriven, 0.01};
        FrameSnapshot start = runFrame(scenario, stepped, 0.0, 0, 0.0, 0.0);
        start.generation = 8;
        FrameSnapshot later = runFrame(scenario, stepped, 0.5, 0, 0.005, 0.025);
        later.generation = 8;
        dock.showFrame(start);
        dock.showFrame(later);
        QVERIFY(dock.track(PerformanceDock::EventDrivenTrack).samples().empty());
        QCOMPARE(dock.track(PerformanceDock::TimeDrivenTrack).samples().back().rate, 50.0 / 0.025);

        // Comparison mode: both engines on one chart, from the comparison's own frames.
        auto comparisonFrame = [&](double time, double exactSeconds, std::uint64_t events, double exactTotal,
                                   double steppedSeconds, double steppedTotal) {
            auto stepped = std::make_shared<FrameSnapshot>(
                runFrame(scenario, EngineConfig{EngineKind::TimeDriven, 0.001}, time, 0, steppedSeconds, steppedTotal));
            auto exactFrame = runFrame(scenario, exact, time, events, exactSeconds, exactTotal);
            exactFrame.generation = stepped->generation = 1;
            auto comparison = std::make_shared<ComparisonFrame>();
            comparison->stepped = std::move(stepped);
            exactFrame.comparison = std::move(comparison);
            return exactFrame;
        };
        FrameSnapshot frame = comparisonFrame(0.0, 0.0, 0, 0.0, 0.0, 0.0);
        // A paused comparison does not take the chart from the run; a playing one does.
        frame.running = false;
        dock.showFrame(frame);
        QCOMPARE(dock.track(PerformanceDock::TimeDrivenTrack).samples().size(), std::size_t(1));
        frame.running = true;
        dock.showFrame(frame);
        QVERIFY(dock.track(PerformanceDock::TimeDrivenTrack).samples().empty());
        FrameSnapshot next = comparisonFrame(0.1, 0.001, 600, 0.002, 0.003, 0.004);
        next.running = true;
        dock.showFrame(next);
        QCOMPARE(dock.track(PerformanceDock::EventDrivenTrack).samples().back().rate, 600.0 / 0.002);
        QCOMPARE(dock.track(PerformanceDock::TimeDrivenTrack).samples().back().rate, 100.0 / 0.004);
        // A paused main-window frame does not take the chart from the comparison.
        FrameSnapshot paused = runFrame(scenario, exact, 2.0, 9000, 0.0, 1.0);
        paused.running = false;
        dock.showFrame(paused);
        table = dock.chartData();
        QCOMPARE(table.columns.size(), 3);  // time, event-driven, time-driven
        QCOMPARE(table.rows.size(), std::size_t(1));
        QCOMPARE(table.rows[0][1], 1.0);
        QCOMPARE(table.rows[0][2], 3.0);
        dock.setQuantity(PerformanceDock::Quantity::Rate);
        test::checkExports(dock);
    }
};

QTEST_MAIN(PerformanceDockTest)
#include "tst_performance_dock.moc"
