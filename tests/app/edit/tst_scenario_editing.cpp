// The editor's model layer: every kind of edit is undoable exactly, redo reapplies, drags
// merge, the item models pass QAbstractItemModelTester, and the table and the properties panel
// stay in sync through the document.
#include "app/commands/add_disks_command.h"
#include "app/commands/add_segment_command.h"
#include "app/commands/delete_disks_command.h"
#include "app/commands/edit_segment_command.h"
#include "app/commands/move_disks_command.h"
#include "app/commands/paste_disks_command.h"
#include "app/commands/remove_segment_command.h"
#include "app/commands/scenario_settings.h"
#include "app/commands/set_disk_property_command.h"
#include "app/commands/set_velocity_command.h"
#include "app/edit/disk_table_dock.h"
#include "app/edit/disk_table_model.h"
#include "app/document/scenario_document.h"
#include "app/edit/segment_table_model.h"
#include "app/edit/disk_clipboard.h"
#include "app/edit/disk_properties_panel.h"
#include "app/edit/free_piston_fields.h"
#include "app/units/number_field.h"
#include "app/edit/scenario_properties_panel.h"
#include "core/gas_generator.h"
#include "core/scenario_validation.h"
#include "io/scenario_file.h"
#include "io/scenario_json.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTranslator>
#include <QUndoStack>
#include <QtTest>

#include <random>

using namespace disklab;

namespace {

Scenario smallGas()
{
    GasParameters p;
    p.count = 30;
    p.packing = 0.2;
    p.seed = 5;
    Scenario s = generateGas(p);
    s.segments.push_back(SegmentWall{1.0, 1.0, 2.0, 3.0, 5.0, "gate"});
    return s;
}

/// Pushes one random edit of a random kind onto the document's stack.
void randomEdit(ScenarioDocument& doc, std::mt19937& random)
{
    const Scenario& s = doc.scenario();
    const int n = int(s.disks.size());
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const auto someDisks = [&] {
        QList<int> picked;
        for (int i = 0; i < n; ++i)
            if (unit(random) < 0.2)
                picked.append(i);
        if (picked.isEmpty() && n > 0)
            picked.append(int(random() % unsigned(n)));
        return picked;
    };
    switch (random() % 12) {
    case 0: {
        Disk d;
        d.x = unit(random) * s.width;
        d.y = unit(random) * s.height;
        d.radius = 0.3 + unit(random);
        doc.push(new AddDisksCommand(doc, {d, d}));
        break;
    }
    case 1:
        if (n > 2)
            doc.push(new DeleteDisksCommand(doc, someDisks()));
        break;
    case 2: {
        const QList<int> disks = someDisks();
        QList<QPointF> to;
        for (int k = 0; k < disks.size(); ++k)
            to.append(QPointF(unit(random) * s.width, unit(random) * s.height));
        if (!disks.isEmpty())
            doc.push(new MoveDisksCommand(doc, disks, to, int(random() % 3)));
        break;
    }
    case 3: {
        const QList<int> disks = someDisks();
        if (!disks.isEmpty())
            doc.push(new SetVelocityCommand(doc, disks, QList<QPointF>(disks.size(), QPointF(unit(random), -2.0))));
        break;
    }
    case 4: {
        const QList<int> disks = someDisks();
        const DiskField fields[] = {DiskField::Radius, DiskField::Mass,   DiskField::Colour,
                                    DiskField::Label,  DiskField::Vx,     DiskField::Charge};
        const DiskField field = fields[random() % std::size(fields)];
        const QVariant value = field == DiskField::Colour  ? QVariant(QColor(200, 10, 30))
                             : field == DiskField::Label ? QVariant(QStringLiteral("tracer"))
                                                         : QVariant(0.1 + unit(random));
        if (!disks.isEmpty())
            doc.push(new SetDiskPropertyCommand(doc, disks, field, value));
        break;
    }
    case 5: doc.push(ScenarioSettings::setBoxSize(doc, s.width * (0.9 + 0.2 * unit(random)), s.height)); break;
    case 6:
        doc.push(ScenarioSettings::setBoundary(doc, s.boundary == Boundary::Walls ? Boundary::Periodic : Boundary::Walls));
        break;
    case 7: doc.push(ScenarioSettings::setGravity(doc, unit(random), -unit(random))); break;
    case 8: doc.push(ScenarioSettings::setWallMotion(doc, Side(random() % 4), BoxWall{unit(random) - 0.5, 3.0})); break;
    case 9: doc.push(new AddSegmentCommand(doc, SegmentWall{0.5, 0.5, unit(random) * s.width, 2.0, 4.0, ""})); break;
    case 10:
        if (!s.segments.empty())
            doc.push(new RemoveSegmentCommand(doc, int(random() % s.segments.size())));
        break;
    case 11:
        if (!s.segments.empty()) {
            SegmentWall w = s.segments.front();
            w.removeTime = unit(random);
            doc.push(new EditSegmentCommand(doc, 0, w, int(random() % 2)));
        }
        break;
    }
}

} // namespace

