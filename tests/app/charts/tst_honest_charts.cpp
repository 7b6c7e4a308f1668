// Charts that never mislead, offscreen: a P-V diagram only for a box whose area changes, a wall
// pressure with a named averaging window, no Maxwell-Boltzmann law for a handful of disks, no
// diffusion coefficient for a bounded MSD, axes that start over with each run, round ticks,
// kinetic energy and temperature both visible, legends beside the data, never an empty legend.
#include "app/charts/diffusion_dock.h"
#include "app/charts/nice_ticks.h"
#include "app/charts/performance_dock.h"
#include "app/charts/force_methods_dock.h"
#include "app/charts/scaling_dock.h"
#include "app/charts/speed_distribution_dock.h"
#include "app/charts/time_series_dock.h"
#include "app/comparison/comparison_pane.h"
#include "app/view/simulation_view.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "io/scenario_file.h"
#include "runtime/motion_meter.h"
#include "runtime/simulation_controller.h"

#include <QComboBox>
#include <QAction>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QLabel>
#include <QStandardItemModel>
#include <QTest>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <utility>

using namespace disklab;

namespace {

/// The moment the view shows, or null before its first scene.
const Snapshot* shown(MainWindow& window)
{
    return window.view().scene().state.get();
}

std::shared_ptr<const Scenario> scenarioFile(const char* name)
{
    const LoadResult result = loadScenarioFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/%1").arg(QLatin1String(name)));
    return result.ok() ? std::make_shared<const Scenario>(*result.scenario) : nullptr;
}

/// Frames of `scenario` every `step` up to `until`, paused, as the worker would publish them.
std::vector<FrameSnapshot> framesOf(const std::shared_ptr<const Scenario>& scenario, double until, double step,
                                    std::uint64_t generation)
{
    EventDrivenEngine engine(*scenario);
    MotionMeter motion;
    std::vector<FrameSnapshot> frames;
    for (int k = 0; k * step <= until + 1e-12; ++k) {
        engine.advanceTo(k * step);
        FrameSnapshot f;
        f.generation = generation;
        f.scenario = scenario;
        f.state = engine.snapshot();
        f.totals = engine.totals();
        f.advanceSeconds = 0.01;
        f.engineSeconds = 0.01 * k;
        motion.measure(f);
        frames.push_back(std::move(f));
    }
    return frames;
}

/// One disk in a large box whose displacement from the start is `distance(t)` along x.
std::vector<FrameSnapshot> oneDiskFrames(const std::function<double(double)>& distance)
{
    Scenario s;
    s.width = s.height = 1e6;
    Disk d;
    d.x = d.y = 10.0;
    d.vx = 1.0;
    s.disks.push_back(d);
    auto scenario = std::make_shared<const Scenario>(s);
    std::vector<FrameSnapshot> frames;
    for (int k = 0; k <= 400; ++k) {
        FrameSnapshot f;
        f.generation = 1;
        f.scenario = scenario;
        f.state.time = 0.1 * k;
        f.state.x = {10.0 + distance(f.state.time)};
        f.state.y = {10.0};
        f.state.vx = {1.0};
        f.state.vy = {0.0};
        f.kineticEnergy = 0.5;
        f.momentum = {1.0, 0.0};
        frames.push_back(std::move(f));
    }
    return frames;
}

/// 1, 2 or 5 times a power of ten, checked on the decimal digits of the step.
bool isRoundStep(double step)
{
    if (!(step > 0.0))
        return false;
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-12));
    return std::abs(mantissa - 1.0) < 1e-6 || std::abs(mantissa - 2.0) < 1e-6 || std::abs(mantissa - 5.0) < 1e-6
        || std::abs(mantissa - 10.0) < 1e-6;
}

