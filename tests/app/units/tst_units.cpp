// The window's one choice of units: the conversions against values worked out here from the
// physical constants (never from the code's), the choice's memory (and an earlier version's
// Gauges setting carried over), and View ▸ Units turning the gauges, the run controls and the
// charts' axes and values together.
#include "app/charts/speed_distribution_dock.h"
#include "app/charts/time_series_dock.h"
#include "app/edit/disk_table_dock.h"
#include "app/edit/disk_table_model.h"
#include "app/document/scenario_document.h"
#include "app/document/disk_property.h"
#include "app/run/event_log_dock.h"
#include "app/run/event_log_model.h"
#include "app/run/lab_controls_dock.h"
#include "app/run/lab_gauges_dock.h"
#include "app/units/units_choice.h"
#include "app/view/simulation_view.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"
#include "../gas_frames.h"
#include "../window_docks.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <QtTest>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

using namespace disklab;
using disklab::test::dockNamed;
using disklab::test::gasFrames;

namespace {

// CODATA / SI values, and the atoms' kinetic diameters and standard atomic weights.
constexpr double kB = 1.380649e-23, u = 1.66053906660e-27;
constexpr double kT300 = kB * 300.0;  // J

bool agrees(double value, double expected, double tolerance = 1e-9)
{
    return std::abs(value / expected - 1.0) < tolerance;
}

UnitSystem atomsOf(Gas gas)
{
    UnitSystem units{UnitScale::Atoms};
    units.gas = gas;
    return units;
}

/// The action of View ▸ Units whose text, without its mnemonic, is `text`.
QAction* unitsAction(MainWindow& window, const QString& text)
{
    for (QAction* action : window.actions().unitsMenu->actions())
        if (action->text().remove(QLatin1Char('&')) == text)
            return action;
    return nullptr;
}

/// The largest x the chart plots.
double largestX(const QChart& chart)
{
    double largest = 0.0;
    for (QAbstractSeries* series : chart.series())
        for (const QPointF& p : static_cast<QLineSeries*>(series)->points())
            largest = std::max(largest, p.x());
    return largest;
}

QChart& chartOf(QWidget& dock)
{
    return *dock.findChild<QChartView*>()->chart();
}

QString horizontalTitle(QWidget& dock)
{
    return chartOf(dock).axes(Qt::Horizontal).first()->titleText();
}

} // namespace

