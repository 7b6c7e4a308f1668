// Properties ▸ Scenario in the window's units: on the atoms scale with argon the box, gravity,
// the walls' velocity, stop time and temperature, the free piston and the pump read in nm,
// nm/ps², m/s, ps, K (or °C), u and kPa, each value worked out here from the physical constants
// (never from the code's factors); what the user types in those units reaches the scenario in
// its own; the headings name the units; an elastic wall's empty temperature says so; the
// interior walls' table reads and takes nm and ps; and back in reduced units the fields read the
// scenario's numbers again.
#include "app/document/scenario_document.h"
#include "app/edit/segment_table_model.h"
#include "app/edit/free_piston_fields.h"
#include "app/units/number_field.h"
#include "app/edit/pump_fields.h"
#include "app/edit/scenario_properties_panel.h"
#include "app/units/units_choice.h"
#include "app/window/main_window.h"
#include "core/gas_generator.h"

#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <cmath>

using namespace disklab;

namespace {

// CODATA / SI values and argon's kinetic diameter and standard atomic weight.
constexpr double kB = 1.380649e-23, u = 1.66053906660e-27;
constexpr double sigma = 0.34e-9, argonMass = 39.948;
const double speedUnit = std::sqrt(kB * 300.0 / (argonMass * u));  // m/s, 249.9
const double timeUnit = sigma / speedUnit * 1e12;                   // ps, 1.3606

/// A walled gas with every field of the Scenario tab set: a heater on the left wall that also
/// moves and stops, gravity, a free piston on the right and a pump in the bottom wall.
Scenario everyField()
{
    GasParameters p;
    p.count = 40;
    p.packing = 0.05;
    p.seed = 3;
    Scenario s = generateGas(p);
    s.width = 30.0;
    s.height = 20.0;
    s.gravityY = -0.5;
    s.wall(Side::Left).temperature = 1.5;
    s.wall(Side::Left).velocity = 0.2;
    s.wall(Side::Left).stopTime = 5.0;
    s.wall(Side::Right).mass = 10.0;
    s.wall(Side::Right).pressure = 0.2;
    Pump pump;
    pump.side = Side::Bottom;
    pump.temperature = 1.0;
    pump.interval = 0.5;
    pump.count = 100;
    s.pump = pump;
    return s;
}

double numberIn(const NumberField* field)
{
    bool ok = false;
    const double value = field->text().toDouble(&ok);
    return ok ? value : std::nan("");
}

/// Whether `field` shows `expected` to the six significant digits the atoms scale shows.
bool shows(const NumberField* field, double expected)
{
    return std::abs(numberIn(field) / expected - 1.0) < 1e-5;
}

void type(NumberField* field, const QString& text)
{
    field->setText(text);
    emit field->editingFinished();
}

/// Whether a label of `panel` reads `text`.
bool hasHeading(const QWidget& panel, const QString& text)
{
    for (const QLabel* label : panel.findChildren<QLabel*>())
        if (label->text() == text)
            return true;
    return false;
}

} // namespace

class TestScenarioPropertiesUnits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_scenario_properties_units"));
        QSettings().clear();
        QLocale::setDefault(QLocale::c());
    }
    void cleanupTestCase() { QSettings().clear(); }
    void readInArgonUnits();
    void typedInArgonUnits();
    void interiorWallsInArgonUnits();
};