/// Every step between neighbouring ticks of a linear axis is the same round number.
void checkRoundTicks(QCPAxis* axis, const char* what)
{
    if (!axis->visible() || axis->scaleType() == QCPAxis::stLogarithmic)
        return;
    const QVector<double> ticks = axis->tickVector();
    QVERIFY2(ticks.size() >= 2, what);
    const double step = ticks[1] - ticks[0];
    QVERIFY2(isRoundStep(step), qPrintable(QStringLiteral("%1: tick step %2").arg(QLatin1String(what)).arg(step)));
    for (int k = 2; k < ticks.size(); ++k)
        QVERIFY2(std::abs(ticks[k] - ticks[k - 1] - step) <= 1e-9 * step, what);
}

QStringList labelTexts(const QWidget& widget)
{
    QStringList texts;
    for (const QLabel* label : widget.findChildren<QLabel*>())
        texts << label->text();
    return texts;
}

QStringList seriesNames(const QChart& chart)
{
    QStringList names;
    for (const QAbstractSeries* series : chart.series())
        names << series->name();
    return names;
}

} // namespace

class HonestChartsTest : public QObject {
    Q_OBJECT
private slots:
    void shortLogAxesKeepSeveralLabelledTicks()
    {
        // A log axis over less than a decade, over one to two, and over many: the ticks are
        // always several, on 1, 2, 5 (or whole) multiples of powers of ten where the span is
        // short, and on the powers of ten alone where it is long.
        const struct {
            double lower, upper;
            int fewest;
            bool decadesOnly;
        } cases[] = {{2.0, 8.0, 5, false}, {0.6, 12.5, 4, false}, {1.0, 1e6, 5, true}};
        for (const auto& c : cases) {
            QCustomPlot plot;
            plot.resize(400, 300);
            plot.yAxis->setScaleType(QCPAxis::stLogarithmic);
            plot.yAxis->setTicker(QSharedPointer<NiceLogTicker>::create());
            plot.yAxis->setRange(c.lower, c.upper);
            plot.replot();
            const QVector<double> ticks = plot.yAxis->tickVector();
            QVERIFY2(ticks.size() >= c.fewest, qPrintable(QString::number(ticks.size())));
            for (double tick : ticks) {
                QVERIFY(tick >= c.lower && tick <= c.upper);
                const double mantissa = tick / std::pow(10.0, std::floor(std::log10(tick) + 1e-12));
                QVERIFY2(std::abs(mantissa - std::round(mantissa)) < 1e-9, qPrintable(QString::number(tick)));
                if (c.decadesOnly)
                    QVERIFY2(std::abs(mantissa - 1.0) < 1e-9, qPrintable(QString::number(tick)));
                else if (c.upper / c.lower > 10.0)
                    QVERIFY2(isRoundStep(tick), qPrintable(QString::number(tick)));
            }
        }
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_honest_charts"));
        QSettings().clear();
    }

    void pressureVolumeOnlyWhenTheAreaChanges()
    {
        TimeSeriesDock dock;
        auto* chooser = dock.findChild<QComboBox*>();
        QVERIFY(chooser);
        const auto* model = qobject_cast<const QStandardItemModel*>(chooser->model());
        const int pv = static_cast<int>(TimeSeriesDock::Quantity::PressureVolume);

        // A fixed box: P-V is listed but cannot be chosen, and its tooltip says why.
        dock.showFrame(framesOf(std::make_shared<const Scenario>(defaultScenario()), 0.0, 1.0, 1).front());
        QVERIFY(!model->item(pv)->isEnabled());
        QVERIFY(!dock.pressureVolumeAvailable());
        QVERIFY(model->item(pv)->toolTip().contains(QStringLiteral("moving wall")));
        dock.setQuantity(TimeSeriesDock::Quantity::PressureVolume);
        QVERIFY(dock.quantity() != TimeSeriesDock::Quantity::PressureVolume);

        // A piston: it can.
        const auto piston = scenarioFile("piston-compression.json");
        QVERIFY(piston);
        dock.showFrame(framesOf(piston, 0.0, 1.0, 2).front());
        QVERIFY(model->item(pv)->isEnabled());
        QVERIFY(dock.pressureVolumeAvailable());
        QVERIFY(model->item(pv)->toolTip().isEmpty());
        dock.setQuantity(TimeSeriesDock::Quantity::PressureVolume);
        QCOMPARE(dock.quantity(), TimeSeriesDock::Quantity::PressureVolume);

        // Back to a fixed box: the dock leaves the P-V diagram for the pressure.
        dock.showFrame(framesOf(std::make_shared<const Scenario>(defaultScenario()), 0.0, 1.0, 3).front());
        QVERIFY(!model->item(pv)->isEnabled());
        QCOMPARE(dock.quantity(), TimeSeriesDock::Quantity::Pressure);
    }