class TestScenarioEditing : public QObject {
    Q_OBJECT
private slots:
    void randomEditsUndoAndRedoExactly()
    {
        for (unsigned seed = 1; seed <= 20; ++seed) {
            ScenarioDocument doc;
            doc.replace(smallGas(), QString(), QString(), false);
            const Scenario initial = doc.scenario();
            std::mt19937 random(seed);
            std::vector<Scenario> states{initial};
            for (int step = 0; step < 40; ++step) {
                randomEdit(doc, random);
                if (std::size_t(doc.undoStack()->index()) + 1 > states.size())
                    states.push_back(doc.scenario());
                else if (doc.undoStack()->index() > 0)
                    states[std::size_t(doc.undoStack()->index())] = doc.scenario();  // merged into the last step
            }
            const Scenario edited = doc.scenario();
            QVERIFY(edited != initial);
            // Every intermediate state comes back on the way down, and the start exactly.
            while (doc.undoStack()->canUndo()) {
                doc.undoStack()->undo();
                QVERIFY(doc.scenario() == states[std::size_t(doc.undoStack()->index())]);
            }
            QVERIFY(doc.scenario() == initial);
            QVERIFY(!doc.isModified());
            while (doc.undoStack()->canRedo())
                doc.undoStack()->redo();
            QVERIFY(doc.scenario() == edited);
        }
    }

    void dragsMergeIntoOneStep()
    {
        ScenarioDocument doc;
        doc.replace(smallGas(), QString(), QString(), false);
        const Scenario initial = doc.scenario();
        for (int step = 1; step <= 10; ++step)
            doc.push(new MoveDisksCommand(doc, {0, 1}, {QPointF(1.0 + 0.1 * step, 2.0), QPointF(3.0, 2.0 + 0.1 * step)}, 7));
        for (int step = 1; step <= 5; ++step)
            doc.push(new SetVelocityCommand(doc, {2}, {QPointF(step, 0.0)}, 8));
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(doc.scenario().disks[0].x, 2.0);
        QCOMPARE(doc.scenario().disks[2].vx, 5.0);
        // A new drag (another id) is a new step.
        doc.push(new MoveDisksCommand(doc, {0, 1}, {QPointF(4.0, 4.0), QPointF(6.0, 6.0)}, 9));
        QCOMPARE(doc.undoStack()->count(), 3);
        doc.undoStack()->setIndex(0);
        QVERIFY(doc.scenario() == initial);
        // Redoing a merged step goes to where its drag ended.
        doc.undoStack()->setIndex(2);
        QCOMPARE(doc.scenario().disks[0].x, 2.0);
        QCOMPARE(doc.scenario().disks[1].y, 3.0);
        QCOMPARE(doc.scenario().disks[2].vx, 5.0);
    }

