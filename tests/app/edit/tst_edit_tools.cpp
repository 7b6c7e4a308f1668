// Each edit tool on its own: press, drag and release on a document shown in a view, offscreen,
// without the main window. The view is refreshed from the document at each edit, as edit mode
// does, so the tools hit-test what they changed.
#include "app/document/scenario_document.h"
#include "app/edit/add_disk_tool.h"
#include "app/edit/select_tool.h"
#include "app/edit/velocity_tool.h"
#include "app/edit/wall_tool.h"
#include "app/view/scene_state.h"
#include "app/view/simulation_view.h"

#include <QPainter>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace disklab;

namespace {

Scenario threeBalls()
{
    Scenario s;
    s.width = 20.0;
    s.height = 10.0;
    for (double x : {4.0, 10.0, 16.0}) {
        Disk d;
        d.x = x;
        d.y = 5.0;
        d.radius = 0.5;
        s.disks.push_back(d);
    }
    return s;
}

/// A document shown in a view, the view following every edit.
struct Bench {
    ScenarioDocument document;
    SimulationView view;

    Bench()
    {
        document.replace(threeBalls(), QString(), QString(), false);
        view.resize(800, 400);
        view.useSelection(document.diskSelection());
        show();
        QObject::connect(&document, &ScenarioDocument::edited, &view, [this] { show(); });
    }
    void show() { view.showEditedScene(sceneAtStart(std::make_shared<const Scenario>(document.scenario()), 1)); }
    EditPointer at(double x, double y, Qt::KeyboardModifiers modifiers = Qt::NoModifier) const
    {
        return {view.transform().toScreen(x, y), QPointF(x, y), modifiers};
    }
    /// Press at `from`, drag in steps to `to`, release there.
    void drag(EditTool& tool, QPointF from, QPointF to, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        tool.press(at(from.x(), from.y(), modifiers));
        for (int k = 1; k <= 4; ++k) {
            const QPointF p = from + (to - from) * (k / 4.0);
            tool.drag(at(p.x(), p.y(), modifiers));
        }
        tool.release(at(to.x(), to.y(), modifiers), true);
    }
    void click(EditTool& tool, double x, double y, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        tool.press(at(x, y, modifiers));
        tool.release(at(x, y, modifiers), false);
    }
};

} // namespace

class TestEditTools : public QObject {
    Q_OBJECT
private slots:
    void selectToolClicksShiftClicksAndRubberBands()
    {
        Bench bench;
        SelectTool tool(bench.document, bench.view, bench.view);
        bench.click(tool, 10.2, 5.1);
        QCOMPARE(bench.document.selection(), QList<int>{1});
        bench.click(tool, 16.0, 5.0, Qt::ShiftModifier);
        QCOMPARE(bench.document.selection(), (QList<int>{1, 2}));
        bench.click(tool, 10.0, 5.0, Qt::ControlModifier);
        QCOMPARE(bench.document.selection(), QList<int>{2});
        // A click on empty space clears; a band around the first two selects them.
        bench.click(tool, 7.0, 8.0);
        QVERIFY(bench.document.selection().isEmpty());
        bench.drag(tool, {2.0, 2.0}, {12.0, 8.0});
        QCOMPARE(bench.document.selection(), (QList<int>{0, 1}));
        QCOMPARE(bench.document.undoStack()->count(), 0);  // selecting is not an edit
    }

    void selectToolMovesTheSelectionInOneStep()
    {
        Bench bench;
        SelectTool tool(bench.document, bench.view, bench.view);
        bench.document.setSelection({0, 1});
        bench.drag(tool, {10.0, 5.0}, {11.0, 7.0});
        QCOMPARE(bench.document.undoStack()->count(), 1);
        const auto& disks = bench.document.scenario().disks;
        QVERIFY(std::abs(disks[0].x - 5.0) < 1e-9 && std::abs(disks[0].y - 7.0) < 1e-9);
        QVERIFY(std::abs(disks[1].x - 11.0) < 1e-9 && std::abs(disks[1].y - 7.0) < 1e-9);
        QCOMPARE(disks[2].x, 16.0);  // not selected, not moved
        bench.document.undoStack()->undo();
        QVERIFY(bench.document.scenario() == threeBalls());
    }