    void pressureVolumeOfAFreePistonKeepsTheRunsBeforeIt()
    {
        TimeSeriesDock dock;
        const auto piston = scenarioFile("boyle-piston.json");
        QVERIFY(piston);
        const std::vector<FrameSnapshot> run = framesOf(piston, 20.0, 1.0, 1);
        for (const FrameSnapshot& f : run)
            dock.showFrame(f);
        QVERIFY(dock.pressureVolumeAvailable());  // the piston moves as the gas pushes it
        dock.setQuantity(TimeSeriesDock::Quantity::PressureVolume);
        QCOMPARE(dock.earlierRunsShown(), std::size_t(0));
        // Run again (a reset): the run that ended stays on the diagram, named by its walls.
        for (std::uint64_t generation = 2; generation <= 4; ++generation)
            for (FrameSnapshot f : run) {
                f.generation = generation;
                dock.showFrame(f);
            }
        QCOMPARE(dock.earlierRunsShown(), TimeSeriesDock::kEarlierRunsKept);
        QStringList names;
        for (int k = 0; k < dock.plot().plottableCount(); ++k)
            names << dock.plot().plottable(k)->name();
        QVERIFY2(names.contains(QStringLiteral("run 3 (walls at kT 1)")), qPrintable(names.join(" | ")));
        QVERIFY2(!names.contains(QStringLiteral("run 1 (walls at kT 1)")), "only the last two runs are kept");
        QVERIFY2(names.contains(QStringLiteral("run 4 (walls at kT 1): measured at the walls, averaged over Δt = 2")),
                 qPrintable(names.join(" | ")));
        // Another scenario starts a diagram of its own.
        dock.showFrame(framesOf(scenarioFile("piston-compression.json"), 0.0, 1.0, 5).front());
        QCOMPARE(dock.earlierRunsShown(), std::size_t(0));
    }

    void wallPressureNamesItsAveragingWindow()
    {
        TimeSeriesDock dock;
        dock.setQuantity(TimeSeriesDock::Quantity::Pressure);
        const auto frames = framesOf(std::make_shared<const Scenario>(defaultScenario()), 6.0, 0.05, 1);
        dock.showFrame(frames.front());
        auto* window = dock.findChild<QLineEdit*>(QStringLiteral("averagingWindow"));
        QVERIFY2(window, "no averaging window control");
        // The default is a round span, and it is the series' sampling window.
        QVERIFY(isRoundStep(dock.series().interval()));
        QCOMPARE(window->text().toDouble(), dock.series().interval());

        window->setText(QStringLiteral("0.5"));
        emit window->editingFinished();
        QCOMPARE(dock.averagingWindow(), 0.5);
        QCOMPARE(dock.series().interval(), 0.5);
        for (const auto& f : frames)
            dock.showFrame(f);
        dock.refresh();
        const auto& samples = dock.series().samples();
        QVERIFY(samples.size() >= 10);
        for (std::size_t k = 1; k < samples.size(); ++k)
            QVERIFY(samples[k].time - samples[k - 1].time >= 0.5 - 1e-12);
        QVERIFY2(dock.plot().graph(0)->name().contains(QStringLiteral("averaged over Δt = 0.5")),
                 qPrintable(dock.plot().graph(0)->name()));
        QVERIFY(dock.plot().yAxis->label().contains(QStringLiteral("Δt = 0.5")));

        // A window of no length is refused; the field shows the window in use again.
        window->setText(QStringLiteral("0"));
        emit window->editingFinished();
        QCOMPARE(dock.averagingWindow(), 0.5);
        QCOMPARE(window->text(), QStringLiteral("0.5"));
        // A restart of the same scenario keeps the chosen window.
        dock.showFrame(framesOf(frames.front().scenario, 0.0, 1.0, 2).front());
        QCOMPARE(dock.averagingWindow(), 0.5);
    }

