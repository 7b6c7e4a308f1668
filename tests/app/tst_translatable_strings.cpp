// Strings that are static data (the generator catalogue) reach the translators only if lupdate
// finds them in the source: every title, description and parameter label the New from
// Generator dialog shows must be in what lupdate extracts.
#include "app/generator_catalog.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace disklab;

namespace {

/// The source texts lupdate extracts from `source` under `context`.
QSet<QString> extractedStrings(const QString& source, const QString& context)
{
    QTemporaryDir directory;
    const QString ts = directory.filePath(QStringLiteral("extracted.ts"));
    QProcess lupdate;
    lupdate.start(QStringLiteral(DISKLAB_LUPDATE_PATH), {QStringLiteral("-silent"), source, QStringLiteral("-ts"), ts});
    if (!lupdate.waitForFinished(60000) || lupdate.exitCode() != 0) {
        qWarning("lupdate failed: %s", lupdate.readAllStandardError().constData());
        return {};
    }
    QFile file(ts);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    const qsizetype start = text.indexOf(QStringLiteral("<name>%1</name>").arg(context));
    const qsizetype end = text.indexOf(QLatin1String("</context>"), start);
    QSet<QString> sources;
    static const QRegularExpression sourceTag(QStringLiteral("<source>(.*?)</source>"), QRegularExpression::DotMatchesEverythingOption);
    auto matches = sourceTag.globalMatch(text.mid(start, end - start));
    while (matches.hasNext()) {
        QString found = matches.next().captured(1);
        found.replace(QLatin1String("&apos;"), QLatin1String("'")).replace(QLatin1String("&quot;"), QLatin1String("\""));
        sources.insert(found.replace(QLatin1String("&amp;"), QLatin1String("&")));
    }
    return sources;
}

} // namespace

class TestTranslatableStrings : public QObject {
    Q_OBJECT
private slots:
    void generatorCatalogueIsExtracted()
    {
        const QString source = QDir(QStringLiteral(DISKLAB_SCENARIO_DIR "/../src/app")).filePath(QStringLiteral("generator_catalog.cpp"));
        const QSet<QString> extracted = extractedStrings(source, QStringLiteral("GeneratorCatalog"));
        // With no translation installed the catalogue shows its English source texts.
        int checked = 0;
        for (const GeneratorEntry& entry : generatorCatalog()) {
            QVERIFY2(extracted.contains(entry.title), qPrintable(entry.title));
            QVERIFY2(extracted.contains(entry.description), qPrintable(entry.description));
            for (const GeneratorParameter& parameter : entry.parameters)
                QVERIFY2(extracted.contains(parameter.label), qPrintable(entry.title + QStringLiteral(": ") + parameter.label));
            checked += 2 + int(entry.parameters.size());
        }
        QVERIFY(checked > 50);
    }
};

QTEST_MAIN(TestTranslatableStrings)
#include "tst_translatable_strings.moc"
