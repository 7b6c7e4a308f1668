// The Force methods dock: a measurement started from it fills both views' charts and data tables
// with the study's points, states the crossover the plotted times give, exports in every format,
// refuses lists it cannot measure, and Cancel ends a run early. The study itself is tested in
// tst_force_method_study; speeds are never asserted.
#include "app/charts/force_methods_dock.h"
#include "chart_export_check.h"
#include "runtime/force_method_study.h"
#include "runtime/simulation_controller.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <qcustomplot.h>

#include <cmath>

using namespace disklab;

namespace {

/// A point with the given times and errors.
ForceMethodComparison point(std::size_t n, double theta, std::optional<double> direct, double tree, double median)
{
    ForceMethodComparison p;
    p.n = n, p.theta = theta;
    p.secondsDirect = direct, p.secondsBarnesHut = tree;
    p.medianRelativeError = median, p.maxRelativeError = 10.0 * median;
    return p;
}

QLineEdit& field(ForceMethodsDock& dock, const char* name)
{
    return *dock.findChild<QLineEdit*>(QString::fromLatin1(name));
}

} // namespace

class ForceMethodsDockTest : public QObject {
    Q_OBJECT
private slots:
    void dockMeasuresBothViewsAndExports()
    {
        SimulationController simulation;
        ForceMethodsDock dock(simulation);
        QSignalSpy finished(&dock, &ForceMethodsDock::finished);
        dock.start({200, 50}, {0.5, 0.0});
        QVERIFY(dock.isRunning());
        QCOMPARE(field(dock, "forceMethodSizes").text(), QStringLiteral("50, 200"));
        QCOMPARE(field(dock, "forceMethodThetas").text(), QStringLiteral("0, 0.5"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.takeFirst().at(0).toBool(), false);
        QVERIFY(!dock.isRunning());

        // In order: each N, and at each N each theta.
        const std::vector<ForceMethodComparison>& points = dock.points();
        QCOMPARE(points.size(), std::size_t(4));
        QCOMPARE(points[0].n, std::size_t(50));
        QCOMPARE(points[1].theta, 0.5);
        QCOMPARE(points[2].n, std::size_t(200));
        QCOMPARE(points[2].theta, 0.0);
        QVERIFY(points[0].maxRelativeError < 1e-10);
        QVERIFY(points[1].medianRelativeError < 1e-2);

        // Time against N: one row per N; the direct sum the mean of its two measurements there.
        dock.setView(ForceMethodsDock::View::TimeAgainstN);
        DataTable table = dock.chartData();
        QCOMPARE(table.columns.size(), 4);
        QCOMPARE(table.rows.size(), std::size_t(2));
        for (std::size_t r = 0; r < 2; ++r) {
            const ForceMethodComparison& atZero = points[2 * r];
            const ForceMethodComparison& atHalf = points[2 * r + 1];
            QCOMPARE(table.rows[r][0], double(atZero.n));
            QCOMPARE(table.rows[r][1], (*atZero.secondsDirect + *atHalf.secondsDirect) / 2.0);
            QCOMPARE(table.rows[r][2], atZero.secondsBarnesHut);
            QCOMPARE(table.rows[r][3], atHalf.secondsBarnesHut);
        }
        QCOMPARE(dock.chartFileName(), QStringLiteral("force-methods-time"));
        QCOMPARE(dock.crossovers().size(), std::size_t(2));
        QVERIFY(dock.summary().contains(QStringLiteral("θ = 0.5")));
        test::checkExports(dock);

        // Error against theta: one row per theta, the median and the maximum of each N.
        dock.setView(ForceMethodsDock::View::ErrorAgainstTheta);
        table = dock.chartData();
        QCOMPARE(table.columns.size(), 5);
        QCOMPARE(table.rows.size(), std::size_t(2));
        for (std::size_t r = 0; r < 2; ++r) {
            QCOMPARE(table.rows[r][0], points[r].theta);
            for (std::size_t k = 0; k < 2; ++k) {
                QCOMPARE(table.rows[r][1 + 2 * k], points[2 * k + r].medianRelativeError);
                QCOMPARE(table.rows[r][2 + 2 * k], points[2 * k + r].maxRelativeError);
            }
        }
        QCOMPARE(dock.chartFileName(), QStringLiteral("force-methods-error"));
        test::checkExports(dock);
    }

    void theCrossoverIsMarkedAndStated()
    {
        SimulationController simulation;
        ForceMethodsDock dock(simulation);
        // The direct sum 1e-9 N^2 s against a tree of 1e-7 N s (theta 0.5, equal at N = 100) and
        // 1e-6 N s (theta 0.3, equal at 1000, which is past the last N with the direct sum timed).
        for (std::size_t n : {30, 300, 3000}) {
            const double x = double(n);
            dock.addPoint(point(n, 0.3, 1e-9 * x * x, 1e-6 * x, 1e-4));
            dock.addPoint(point(n, 0.5, 1e-9 * x * x, 1e-7 * x, 1e-3));
        }
        dock.addPoint(point(20000, 0.3, std::nullopt, 2e-2, 1e-4));
        const auto crossovers = dock.crossovers();
        QCOMPARE(crossovers.size(), std::size_t(2));
        QCOMPARE(crossovers[0].first, 0.3);
        QCOMPARE(crossovers[0].second.where, ForceCrossover::Where::Between);
        QVERIFY(std::abs(crossovers[0].second.n - 1000.0) < 1e-6);
        QCOMPARE(crossovers[1].second.where, ForceCrossover::Where::Between);
        QVERIFY(std::abs(crossovers[1].second.n - 100.0) < 1e-9);
        QVERIFY(dock.summary().contains(QStringLiteral("N ≈ 1,000")) || dock.summary().contains(QStringLiteral("N ≈ 1000")));

        // The chart: the direct sum, one curve per theta, and the two crossovers marked.
        dock.setView(ForceMethodsDock::View::TimeAgainstN);
        QCustomPlot& plot = dock.plot();
        QCOMPARE(plot.graphCount(), 4);
        QCOMPARE(plot.graph(0)->dataCount(), 3);  // no direct time at 20000
        QCOMPARE(plot.graph(1)->dataCount(), 4);
        QCOMPARE(plot.graph(3)->dataCount(), 2);
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(plot.yAxis->scaleType(), QCPAxis::stLogarithmic);

        // Where the tree never wins over the sizes measured, and where it always does.
        ForceMethodsDock ends(simulation);
        ends.addPoint(point(30, 0.1, 1e-6, 1e-5, 1e-5));
        ends.addPoint(point(100, 0.1, 1e-5, 2e-5, 1e-5));
        ends.addPoint(point(30, 0.9, 1e-6, 5e-7, 1e-2));
        QCOMPARE(ends.crossovers()[0].second.where, ForceCrossover::Where::NotReached);
        QCOMPARE(ends.crossovers()[1].second.where, ForceCrossover::Where::BelowSmallest);
        QCOMPARE(ends.plot().graph(ends.plot().graphCount() - 1)->dataCount(), 0);

        // The error view: theta on a linear axis, errors on a log axis.
        dock.setView(ForceMethodsDock::View::ErrorAgainstTheta);
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLinear);
        QCOMPARE(plot.yAxis->scaleType(), QCPAxis::stLogarithmic);
    }