    void defaultWindowHoldsEnoughWallHits()
    {
        // The default window should hold some tens of wall hits, so the pressure's point-to-point
        // scatter (Poisson, 1/sqrt(hits)) is some 20 %, not the 40 % of a handful of hits.
        const auto gas = std::make_shared<const Scenario>(defaultScenario());
        const auto frames = framesOf(gas, 200.0, 0.1, 1);
        TimeSeriesDock dock;
        for (const auto& f : frames)
            dock.showFrame(f);
        const auto& samples = dock.series().samples();
        QVERIFY(samples.size() >= 20);
        const double windows = samples.back().time / dock.series().interval();
        const double hits = static_cast<double>(frames.back().totals.wallCollisions) / windows;
        double mean = 0.0, square = 0.0;
        for (const ObservableSample& s : samples) {
            mean += s.pressure / samples.size();
            square += s.pressure * s.pressure / samples.size();
        }
        const double scatter = std::sqrt(square - mean * mean) / mean;
        qInfo("window %g: %g wall hits per window, pressure scatter %.1f %%", dock.series().interval(), hits, 100 * scatter);
        QVERIFY2(hits >= 12.0 && hits <= 60.0, qPrintable(QString::number(hits)));
        QVERIFY2(scatter <= 0.3, qPrintable(QString::number(scatter)));
    }

    void noMaxwellBoltzmannForAHandfulOfDisks()
    {
        const auto billiards = scenarioFile("billiards-3.json");
        QVERIFY(billiards);
        SpeedDistributionDock dock;
        const QChart* chart = dock.findChild<QChartView*>()->chart();
        dock.setWindowFrames(50);
        for (const auto& f : framesOf(billiards, 20.0, 0.5, 1))
            dock.showFrame(f);
        dock.refresh();
        for (const QString& name : seriesNames(*chart))
            QVERIFY2(!name.contains(QStringLiteral("Maxwell")), qPrintable(name));
        QVERIFY2(!chart->title().contains(QStringLiteral("KS")), qPrintable(chart->title()));
        QVERIFY(labelTexts(dock).contains(QStringLiteral("Too few disks for a speed distribution: 4")));
        dock.setShowComponents(true);
        for (const QString& name : seriesNames(*chart))
            QVERIFY2(!name.contains(QStringLiteral("Gaussian")), qPrintable(name));
        QCOMPARE(dock.chartData().columns.size(), 3);  // bins, counts, densities: no law

        // The 400-disk gas has both.
        for (const auto& f : framesOf(std::make_shared<const Scenario>(defaultScenario()), 1.0, 0.5, 2))
            dock.showFrame(f);
        dock.setShowComponents(false);
        QVERIFY(seriesNames(*chart).last().startsWith(QStringLiteral("Maxwell-Boltzmann")));
        QVERIFY(chart->title().contains(QStringLiteral("KS")));
        QVERIFY(!labelTexts(dock).join(' ').contains(QStringLiteral("Too few")));

        // Every disk deleted in edit mode: the histogram of the disks that were is gone.
        FrameSnapshot empty = framesOf(std::make_shared<const Scenario>(defaultScenario()), 0.0, 0.5, 3).front();
        auto none = std::make_shared<Scenario>(*empty.scenario);
        none->disks.clear();
        empty.scenario = none;
        empty.state = Snapshot{};
        empty.running = false;
        dock.showFrame(empty);
        QVERIFY(labelTexts(dock).contains(QStringLiteral("Too few disks for a speed distribution: 0")));
        QVERIFY(seriesNames(*chart).isEmpty());
    }

