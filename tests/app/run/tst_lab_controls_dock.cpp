// The lab's controls as a student turns them on a running gas: holding the temperature turns the
// heater on at the gas's own, moving the heater names the heating and keeps the chooser on what is
// still held, holding a pressure the box cannot hold says why, holding the volume
// of a box with a free piston holds the piston in place and holding the pressure lets it go; the heater slider makes the run's
// walls thermal at its kT, the pump brings disks in (every frame's scenario holds every disk of
// its snapshot), the pressure slider changes what pushes on a free piston, a reset brings the
// controls back to the file's values, and what the run cannot take is said in the dock. With the
// time-driven engine the controls are off and say why.
#include "app/frames/frame_stream.h"
#include "app/run/lab_controls_dock.h"

#include "core/gas_generator.h"
#include "runtime/simulation_controller.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QtTest>

using namespace disklab;

namespace {

Scenario gas()
{
    GasParameters p;
    p.count = 100;
    p.packing = 0.1;
    return generateGas(p);
}

/// The dock following a run of `scenario` with `engine`, its turns going to the run.
struct LabUnderTest {
    SimulationController controller;
    FrameStream frames;
    LabControlsDock dock;
    FramePtr latest;

    LabUnderTest(const Scenario& scenario, EngineKind engine)
    {
        frames.attach(controller);
        QObject::connect(&frames, &FrameStream::frameArrived, &dock, [this](const FramePtr& frame) {
            latest = frame;
            dock.showFrame(*frame);
        });
        QObject::connect(&dock, &LabControlsDock::controlRequested, &controller, &SimulationController::applyLabControl);
        QObject::connect(&controller, &SimulationController::labControlRefused, &dock, &LabControlsDock::showRefusal);
        EngineConfig config = scenario.engine;
        config.kind = engine;
        controller.load(scenario, config);
        dock.show();
    }
};

bool consistent(const FramePtr& frame) { return frame->scenario->disks.size() == frame->state.size(); }

} // namespace

