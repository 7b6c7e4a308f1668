#include "app/files/example_scenarios.h"

#include "core/scenario_text.h"

#include <QCollator>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace disklab {
namespace {

/// Enough for the header and the translated titles and descriptions of a shipped scenario.
constexpr qint64 kHeadBytes = 32768;

/// The JSON value that follows `"key":` in `text`, or undefined. Strings and objects are cut out
/// by matching quotes and braces, so the rest of the file need not be read or parsed.
QJsonValue valueAfterKey(const QString& text, const QString& key)
{
    const QRegularExpression pattern(QStringLiteral(R"re("%1"\s*:\s*)re").arg(key));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return {};
    const qsizetype start = match.capturedEnd();
    int depth = 0;
    bool inString = false;
    for (qsizetype i = start; i < text.size(); ++i) {
        const QChar c = text[i];
        if (inString) {
            if (c == QLatin1Char('\\'))
                ++i;
            else if (c == QLatin1Char('"'))
                inString = false;
        } else if (c == QLatin1Char('"')) {
            inString = true;
        } else if (c == QLatin1Char('{')) {
            ++depth;
        } else if (c == QLatin1Char('}')) {
            --depth;
        }
        if (!inString && depth == 0) {
            // Let the JSON parser undo the escapes.
            const QJsonDocument decoded = QJsonDocument::fromJson("[" + text.mid(start, i - start + 1).toUtf8() + "]");
            return decoded.isArray() ? decoded.array().at(0) : QJsonValue();
        }
    }
    return {};
}

/// The title of a native file in `language`. DiskLab writes the title and its translations
/// near the top, so the first few kilobytes answer without parsing a file that may hold a
/// hundred thousand disks.
QString titleOf(const QString& path, const std::string& language)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString head = QString::fromUtf8(file.read(kHeadBytes));
    Scenario texts;
    texts.title = valueAfterKey(head, QStringLiteral("title")).toString().toStdString();
    const QJsonObject translations = valueAfterKey(head, QStringLiteral("translations")).toObject();
    for (auto entry = translations.begin(); entry != translations.end(); ++entry)
        texts.translations[entry.key().toStdString()].title = entry.value().toObject().value(QLatin1String("title")).toString().toStdString();
    return QString::fromStdString(localizedText(texts, language).title);
}

} // namespace

QList<ExampleScenario> listExampleScenarios(const QString& directory, const QString& language)
{
    QList<ExampleScenario> examples;
    if (directory.isEmpty())
        return examples;
    const QFileInfoList files = QDir(directory).entryInfoList({QStringLiteral("*.json"), QStringLiteral("*.txt")},
                                                              QDir::Files | QDir::Readable);
    for (const QFileInfo& info : files) {
        QString title = info.suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0
            ? titleOf(info.absoluteFilePath(), language.toStdString()) : QString();
        if (title.isEmpty())
            title = info.completeBaseName();
        examples.append({info.absoluteFilePath(), title});
    }
    QCollator collator;
    collator.setNumericMode(true);
    std::sort(examples.begin(), examples.end(),
              [&](const ExampleScenario& a, const ExampleScenario& b) { return collator.compare(a.title, b.title) < 0; });
    return examples;
}

} // namespace disklab