    void noDiffusionCoefficientForABoundMsd()
    {
        // Newton's cradle in a closed box: the balls swing back and forth, the MSD stays bounded.
        const auto cradle = scenarioFile("pendulum.json");
        QVERIFY(cradle);
        DiffusionDock dock;
        for (const auto& f : framesOf(cradle, 400.0, 0.5, 1))
            dock.showFrame(f);
        dock.refresh();
        const QString shown = labelTexts(dock).join(' ');
        QVERIFY2(shown.contains(QStringLiteral("no diffusion (MSD bounded)")), qPrintable(shown));
        QVERIFY2(!shown.contains(QStringLiteral("D =")), qPrintable(shown));
        QCOMPARE(dock.plot().graph(2)->dataCount(), 0);  // no fitted line either, nor its legend entry
        QCOMPARE(dock.plot().legend->itemCount(), 2);

        // Ballistic flight, msd = t^2: not diffusive yet.
        DiffusionDock flight;
        for (const auto& f : oneDiskFrames([](double t) { return t; }))
            flight.showFrame(f);
        flight.refresh();
        QVERIFY2(labelTexts(flight).join(' ').contains(QStringLiteral("not diffusive yet")),
                 qPrintable(labelTexts(flight).join(' ')));

        // msd = 4 D t exactly: D is reported.
        const double D = 0.37;
        DiffusionDock walker;
        for (const auto& f : oneDiskFrames([D](double t) { return std::sqrt(4.0 * D * t); }))
            walker.showFrame(f);
        walker.refresh();
        QVERIFY2(labelTexts(walker).join(' ').contains(QStringLiteral("D = 0.37 ")), qPrintable(labelTexts(walker).join(' ')));
        QVERIFY(walker.plot().graph(2)->dataCount() > 0);
        // The fitted line's legend entry, which an exported image shows, names D too.
        QVERIFY2(walker.plot().graph(2)->name().contains(QStringLiteral("D = 0.37 ")), qPrintable(walker.plot().graph(2)->name()));
    }

    void dilutePeriodicGasDiffusesAtTheEnskogRate()
    {
        // 2D hard disks at low density: D = (1 / (2 n sigma)) sqrt(kT / (pi m)) / g(sigma)
        // (Chapman-Enskog, first order, with Henderson's contact value g = (1 - 7 eta / 16) /
        // (1 - eta)^2). In 2D the velocity autocorrelation decays only as 1/t (Alder and
        // Wainwright's long-time tail), so the D fitted over t = 75..150 lies some 10 to 30 %
        // above Enskog's (2.99 for the CLI's default seed, 2.72 for this one); a few per cent
        // of sampling noise with 600 disks. Held to 0.9..1.35 times Enskog's value.
        GasParameters gas;
        gas.count = 600;
        gas.packing = 0.08;
        gas.periodic = true;
        gas.seed = 7;
        const auto scenario = std::make_shared<const Scenario>(generateGas(gas));
        DiffusionDock dock;
        for (const auto& f : framesOf(scenario, 150.0, 0.25, 1))
            dock.showFrame(f);
        dock.refresh();
        const QString shown = labelTexts(dock).join(' ');
        const int at = shown.indexOf(QStringLiteral("D = "));
        QVERIFY2(at >= 0, qPrintable(shown));
        const double measured = shown.mid(at + 4).section(' ', 0, 0).toDouble();
        const double eta = gas.packing, sigma = 1.0;
        const double n = 4.0 * eta / (M_PI * sigma * sigma);
        const double contact = (1.0 - 7.0 * eta / 16.0) / ((1.0 - eta) * (1.0 - eta));
        const double enskog = std::sqrt(1.0 / M_PI) / (2.0 * n * sigma) / contact;
        qInfo("D measured %g, Enskog %g", measured, enskog);
        QVERIFY2(measured >= 0.9 * enskog && measured <= 1.35 * enskog,
                 qPrintable(QStringLiteral("measured %1, Enskog %2").arg(measured).arg(enskog)));
    }

