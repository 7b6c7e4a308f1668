// Every axis label reads the value of the tick it stands at: on the Qt Charts axes of the speed
// distribution, over ranges from tiny to huge and negative, the labels the scene draws are
// parsed and compared with the axis value at their place; on the QCustomPlot docks' axes, each
// label with its tick. Whenever a chart is looked at, between redraws and layouts, its ticks
// are round and each label reads its tick, Lesson Mode's speed chart too.
#include "app/charts/nice_ticks.h"
#include "app/charts/speed_distribution_dock.h"
#include "app/units/unit_system.h"
#include "app/window/lesson_panel.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"
#include "runtime/simulation_controller.h"
#include "../window_docks.h"
#include "../gas_frames.h"

#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QGraphicsTextItem>
#include <QSettings>
#include <QStandardPaths>
#include <QTextDocument>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

using namespace disklab;

namespace {

/// The number a label shows (QCustomPlot's "1.5·10^3" included), or NaN.
double labelValue(QString text)
{
    text.replace(QChar(0x2212), '-');
    const int times = text.indexOf(QChar(0x00b7));
    if (times > 0) {
        const int caret = text.indexOf("10^", times);
        bool mantissaOk = false, exponentOk = false;
        const double mantissa = text.left(times).toDouble(&mantissaOk);
        const double exponent = text.mid(caret + 3).toDouble(&exponentOk);
        return mantissaOk && exponentOk ? mantissa * std::pow(10.0, exponent) : std::nan("");
    }
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok ? value : std::nan("");
}

/// The ranges a chart meets: a 10^5-disk histogram (0 to 6), six disks (0 to 3), densities,
/// tiny, huge, negative, off zero, and a run's histogram growing and shrinking a little.
const std::vector<std::pair<double, double>> kRanges = {
    {0.0, 6.0}, {0.0, 3.0}, {0.0, 0.62}, {0.0, 5.7}, {1e-7, 3.3e-7}, {0.0, 4e9}, {-5.0, 5.0}, {-3e-6, 2e-6},
    {1.0, 2.0}, {0.0, 1.3e5}, {998.0, 1003.0}, {0.0, 0.0013},
    // A live histogram's top from frame to frame: the range moves, the step stays.
    {0.0, 0.62}, {0.0, 0.66}, {0.0, 0.7}, {0.0, 0.689}, {0.0, 0.64}};

struct DrawnLabel {
    double shown;  ///< what it reads
    double at;     ///< the axis value at its centre
};

/// The labels drawn for the chart's bottom (x) or left (y) axis.
std::vector<DrawnLabel> drawnLabels(QChart& chart, Qt::Orientation orientation)
{
    std::vector<DrawnLabel> labels;
    const QRectF plot = chart.plotArea();
    for (QGraphicsItem* item : chart.scene()->items()) {
        const auto* text = dynamic_cast<QGraphicsTextItem*>(item);
        if (!text || !text->isVisible())
            continue;
        const QPointF centre = text->sceneBoundingRect().center();
        const bool belowPlot = centre.y() > plot.bottom() && centre.x() >= plot.left() - 1.0
                               && centre.x() <= plot.right() + 1.0;
        const bool leftOfPlot = centre.x() < plot.left() && centre.y() >= plot.top() - 1.0
                                && centre.y() <= plot.bottom() + 1.0;
        if (orientation == Qt::Horizontal ? !belowPlot : !leftOfPlot)
            continue;
        const double shown = labelValue(text->document()->toPlainText());
        if (std::isnan(shown))
            continue;  // the axis title
        const QPointF value = chart.mapToValue(chart.mapFromScene(centre));
        labels.push_back({shown, orientation == Qt::Horizontal ? value.x() : value.y()});
    }
    return labels;
}

/// Each label reads its place to within a tenth of the step (a label is centred on its tick;
/// a misread tick is off by a whole step or a rounding of it), and there are at least three.
void checkLabels(QChart& chart, QValueAxis& axis, Qt::Orientation orientation, const char* what)
{
    const std::vector<DrawnLabel> labels = drawnLabels(chart, orientation);
    const double step = tickStep(axis);
    const QString range = QStringLiteral("%1 [%2, %3]").arg(QLatin1String(what)).arg(axis.min()).arg(axis.max());
    QVERIFY2(labels.size() >= 3, qPrintable(range + QStringLiteral(": %1 labels").arg(labels.size())));
    for (const DrawnLabel& label : labels) {
        QVERIFY2(std::abs(label.shown - label.at) <= 0.1 * step,
                 qPrintable(range + QStringLiteral(": label %1 stands at %2 (step %3)").arg(label.shown).arg(label.at).arg(step)));
    }
}


/// Each label the chart draws for `axis` stands at one of its ticks, which are whole multiples
/// of a round step (1, 2 or 5 times a power of ten), and reads that tick's value: the axis drew
/// the ticks it was given, not an earlier count stretched over the new range (0, 0.00042,
/// 0.00083, "0.0013" for 0.00125). Once laid out (`laidOut`) there is a label for every tick;
/// before, a label wider than the last layout's is drawn shortened ("0.0…"), and not read.
void checkRoundTicksDrawn(QChart& chart, QValueAxis& axis, Qt::Orientation orientation, const QString& what, bool laidOut)
{
    std::vector<DrawnLabel> labels = drawnLabels(chart, orientation);
    std::sort(labels.begin(), labels.end(), [](const DrawnLabel& a, const DrawnLabel& b) { return a.at < b.at; });
    const double step = tickStep(axis);
    const QString range = QStringLiteral("%1 [%2, %3] in %4 ticks").arg(what).arg(axis.min()).arg(axis.max()).arg(axis.tickCount());
    QVERIFY2(isNiceTickStep(step),
             qPrintable(range + QStringLiteral(": a step of %1").arg(step)));
    QVERIFY2(laidOut ? int(labels.size()) == axis.tickCount() : int(labels.size()) <= axis.tickCount(),
             qPrintable(range + QStringLiteral(": %1 labels drawn").arg(labels.size())));
    for (const DrawnLabel& label : labels) {
        const double tick = axis.min() + std::round((label.at - axis.min()) / step) * step;
        QVERIFY2(std::abs(label.at - tick) <= 0.02 * step && std::abs(label.shown - tick) <= 1e-6 * step
                     && std::abs(tick / step - std::round(tick / step)) <= 1e-6,
                 qPrintable(range + QStringLiteral(": label %1 stands at %2").arg(label.shown).arg(label.at)));
    }
}

/// A chart of one line on value axes, as the docks build theirs (the chart owns the rest).
struct LineChart {
    QChart* chart;
    QLineSeries* series;
    QValueAxis* x;
    QValueAxis* y;
};

LineChart lineChart()
{
    LineChart made{new QChart, new QLineSeries, new QValueAxis, new QValueAxis};
    made.chart->addSeries(made.series);
    made.chart->addAxis(made.x, Qt::AlignBottom);
    made.chart->addAxis(made.y, Qt::AlignLeft);
    made.series->attachAxis(made.x);
    made.series->attachAxis(made.y);
    return made;
}

} // namespace

