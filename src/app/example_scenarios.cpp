#include "app/example_scenarios.h"

#include <QCollator>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>

namespace disklab {
namespace {

/// The "title" of a native file. DiskLab writes it near the top, so the first few kilobytes
/// answer without parsing a file that may hold a hundred thousand disks.
QString titleOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = file.read(8192);
    static const QRegularExpression pattern(QStringLiteral(R"re("title"\s*:\s*("(?:[^"\\]|\\.)*"))re"));
    const QRegularExpressionMatch match = pattern.match(QString::fromUtf8(head));
    if (!match.hasMatch())
        return {};
    // Let the JSON parser undo the escapes.
    const QJsonDocument decoded = QJsonDocument::fromJson("[" + match.captured(1).toUtf8() + "]");
    return decoded.isArray() ? decoded.array().at(0).toString() : QString();
}

} // namespace

QList<ExampleScenario> listExampleScenarios(const QString& directory)
{
    QList<ExampleScenario> examples;
    if (directory.isEmpty())
        return examples;
    const QFileInfoList files = QDir(directory).entryInfoList({QStringLiteral("*.json"), QStringLiteral("*.txt")},
                                                              QDir::Files | QDir::Readable);
    for (const QFileInfo& info : files) {
        QString title = info.suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0
            ? titleOf(info.absoluteFilePath()) : QString();
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
