#include "io/scenario_texts.h"

#include "io/file_bytes.h"
#include "io/json_fields.h"
#include "io/problem_report.h"
#include "io/scenario_json.h"
#include "io/scenario_translations_json.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace disklab {

std::optional<Scenario> readScenarioTexts(const QString& path)
{
    QString error;
    const std::optional<QByteArray> bytes = readFileBytes(path, error);
    if (!bytes)
        return std::nullopt;
    const QJsonObject top = QJsonDocument::fromJson(*bytes).object();
    if (top.value(QLatin1String("format")).toString() != QLatin1String(kScenarioFormatName))
        return std::nullopt;
    const QString name = displayName(path);  // the fields keep a reference to it
    ProblemReport report;
    QStringList warnings;
    JsonFields fields(top, QString(), name, report);
    Scenario texts;
    fields.readString("title", texts.title);
    fields.readString("description", texts.description);
    readTranslations(fields, texts, name, report, warnings);
    if (!report.isEmpty())
        return std::nullopt;
    return texts;
}

} // namespace disklab
