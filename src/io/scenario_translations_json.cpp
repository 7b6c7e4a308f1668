#include "io/scenario_translations_json.h"

#include "io/json_text.h"

namespace disklab {

void readTranslations(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report,
                      QStringList& warnings)
{
    const std::optional<QJsonObject> translations = top.readObject("translations");
    if (!translations)
        return;
    for (auto member = translations->begin(); member != translations->end(); ++member) {
        const QString language = member.key();
        const QString path = QStringLiteral("translations.") + language;
        if (language.isEmpty()) {
            report.add({file, 0, QStringLiteral("translations"),
                        QStringLiteral("a language code is empty (expected e.g. \"zh_CN\" or \"ja\")")});
            continue;
        }
        if (!member.value().isObject()) {
            report.add({file, 0, path, QStringLiteral("expected an object with \"title\" and \"description\", got %1")
                                           .arg(jsonTypeName(member.value()))});
            continue;
        }
        const QJsonObject entry = member.value().toObject();
        JsonFields fields(entry, path, file, report);
        ScenarioText text;
        fields.readString("title", text.title);
        fields.readString("description", text.description);
        for (const QString& key : fields.unknownKeys({"title", "description"}))
            warnings.append(LoadError{file, 0, fields.pathOf(key), QStringLiteral("unknown key, ignored")}.toString());
        scenario.translations[language.toStdString()] = text;
    }
}

QByteArray translationsText(const Scenario& scenario)
{
    QByteArrayList entries;
    for (const auto& [language, text] : scenario.translations)
        entries.append("        " + jsonString(language) + ": {\"title\": " + jsonString(text.title)
                       + ", \"description\": " + jsonString(text.description) + "}");
    return "{\n" + entries.join(",\n") + "\n    }";
}

} // namespace disklab
