// The scenario's pump in the editor's Scenario properties: switched on, every field set through
// the fields as a user types, each edit one undo step that undoes and redoes exactly; a value the
// pump cannot take refused with the field named and nothing changed; walls that cannot take the
// opening not offered; and the pump saved through File ▸ Save and opened again unchanged.
#include "app/commands/scenario_settings.h"
#include "app/document/scenario_document.h"
#include "app/units/number_field.h"
#include "app/edit/pump_fields.h"
#include "app/edit/scenario_properties_panel.h"
#include "app/files/file_controller.h"
#include "app/files/recent_files.h"
#include "core/gas_generator.h"
#include "core/scenario_validation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <utility>

using namespace disklab;

namespace {

/// A walled gas of 60 disks at kT = 1.5, in a box about 17 wide and high.
Scenario gas()
{
    GasParameters p;
    p.count = 60;
    p.packing = 0.1;
    p.temperature = 1.5;
    p.seed = 7;
    return generateGas(p);
}

/// Types `text` into `field` and leaves it, as a user does.
void type(NumberField* field, const QString& text)
{
    field->setText(text);
    emit field->editingFinished();
}

/// Three disks low in a 20 x 20 box, so the box can be made lower without losing them.
Scenario threeDisks()
{
    Scenario s;
    s.width = 20.0;
    s.height = 20.0;
    for (const auto& [x, y] : {std::pair{10.0, 3.0}, std::pair{12.0, 3.0}, std::pair{8.0, 4.0}}) {
        Disk d;
        d.x = x;
        d.y = y;
        d.vx = 1.0;
        d.vy = -0.5;
        s.disks.push_back(d);
    }
    return s;
}

void chooseSide(PumpFields& fields, Side side)
{
    const int row = fields.sideBox()->findData(int(side));
    fields.sideBox()->setCurrentIndex(row);
    emit fields.sideBox()->activated(row);
}

bool sideOffered(PumpFields& fields, Side side)
{
    const auto* model = qobject_cast<QStandardItemModel*>(fields.sideBox()->model());
    return model->item(fields.sideBox()->findData(int(side)))->isEnabled();
}

} // namespace