    void axesStartOverWithEachRun()
    {
        const auto gas = std::make_shared<const Scenario>(defaultScenario());
        const auto long1 = framesOf(gas, 30.0, 0.25, 1);
        const auto next = framesOf(gas, 0.0, 1.0, 2).front();
        TimeSeriesDock series;
        PerformanceDock performance;
        DiffusionDock diffusion;
        diffusion.setLogarithmic(false);
        for (const auto& f : long1) {
            series.showFrame(f);
            performance.showFrame(f);
            diffusion.showFrame(f);
        }
        QVERIFY(series.plot().xAxis->range().upper > 20.0);
        QVERIFY(performance.plot().xAxis->range().upper > 20.0);
        QVERIFY(diffusion.plot().xAxis->range().upper > 20.0);
        // A restart (or another scenario) publishes its first frame, paused at t = 0.
        series.showFrame(next);
        performance.showFrame(next);
        diffusion.showFrame(next);
        for (QCustomPlot* plot : {&series.plot(), &performance.plot(), &diffusion.plot()}) {
            const QCPRange x = plot->xAxis->range();
            QVERIFY2(x.lower >= 0.0 && x.upper <= 1.0, qPrintable(QStringLiteral("%1 .. %2").arg(x.lower).arg(x.upper)));
            for (int g = 0; g < plot->graphCount(); ++g)
                QVERIFY(plot->graph(g)->dataCount() <= 1);
        }

        // One sample into the new run: still no negative time on the axis.
        const auto second = framesOf(gas, 2.0, 0.05, 3);
        for (const auto& f : second) {
            series.showFrame(f);
            performance.showFrame(f);
            if (series.series().samples().size() == 1)
                break;
        }
        QCOMPARE(series.series().samples().size(), std::size_t(1));
        QVERIFY(series.plot().xAxis->range().lower >= 0.0);
        QVERIFY(performance.plot().xAxis->range().lower >= 0.0);
    }

    void loadAndResetStartEveryChartOver()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(shown(window));
        auto* series = window.findChild<TimeSeriesDock*>();
        auto* performance = window.findChild<PerformanceDock*>();
        auto* diffusion = window.findChild<DiffusionDock*>();
        diffusion->setLogarithmic(false);
        const auto playUntil = [&](double until) {
            window.setSpeed(until * 4.0);
            window.simulation().play();
            QTRY_VERIFY_WITH_TIMEOUT(shown(window)->time >= until, 60000);
            window.simulation().pause();
            QTRY_VERIFY(!window.simulation().isRunning());
        };
        const auto startedOver = [&] {
            for (QCustomPlot* plot : {&series->plot(), &performance->plot(), &diffusion->plot()}) {
                const QCPRange x = plot->xAxis->range();
                if (x.lower < 0.0 || x.upper > 1.0)
                    return false;
                for (int g = 0; g < plot->graphCount(); ++g) {
                    if (plot->graph(g)->dataCount() > 1)
                        return false;
                }
            }
            return true;
        };
        playUntil(20.0);
        QVERIFY(series->plot().xAxis->range().upper > 10.0);
        window.actions().reset->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(shown(window)->time == 0.0, 10000);
        QTRY_VERIFY2(startedOver(), "after Reset");

        playUntil(20.0);
        QVERIFY(window.openFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/pendulum.json")));
        QTRY_VERIFY_WITH_TIMEOUT(window.view().scene().scenario->disks.size() == 7, 10000);
        QTRY_VERIFY2(startedOver(), "after loading another scenario");
    }

