// One selection: the document's DiskSelection is what the view draws and what its clicks set,
// with one change signal; a view without a document keeps its own; a new run clears it.
#include "app/document/disk_selection.h"
#include "app/document/scenario_document.h"
#include "app/view/scene_state.h"
#include "app/view/simulation_view.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace disklab;

namespace {

Scenario row(int count)
{
    Scenario s;
    s.width = 2.0 * count;
    s.height = 4.0;
    for (int i = 0; i < count; ++i) {
        Disk d;
        d.x = 1.0 + 2.0 * i;
        d.y = 2.0;
        d.radius = 0.5;
        s.disks.push_back(d);
    }
    return s;
}

} // namespace

class TestDiskSelection : public QObject {
    Q_OBJECT
private slots:
    void setSortsDropsAndSignalsOnlyChanges()
    {
        DiskSelection selection;
        QSignalSpy changed(&selection, &DiskSelection::changed);
        selection.set({4, 1, 4, -1, 9}, 5);
        QCOMPARE(selection.disks(), (QList<int>{1, 4}));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last().at(0).value<QList<int>>(), (QList<int>{1, 4}));
        selection.set({1, 4}, 5);
        QCOMPARE(changed.count(), 1);
    }

    void documentAndViewShareOneSelection()
    {
        ScenarioDocument doc;
        doc.replace(row(4), QString(), QString(), false);
        SimulationView view;
        view.resize(600, 300);
        view.useSelection(doc.diskSelection());
        view.showEditedScene(sceneAtStart(std::make_shared<const Scenario>(doc.scenario()), 1));
        QSignalSpy changed(&doc.diskSelection(), &DiskSelection::changed);

        doc.setSelection({2});
        QCOMPARE(&view.selection(), &doc.diskSelection());
        QCOMPARE(changed.count(), 1);

        // A click in the view selects in the document.
        QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, view.transform().toScreen(7.0, 2.0).toPoint());
        QCOMPARE(doc.selection(), QList<int>{3});
        QTest::mouseClick(&view, Qt::LeftButton, Qt::ControlModifier, view.transform().toScreen(1.0, 2.0).toPoint());
        QCOMPARE(doc.selection(), (QList<int>{0, 3}));
        QCOMPARE(changed.count(), 3);

        // Deleting disks drops indices that no longer name one.
        doc.applyEdit(ScenarioDocument::EditScope::DiskCount, [](Scenario& s) { s.disks.resize(2); });
        QCOMPARE(doc.selection(), QList<int>{0});
        QCOMPARE(changed.count(), 4);
    }

    void aViewOutlivingTheDocumentKeepsASelectionOfItsOwn()
    {
        SimulationView view;
        {
            ScenarioDocument doc;
            view.useSelection(doc.diskSelection());
            QCOMPARE(&view.selection(), &doc.diskSelection());
        }
        view.selection().set({1}, 3);
        QCOMPARE(view.selection().disks(), QList<int>{1});
    }

    void aNewRunClearsTheSelectionAnEditedSceneKeepsIt()
    {
        SimulationView view;
        view.resize(600, 300);
        auto scenario = std::make_shared<const Scenario>(row(3));
        view.showScene(sceneAtStart(scenario, 1));
        view.selection().set({1}, 3);
        view.showScene(sceneAtStart(scenario, 2));  // same run restarted: still selected
        QCOMPARE(view.selection().disks(), QList<int>{1});
        view.showEditedScene(sceneAtStart(std::make_shared<const Scenario>(row(3)), 3));
        QCOMPARE(view.selection().disks(), QList<int>{1});
        view.showScene(sceneAtStart(std::make_shared<const Scenario>(row(3)), 4));  // another scenario
        QVERIFY(view.selection().disks().isEmpty());
    }

    void diskAtFindsTheNearestDiskUnderThePointer()
    {
        SimulationView view;
        view.resize(600, 300);
        QCOMPARE(view.diskAt(QPointF(10, 10)), -1);  // nothing shown yet
        view.showScene(sceneAtStart(std::make_shared<const Scenario>(row(3)), 1));
        QCOMPARE(view.diskAt(view.transform().toScreen(3.2, 2.1)), 1);
        QCOMPARE(view.diskAt(view.transform().toScreen(2.0, 3.8)), -1);
    }

    void aFramesSceneSharesItsSnapshot()
    {
        auto frame = std::make_shared<FrameSnapshot>();
        frame->scenario = std::make_shared<const Scenario>(row(2));
        frame->state.x = {1.0, 3.0};
        frame->generation = 7;
        const SceneState scene = sceneOfFrame(frame);
        QCOMPARE(scene.state.get(), &frame->state);
        QCOMPARE(scene.scenario, frame->scenario);
        QCOMPARE(scene.generation, std::uint64_t(7));
        QVERIFY(sceneOfFrame(nullptr).isEmpty());
    }
};

QTEST_MAIN(TestDiskSelection)
#include "tst_disk_selection.moc"
