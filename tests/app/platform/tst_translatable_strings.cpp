// Strings that are static data (the generator descriptions in core) reach the translators only
// if lupdate finds them in the source: every title, description, parameter label, help text and
// choice the New from Generator dialog shows must be in what lupdate extracts, with the options
// the update_translations target gives it.
#include "core/generator_catalog.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace disklab;

namespace {

/// The source texts lupdate extracts from `files` under `context`.
QSet<QString> extractedStrings(const QStringList& files, const QString& context)
{
    QTemporaryDir directory;
    const QString ts = directory.filePath(QStringLiteral("extracted.ts"));
    QProcess lupdate;
    lupdate.start(QStringLiteral(DISKLAB_LUPDATE_PATH),
                  QStringList{QStringLiteral("-silent"), QStringLiteral("-tr-function-alias"),
                              QStringLiteral("QT_TRANSLATE_NOOP+=DISKLAB_TR_NOOP")}
                      + files + QStringList{QStringLiteral("-ts"), ts});
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
        found.replace(QLatin1String("&lt;"), QLatin1String("<")).replace(QLatin1String("&gt;"), QLatin1String(">"));
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
        const QDir core(QStringLiteral(DISKLAB_SCENARIO_DIR "/../src/core"));
        QStringList sources;
        for (const QString& name : core.entryList({QStringLiteral("*_generator.cpp"), QStringLiteral("common_parameters.h")}))
            sources << core.filePath(name);
        QVERIFY(sources.size() >= 12);
        const QSet<QString> extracted = extractedStrings(sources, QString::fromLatin1(kGeneratorTextContext));
        int checked = 0;
        QStringList missing;
        const auto check = [&](const char* text, const std::string& where) {
            if (!extracted.contains(QString::fromUtf8(text)))
                missing << QString::fromStdString(where + ": " + text);
            ++checked;
        };
        for (const GeneratorDescriptor& generator : generatorCatalog()) {
            check(generator.title, generator.key);
            check(generator.description, generator.key);
            for (const ParameterDescriptor& parameter : generator.parameters) {
                check(parameter.label, generator.key + " " + parameter.key);
                check(parameter.help, generator.key + " " + parameter.key);
                for (const ParameterChoice& choice : parameter.choices)
                    check(choice.label, generator.key + " " + parameter.key + " " + choice.key);
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join('\n')));
        QVERIFY(checked > 150);
    }
};

QTEST_MAIN(TestTranslatableStrings)
#include "tst_translatable_strings.moc"