class TestLabControls : public QObject {
    Q_OBJECT
private slots:
    void heaterPumpAndResetOnARunningGas()
    {
        LabUnderTest lab(gas(), EngineKind::EventDriven);
        QTRY_VERIFY(lab.latest);
        QVERIFY(lab.dock.heaterSlider()->isEnabled() && lab.dock.pumpButton()->isEnabled());
        QVERIFY(!lab.dock.pressureSlider()->isVisibleTo(&lab.dock));  // no piston
        lab.controller.play();

        // Holding the pressure needs a piston this box has not: said, and the choice goes back.
        QCOMPARE(lab.dock.holdChooser()->currentIndex(), 0);  // volume
        lab.dock.holdChooser()->activated(2);
        QVERIFY(lab.dock.messageLabel()->text().contains(QStringLiteral("walls are fixed")));
        QCOMPARE(lab.dock.holdChooser()->currentIndex(), 0);
        // Holding the temperature too turns the heater on at the gas's own (kT 1).
        lab.dock.holdChooser()->setCurrentIndex(1);
        lab.dock.holdChooser()->activated(1);
        QTRY_COMPARE(lab.latest->scenario->wall(Side::Top).temperature, 1.0);
        QCOMPARE(lab.dock.heaterSlider()->value(), 10);

        QTRY_COMPARE(lab.dock.processLabel()->text(), QStringLiteral("The gas is at the heater's temperature"));
        lab.dock.heaterSlider()->setValue(20);  // kT 2
        QTRY_COMPARE(lab.latest->scenario->wall(Side::Bottom).temperature, 2.0);
        // The heater now changes the temperature: the chooser says what is still held, the
        // volume, and the heater what it does, from the next frames on.
        QCOMPARE(lab.dock.holdChooser()->currentText(), QStringLiteral("Volume"));
        QTRY_COMPARE(lab.dock.processLabel()->text(), QStringLiteral("Heating at constant volume: P rises"));
        for (int k = 0; k < 5; ++k) {
            QTest::qWait(20);
            QCOMPARE(lab.dock.holdChooser()->currentText(), QStringLiteral("Volume"));
        }

        lab.dock.pumpCount()->setValue(5);
        lab.dock.matchGasTemperature()->setChecked(false);
        QTest::mouseClick(lab.dock.pumpButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(lab.latest->state.size() == 105, 20000);
        QVERIFY(consistent(lab.latest));

        lab.controller.reset();
        QTRY_VERIFY(lab.latest->state.size() == 100 && lab.latest->state.time == 0.0);
        QCOMPARE(lab.dock.heaterSlider()->value(), 0);
        QVERIFY(consistent(lab.latest));
    }

    void pressureSliderAndRefusals()
    {
        Scenario s = gas();
        s.wall(Side::Right).mass = 100.0;
        s.wall(Side::Right).pressure = 0.05;
        s.wall(Side::Right).limit = 2.0 * s.width;
        LabUnderTest lab(s, EngineKind::EventDriven);
        QTRY_VERIFY(lab.latest);
        QVERIFY(lab.dock.pressureSlider()->isVisibleTo(&lab.dock));
        QCOMPARE(lab.dock.pressureSlider()->value(), 25);  // the slider ends at four times the file's
        lab.dock.pressureSlider()->setValue(50);
        QTRY_COMPARE(lab.latest->state.outsidePressure, 0.1);

        // The piston cannot take the pump's opening: its wall cannot be chosen, and a request
        // for it anyway comes back refused, said in the dock.
        const auto* walls = qobject_cast<const QStandardItemModel*>(lab.dock.pumpSide()->model());
        QVERIFY(!walls->item(lab.dock.pumpSide()->findData(int(Side::Right)))->isEnabled());
        QVERIFY(walls->item(lab.dock.pumpSide()->findData(int(Side::Left)))->isEnabled());
        lab.controller.applyLabControl(LabControl::pump(5, Side::Right, std::nullopt));
        QTRY_VERIFY(lab.dock.messageLabel()->text().contains(QStringLiteral("pump.side")));
    }

    void holdingTheVolumeHoldsThePistonInPlace()
    {
        Scenario s = gas();
        s.wall(Side::Right).mass = 100.0;
        s.wall(Side::Right).pressure = 0.05;
        s.wall(Side::Right).limit = 2.0 * s.width;
        LabUnderTest lab(s, EngineKind::EventDriven);
        QTRY_VERIFY(lab.latest);
        QCOMPARE(lab.dock.holdChooser()->currentIndex(), 2);  // pressure: the piston is free
        lab.controller.play();
        lab.dock.holdChooser()->setCurrentIndex(0);
        lab.dock.holdChooser()->activated(0);
        QTRY_VERIFY(lab.latest->scenario->wall(Side::Right).held);
        const double held = lab.latest->state.wallPositions[1];
        const double since = lab.latest->state.time;
        // A loaded CI machine may play slower than real time: wait long for one time unit.
        QTRY_VERIFY_WITH_TIMEOUT(lab.latest->state.time > since + 1.0, 30000);
        QCOMPARE(lab.latest->state.wallPositions[1], held);
        QCOMPARE(lab.dock.holdChooser()->currentIndex(), 0);
        // Holding the pressure again lets it go.
        lab.dock.holdChooser()->setCurrentIndex(2);
        lab.dock.holdChooser()->activated(2);
        QTRY_VERIFY(!lab.latest->scenario->wall(Side::Right).held);
        QVERIFY(lab.dock.messageLabel()->text().isEmpty());
    }

    void stepperLeavesTheControlsOffAndSaysWhy()
    {
        LabUnderTest lab(gas(), EngineKind::TimeDriven);
        QTRY_VERIFY(lab.latest);
        QVERIFY(!lab.dock.heaterSlider()->isEnabled());
        QVERIFY(!lab.dock.pumpButton()->isEnabled());
        bool said = false;
        for (QLabel* label : lab.dock.findChildren<QLabel*>())
            said = said || (label->isVisible() && label->text().contains(QStringLiteral("event-driven")));
        QVERIFY(said);
    }
};

QTEST_MAIN(TestLabControls)
#include "tst_lab_controls_dock.moc"