void TestScenarioPropertiesUnits::readInArgonUnits()
{
    MainWindow window;
    window.document().replace(everyField(), QString(), QString(), false);
    auto* panel = window.findChild<ScenarioPropertiesPanel*>();
    QVERIFY(panel);
    UnitSystem argon{UnitScale::Atoms};
    window.units().choose(argon);
    QVERIFY(shows(panel->widthField(), 30.0 * 0.34));
    QVERIFY(shows(panel->heightField(), 20.0 * 0.34));
    QVERIFY(hasHeading(*panel, QStringLiteral("Width (nm)")));
    // g = 0.5 σ/τ²: 0.0918 nm/ps², some 9 × 10^13 m/s² (a hard-disk gas falls in picoseconds).
    QVERIFY(shows(panel->gravityField(), 0.5 * 0.34 / (timeUnit * timeUnit)));
    QVERIFY(hasHeading(*panel, QStringLiteral("Gravity (nm/ps²)")));
    QCOMPARE(numberIn(panel->gravityDirectionField()), 270.0);  // an angle stays an angle
    QVERIFY(shows(panel->wallVelocityField(Side::Left), 0.2 * speedUnit));
    QVERIFY(hasHeading(*panel, QStringLiteral("Velocity (m/s)")));
    QVERIFY(shows(panel->wallStopField(Side::Left), 5.0 * timeUnit));
    QVERIFY(hasHeading(*panel, QStringLiteral("Stops at t (ps)")));
    QCOMPARE(numberIn(panel->wallTemperatureField(Side::Left)), 450.0);
    // An empty temperature is an elastic wall, and says so.
    QVERIFY(panel->wallTemperatureField(Side::Right)->text().isEmpty());
    QCOMPARE(panel->wallTemperatureField(Side::Right)->placeholderText(), QStringLiteral("elastic"));
    QVERIFY(hasHeading(*panel, QStringLiteral("Temperature (K)")));
    QVERIFY(shows(panel->freePiston().massField(), 10.0 * argonMass));
    // 0.2 kT/σ over a layer σ thick: 0.2 kT/σ³ = 21076 kPa.
    QVERIFY(shows(panel->freePiston().pressureField(), 0.2 * kB * 300.0 / std::pow(sigma, 3) / 1e3));
    QVERIFY(hasHeading(*panel, QStringLiteral("Pressure outside (kPa)")));
    QCOMPARE(numberIn(panel->pump().temperatureField()), 300.0);
    QVERIFY(shows(panel->pump().intervalField(), 0.5 * timeUnit));
    QCOMPARE(panel->pump().countField()->text(), QStringLiteral("100"));  // a count stays a count

    argon.temperatureUnit = TemperatureUnit::Celsius;
    window.units().choose(argon);
    QVERIFY(shows(panel->wallTemperatureField(Side::Left), 450.0 - 273.15));
    QVERIFY(hasHeading(*panel, QStringLiteral("Temperature (°C)")));

    window.units().choose(UnitSystem{});
    QCOMPARE(panel->widthField()->text(), QStringLiteral("30"));
    QCOMPARE(panel->wallTemperatureField(Side::Left)->text(), QStringLiteral("1.5"));
    QVERIFY(hasHeading(*panel, QStringLiteral("Width")));
    QVERIFY(hasHeading(*panel, QStringLiteral("Temperature (kT)")));
}

void TestScenarioPropertiesUnits::typedInArgonUnits()
{
    MainWindow window;
    window.document().replace(everyField(), QString(), QString(), false);
    auto* panel = window.findChild<ScenarioPropertiesPanel*>();
    window.units().choose(UnitSystem{UnitScale::Atoms});
    const Scenario& s = window.document().scenario();
    type(panel->heightField(), QStringLiteral("3.4"));
    QCOMPARE(s.height, 10.0);
    type(panel->wallTemperatureField(Side::Left), QStringLiteral("600"));
    QCOMPARE(s.wall(Side::Left).temperature, 2.0);
    type(panel->wallVelocityField(Side::Left), QString::number(2.0 * speedUnit, 'g', 17));
    QVERIFY(std::abs(s.wall(Side::Left).velocity - 2.0) < 1e-12);
    type(panel->freePiston().massField(), QStringLiteral("79.896"));
    QVERIFY(std::abs(s.wall(Side::Right).mass - 2.0) < 1e-12);
    type(panel->pump().temperatureField(), QStringLiteral("150"));
    QCOMPARE(s.pump->temperature, 0.5);
    // Untouched fields stay exactly as they were: showing six digits changes nothing.
    QCOMPARE(s.width, 30.0);
    QCOMPARE(s.wall(Side::Left).stopTime, 5.0);
}

void TestScenarioPropertiesUnits::interiorWallsInArgonUnits()
{
    MainWindow window;
    Scenario s = everyField();
    s.pump.reset();  // a box with interior walls has no pump
    SegmentWall partition;
    partition.x0 = partition.x1 = 15.0;
    partition.y0 = 0.0;
    partition.y1 = 20.0;
    partition.removeTime = 3.0;
    s.segments.push_back(partition);
    window.document().replace(s, QString(), QString(), false);
    auto* panel = window.findChild<ScenarioPropertiesPanel*>();
    window.units().choose(UnitSystem{UnitScale::Atoms});
    SegmentTableModel& table = panel->segments();
    QCOMPARE(table.headerData(SegmentTableModel::X0, Qt::Horizontal).toString(), QStringLiteral("x0 (nm)"));
    QCOMPARE(table.headerData(SegmentTableModel::RemoveTime, Qt::Horizontal).toString(),
             QStringLiteral("Removed at (ps)"));
    const auto cell = [&](int column) {
        return table.data(table.index(0, column), Qt::EditRole).toDouble();
    };
    QVERIFY(std::abs(cell(SegmentTableModel::X0) / (15.0 * 0.34) - 1.0) < 1e-12);
    QVERIFY(std::abs(cell(SegmentTableModel::RemoveTime) / (3.0 * timeUnit) - 1.0) < 1e-9);
    QVERIFY(table.setData(table.index(0, SegmentTableModel::Y1), QStringLiteral("3.4")));
    QVERIFY(std::abs(window.document().scenario().segments[0].y1 - 10.0) < 1e-12);
}

QTEST_MAIN(TestScenarioPropertiesUnits)
#include "tst_scenario_properties_units.moc"
