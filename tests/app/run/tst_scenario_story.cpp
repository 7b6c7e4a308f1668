// About this scenario and the title and description fields: the panel shows what was opened,
// generated or typed; typing is one undoable command that marks the document modified and is
// saved with the file.
#include "app/document/scenario_document.h"
#include "app/edit/properties_dock.h"
#include "app/edit/scenario_properties_panel.h"
#include "app/edit/scenario_text_fields.h"
#include "app/files/file_controller.h"
#include "app/run/scenario_story_panel.h"
#include "app/window/main_window.h"
#include "io/scenario_json.h"
#include "../window_docks.h"

#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace disklab;
using disklab::test::dockNamed;

class TestScenarioStory : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_scenario_story"));
        QSettings().clear();
    }

    void panelShowsTheOpenedScenario()
    {
        MainWindow window;
        const QString path = QStringLiteral(DISKLAB_SCENARIO_DIR "/free-expansion.json");
        const LoadResult file = loadScenarioJson(path);
        QVERIFY(file.ok());
        QVERIFY(window.openFile(path));
        QCOMPARE(window.story().shownTitle(), QString::fromStdString(file.scenario->title));
        QCOMPARE(window.story().shownDescription(), QString::fromStdString(file.scenario->description));
        QVERIFY(window.story().shownDescription().contains(QLatin1String("vacuum")));
        // A generated scenario replaces the document the same way.
        Scenario generated = defaultScenario();
        generated.title = "Generated gas";
        generated.description = "Watch the histogram.";
        window.document().replace(generated, QString(), QStringLiteral("Generated gas"), true);
        QCOMPARE(window.story().shownTitle(), QStringLiteral("Generated gas"));
        QCOMPARE(window.story().shownDescription(), QStringLiteral("Watch the histogram."));
    }

    void collapsedStateIsRemembered()
    {
        QSettings().clear();
        {
            MainWindow window;
            QVERIFY(window.story().isExpanded());
            window.story().toggle()->click();
            QVERIFY(!window.story().isExpanded());
        }
        MainWindow window;
        QVERIFY(!window.story().isExpanded());
        window.story().toggle()->click();
        QVERIFY(window.story().isExpanded());
        QSettings().clear();
    }

    void titleEditsUndoRedoSaveAndReload()
    {
        QTemporaryDir directory;
        QVERIFY(directory.isValid());
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ScenarioDocument& document = window.document();
        const std::string before = document.scenario().title;
        QLineEdit* title = dockNamed<PropertiesDock>(window, "propertiesDock").scenario().text().titleField();
        QCOMPARE(title->text(), QString::fromStdString(before));
        QVERIFY(!document.isModified());

        title->setFocus();
        title->selectAll();
        QTest::keyClicks(title, QStringLiteral("Piston"));
        QCOMPARE(document.scenario().title, std::string("Piston"));
        // Typed in a row: one command, so one undo takes the whole word back.
        QCOMPARE(document.undoStack()->count(), 1);
        QVERIFY(document.isModified());
        QCOMPARE(window.story().shownTitle(), QStringLiteral("Piston"));

        document.undoStack()->undo();
        QCOMPARE(document.scenario().title, before);
        QCOMPARE(title->text(), QString::fromStdString(before));
        QCOMPARE(window.story().shownTitle(), QString::fromStdString(before));
        document.undoStack()->redo();
        QCOMPARE(title->text(), QStringLiteral("Piston"));

        // The description field edits the same way.
        QPlainTextEdit* description = dockNamed<PropertiesDock>(window, "propertiesDock").scenario().text().descriptionField();
        description->setFocus();
        description->selectAll();
        QTest::keyClicks(description, QStringLiteral("Watch T rise."));
        QCOMPARE(document.scenario().description, std::string("Watch T rise."));
        QCOMPARE(window.story().shownDescription(), QStringLiteral("Watch T rise."));
        QCOMPARE(document.undoStack()->count(), 2);

        const QString path = directory.filePath(QStringLiteral("story.json"));
        QVERIFY(window.files().saveTo(path));
        QVERIFY(!document.isModified());
        QVERIFY(window.openFile(path));
        QCOMPARE(document.scenario().title, std::string("Piston"));
        QCOMPARE(document.scenario().description, std::string("Watch T rise."));
        QCOMPARE(title->text(), QStringLiteral("Piston"));
        QCOMPARE(window.story().shownTitle(), QStringLiteral("Piston"));
    }
};

QTEST_MAIN(TestScenarioStory)
#include "tst_scenario_story.moc"