    void ticksAreRound()
    {
        const auto gas = std::make_shared<const Scenario>(defaultScenario());
        const auto frames = framesOf(gas, 7.0, 0.1, 1);
        TimeSeriesDock series;
        PerformanceDock performance;
        DiffusionDock diffusion;
        SpeedDistributionDock speeds;
        diffusion.setLogarithmic(false);
        for (const auto& f : frames) {
            series.showFrame(f);
            performance.showFrame(f);
            diffusion.showFrame(f);
            speeds.showFrame(f);
        }
        for (auto quantity : {TimeSeriesDock::Quantity::EnergyTemperature, TimeSeriesDock::Quantity::Pressure,
                              TimeSeriesDock::Quantity::Momentum}) {
            series.setQuantity(quantity);
            series.plot().resize(500, 360);
            series.plot().replot();
            checkRoundTicks(series.plot().xAxis, "time series x");
            checkRoundTicks(series.plot().yAxis, "time series y");
            checkRoundTicks(series.plot().yAxis2, "time series y2");
        }
        // A span of 12.5 in about five ticks: 2 (or 5), where QCustomPlot's readable ticker takes 2.5.
        series.plot().xAxis->setRange(0.0, 12.5);
        series.plot().replot();
        checkRoundTicks(series.plot().xAxis, "time series x over 12.5");
        for (QCustomPlot* plot : {&performance.plot(), &diffusion.plot()}) {
            plot->resize(500, 360);
            plot->replot();
            checkRoundTicks(plot->xAxis, "x");
            checkRoundTicks(plot->yAxis, "y");
        }
        // Qt Charts: ticks at round multiples of a round step, whatever the range.
        speeds.refresh();
        const QChart* chart = speeds.findChild<QChartView*>()->chart();
        for (QAbstractAxis* axis : chart->axes()) {
            const auto* value = qobject_cast<const QValueAxis*>(axis);
            QVERIFY(value);
            const double step = tickStep(*value);
            QVERIFY2(isRoundStep(step), qPrintable(QString::number(step)));
            // The ends are whole multiples of the step, so every tick is one.
            QVERIFY(std::abs(value->min() / step - std::round(value->min() / step)) < 1e-6);
            QVERIFY(std::abs(value->max() / step - std::round(value->max() / step)) < 1e-6);
        }
    }

    void aNewRangeNeverLaysOutMillionsOfTicks()
    {
        // A Qt Charts axis lays its ticks out at each change of range, tick count or interval.
        // A slow run's speeds (0 to 1 in steps of 0.2) followed by a fast one's (0 to 10^7)
        // once built 5 x 10^7 tick items in between, and the window hung for minutes.
        QChart chart;
        auto* axis = new QValueAxis;
        chart.addAxis(axis, Qt::AlignBottom);
        double worstTicks = 0.0;
        const auto watch = [&] {
            const double ticks = axis->tickType() == QValueAxis::TicksFixed || !(axis->tickInterval() > 0.0)
                ? axis->tickCount()
                : (axis->max() - axis->min()) / axis->tickInterval();
            worstTicks = std::max(worstTicks, ticks);
        };
        connect(axis, &QValueAxis::rangeChanged, this, watch);
        connect(axis, &QValueAxis::tickCountChanged, this, watch);
        connect(axis, &QValueAxis::tickIntervalChanged, this, watch);
        connect(axis, &QValueAxis::tickTypeChanged, this, watch);
        for (const auto& [lower, upper] : {std::pair{0.0, 1.0}, {0.0, 1e7}, {-3e-6, 2e-6}, {0.0, 4e9}, {1.0, 2.0}}) {
            setRangeWithNiceTicks(*axis, lower, upper);
            // The range holds [lower, upper], widened by less than a step at each end.
            QVERIFY(axis->min() <= lower && axis->min() > lower - tickStep(*axis));
            QVERIFY(axis->max() >= upper && axis->max() < upper + tickStep(*axis));
            QVERIFY2(worstTicks <= 20.0, qPrintable(QStringLiteral("%1 ticks on the way to [%2, %3]")
                                                        .arg(worstTicks).arg(lower).arg(upper)));
        }
    }

    void kineticEnergyAndTemperatureBothShow()
    {
        const auto gas = std::make_shared<const Scenario>(defaultScenario());
        TimeSeriesDock dock;
        dock.setQuantity(TimeSeriesDock::Quantity::EnergyTemperature);
        for (const auto& f : framesOf(gas, 20.0, 0.1, 1))
            dock.showFrame(f);
        dock.refresh();
        const QCPGraph* energy = dock.plot().graph(0);
        const QCPGraph* temperature = dock.plot().graph(1);
        QVERIFY(energy->dataCount() > 5);
        // Drawn in this order, the temperature on top: dashed over a wider line, both seen.
        QCOMPARE(temperature->pen().style(), Qt::DashLine);
        QCOMPARE(energy->pen().style(), Qt::SolidLine);
        QVERIFY(energy->pen().widthF() > temperature->pen().widthF());
        QVERIFY(temperature->name().contains(QStringLiteral("same curve")));
        // The right axis is the left one over N: kT = KE / N puts the curves on each other.
        const double n = static_cast<double>(gas->disks.size());
        QCOMPARE(dock.plot().yAxis2->range().upper, dock.plot().yAxis->range().upper / n);
        QCOMPARE(dock.plot().yAxis2->range().lower, dock.plot().yAxis->range().lower / n);
    }

