// The gauges dock as a student reads it: the thermometer and the pressure gauge show a value
// with its uncertainty once the window has frames, the piston's row only when there is a free
// piston, and the stopwatch runs, counts wall hits and stops on the buttons.
#include "app/run/lab_controls_dock.h"
#include "app/run/lab_gauges_dock.h"
#include "app/units/units_choice.h"

#include "core/event_driven_engine.h"
#include "core/gas_generator.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QtTest>

#include <memory>

using namespace disklab;

namespace {

/// Feeds `dock` a frame of `engine` every 0.5 time units up to `until`.
void feed(LabGaugesDock& dock, EventDrivenEngine& engine, const std::shared_ptr<const Scenario>& scenario, double until)
{
    while (engine.time() < until) {
        engine.advanceTo(engine.time() + 0.5);
        FrameSnapshot frame;
        frame.generation = 1;
        frame.scenario = scenario;
        frame.state = engine.snapshot();
        frame.totals = engine.totals();
        dock.showFrame(frame);
    }
}

bool pistonRowShown(const LabGaugesDock& dock)
{
    for (QLabel* label : dock.findChildren<QLabel*>())
        if (label->text() == QStringLiteral("Piston at x") && label->isVisible())
            return true;
    return false;
}

} // namespace

class TestLabGauges : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_lab_gauges"));
        QSettings().clear();
    }
    void cleanupTestCase() { QSettings().clear(); }

    void readingsStopwatchAndPistonRow()
    {
        LabGaugesDock dock;
        dock.show();
        QCOMPARE(dock.temperatureLabel()->text(), QStringLiteral("–"));
        const auto gas = std::make_shared<const Scenario>(defaultScenario());
        EventDrivenEngine engine(*gas);
        // Averaging over one time unit, 30 give the 16 windows of history a ± needs.
        dock.windowChooser()->setCurrentIndex(0);
        emit dock.windowChooser()->activated(0);
        feed(dock, engine, gas, 12.0);
        QVERIFY2(!dock.pressureLabel()->text().contains(QStringLiteral(" ± ")), qPrintable(dock.pressureLabel()->text()));
        feed(dock, engine, gas, 30.0);
        QVERIFY2(dock.pressureLabel()->text().contains(QStringLiteral(" ± ")), qPrintable(dock.pressureLabel()->text()));
        QVERIFY2(dock.compressibilityLabel()->text().contains(QStringLiteral(" ± ")),
                 qPrintable(dock.compressibilityLabel()->text()));
        QCOMPARE(dock.readings().window(), dock.windowChooser()->currentData().toDouble());
        QVERIFY(!pistonRowShown(dock));

        QTest::mouseClick(dock.startStopButton(), Qt::LeftButton);
        QCOMPARE(dock.startStopButton()->text(), QStringLiteral("Stop"));
        feed(dock, engine, gas, 50.0);
        QTest::mouseClick(dock.startStopButton(), Qt::LeftButton);
        QCOMPARE(dock.readings().stopwatchTime(), 20.0);
        QVERIFY(dock.readings().stopwatchWallHits() > 0);
        QVERIFY2(dock.stopwatchLabel()->text().startsWith(QStringLiteral("20.0")), qPrintable(dock.stopwatchLabel()->text()));
        QTest::mouseClick(dock.resetButton(), Qt::LeftButton);
        QCOMPARE(dock.readings().stopwatchWallHits(), std::uint64_t(0));

        GasParameters p;
        p.count = 100;
        p.packing = 0.1;
        p.pistonMass = 100.0;
        p.pistonPressure = 0.2;
        const auto piston = std::make_shared<const Scenario>(generateGas(p));
        EventDrivenEngine pushed(*piston);
        feed(dock, pushed, piston, 5.0);
        QVERIFY(pistonRowShown(dock));
    }

    void atomsScaleReadsKelvinAndKilopascals()
    {
        // kT = 1 is 300 K; a pressure of one reduced unit (kT per length^2, over a layer one
        // length unit of 0.34 nm thick) is k_B 300 K / (0.34 nm)^3 = 105,382 kPa; argon's time
        // unit is 0.34 nm sqrt(39.948 u / k_B 300 K) = 1.3606 ps.
        QLocale::setDefault(QLocale::c());
        const UnitSystem atoms{UnitScale::Atoms};
        QCOMPARE(atoms.temperature(1.0), 300.0);
        QVERIFY(std::abs(atoms.factor(Quantity::Pressure) / 105382.3 - 1.0) < 1e-6);
        QVERIFY(std::abs(atoms.factor(Quantity::Time) / 1.36065 - 1.0) < 1e-5);
        LabGaugesDock dock;
        const auto gas = std::make_shared<const Scenario>(defaultScenario());
        EventDrivenEngine engine(*gas);
        feed(dock, engine, gas, 30.0);
        const double reduced = dock.readings().pressure()->value;
        dock.setUnits(atoms);
        QCOMPARE(dock.temperatureLabel()->text(), QStringLiteral("300.0"));  // elastic walls: kT is exactly 1
        const double kilopascals = dock.pressureLabel()->text().section(QLatin1Char(' '), 0, 0).toDouble();
        QVERIFY2(std::abs(kilopascals / (reduced * atoms.factor(Quantity::Pressure)) - 1.0) < 1e-3,
                 qPrintable(dock.pressureLabel()->text()));
        QCOMPARE(dock.windowChooser()->currentText(), QStringLiteral("27.2 ps"));
        QCOMPARE(UnitScale(dock.unitsChooser()->currentData().toInt()), UnitScale::Atoms);
        QCOMPARE(dock.unitsChooser()->currentText(), QStringLiteral("Atoms: Argon"));
        // In °C the reading moves by 273.15 and its uncertainty does not.
        UnitSystem celsius = atoms;
        celsius.temperatureUnit = TemperatureUnit::Celsius;
        dock.setUnits(celsius);
        QCOMPARE(dock.temperatureLabel()->text(), QStringLiteral("26.85"));
    }

    void uncertaintyIsRoundedToItsSecondDigit()
    {
        QLocale::setDefault(QLocale::c());
        QCOMPARE(valueWithUncertainty({0.160583, 0.00442}), QStringLiteral("0.1606 ± 0.0044"));
        QCOMPARE(valueWithUncertainty({12.345, 0.5}), QStringLiteral("12.35 ± 0.50"));
        QCOMPARE(valueWithUncertainty({1.0, std::nullopt}), QStringLiteral("1.000"));
        QCOMPARE(valueWithUncertainty({1.1100469848, 3e-13}), QStringLiteral("1.110"));  // round-off is no uncertainty
        // Large and small readings keep fixed notation (the pump's pressure in kPa).
        QCOMPARE(valueWithUncertainty({16093.4, std::nullopt}), QStringLiteral("16093"));
        QCOMPARE(valueWithUncertainty({0.00123456, std::nullopt}), QStringLiteral("0.001235"));
        QCOMPARE(valueWithUncertainty({16093.4, 212.0}), QStringLiteral("16093 ± 212"));
        QCOMPARE(valueWithUncertainty({0.0, std::nullopt}), QStringLiteral("0.000"));
    }

    void tagsReadInTheChosenUnits()
    {
        // The walls' and the piston's tags and the lab's controls: three significant digits,
        // fixed notation, no trailing zeros; kT 1 is 300 K, a pressure of 1 is 105382 kPa.
        QLocale::setDefault(QLocale::c());
        const UnitSystem reduced;
        const UnitSystem atoms{UnitScale::Atoms};
        QCOMPARE(temperatureText(1.0, reduced), QStringLiteral("kT 1"));
        QCOMPARE(temperatureText(1.5, atoms), QStringLiteral("450 K"));
        QCOMPARE(pressureText(0.2, reduced), QStringLiteral("0.2"));
        QCOMPARE(pressureText(0.2, atoms), QStringLiteral("21076 kPa"));
        QCOMPARE(pressureText(0.00125, reduced), QStringLiteral("0.00125"));
        LabControlsDock lab;
        lab.heaterSlider()->setValue(15);  // kT 1.5
        QCOMPARE(lab.heaterValueLabel()->text(), QStringLiteral("kT 1.5"));
        // The window's one choice, turned from the gauges' quick switch.
        UnitsChoice choice;
        choice.choose(reduced);
        LabGaugesDock gauges;
        choice.follow(&gauges);
        choice.follow(&lab);
        QObject::connect(&gauges, &LabGaugesDock::scaleChosen, &choice, &UnitsChoice::chooseScale);
        gauges.unitsChooser()->setCurrentIndex(gauges.unitsChooser()->findData(int(UnitScale::Atoms)));
        emit gauges.unitsChooser()->activated(gauges.unitsChooser()->currentIndex());
        QCOMPARE(lab.heaterValueLabel()->text(), QStringLiteral("450 K"));
        choice.chooseScale(UnitScale::Reduced);
        QCOMPARE(lab.heaterValueLabel()->text(), QStringLiteral("kT 1.5"));
        QCOMPARE(UnitScale(gauges.unitsChooser()->currentData().toInt()), UnitScale::Reduced);
    }
};

QTEST_MAIN(TestLabGauges)
#include "tst_lab_gauges.moc"