    void pasteRoundTripsThroughTheClipboard()
    {
        ScenarioDocument doc;
        doc.replace(smallGas(), QString(), QString(), false);
        QVERIFY(DiskClipboard::copy(doc.scenario(), {3, 4}));
        const std::optional<std::vector<Disk>> pasted = DiskClipboard::paste();
        QVERIFY(pasted);
        QCOMPARE(pasted->size(), std::size_t(2));
        QVERIFY((*pasted)[0] == doc.scenario().disks[3]);
        doc.push(new PasteDisksCommand(doc, *pasted));
        QCOMPARE(doc.scenario().disks.size(), std::size_t(32));
        QCOMPARE(doc.selection(), (QList<int>{30, 31}));
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().disks.size(), std::size_t(30));
    }

    void modelsPassTheTester()
    {
        ScenarioDocument doc;
        doc.replace(smallGas(), QString(), QString(), false);
        DiskTableModel disks(doc);
        SegmentTableModel segments(doc);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&disks);
        proxy.setSortRole(Qt::UserRole);
        proxy.setFilterKeyColumn(-1);
        QAbstractItemModelTester t1(&disks, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&segments, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.sort(int(DiskField::Radius), Qt::DescendingOrder);
        std::mt19937 random(11);
        for (int step = 0; step < 60; ++step)
            randomEdit(doc, random);
        doc.undoStack()->setIndex(0);
        proxy.setFilterFixedString(QStringLiteral("tracer"));
        QVERIFY(disks.setData(disks.index(2, int(DiskField::Label)), QStringLiteral("tracer")));
        QCOMPARE(proxy.rowCount(), 1);
        QVERIFY(segments.setData(segments.index(0, SegmentTableModel::RemoveTime), QString()));
        QVERIFY(!std::isfinite(doc.scenario().segments[0].removeTime));
        QVERIFY(!disks.setData(disks.index(0, int(DiskField::Radius)), -1.0));
        QVERIFY(!disks.setData(disks.index(0, int(DiskField::Mass)), QStringLiteral("heavy")));
    }

    void sortsNumerically()
    {
        ScenarioDocument doc;
        doc.replace(smallGas(), QString(), QString(), false);
        doc.push(new SetDiskPropertyCommand(doc, {0}, DiskField::Mass, 10.0));
        doc.push(new SetDiskPropertyCommand(doc, {1}, DiskField::Mass, 9.0));
        DiskTableDock dock(doc);
        dock.proxy().sort(int(DiskField::Mass), Qt::DescendingOrder);
        QCOMPARE(dock.proxy().index(0, 0).data().toInt(), 0);
        QCOMPARE(dock.proxy().index(1, 0).data().toInt(), 1);
    }

    void numbersShowWhole()
    {
        // A velocity of a few thousandths, with its sign, or one written with an exponent must
        // be readable in the table as it opens, not cut to "0.…".
        Scenario s = smallGas();
        s.disks[0].vx = -0.00192345;
        s.disks[0].vy = -1.23457e-05;
        ScenarioDocument doc;
        doc.replace(s, QString(), QString(), false);
        DiskTableDock dock(doc);
        dock.resize(1200, 400);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        // sizeHintForColumn: the width the delegate asks for the rows in view (public in the base).
        const QAbstractItemView& table = dock.table();
        for (DiskField field : {DiskField::X, DiskField::Y, DiskField::Vx, DiskField::Vy, DiskField::Radius, DiskField::Mass}) {
            const int column = int(field);
            QVERIFY2(dock.table().columnWidth(column) >= table.sizeHintForColumn(column),
                     qPrintable(QStringLiteral("column %1 is %2 px wide, its numbers need %3")
                                    .arg(diskFieldName(field)).arg(dock.table().columnWidth(column)).arg(table.sizeHintForColumn(column))));
        }
    }

    void multiRowEditIsOneStep()
    {
        ScenarioDocument doc;
        doc.replace(smallGas(), QString(), QString(), false);
        DiskTableModel model(doc);
        doc.setSelection({1, 4, 7});
        QVERIFY(model.setData(model.index(4, int(DiskField::Radius)), QStringLiteral("0.125")));
        QCOMPARE(doc.undoStack()->count(), 1);
        for (int i : {1, 4, 7})
            QCOMPARE(doc.scenario().disks[std::size_t(i)].radius, 0.125);
        QVERIFY(doc.scenario().disks[2].radius != 0.125);
        // A disk outside the selection is edited alone.
        QVERIFY(model.setData(model.index(2, int(DiskField::Colour)), QStringLiteral("#ff0000")));
        QCOMPARE(doc.scenario().disks[2].colour, (Colour{255, 0, 0}));
        QVERIFY(doc.scenario().disks[1].colour != (Colour{255, 0, 0}));
    }

    void selectingManyDisksSelectsTheirRows()
    {
        GasParameters p;
        p.count = 5000;
        p.packing = 0.2;
        p.meltCollisionsPerDisk = 0.0;
        ScenarioDocument doc;
        doc.replace(generateGas(p), QString(), QString(), false);
        DiskTableDock table(doc);
        QList<int> all;
        for (int i = 0; i < 5000; ++i)
            if (i != 2500)
                all.append(i);
        doc.setSelection(all);
        QCOMPARE(table.table().selectionModel()->selectedRows().size(), 4999);
        table.proxy().sort(int(DiskField::X), Qt::AscendingOrder);
        doc.setSelection({7, 4000});
        QCOMPARE(table.table().selectionModel()->selectedRows().size(), 2);
    }

    void chargesAreEditedUndoneAndSaved()
    {
        ScenarioDocument doc;
        doc.replace(smallGas(), QString(), QString(), false);
        DiskPropertiesPanel panel(doc);
        doc.setSelection({1, 4});
        NumberField* charge = panel.numberField(DiskField::Charge);
        QVERIFY(charge);
        charge->setText(QStringLiteral("-2"));
        emit charge->editingFinished();
        QCOMPARE(doc.scenario().disks[1].charge, -2.0);
        QCOMPARE(doc.scenario().disks[4].charge, -2.0);
        QVERIFY(doc.scenario().hasForces());
        // Only the force engine feels charges: the same step moved the scenario there, and the
        // file it saves to opens again.
        const EngineKind before = smallGas().engine.kind;
        QVERIFY(before != EngineKind::Force);
        QCOMPARE(doc.scenario().engine.kind, EngineKind::Force);
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().disks[1].charge, 0.0);
        QVERIFY(!doc.scenario().hasForces());
        QCOMPARE(doc.scenario().engine.kind, before);
        doc.undoStack()->redo();

        // Saved and read back, the charges are the edited ones.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("charged.json"));
        QVERIFY(saveScenarioFile(path, doc.scenario()).ok());
        LoadOptions overlapsAsInTheEditor;  // the test's gas has a disk against its gate
        overlapsAsInTheEditor.validation.allowOverlaps = true;
        const LoadResult loaded = loadScenarioJson(path, overlapsAsInTheEditor);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QCOMPARE(loaded.scenario->disks[4].charge, -2.0);
        QCOMPARE(loaded.scenario->disks[0].charge, 0.0);
    }

    void tableAndPanelStayInSync()
    {
        ScenarioDocument doc;
        doc.replace(smallGas(), QString(), QString(), false);
        DiskTableDock table(doc);
        DiskPropertiesPanel panel(doc);
        ScenarioPropertiesPanel settings(doc);

        // Selecting rows in the table selects in the document, and the panel shows them.
        table.table().selectRow(table.proxy().mapFromSource(table.model().index(5, 0)).row());
        QCOMPARE(doc.selection(), QList<int>{5});
        QCOMPARE(panel.numberField(DiskField::X)->text().toDouble(), doc.scenario().disks[5].x);

        // An edit in the panel shows in the table.
        NumberField* radius = panel.numberField(DiskField::Radius);
        radius->setText(QStringLiteral("0.375"));
        emit radius->editingFinished();
        QCOMPARE(doc.scenario().disks[5].radius, 0.375);
        QCOMPARE(table.model().index(5, int(DiskField::Radius)).data(Qt::EditRole).toDouble(), 0.375);

        // An edit in the table shows in the panel, and undo shows in both.
        QVERIFY(table.model().setData(table.model().index(5, int(DiskField::Vy)), QStringLiteral("-3.5")));
        QCOMPARE(panel.numberField(DiskField::Vy)->text(), QStringLiteral("-3.5"));
        doc.undoStack()->undo();
        QCOMPARE(panel.numberField(DiskField::Vy)->text().toDouble(), smallGas().disks[5].vy);

        // Several selected disks that differ show "mixed"; an edit sets them all.
        doc.setSelection({2, 3});
        QVERIFY(panel.numberField(DiskField::X)->text().isEmpty());
        QCOMPARE(table.table().selectionModel()->selectedRows().size(), 2);
        NumberField* mass = panel.numberField(DiskField::Mass);
        mass->setText(QStringLiteral("4"));
        emit mass->editingFinished();
        QCOMPARE(doc.scenario().disks[2].mass, 4.0);
        QCOMPARE(doc.scenario().disks[3].mass, 4.0);

        // Scenario settings: gravity as magnitude and direction, walls, undone exactly.
        NumberField* g = settings.gravityField();
        g->setText(QStringLiteral("9.81"));
        emit g->editingFinished();
        QCOMPARE(doc.scenario().gravityX, 0.0);
        QCOMPARE(doc.scenario().gravityY, -9.81);
        NumberField* direction = settings.gravityDirectionField();
        direction->setText(QStringLiteral("0"));
        emit direction->editingFinished();
        QCOMPARE(doc.scenario().gravityX, 9.81);
        NumberField* stop = settings.wallStopField(Side::Right);
        stop->setText(QStringLiteral("12"));
        emit stop->editingFinished();
        QCOMPARE(doc.scenario().wall(Side::Right).stopTime, 12.0);
        doc.undoStack()->setIndex(0);
        QVERIFY(doc.scenario() == smallGas());
        QCOMPARE(settings.gravityField()->text(), QStringLiteral("0"));
    }

    void freePistonIsEditedAndUndoneAsOneWall()
    {
        ScenarioDocument doc;
        doc.replace(smallGas(), QString(), QString(), false);
        ScenarioPropertiesPanel settings(doc);
        FreePistonFields& piston = settings.freePiston();
        QVERIFY(!piston.pressureField()->isEnabled());
        piston.massField()->setText(QStringLiteral("50"));
        emit piston.massField()->editingFinished();
        QCOMPARE(doc.scenario().wall(Side::Right).mass, 50.0);
        QVERIFY(piston.pressureField()->isEnabled());
        piston.pressureField()->setText(QStringLiteral("0.25"));
        emit piston.pressureField()->editingFinished();
        const double end = std::ceil(2.0 * doc.scenario().width);
        piston.limitField()->setText(QString::number(end));
        emit piston.limitField()->editingFinished();
        QCOMPARE(doc.scenario().wall(Side::Right).pressure, 0.25);
        QCOMPARE(*doc.scenario().wall(Side::Right).limit, end);
        // This gas has an interior wall, which the piston would run into: the problems say so.
        const std::vector<ScenarioProblem> problems = validateScenario(doc.scenario());
        QVERIFY(std::any_of(problems.begin(), problems.end(), [](const ScenarioProblem& p) {
            return p.field == "segments" && p.message.find("free piston") != std::string::npos;
        }));
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Set motion of the right wall"));
        // Clearing the mass makes it an ordinary wall again, with no pressure or cylinder left over.
        piston.massField()->setText(QString());
        emit piston.massField()->editingFinished();
        QVERIFY(doc.scenario().wall(Side::Right) == BoxWall{});
        doc.undoStack()->undo();
        QCOMPARE(piston.pressureField()->text(), QStringLiteral("0.25"));
        doc.undoStack()->setIndex(0);
        QVERIFY(doc.scenario() == smallGas());
        QVERIFY(piston.massField()->text().isEmpty());
    }

    void wallMotionIsNamedInTheUserLanguage()
    {
        ScenarioDocument doc;
        doc.replace(smallGas(), QString(), QString(), false);
        QCOMPARE(std::unique_ptr<QUndoCommand>(ScenarioSettings::setWallMotion(doc, Side::Top, BoxWall{}))->text(), QStringLiteral("Set motion of the top wall"));
        // Core's side names are English; the undo text must not carry them into a translation.
        QTranslator chinese;
        QVERIFY(chinese.load(QStringLiteral(":/i18n/disklab_zh_CN.qm")));
        QCoreApplication::installTranslator(&chinese);
        QSet<QString> texts;
        for (Side side : kAllSides) {
            const QString text = std::unique_ptr<QUndoCommand>(ScenarioSettings::setWallMotion(doc, side, BoxWall{}))->text();
            QVERIFY2(!text.contains(QLatin1String(sideName(side))), qPrintable(text));
            texts.insert(text);
        }
        QCoreApplication::removeTranslator(&chinese);
        QCOMPARE(texts.size(), 4);
    }

    void diskDragsAreNamedInTheUserLanguage()
    {
        // Both drags are one command class underneath; each keeps its own name and translation.
        ScenarioDocument doc;
        doc.replace(smallGas(), QString(), QString(), false);
        QVERIFY(MoveDisksCommand(doc, {0, 1}, {QPointF(1.0, 1.0), QPointF(2.0, 2.0)}).text().startsWith(QLatin1String("Move 2 disk")));
        QVERIFY(SetVelocityCommand(doc, {0}, {QPointF(1.0, 0.0)}).text().startsWith(QLatin1String("Set velocity of 1 disk")));
        QTranslator chinese;
        QVERIFY(chinese.load(QStringLiteral(":/i18n/disklab_zh_CN.qm")));
        QCoreApplication::installTranslator(&chinese);
        const QString move = MoveDisksCommand(doc, {0, 1}, {QPointF(1.0, 1.0), QPointF(2.0, 2.0)}).text();
        const QString velocity = SetVelocityCommand(doc, {0}, {QPointF(1.0, 0.0)}).text();
        QCoreApplication::removeTranslator(&chinese);
        QCOMPARE(move, QStringLiteral("移动 2 个圆盘"));
        QVERIFY2(!velocity.contains(QLatin1String("velocity")) && velocity.contains(QLatin1Char('1')), qPrintable(velocity));
    }
};

QTEST_MAIN(TestScenarioEditing)
#include "tst_scenario_editing.moc"