    void selectToolMovesAnInteriorWall()
    {
        Bench bench;
        SegmentWall wall;
        wall.x0 = 7.0, wall.y0 = 1.0, wall.x1 = 7.0, wall.y1 = 9.0;
        bench.document.applyEdit(ScenarioDocument::EditScope::Segments, [&](Scenario& s) { s.segments.push_back(wall); });
        SelectTool tool(bench.document, bench.view, bench.view);
        bench.drag(tool, {7.0, 3.0}, {8.5, 3.0});
        QCOMPARE(bench.document.undoStack()->count(), 1);
        QVERIFY(std::abs(bench.document.scenario().segments[0].x0 - 8.5) < 1e-9);
        QVERIFY(std::abs(bench.document.scenario().segments[0].x1 - 8.5) < 1e-9);
    }

    void addDiskToolAddsOnEmptySpaceAndSelectsOnADisk()
    {
        Bench bench;
        AddDiskTool tool(bench.document, bench.view, bench.view);
        bench.document.setSelection({2});
        bench.click(tool, 7.0, 2.0);
        const auto& disks = bench.document.scenario().disks;
        QCOMPARE(disks.size(), std::size_t(4));
        QCOMPARE(disks[3].x, 7.0);
        QCOMPARE(disks[3].y, 2.0);
        QCOMPARE(disks[3].radius, disks[2].radius);  // like the selected disk
        QCOMPARE(bench.document.selection(), QList<int>{3});  // the new disk is selected
        // On a disk it behaves as the select tool: selects, and a drag moves.
        bench.drag(tool, {4.0, 5.0}, {4.0, 3.0});
        QCOMPARE(bench.document.selection(), QList<int>{0});
        QCOMPARE(bench.document.scenario().disks.size(), std::size_t(4));
        QVERIFY(std::abs(bench.document.scenario().disks[0].y - 3.0) < 1e-9);
        QCOMPARE(bench.document.undoStack()->count(), 2);
    }

    void velocityToolSetsTheSelectionsVelocityInOneStep()
    {
        Bench bench;
        VelocityTool tool(bench.document, bench.view);
        bench.document.setSelection({0, 2});
        const double arrowTime = tool.arrowTime();
        tool.press(bench.at(4.0, 5.0));
        for (double x : {5.0, 6.0, 7.0})
            tool.drag(bench.at(x, 5.0));
        // The arrows keep their scale while dragging, though the speeds have changed.
        QCOMPARE(tool.arrowTime(), arrowTime);
        tool.release(bench.at(7.0, 5.0), true);
        QCOMPARE(bench.document.undoStack()->count(), 1);
        for (int i : {0, 2}) {
            QVERIFY(std::abs(bench.document.scenario().disks[std::size_t(i)].vx - 3.0 / arrowTime) < 1e-9);
            QCOMPARE(bench.document.scenario().disks[std::size_t(i)].vy, 0.0);
        }
        QCOMPARE(bench.document.scenario().disks[1].vx, 0.0);
        // Pressed on empty space the tool does nothing.
        bench.drag(tool, {7.0, 8.0}, {9.0, 8.0});
        QCOMPARE(bench.document.undoStack()->count(), 1);
    }

    void wallToolDrawsAWallOnRelease()
    {
        Bench bench;
        WallTool tool(bench.document, bench.view);
        tool.press(bench.at(2.0, 2.0));
        tool.drag(bench.at(6.0, 6.0));
        QVERIFY(bench.document.scenario().segments.empty());  // only drawn, until released
        QImage image(800, 400, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            tool.paint(painter);
        }
        const QPointF middle = bench.view.transform().toScreen(4.0, 4.0);
        QVERIFY(image.pixelColor(middle.toPoint()) != QColor(Qt::white));
        tool.release(bench.at(8.0, 8.0), true);
        QCOMPARE(bench.document.scenario().segments.size(), std::size_t(1));
        const SegmentWall& wall = bench.document.scenario().segments[0];
        QCOMPARE(QLineF(wall.x0, wall.y0, wall.x1, wall.y1), QLineF(2.0, 2.0, 8.0, 8.0));
        // A click without a drag draws nothing.
        bench.click(tool, 3.0, 3.0);
        QCOMPARE(bench.document.scenario().segments.size(), std::size_t(1));
    }
};

QTEST_MAIN(TestEditTools)
#include "tst_edit_tools.moc"