class TestPumpEditing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void thePumpIsSetUndoneRedoneSavedAndOpenedAgain()
    {
        ScenarioDocument doc;
        const Scenario start = gas();
        doc.replace(start, QString(), QString(), false);
        ScenarioPropertiesPanel settings(doc);
        PumpFields& fields = settings.pump();
        QVERIFY(fields.onBox()->isEnabled());
        QVERIFY(!fields.countField()->isEnabled());

        // On: 100 disks through the left wall, from a gas at the box's own kT.
        fields.onBox()->click();
        QVERIFY(doc.scenario().pump);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Add a pump"));
        QCOMPARE(doc.scenario().pump->side, Side::Left);
        QCOMPARE(doc.scenario().pump->count, 100);
        QCOMPARE(doc.scenario().pump->temperature, 1.5);
        QVERIFY(fields.countField()->isEnabled());
        QCOMPARE(fields.countField()->text(), QStringLiteral("100"));

        chooseSide(fields, Side::Bottom);
        type(fields.positionField(), QStringLiteral("6.5"));
        type(fields.widthField(), QStringLiteral("2.5"));
        type(fields.countField(), QStringLiteral("40"));
        type(fields.temperatureField(), QStringLiteral("0.75"));
        type(fields.intervalField(), QStringLiteral("0.2"));
        type(fields.startField(), QStringLiteral("3"));
        Pump expected;
        expected.side = Side::Bottom;
        expected.position = 6.5;
        expected.width = 2.5;
        expected.count = 40;
        expected.temperature = 0.75;
        expected.interval = 0.2;
        expected.start = 3.0;
        QVERIFY(doc.scenario().pump == expected);
        QCOMPARE(doc.undoStack()->count(), 8);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Set the pump"));
        QVERIFY(validateScenario(doc.scenario()).empty());

        // The gas's kT, as the button gives it, is its own value.
        fields.gasTemperatureButton()->click();
        QCOMPARE(doc.scenario().pump->temperature, 1.5);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().pump->temperature, 0.75);

        // Undo goes back one field at a time, to no pump; redo comes back to the same pump.
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().pump->start, 0.0);
        QCOMPARE(fields.startField()->text(), QStringLiteral("0"));
        doc.undoStack()->setIndex(0);
        QVERIFY(!doc.scenario().pump);
        QVERIFY(doc.scenario() == start);
        QVERIFY(!fields.onBox()->isChecked());
        QVERIFY(!fields.countField()->isEnabled());
        doc.undoStack()->setIndex(8);
        QVERIFY(doc.scenario().pump == expected);
        QCOMPARE(fields.positionField()->text(), QStringLiteral("6.5"));
        QCOMPARE(fields.sideBox()->currentData().toInt(), int(Side::Bottom));

        // File ▸ Save, then File ▸ Open into a new document: the same scenario, pump and all.
        QTemporaryDir directory;
        const QString path = directory.filePath(QStringLiteral("pumped.json"));
        QMenu menu;
        RecentFiles recent(&menu);
        FileController files(doc, recent, nullptr, [] { return QImage(); });
        QVERIFY(files.saveTo(path));
        ScenarioDocument reopened;
        FileController reopening(reopened, recent, nullptr, [] { return QImage(); });
        QVERIFY(reopening.openPath(path));
        QVERIFY(reopened.scenario().pump == expected);
        QVERIFY(reopened.scenario() == doc.scenario());
        ScenarioPropertiesPanel reopenedSettings(reopened);
        PumpFields& shown = reopenedSettings.pump();
        QVERIFY(shown.onBox()->isChecked());
        QCOMPARE(shown.sideBox()->currentData().toInt(), int(Side::Bottom));
        QCOMPARE(shown.positionField()->text(), QStringLiteral("6.5"));
        QCOMPARE(shown.widthField()->text(), QStringLiteral("2.5"));
        QCOMPARE(shown.countField()->text(), QStringLiteral("40"));
        QCOMPARE(shown.temperatureField()->text(), QStringLiteral("0.75"));
        QCOMPARE(shown.intervalField()->text(), QStringLiteral("0.2"));
        QCOMPARE(shown.startField()->text(), QStringLiteral("3"));

        // Off removes it, one step, and the file then has none.
        fields.onBox()->click();
        QVERIFY(!doc.scenario().pump);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Remove the pump"));
        QVERIFY(files.saveTo(path));
        QVERIFY(reopening.openPath(path));
        QVERIFY(!reopened.scenario().pump);
    }

    void aValueThePumpCannotTakeIsRefusedByName_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("named");
        QTest::newRow("no disks") << "count" << "0" << "pump.count: the pump brings in 1 to 1000000 disks";
        QTest::newRow("half a disk") << "count" << "2.5" << "pump.count: expected a whole number of disks, got 2.5";
        QTest::newRow("too many") << "count" << "2000000" << "pump.count: the pump brings in 1 to 1000000 disks";
        QTest::newRow("cold") << "temperature" << "0" << "pump.temperature: the gas the disks come from needs kT > 0";
        QTest::newRow("narrow") << "width" << "0.5" << "pump.width: the opening must be at least a diameter (1)";
        QTest::newRow("negative width") << "width" << "-3" << "pump.width:";
        QTest::newRow("past the end") << "position" << "100" << "pump.position: the opening must lie within the wall";
        QTest::newRow("back in time") << "interval" << "-1" << "pump.interval: must be >= 0";
        QTest::newRow("before t = 0") << "start" << "-2" << "pump.start: must be >= 0";
    }
    void aValueThePumpCannotTakeIsRefusedByName()
    {
        QFETCH(QString, field);
        QFETCH(QString, typed);
        QFETCH(QString, named);
        ScenarioDocument doc;
        doc.replace(gas(), QString(), QString(), false);
        ScenarioPropertiesPanel settings(doc);
        PumpFields& fields = settings.pump();
        fields.onBox()->click();
        const Scenario before = doc.scenario();
        const int steps = doc.undoStack()->count();
        NumberField* edited = field == "count"         ? fields.countField()
                            : field == "temperature" ? fields.temperatureField()
                            : field == "width"       ? fields.widthField()
                            : field == "position"    ? fields.positionField()
                            : field == "interval"    ? fields.intervalField()
                                                     : fields.startField();
        const QString shownBefore = edited->text();
        type(edited, typed);
        QVERIFY2(fields.messageLabel()->text().contains(named), qPrintable(fields.messageLabel()->text()));
        QVERIFY(fields.messageLabel()->text().startsWith(QStringLiteral("Not changed: ")));
        QVERIFY(doc.scenario() == before);
        QCOMPARE(doc.undoStack()->count(), steps);
        QCOMPARE(edited->text(), shownBefore);
        // The next edit that the pump takes clears the message.
        type(fields.countField(), QStringLiteral("7"));
        QCOMPARE(doc.scenario().pump->count, 7);
        QVERIFY(fields.messageLabel()->text().isEmpty());
    }

    void onlyAFixedWallTakesTheOpening()
    {
        ScenarioDocument doc;
        doc.replace(gas(), QString(), QString(), false);
        ScenarioPropertiesPanel settings(doc);
        PumpFields& fields = settings.pump();
        BoxWall piston;
        piston.mass = 50.0;
        piston.pressure = 0.1;
        doc.push(ScenarioSettings::setWallMotion(doc, Side::Right, piston));
        BoxWall moving;
        moving.velocity = 0.1;
        moving.stopTime = 5.0;
        doc.push(ScenarioSettings::setWallMotion(doc, Side::Left, moving));
        // The left wall moves at t = 0: the pump starts in the first wall that does not.
        fields.onBox()->click();
        QCOMPARE(doc.scenario().pump->side, Side::Bottom);
        QVERIFY(!sideOffered(fields, Side::Right));
        QVERIFY(!sideOffered(fields, Side::Left));
        QVERIFY(sideOffered(fields, Side::Top));
        const int rightRow = fields.sideBox()->findData(int(Side::Right));
        QVERIFY(fields.sideBox()->itemData(rightRow, Qt::ToolTipRole).toString().contains("free piston"));
        // Chosen all the same (a keyboard can reach a disabled entry's signal): refused by name.
        chooseSide(fields, Side::Right);
        QVERIFY2(fields.messageLabel()->text().contains("pump.side: the right wall is a free piston"),
                 qPrintable(fields.messageLabel()->text()));
        QCOMPARE(doc.scenario().pump->side, Side::Bottom);
        // From t = 5 the left wall stands still: a pump that starts then may use it.
        type(fields.startField(), QStringLiteral("5"));
        QVERIFY(sideOffered(fields, Side::Left));
        chooseSide(fields, Side::Left);
        QCOMPARE(doc.scenario().pump->side, Side::Left);
        const std::vector<ScenarioProblem> problems = validateScenario(doc.scenario());
        QVERIFY(std::none_of(problems.begin(), problems.end(),
                             [](const ScenarioProblem& p) { return p.field.starts_with("pump."); }));
        // ... and it cannot start earlier while its opening is in that wall.
        type(fields.startField(), QStringLiteral("1"));
        QVERIFY2(fields.messageLabel()->text().contains("pump.side: the left wall is moving"),
                 qPrintable(fields.messageLabel()->text()));
        QCOMPARE(doc.scenario().pump->start, 5.0);
    }

    void aProblemTheBoxGaveThePumpDoesNotHoldUpTheOtherFields()
    {
        ScenarioDocument doc;
        doc.replace(threeDisks(), QString(), QString(), false);
        ScenarioPropertiesPanel settings(doc);
        PumpFields& fields = settings.pump();
        fields.onBox()->click();
        type(fields.positionField(), QStringLiteral("15"));
        QCOMPARE(*doc.scenario().pump->position, 15.0);
        // The box made lower puts the opening beyond the end of the wall: the Problems say so ...
        doc.push(ScenarioSettings::setBoxSize(doc, doc.scenario().width, 14.0));
        const std::vector<ScenarioProblem> problems = validateScenario(doc.scenario());
        QVERIFY(std::any_of(problems.begin(), problems.end(),
                            [](const ScenarioProblem& p) { return p.field == "pump.position"; }));
        // ... and the count can still be changed, while a new problem is still refused.
        type(fields.countField(), QStringLiteral("30"));
        QCOMPARE(doc.scenario().pump->count, 30);
        type(fields.temperatureField(), QStringLiteral("-1"));
        QVERIFY(fields.messageLabel()->text().contains(QStringLiteral("pump.temperature")));
        type(fields.positionField(), QString());
        QVERIFY(!doc.scenario().pump->position);
        QVERIFY(validateScenario(doc.scenario()).empty());
    }

    void aBoxWithoutAWallForItCannotBePumped()
    {
        ScenarioDocument doc;
        doc.replace(gas(), QString(), QString(), false);
        ScenarioPropertiesPanel settings(doc);
        PumpFields& fields = settings.pump();
        doc.push(ScenarioSettings::setBoundary(doc, Boundary::Periodic));
        QVERIFY(!fields.onBox()->isEnabled());
        QVERIFY(fields.messageLabel()->text().contains(QStringLiteral("periodic")));
        doc.undoStack()->undo();
        QVERIFY(fields.onBox()->isEnabled());
        QVERIFY(fields.messageLabel()->text().isEmpty());

        // A pump the box loses its wall for afterwards stays, can be switched off, and the
        // Problems dock's validation names it.
        fields.onBox()->click();
        doc.push(ScenarioSettings::setBoundary(doc, Boundary::Periodic));
        QVERIFY(fields.onBox()->isEnabled());
        const std::vector<ScenarioProblem> problems = validateScenario(doc.scenario());
        QVERIFY(std::any_of(problems.begin(), problems.end(),
                            [](const ScenarioProblem& p) { return p.field == "pump.side"; }));
        fields.onBox()->click();
        QVERIFY(!doc.scenario().pump);
        QVERIFY(!fields.onBox()->isEnabled());
    }
};

QTEST_MAIN(TestPumpEditing)
#include "tst_pump_editing.moc"