    void itsTextIsShownWholeInANarrowDock()
    {
        SimulationController simulation;
        ForceMethodsDock dock(simulation);
        dock.addPoint(point(30, 0.5, 1e-6, 1e-5, 1e-3));
        dock.addPoint(point(300, 0.5, 1e-4, 5e-5, 1e-3));
        // About as wide as the chart docks on a 1366 x 768 screen.
        dock.resize(350, 700);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        for (const QLabel* label : dock.findChildren<QLabel*>()) {
            if (label->isVisible() && label->wordWrap() && !label->text().isEmpty())
                QVERIFY2(label->height() >= label->heightForWidth(label->width()), qPrintable(label->text()));
        }
    }

    void listsItCannotMeasureAreRefused()
    {
        SimulationController simulation;
        ForceMethodsDock dock(simulation);
        for (const auto& [sizes, thetas] : {std::pair{"100, 0", "0.5"}, {"100, 2.5", "0.5"}, {"100, 1e6", "0.5"},
                                            {"100, many", "0.5"}, {"", "0.5"}, {"100", "0.5, 1.5"}, {"100", "-0.1"}}) {
            field(dock, "forceMethodSizes").setText(QString::fromUtf8(sizes));
            field(dock, "forceMethodThetas").setText(QString::fromUtf8(thetas));
            dock.start();
            QVERIFY2(!dock.isRunning(), sizes);
        }
        // Chinese and Japanese input methods type a full-width or an enumeration comma.
        QSignalSpy finished(&dock, &ForceMethodsDock::finished);
        field(dock, "forceMethodSizes").setText(QStringLiteral("60，40、 60"));
        field(dock, "forceMethodThetas").setText(QStringLiteral("0.5"));
        dock.start();
        QVERIFY(dock.isRunning());
        QCOMPARE(field(dock, "forceMethodSizes").text(), QStringLiteral("40, 60"));
        QVERIFY(!field(dock, "forceMethodSizes").isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QVERIFY(field(dock, "forceMethodSizes").isEnabled());
        QCOMPARE(dock.points().size(), std::size_t(2));
    }

    void cancelEndsARunEarly()
    {
        SimulationController simulation;
        ForceMethodsDock dock(simulation);
        QSignalSpy finished(&dock, &ForceMethodsDock::finished);
        std::vector<int> sizes = ForceMethodsDock::defaultSizes();
        sizes.push_back(kForceStudyLargestN);
        dock.start(sizes, ForceMethodsDock::defaultThetas());
        QCOMPARE(field(dock, "forceMethodSizes").text(), QStringLiteral("100, 300, 1000, 3000, 10000, 100000"));
        dock.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.takeFirst().at(0).toBool(), true);
        QVERIFY(dock.points().size() < sizes.size() * ForceMethodsDock::defaultThetas().size());
        QVERIFY(!dock.isRunning());
    }
};

QTEST_MAIN(ForceMethodsDockTest)
#include "tst_force_methods_dock.moc"
