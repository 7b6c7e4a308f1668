// The "translations" member of the native format: read, written one language per line, kept
// through a round trip, and absent from (and not needed by) older files.
#include "io/scenario_json.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace disklab;

namespace {

const QString kName = QStringLiteral("story.json");

Scenario translatedScenario()
{
    Scenario s;
    s.title = "Free expansion";
    s.description = "The gas rushes into the vacuum.";
    s.translations["zh_CN"] = {"自由膨胀", "气体冲入真空。"};
    s.translations["ja"] = {"自由膨張", "気体が真空へ流れ込む。"};
    return s;
}

QByteArray header(const QByteArray& members)
{
    return R"({"format": "disklab-scenario", "version": 2, "title": "Gas", )" + members + "}";
}

} // namespace

class TstScenarioTranslations : public QObject {
    Q_OBJECT
private slots:
    void readsEveryLanguage()
    {
        const LoadResult loaded = scenarioFromJson(
            header(R"("translations": {"zh_CN": {"title": "气体", "description": "看速率"}, "ja": {"title": "気体"}})"),
            kName);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QCOMPARE(loaded.scenario->translations.size(), std::size_t(2));
        QCOMPARE(loaded.scenario->translations.at("zh_CN"), (ScenarioText{"气体", "看速率"}));
        // An entry may carry only a title.
        QCOMPARE(loaded.scenario->translations.at("ja"), (ScenarioText{"気体", ""}));
        QVERIFY(loaded.warnings.isEmpty());
    }

    void filesWithoutTranslationsStillRead()
    {
        const LoadResult loaded = scenarioFromJson(header(R"("description": "Plain")"), kName);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QVERIFY(loaded.scenario->translations.empty());
        QVERIFY(loaded.warnings.isEmpty());
        // ... and an untranslated scenario is written without the member.
        QVERIFY(!scenarioToJson(*loaded.scenario).bytes.contains("translations"));
    }

    void untranslatedFilesAreWrittenBackByteForByte()
    {
        // Every shipped scenario with its translations taken out by hand is a file as DiskLab
        // wrote it before translations existed: read and written again, it keeps every byte.
        const QDir folder(QStringLiteral(DISKLAB_SCENARIO_DIR));
        const QStringList names = folder.entryList({QStringLiteral("*.json")});
        QVERIFY(names.size() >= 18);
        for (const QString& name : names) {
            QFile file(folder.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            QByteArray bytes = file.readAll();
            const qsizetype start = bytes.indexOf("    \"translations\": {\n");
            const qsizetype end = bytes.indexOf("\n    },\n", start);
            QVERIFY2(start > 0 && end > start, qPrintable(name));
            bytes.remove(start, end + 8 - start);
            QVERIFY(!bytes.contains("translations"));
            const LoadResult loaded = scenarioFromJson(bytes, name);
            QVERIFY2(loaded.ok(), qPrintable(loaded.error));
            QVERIFY(loaded.scenario->translations.empty());
            QVERIFY2(scenarioToJson(*loaded.scenario).bytes == bytes, qPrintable(name));
        }
    }

    void writesOneLanguagePerLineAfterTheDescription()
    {
        const QByteArray text = scenarioToJson(translatedScenario()).bytes;
        const qsizetype description = text.indexOf("\"description\"");
        const qsizetype translations = text.indexOf("\"translations\"");
        QVERIFY(description >= 0 && translations > description && translations < text.indexOf("\"box\""));
        // Written as UTF-8 text, not \u escapes, so translators can read and edit the files.
        QVERIFY(text.contains(QStringLiteral("\n        \"ja\": {\"title\": \"自由膨張\", \"description\": "
                                             "\"気体が真空へ流れ込む。\"},\n").toUtf8()));
        QVERIFY(text.contains(QStringLiteral("\n        \"zh_CN\": {\"title\": \"自由膨胀\"").toUtf8()));
    }

    void roundTripKeepsTranslations()
    {
        const Scenario original = translatedScenario();
        const SaveResult saved = scenarioToJson(original);
        QVERIFY(saved.ok());
        const LoadResult loaded = scenarioFromJson(saved.bytes, kName);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QVERIFY(*loaded.scenario == original);
        QCOMPARE(scenarioToJson(*loaded.scenario).bytes, saved.bytes);
    }

    void wrongTypesAreNamed()
    {
        LoadResult loaded = scenarioFromJson(header(R"("translations": ["zh_CN"])"), kName);
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error.contains(QLatin1String("translations: expected an object")), qPrintable(loaded.error));
        loaded = scenarioFromJson(header(R"("translations": {"ja": "気体"})"), kName);
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error.contains(QLatin1String("translations.ja: expected an object")), qPrintable(loaded.error));
        loaded = scenarioFromJson(header(R"("translations": {"ja": {"title": 3}})"), kName);
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error.contains(QLatin1String("translations.ja.title")), qPrintable(loaded.error));
    }

    void unknownKeysInAnEntryWarn()
    {
        const LoadResult loaded = scenarioFromJson(header(R"("translations": {"ja": {"title": "気体", "titel": "x"}})"), kName);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QCOMPARE(loaded.warnings.size(), 1);
        QVERIFY2(loaded.warnings.first().contains(QLatin1String("translations.ja.titel")), qPrintable(loaded.warnings.first()));
    }
};

QTEST_APPLESS_MAIN(TstScenarioTranslations)
#include "tst_scenario_translations.moc"
