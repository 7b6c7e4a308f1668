// Springs in the editor: the Draw Spring tool joins two disks at their present distance and
// moves the scenario to the force engine in the same undo step; the Springs table edits the
// stiffness and the rest length and deletes springs; deleting a disk takes its springs along and
// renumbers the others; the springs drawn are saved and read back.
#include "app/commands/delete_disks_command.h"
#include "app/document/scenario_document.h"
#include "app/edit/spring_table_model.h"
#include "app/edit/spring_tool.h"
#include "app/edit/springs_panel.h"
#include "app/view/scene_state.h"
#include "app/view/simulation_view.h"
#include "io/scenario_file.h"
#include "io/scenario_json.h"

#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <cmath>

using namespace disklab;

namespace {

/// Four disks in a row across a walled box, on the event-driven engine.
Scenario row()
{
    Scenario s;
    s.width = s.height = 20.0;
    for (int k = 0; k < 4; ++k) {
        Disk d;
        d.x = 4.0 + 4.0 * k;
        d.y = 10.0 + 0.5 * k;
        s.disks.push_back(d);
    }
    return s;
}

/// A document of row(), a view showing it and the spring tool on them.
struct Drawing {
    ScenarioDocument doc;
    SimulationView view;
    SpringTool tool{doc, view};

    Drawing()
    {
        doc.replace(row(), QString(), QString(), false);
        view.resize(400, 400);
        view.showScene(sceneAtStart(std::make_shared<const Scenario>(doc.scenario()), 1));
    }
};

/// Drags the spring tool from disk `from`'s centre to disk `to`'s (or to an empty spot).
void drawSpring(SpringTool& tool, const SimulationView& view, QPointF from, QPointF to)
{
    const auto pointer = [&](QPointF world) {
        EditPointer p;
        p.world = world;
        p.screen = view.transform().toScreen(world.x(), world.y());
        return p;
    };
    tool.press(pointer(from));
    tool.drag(pointer((from + to) / 2));
    tool.drag(pointer(to));
    tool.release(pointer(to), true);
}

} // namespace

class TestSpringEditing : public QObject {
    Q_OBJECT
private slots:
    void theToolJoinsTwoDisks()
    {
        Drawing drawing;
        auto& [doc, view, tool] = drawing;
        const auto centre = [&](int i) { return QPointF(doc.scenario().disks[i].x, doc.scenario().disks[i].y); };

        drawSpring(tool, view, centre(0), centre(2));
        QCOMPARE(doc.scenario().forces.links.size(), std::size_t{1});
        const Link spring = doc.scenario().forces.links[0];
        QCOMPARE(spring.a, 0);
        QCOMPARE(spring.b, 2);
        QCOMPARE(spring.restLength, std::hypot(8.0, 1.0));  // relaxed where the disks are
        QCOMPARE(spring.stiffness, SpringTool::kDefaultStiffness);
        QCOMPARE(doc.scenario().engine.kind, EngineKind::Force);
        QCOMPARE(doc.undoStack()->count(), 1);

        // The same pair again, a drag onto empty space and one from a disk to itself add nothing.
        drawSpring(tool, view, centre(2), centre(0));
        drawSpring(tool, view, centre(1), QPointF(10.0, 18.0));
        drawSpring(tool, view, centre(3), centre(3));
        QCOMPARE(doc.undoStack()->count(), 1);

        doc.undoStack()->undo();
        QVERIFY(doc.scenario().forces.links.empty());
        QCOMPARE(doc.scenario().engine.kind, EngineKind::EventDriven);
    }

    void theTableEditsAndDeletes()
    {
        Scenario s = row();
        s.engine.kind = EngineKind::Force;
        s.forces.links = {{0, 1, 5.0, 4.0}, {1, 2, 5.0, 4.0}};
        ScenarioDocument doc;
        doc.replace(s, QString(), QString(), false);
        SpringsPanel panel(doc);
        SpringTableModel& model = panel.model();
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(!(model.flags(model.index(0, SpringTableModel::DiskA)) & Qt::ItemIsEditable));
        QVERIFY(model.setData(model.index(1, SpringTableModel::Stiffness), QStringLiteral("25")));
        QCOMPARE(doc.scenario().forces.links[1].stiffness, 25.0);
        QVERIFY(model.setData(model.index(0, SpringTableModel::RestLength), 2.5));
        QCOMPARE(doc.scenario().forces.links[0].restLength, 2.5);
        QVERIFY(!model.setData(model.index(0, SpringTableModel::Stiffness), QStringLiteral("-1")));
        QVERIFY(!model.setData(model.index(0, SpringTableModel::Stiffness), QStringLiteral("stiff")));
        QCOMPARE(doc.undoStack()->count(), 2);

        panel.table().selectRow(0);
        QVERIFY(panel.deleteButton().isEnabled());
        panel.deleteButton().click();
        QCOMPARE(doc.scenario().forces.links.size(), std::size_t{1});
        QCOMPARE(doc.scenario().forces.links[0].stiffness, 25.0);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().forces.links.size(), std::size_t{2});
    }

    void deletingADiskTakesItsSprings()
    {
        Scenario s = row();
        s.engine.kind = EngineKind::Force;
        s.forces.links = {{0, 1, 1.0, 4.0}, {1, 2, 2.0, 4.0}, {2, 3, 3.0, 4.0}, {0, 3, 4.0, 12.0}};
        ScenarioDocument doc;
        doc.replace(s, QString(), QString(), false);
        doc.push(new DeleteDisksCommand(doc, {1}));
        // Disks 2 and 3 are now 1 and 2; the springs of disk 1 are gone.
        const std::vector<Link> left = doc.scenario().forces.links;
        QCOMPARE(left.size(), std::size_t{2});
        QCOMPARE(left[0], (Link{1, 2, 3.0, 4.0}));
        QCOMPARE(left[1], (Link{0, 2, 4.0, 12.0}));
        doc.undoStack()->undo();
        QVERIFY(doc.scenario().forces.links == s.forces.links);
    }

    void springsAreSavedAndReadBack()
    {
        Drawing drawing;
        auto& [doc, view, tool] = drawing;
        drawSpring(tool, view, QPointF(4.0, 10.0), QPointF(8.0, 10.5));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sprung.json"));
        QVERIFY(saveScenarioFile(path, doc.scenario()).ok());
        const LoadResult loaded = loadScenarioJson(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QVERIFY(loaded.scenario->forces.links == doc.scenario().forces.links);
        QCOMPARE(loaded.scenario->engine.kind, EngineKind::Force);
    }
};

QTEST_MAIN(TestSpringEditing)
#include "tst_spring_editing.moc"
