#include "app/files/example_scenarios.h"

#include "core/scenario_text.h"
#include "io/scenario_texts.h"

#include <QCollator>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace disklab {
namespace {

/// The title of a native file in `language`; empty when it has none or is not one.
QString titleOf(const QString& path, const std::string& language)
{
    const std::optional<Scenario> texts = readScenarioTexts(path);
    return texts ? QString::fromStdString(localizedText(*texts, language).title) : QString();
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