    void legendsStayOffTheData()
    {
        const auto gas = std::make_shared<const Scenario>(defaultScenario());
        const auto frames = framesOf(gas, 3.0, 0.1, 1);
        TimeSeriesDock series;
        PerformanceDock performance;
        DiffusionDock diffusion;
        SimulationController simulation;
        ScalingDock scaling(simulation);
        ForceMethodsDock forces(simulation);
        for (const auto& f : frames) {
            series.showFrame(f);
            performance.showFrame(f);
            diffusion.showFrame(f);
        }
        for (std::size_t n : {30, 300, 3000}) {
            ForceMethodComparison p;
            p.n = n, p.theta = 0.5;
            p.secondsDirect = 1e-9 * double(n * n), p.secondsBarnesHut = 2e-7 * double(n);
            p.medianRelativeError = 1e-3, p.maxRelativeError = 0.1;
            forces.addPoint(p);
        }
        for (QCustomPlot* plot : {&series.plot(), &performance.plot(), &diffusion.plot(), &scaling.plot(), &forces.plot()}) {
            // About the size of a chart dock on a 1366 x 768 screen.
            plot->resize(340, 300);
            plot->replot();
            QVERIFY(plot->legend->visible());
            QVERIFY2(!plot->legend->outerRect().intersects(plot->axisRect()->rect()),
                     qPrintable(plot->legend->itemCount() ? plot->legend->item(0)->objectName() : QString()));
        }

        // The simulation view's speed legend and comparison mode's legend beside the box.
        SimulationView view;
        view.resize(900, 600);
        view.setColourBySpeed(true);
        view.showScene(sceneOfFrame(std::make_shared<const FrameSnapshot>(frames.front())));
        QVERIFY(!view.colourLegendRect().isEmpty());
        QVERIFY(!view.boxOnScreen().intersects(QRectF(view.colourLegendRect())));
        double width = 0.0;
        for (bool legend : {true, false}) {
            ComparisonPane pane(QStringLiteral("time-driven"), legend);
            pane.resize(620, 420);
            pane.setHighlights({1, 2}, {3}, 1, 1);
            pane.showScene(sceneOfFrame(std::make_shared<const FrameSnapshot>(frames.front())));
            QCOMPARE(pane.legendRect().isEmpty(), !legend);
            QVERIFY(!pane.boxOnScreen().intersects(QRectF(pane.titleRect())));
            QVERIFY(!pane.boxOnScreen().intersects(QRectF(pane.legendRect())));
            QVERIFY(pane.boxOnScreen().width() > 300);  // still most of the pane
            // Both panes draw the box at one scale, with a legend or without.
            if (legend)
                width = pane.boxOnScreen().width();
            else
                QCOMPARE(pane.boxOnScreen().width(), width);
        }
    }

    void noEmptyLegendFrame()
    {
        PerformanceDock dock;
        dock.plot().resize(340, 300);
        dock.refresh();
        QCOMPARE(dock.plot().legend->itemCount(), 0);
        QVERIFY(!dock.plot().legend->visible());
        // The empty chart keeps its width for the axes.
        QVERIFY2(dock.plot().axisRect()->width() > 200, qPrintable(QString::number(dock.plot().axisRect()->width())));
        for (const auto& f : framesOf(std::make_shared<const Scenario>(defaultScenario()), 1.0, 0.25, 1))
            dock.showFrame(f);
        dock.refresh();
        QVERIFY(dock.plot().legend->itemCount() > 0);
        QVERIFY(dock.plot().legend->visible());
    }
};

QTEST_MAIN(HonestChartsTest)
#include "tst_honest_charts.moc"
