// The generic scenario-setting undo command: redo sets, undo restores, commands with one merge id
// merge into one step, and the settings the editor offers go through it.
#include "app/commands/scenario_setting_command.h"
#include "app/commands/scenario_settings.h"
#include "app/document/scenario_document.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace disklab;

namespace {

const ScenarioSetting<double> kWidth{[](const Scenario& s) { return s.width; },
                                     [](Scenario& s, const double& w) { s.width = w; }};
constexpr int kWidthMergeId = 1000;

Scenario box()
{
    Scenario s;
    s.width = 10.0;
    s.height = 5.0;
    return s;
}

} // namespace

class TestScenarioSettingCommand : public QObject {
    Q_OBJECT
private slots:
    void redoSetsAndUndoRestores()
    {
        ScenarioDocument doc;
        doc.replace(box(), QString(), QString(), false);
        QSignalSpy settings(&doc, &ScenarioDocument::settingsChanged);
        doc.push(new ScenarioSettingCommand<double>(doc, kWidth, 12.5, QStringLiteral("Widen")));
        QCOMPARE(doc.scenario().width, 12.5);
        QCOMPARE(settings.count(), 1);
        QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Widen"));
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().width, 10.0);
        QCOMPARE(settings.count(), 2);
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QCOMPARE(doc.scenario().width, 12.5);
    }

    void sameMergeIdMergesIntoOneStep()
    {
        ScenarioDocument doc;
        doc.replace(box(), QString(), QString(), false);
        for (double w : {11.0, 12.0, 13.0})
            doc.push(new ScenarioSettingCommand<double>(doc, kWidth, w, QStringLiteral("Widen"), kWidthMergeId));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.scenario().width, 13.0);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().width, 10.0);  // the first command's old value
        doc.undoStack()->redo();
        QCOMPARE(doc.scenario().width, 13.0);  // the last command's new value
    }

    void withoutMergeIdEachEditIsAStep()
    {
        ScenarioDocument doc;
        doc.replace(box(), QString(), QString(), false);
        doc.push(new ScenarioSettingCommand<double>(doc, kWidth, 11.0, QStringLiteral("Widen")));
        doc.push(new ScenarioSettingCommand<double>(doc, kWidth, 12.0, QStringLiteral("Widen")));
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().width, 11.0);
    }

    void theEditorsSettingsRoundTrip()
    {
        ScenarioDocument doc;
        doc.replace(box(), QString(), QString(), false);
        doc.push(ScenarioSettings::setBoxSize(doc, 8.0, 4.0));
        doc.push(ScenarioSettings::setGravity(doc, 0.5, -2.0));
        doc.push(ScenarioSettings::setBoundary(doc, Boundary::Periodic));
        const BoxWall piston{0.25, 3.0};
        doc.push(ScenarioSettings::setWallMotion(doc, Side::Left, piston));
        Pump pump;
        pump.count = 5;
        doc.push(ScenarioSettings::setPump(doc, pump));
        const Scenario& s = doc.scenario();
        QCOMPARE(s.width, 8.0);
        QCOMPARE(s.height, 4.0);
        QCOMPARE(s.gravityX, 0.5);
        QCOMPARE(s.gravityY, -2.0);
        QVERIFY(s.boundary == Boundary::Periodic);
        QVERIFY(s.wall(Side::Left) == piston);
        QVERIFY(s.wall(Side::Right) == BoxWall{});
        QVERIFY(s.pump == pump);
        const QStringList texts{doc.undoStack()->text(0), doc.undoStack()->text(1), doc.undoStack()->text(2),
                                doc.undoStack()->text(3), doc.undoStack()->text(4)};
        QCOMPARE(texts, (QStringList{QStringLiteral("Set box size"), QStringLiteral("Set gravity"),
                                     QStringLiteral("Make box periodic"), QStringLiteral("Set motion of the left wall"),
                                     QStringLiteral("Add a pump")}));
        doc.undoStack()->setIndex(0);
        QVERIFY(doc.scenario() == box());
    }
};

QTEST_MAIN(TestScenarioSettingCommand)
#include "tst_scenario_setting_command.moc"