class TestUnits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_units"));
        QSettings().clear();
        QLocale::setDefault(QLocale::c());
    }
    void cleanupTestCase() { QSettings().clear(); }

    void argonAtRoomTemperature()
    {
        const UnitSystem argon = atomsOf(Gas::Argon);
        const double sigma = 0.34e-9, m = 39.948 * u;
        const double speed = std::sqrt(kT300 / m);
        // By hand: sqrt(1.380649e-23 * 300 / (39.948 * 1.66054e-27)) = 249.9 m/s.
        QVERIFY(std::abs(speed - 249.9) < 0.05);
        QVERIFY(agrees(argon.factor(Quantity::Speed), speed));
        QVERIFY(agrees(argon.factor(Quantity::Time), sigma / speed * 1e12));  // 1.3606 ps
        QVERIFY(std::abs(argon.factor(Quantity::Time) - 1.3606) < 5e-4);
        QVERIFY(agrees(argon.factor(Quantity::Length), 0.34));
        QVERIFY(agrees(argon.factor(Quantity::Area), 0.34 * 0.34));
        QVERIFY(agrees(argon.factor(Quantity::Energy), kT300 * 1e21));  // 4.142 zJ
        QVERIFY(agrees(argon.factor(Quantity::Mass), 39.948));
        // σ √(kT/m) = 0.34e-9 m * 249.9 m/s = 8.50e-8 m²/s = 0.0850 mm²/s, which is nm²/ps.
        QVERIFY(agrees(argon.factor(Quantity::Diffusion), sigma * speed * 1e6));
        QVERIFY(agrees(argon.factor(Quantity::Diffusion), argon.factor(Quantity::Area) / argon.factor(Quantity::Time)));
        QVERIFY(std::abs(argon.factor(Quantity::Diffusion) - 0.08496) < 5e-5);
        QCOMPARE(argon.unit(Quantity::Diffusion), QStringLiteral("mm²/s"));
        // A 2D pressure (kT per σ) over a slab one σ thick: kT / σ³ = 1.0538e8 Pa.
        QVERIFY(agrees(argon.factor(Quantity::Pressure), kT300 / (sigma * sigma * sigma) / 1e3));
        QVERIFY(std::abs(argon.factor(Quantity::Pressure) - 105382.3) < 0.1);
        QCOMPARE(argon.temperature(1.0), 300.0);
        QCOMPARE(argon.unit(Quantity::Speed), QStringLiteral("m/s"));
        QCOMPARE(argon.unit(Quantity::Time), QStringLiteral("ps"));
        QCOMPARE(argon.temperatureSymbol(), QStringLiteral("K"));
    }

    void theOtherGasesAtTheSameTemperature()
    {
        // kT = 1 is 300 K for every gas: the speed unit follows the mass, the time unit the
        // diameter over the speed. Helium: sqrt(kT / 4.0026 u) = 789.4 m/s.
        const struct {
            Gas gas;
            double sigma, mass;
        } gases[] = {{Gas::Helium, 0.260e-9, 4.002602}, {Gas::Neon, 0.275e-9, 20.1797}, {Gas::Xenon, 0.396e-9, 131.293}};
        for (const auto& g : gases) {
            const UnitSystem units = atomsOf(g.gas);
            const double speed = std::sqrt(kT300 / (g.mass * u));
            QVERIFY(agrees(units.factor(Quantity::Speed), speed));
            QVERIFY(agrees(units.factor(Quantity::Time), g.sigma / speed * 1e12));
            QVERIFY(agrees(units.factor(Quantity::Pressure), kT300 / std::pow(g.sigma, 3) / 1e3));
            QCOMPARE(units.temperature(2.0), 600.0);
        }
        QVERIFY(std::abs(atomsOf(Gas::Helium).factor(Quantity::Speed) - 789.4) < 0.1);
    }

    void celsiusAndAtmospheres()
    {
        UnitSystem units = atomsOf(Gas::Argon);
        units.temperatureUnit = TemperatureUnit::Celsius;
        units.pressureUnit = PressureUnit::Atmosphere;
        QVERIFY(std::abs(units.temperature(1.5) - (450.0 - 273.15)) < 1e-9);  // °C = K − 273.15
        QCOMPARE(units.temperatureFactor(), 300.0);  // a difference is the same in K and °C
        QVERIFY(agrees(units.factor(Quantity::Pressure), atomsOf(Gas::Argon).factor(Quantity::Pressure) / 101.325));
        QCOMPARE(temperatureText(1.5, units), QStringLiteral("177 °C"));
        QVERIFY(std::abs(units.kT(26.85) - 1.0) < 1e-12);  // and back
        QCOMPARE(pressureText(0.2, units), QStringLiteral("208 atm"));  // 21076 kPa / 101.325
    }

    void reducedUnitsAreTheSimulations()
    {
        const UnitSystem reduced;
        for (Quantity q : {Quantity::Length, Quantity::Area, Quantity::Time, Quantity::Speed, Quantity::Energy,
                           Quantity::Pressure, Quantity::Mass, Quantity::Momentum, Quantity::Diffusion})
            QCOMPARE(reduced.factor(q), 1.0);
        QCOMPARE(reduced.temperature(1.5), 1.5);
        QCOMPARE(reduced.unit(Quantity::Speed), QStringLiteral("length/time"));
    }

    void theChoiceIsRememberedAndAnEarlierGaugesChoiceCarriesOver()
    {
        QSettings().clear();
        QSettings().setValue(QStringLiteral("gauges/units"), QStringLiteral("atoms"));
        {
            UnitsChoice choice;
            QCOMPARE(choice.units(), atomsOf(Gas::Argon));
            UnitSystem xenon = atomsOf(Gas::Xenon);
            xenon.pressureUnit = PressureUnit::Atmosphere;
            QSignalSpy changed(&choice, &UnitsChoice::changed);
            choice.choose(xenon);
            QCOMPARE(changed.count(), 1);
            choice.choose(xenon);
            QCOMPARE(changed.count(), 1);  // no change, no signal
        }
        QVERIFY(!QSettings().contains(QStringLiteral("gauges/units")));
        UnitsChoice next;
        QCOMPARE(next.units().gas, Gas::Xenon);
        QCOMPARE(next.units().pressureUnit, PressureUnit::Atmosphere);
        next.choose(UnitSystem{});
    }

    void speedDistributionPlotsInMetresPerSecond()
    {
        SpeedDistributionDock dock;
        dock.resize(500, 400);
        for (const FrameSnapshot& frame : gasFrames(2.0, 0.5))
            dock.showFrame(frame);
        dock.refresh();
        const double reducedLargest = largestX(chartOf(dock));
        QVERIFY(reducedLargest > 0.0);
        QCOMPARE(horizontalTitle(dock), QStringLiteral("speed |v| [length/time]"));
        const UnitSystem argon = atomsOf(Gas::Argon);
        dock.setUnits(argon);
        const double factor = std::sqrt(kT300 / (39.948 * u));
        QVERIFY2(agrees(largestX(chartOf(dock)), reducedLargest * factor, 1e-9),
                 qPrintable(QStringLiteral("%1 vs %2").arg(largestX(chartOf(dock))).arg(reducedLargest * factor)));
        QCOMPARE(horizontalTitle(dock), QStringLiteral("speed |v| [m/s]"));
        QCOMPARE(chartOf(dock).axes(Qt::Vertical).first()->titleText(), QStringLiteral("probability density [s/m]"));
        // The Maxwell-Boltzmann curve in the same units: its legend names the temperature in K,
        // and it is still a density: its area (trapezoids over its points) is about 1.
        const auto* curve = static_cast<QLineSeries*>(chartOf(dock).series().last());
        QVERIFY2(curve->name().startsWith(QStringLiteral("Maxwell-Boltzmann, ")) && curve->name().endsWith(QStringLiteral(" K")),
                 qPrintable(curve->name()));
        double area = 0.0;
        const QList<QPointF> points = curve->points();
        for (qsizetype k = 1; k < points.size(); ++k)
            area += 0.5 * (points[k].y() + points[k - 1].y()) * (points[k].x() - points[k - 1].x());
        QVERIFY2(std::abs(area - 1.0) < 0.02, qPrintable(QString::number(area)));
        const DataTable table = dock.chartData();
        QCOMPARE(table.columns.first(), QStringLiteral("speed bin centre [m/s]"));
        QVERIFY(agrees(table.rows.front()[0], dock.shownHistogram().centre(0) * factor));
    }

    void timeSeriesAndItsExportReadInTheUnits()
    {
        TimeSeriesDock dock;
        for (const FrameSnapshot& frame : gasFrames(20.0, 0.25))
            dock.showFrame(frame);
        dock.setQuantity(TimeSeriesDock::Quantity::Pressure);
        const DataTable reduced = dock.chartData();
        QVERIFY(reduced.rows.size() > 2);
        UnitSystem units = atomsOf(Gas::Neon);
        units.pressureUnit = PressureUnit::Atmosphere;
        dock.setUnits(units);
        const DataTable shown = dock.chartData();
        QCOMPARE(shown.columns[0], QStringLiteral("time [ps]"));
        QCOMPARE(shown.columns[1], QStringLiteral("wall pressure [atm]"));
        const double sigma = 0.275e-9, speed = std::sqrt(kT300 / (20.1797 * u));
        QVERIFY(agrees(shown.rows.back()[0], reduced.rows.back()[0] * sigma / speed * 1e12));
        QVERIFY(agrees(shown.rows.back()[1], reduced.rows.back()[1] * kT300 / std::pow(sigma, 3) / 101325.0));
        QCOMPARE(dock.plot().xAxis->label(), QStringLiteral("time [ps]"));
        // The averaging window reads in ps, rounded; typed in ps, it reaches the series in time units.
        auto* window = dock.findChild<QLineEdit*>(QStringLiteral("averagingWindow"));
        QCOMPARE(window->text(), QString::number(dock.averagingWindow() * sigma / speed * 1e12, 'g', 4));
        window->setText(QStringLiteral("1.5"));
        emit window->editingFinished();
        QVERIFY(agrees(dock.averagingWindow(), 1.5 / (sigma / speed * 1e12)));
        QVERIFY(dock.plot().yAxis->label().startsWith(QStringLiteral("pressure [atm]")));
        dock.setQuantity(TimeSeriesDock::Quantity::EnergyTemperature);
        QCOMPARE(dock.chartData().columns[2], QStringLiteral("temperature [K]"));
        QCOMPARE(dock.plot().yAxis->label(), QStringLiteral("kinetic energy [zJ]"));
    }

    void viewMenuTurnsTheWholeWindowAndIsRemembered()
    {
        QSettings().clear();
        {
            MainWindow window;
            const double speed = window.speed();
            auto* speedSpin = window.findChild<QDoubleSpinBox*>(QStringLiteral("speedSpin"));
            QCOMPARE(speedSpin->suffix(), QStringLiteral(" time units/s"));
            QAction* atoms = unitsAction(window, QStringLiteral("Atoms (SI units)"));
            QAction* xenon = unitsAction(window, QStringLiteral("Xenon"));
            QAction* celsius = unitsAction(window, QStringLiteral("Celsius (°C)"));
            QVERIFY(atoms && xenon && celsius);
            QVERIFY(!xenon->isEnabled());  // the gas means something on the atoms scale only
            atoms->trigger();
            QVERIFY(xenon->isEnabled());
            xenon->trigger();
            celsius->trigger();
            const UnitSystem& units = window.units().units();
            QCOMPARE(units.scale, UnitScale::Atoms);
            QCOMPARE(units.gas, Gas::Xenon);
            QCOMPARE(units.temperatureUnit, TemperatureUnit::Celsius);
            QCOMPARE(window.view().units(), units);
            // The gauges, their quick switch, the run controls, the charts.
            const auto titles = dockNamed<LabGaugesDock>(window, "gaugesDock").findChildren<QLabel*>();
            QVERIFY(std::any_of(titles.begin(), titles.end(),
                                [](QLabel* l) { return l->text() == QStringLiteral("Temperature (°C)"); }));
            QCOMPARE(dockNamed<LabGaugesDock>(window, "gaugesDock").unitsChooser()->currentText(), QStringLiteral("Atoms: Xenon"));
            QCOMPARE(speedSpin->suffix(), QStringLiteral(" ps/s"));
            const double tau = 0.396e-9 / std::sqrt(kT300 / (131.293 * u)) * 1e12;
            QVERIFY(std::abs(speedSpin->value() - speed * tau) <= std::pow(10.0, -speedSpin->decimals()));
            QCOMPARE(window.findChild<QDoubleSpinBox*>(QStringLiteral("dtSpin"))->suffix(), QStringLiteral(" ps"));
            dockNamed<SpeedDistributionDock>(window, "speedDistributionDock").refresh();
            QCOMPARE(dockNamed<TimeSeriesDock>(window, "timeSeriesDock").chartData().columns[0], QStringLiteral("time [ps]"));
            QCOMPARE(dockNamed<EventLogDock>(window, "eventLogDock").model().headerData(EventLogModel::TimeColumn, Qt::Horizontal).toString(),
                     QStringLiteral("Time (ps)"));
            // The pump's temperature: kT = 1 typed as 26.85 °C rounds to 27 °C, whole degrees.
            QCOMPARE(dockNamed<LabControlsDock>(window, "labControlsDock").pumpTemperature()->suffix(), QStringLiteral(" °C"));
            QCOMPARE(dockNamed<LabControlsDock>(window, "labControlsDock").pumpTemperature()->value(), 27.0);
            // The disks table shows, and takes, nm.
            DiskTableModel& disks = dockNamed<DiskTableDock>(window, "diskTableDock").model();
            const int x = int(DiskField::X);
            QCOMPARE(disks.headerData(x, Qt::Horizontal).toString(), QStringLiteral("x (nm)"));
            const double reducedX = window.document().scenario().disks[0].x;
            QVERIFY(agrees(disks.data(disks.index(0, x), Qt::EditRole).toDouble(), reducedX * 0.396));
            QVERIFY(disks.setData(disks.index(0, x), QStringLiteral("3.96")));
            QVERIFY(agrees(window.document().scenario().disks[0].x, 10.0));
            // A speed typed in ps/s reaches the run in time units per second.
            speedSpin->setValue(2.0 * tau);
            QVERIFY(agrees(window.speed(), 2.0, 1e-3));
            // The quick switch turns the menu.
            dockNamed<LabGaugesDock>(window, "gaugesDock").unitsChooser()->setCurrentIndex(0);
            emit dockNamed<LabGaugesDock>(window, "gaugesDock").unitsChooser()->activated(0);
            QVERIFY(unitsAction(window, QStringLiteral("Reduced (kT, disk sizes)"))->isChecked());
            QCOMPARE(speedSpin->suffix(), QStringLiteral(" time units/s"));
            atoms->trigger();
        }
        MainWindow next;  // the next start reads in the same units
        QCOMPARE(next.units().units().gas, Gas::Xenon);
        QCOMPARE(next.units().units().temperatureUnit, TemperatureUnit::Celsius);
        QVERIFY(unitsAction(next, QStringLiteral("Xenon"))->isChecked());
        QCOMPARE(next.findChild<QDoubleSpinBox*>(QStringLiteral("speedSpin"))->suffix(), QStringLiteral(" ps/s"));
        next.units().choose(UnitSystem{});
    }
};

QTEST_MAIN(TestUnits)
#include "tst_units.moc"
