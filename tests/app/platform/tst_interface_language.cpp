// The interface in Chinese and Japanese: Qt's own buttons, the shipped examples' titles and
// descriptions, and which text an edit changes.
#include "app/document/scenario_document.h"
#include "app/edit/scenario_text_fields.h"
#include "app/files/example_browser.h"
#include "app/run/scenario_story_panel.h"
#include "app/window/application_setup.h"
#include "app/platform/interface_language.h"
#include "app/window/main_window.h"
#include "core/scenario_text.h"
#include "io/scenario_json.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QUndoStack>
#include <QtTest>

using namespace disklab;

class TestInterfaceLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_interface_language"));
        QSettings().clear();
        initialiseResources();
    }

    void qtButtonsFollowTheLanguage()
    {
        {
            const InterfaceLanguage chinese(QLocale(QLocale::Chinese, QLocale::China));
            QCOMPARE(InterfaceLanguage::current(), QStringLiteral("zh_CN"));
            QDialogButtonBox buttons(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
            QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("取消"));
        }
        {
            const InterfaceLanguage japanese(QLocale(QLocale::Japanese, QLocale::Japan));
            QCOMPARE(InterfaceLanguage::current(), QStringLiteral("ja"));
            QDialogButtonBox buttons(QDialogButtonBox::Cancel);
            const QString cancel = buttons.button(QDialogButtonBox::Cancel)->text();
            QVERIFY2(cancel.startsWith(QStringLiteral("キャンセル")), qPrintable(cancel));
        }
        // Gone again with the object: English.
        QCOMPARE(InterfaceLanguage::current(), QString());
        QDialogButtonBox buttons(QDialogButtonBox::Cancel);
        QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Cancel"));
    }

    void everyShippedScenarioIsTranslated()
    {
        const QStringList files = QDir(QStringLiteral(DISKLAB_SCENARIO_DIR)).entryList({QStringLiteral("*.json")});
        QVERIFY(files.size() >= 18);
        for (const QString& name : files) {
            const LoadResult loaded = loadScenarioJson(QStringLiteral(DISKLAB_SCENARIO_DIR "/") + name);
            QVERIFY2(loaded.ok(), qPrintable(loaded.error));
            for (const char* language : {"zh_CN", "ja"}) {
                const auto entry = loaded.scenario->translations.find(language);
                QVERIFY2(entry != loaded.scenario->translations.end(), qPrintable(name + QLatin1Char(' ') + QLatin1String(language)));
                QVERIFY2(!entry->second.title.empty() && !entry->second.description.empty(),
                         qPrintable(name + QLatin1Char(' ') + QLatin1String(language)));
                QVERIFY(entry->second.title != loaded.scenario->title);
            }
        }
    }

    void exampleBrowserShowsChineseTitles()
    {
        const QString path = QStringLiteral(DISKLAB_SCENARIO_DIR "/free-expansion.json");
        const LoadResult loaded = loadScenarioJson(path);
        QVERIFY(loaded.ok());
        const QString chineseTitle = QString::fromStdString(localizedText(*loaded.scenario, "zh_CN").title);
        const QString chineseDescription = QString::fromStdString(localizedText(*loaded.scenario, "zh_CN").description);
        QCOMPARE(chineseTitle, QStringLiteral("自由膨胀"));

        const InterfaceLanguage chinese(QLocale(QLocale::Chinese, QLocale::China));
        ExampleBrowser browser(QStringLiteral(DISKLAB_SCENARIO_DIR));
        const QList<QListWidgetItem*> items = browser.list().findItems(chineseTitle, Qt::MatchStartsWith);
        QCOMPARE(items.size(), 1);
        QVERIFY(items.first()->text().contains(chineseDescription));
        QVERIFY(!items.first()->text().contains(QString::fromStdString(loaded.scenario->title)));
    }

    void aboutThisScenarioFollowsTheLanguage()
    {
        const InterfaceLanguage japanese(QLocale(QLocale::Japanese, QLocale::Japan));
        MainWindow window;
        // The built-in scenario a first start shows is translated too.
        QCOMPARE(window.story().shownTitle(), QStringLiteral("理想気体"));
        QVERIFY(window.openFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/free-expansion.json")));
        QCOMPARE(window.story().shownTitle(), QStringLiteral("自由膨張"));
        QVERIFY(window.story().shownDescription().contains(QStringLiteral("ジュールの自由膨張")));
    }

    void editsInChineseChangeTheChineseText()
    {
        ScenarioDocument document;
        Scenario s = defaultScenario();
        s.title = "Gas";
        s.translations.clear();
        document.replace(s, QString(), QString(), false);
        const InterfaceLanguage chinese(QLocale(QLocale::Chinese, QLocale::China));
        ScenarioTextFields fields(document);
        // The untranslated title shows as a hint while the Chinese one is empty.
        QCOMPARE(fields.titleField()->text(), QString());
        QCOMPARE(fields.titleField()->placeholderText(), QStringLiteral("Gas"));
        QTest::keyClicks(fields.titleField(), QStringLiteral("Qiti"));
        QCOMPARE(document.scenario().title, std::string("Gas"));
        QCOMPARE(document.scenario().translations.at("zh_CN").title, std::string("Qiti"));
        document.undoStack()->undo();
        QVERIFY(document.scenario().translations.empty());
    }
};

QTEST_MAIN(TestInterfaceLanguage)
#include "tst_interface_language.moc"