class TstTickLabels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_tick_labels"));
    }
    void init() { QSettings().clear(); }
    void cleanup() { QSettings().clear(); }

    void qtChartsLabelsReadTheirTicks()
    {
        auto [chart, series, x, y] = lineChart();
        refitTicksOnResize(*chart, *x);
        refitTicksOnResize(*chart, *y);
        QChartView view(chart);
        for (const QSize size : {QSize(420, 320), QSize(900, 700)}) {
            view.resize(size);
            view.show();
            for (const auto& [lower, upper] : kRanges) {
                series->replace({QPointF(lower, lower), QPointF(upper, upper)});
                setRangeWithNiceTicks(*x, lower, upper, plotLength(*chart, *x));
                setRangeWithNiceTicks(*y, lower, upper, plotLength(*chart, *y));
                for (int pass = 0; pass < 4; ++pass)
                    QCoreApplication::processEvents();
                checkLabels(*chart, *x, Qt::Horizontal, "x");
                checkLabels(*chart, *y, Qt::Vertical, "y");
            }
        }
    }

    void speedDistributionInMetresPerSecondReadsItsTicks()
    {
        // On the atoms scale the speeds are hundreds of m/s and the densities thousandths of
        // s/m: the labels still read their ticks, from the first frame (argon chosen before
        // any) and after a change of gas.
        SpeedDistributionDock dock;
        dock.resize(500, 420);
        dock.setUnits(UnitSystem{UnitScale::Atoms});
        dock.show();
        for (const FrameSnapshot& frame : test::gasFrames(2.0, 0.5))
            dock.showFrame(frame);
        for (const Gas gas : {Gas::Argon, Gas::Helium, Gas::Xenon}) {
            UnitSystem units{UnitScale::Atoms};
            units.gas = gas;
            dock.setUnits(units);
            for (int pass = 0; pass < 4; ++pass)
                QCoreApplication::processEvents();
            QChart& chart = *dock.findChild<QChartView*>()->chart();
            checkLabels(chart, *static_cast<QValueAxis*>(chart.axes(Qt::Horizontal).first()), Qt::Horizontal, "m/s");
            checkLabels(chart, *static_cast<QValueAxis*>(chart.axes(Qt::Vertical).first()), Qt::Vertical, "s/m");
        }
    }

    void ticksStayRoundAsTheRangeMoves()
    {
        // A live histogram's top from one redraw to the next: the step stays 0.0005 while the
        // count of ticks changes (0 to 0.003 in seven, 0 to 0.0025 in six) and the labels keep
        // their width; then a shorter chart fits a coarser step to the same range. What the
        // axis draws has round ticks at once, for a paint or an export before the chart's next
        // layout pass, and after it.
        auto [chart, series, x, y] = lineChart();
        QChartView view(chart);
        view.resize(420, 360);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        setRangeWithNiceTicks(*x, 0.0, 1500.0, plotLength(*chart, *x));
        const auto checkNowAndLaidOut = [&](const QString& what) {
            checkRoundTicksDrawn(*chart, *y, Qt::Vertical, what + QStringLiteral(", at once"), false);
            for (int pass = 0; pass < 4; ++pass)
                QCoreApplication::processEvents();
            checkRoundTicksDrawn(*chart, *y, Qt::Vertical, what + QStringLiteral(", laid out"), true);
        };
        for (const double top : {0.0029, 0.0024, 0.0031, 0.0027, 0.0012, 0.0014, 0.0029, 0.0024}) {
            series->replace({QPointF(0.0, 0.0), QPointF(1500.0, top)});
            setRangeWithNiceTicks(*y, 0.0, top, plotLength(*chart, *y));
            checkNowAndLaidOut(QStringLiteral("top %1").arg(top));
            if (QTest::currentTestFailed())
                return;
        }
        for (const double shorter : {3.0, 1.0}) {
            setRangeWithNiceTicks(*y, y->min(), y->max(), plotLength(*chart, *y) / shorter);
            checkNowAndLaidOut(QStringLiteral("%1 times shorter").arg(shorter));
            if (QTest::currentTestFailed())
                return;
        }
    }

    void lessonModeSpeedsKeepRoundTicks()
    {
        // Lesson Mode's speed distribution beside a running gas, in argon units (thousandths of
        // s/m), at a 4:3 projector's, a laptop's and a 1080p projector's size: whenever it is
        // looked at, between redraws and layouts, both axes show round ticks that read their
        // values (two screenshots of six once showed steps of 0.0006 and 0.000417).
        QSettings().setValue(QStringLiteral("units/scale"), QStringLiteral("atoms"));
        QSettings().setValue(QStringLiteral("units/gas"), QStringLiteral("argon"));
        MainWindow window;
        window.resize(1024, 768);
        QVERIFY(window.openFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/ideal-gas.json")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (QAction* panel : window.actions().lessonPanels->actions())
            if (panel->data().toString() == QLatin1String(lessonPanelKey::speedDistribution))
                panel->trigger();
        window.simulation().play();
        QChart& chart = *test::dockNamed<QDockWidget>(window, "speedDistributionDock").findChild<QChartView*>()->chart();
        QTRY_VERIFY(!chart.axes(Qt::Vertical).isEmpty() && chart.axes(Qt::Vertical).first()->isVisible());
        auto& x = *static_cast<QValueAxis*>(chart.axes(Qt::Horizontal).first());
        auto& y = *static_cast<QValueAxis*>(chart.axes(Qt::Vertical).first());
        const int looks = qEnvironmentVariableIsSet("DISKLAB_SANITIZED") ? 4 : 16;
        for (const QSize size : {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080)}) {
            window.resize(size);
            for (int look = 0; look < looks; ++look) {
                // Odd waits, so the looks fall at every point between redraws.
                QTest::qWait(37 + 11 * look % 50);
                const QString what = QStringLiteral("%1 x %2, look %3").arg(size.width()).arg(size.height()).arg(look);
                checkRoundTicksDrawn(chart, x, Qt::Horizontal, what + QStringLiteral(", speed"), false);
                checkRoundTicksDrawn(chart, y, Qt::Vertical, what + QStringLiteral(", density"), false);
                if (QTest::currentTestFailed())
                    return;
            }
        }
    }

    void customPlotLabelsReadTheirTicks()
    {
        QCustomPlot plot;
        plot.resize(500, 360);
        useNiceTicks(plot);
        for (const auto& [lower, upper] : kRanges) {
            plot.xAxis->setRange(lower, upper);
            plot.yAxis->setRange(lower, upper);
            plot.replot();
            for (QCPAxis* axis : {plot.xAxis, plot.yAxis}) {
                const QVector<double> ticks = axis->tickVector();
                const QVector<QString> labels = axis->tickVectorLabels();
                QVERIFY(ticks.size() >= 3 && ticks.size() == labels.size());
                const double step = ticks[1] - ticks[0];
                for (int k = 0; k < ticks.size(); ++k) {
                    const double shown = labelValue(labels[k]);
                    QVERIFY2(std::abs(shown - ticks[k]) <= 1e-6 * step,
                             qPrintable(QStringLiteral("[%1, %2]: tick %3 reads \"%4\"").arg(lower).arg(upper).arg(ticks[k]).arg(labels[k])));
                }
            }
        }
    }
};

QTEST_MAIN(TstTickLabels)

#include "tst_tick_labels.moc"
