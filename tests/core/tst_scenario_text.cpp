// Which title and description a reader of each language sees, and which entry an edit changes.
#include "core/scenario_text.h"

#include <QTest>

using namespace disklab;

namespace {

Scenario story()
{
    Scenario s;
    s.title = "Squeeze";
    s.description = "A light disk between two heavy ones.";
    return s;
}

} // namespace

class TstScenarioText : public QObject {
    Q_OBJECT
private slots:
    void englishReadsTheUntranslatedText()
    {
        Scenario s = story();
        s.translations["zh_CN"] = {"挤压", "两个重圆盘之间的轻圆盘。"};
        QCOMPARE(localizedText(s, ""), (ScenarioText{s.title, s.description}));
    }

    void exactLanguageWins()
    {
        Scenario s = story();
        s.translations["zh"] = {"挤压（通用）", "通用"};
        s.translations["zh_CN"] = {"挤压", "简体"};
        QCOMPARE(localizedText(s, "zh_CN"), (ScenarioText{"挤压", "简体"}));
    }

    void fallsBackToTheBaseLanguageThenToTheUntranslatedText()
    {
        Scenario s = story();
        s.translations["zh"] = {"挤压", ""};
        // zh_CN has no entry: zh's title; zh has no description: the untranslated one.
        QCOMPARE(localizedText(s, "zh_CN"), (ScenarioText{"挤压", s.description}));
        // A language with no entry at all reads the untranslated text.
        QCOMPARE(localizedText(s, "ja"), (ScenarioText{s.title, s.description}));
        // Each field falls back on its own, also from zh_CN to zh.
        s.translations["zh_CN"] = {"", "简体说明"};
        QCOMPARE(localizedText(s, "zh_CN"), (ScenarioText{"挤压", "简体说明"}));
    }

    void editsChangeTheEntryTheLanguageReads()
    {
        Scenario s = story();
        QCOMPARE(editedTextKey(s, ""), std::string());
        QCOMPARE(editedTextKey(s, "zh_CN"), std::string("zh_CN"));
        s.translations["zh"] = {"挤压", ""};
        QCOMPARE(editedTextKey(s, "zh_CN"), std::string("zh"));
        s.translations["zh_CN"] = {"挤压", ""};
        QCOMPARE(editedTextKey(s, "zh_CN"), std::string("zh_CN"));
    }

    void storingAnEmptyEntryRemovesIt()
    {
        Scenario s = story();
        setStoredText(s, "ja", {"スクイーズ", ""});
        QCOMPARE(storedText(s, "ja"), (ScenarioText{"スクイーズ", ""}));
        setStoredText(s, "ja", {});
        QVERIFY(s.translations.empty());
        setStoredText(s, "", {"Squeeze!", "New"});
        QCOMPARE(s.title, std::string("Squeeze!"));
        QCOMPARE(storedText(s, ""), (ScenarioText{"Squeeze!", "New"}));
    }
};

QTEST_APPLESS_MAIN(TstScenarioText)
#include "tst_scenario_text.moc"
