#include "cli_output.h"

#include "io/scenario_file.h"

#include <cmath>
#include <cstdio>

namespace disklab::cli {

void printOut(const QString& text)
{
    std::fputs(text.toUtf8().constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

void printError(const QString& text)
{
    std::fputs(("disklab-cli: " + text + "\n").toUtf8().constData(), stderr);
}

int saveScenarioReporting(const QString& path, const Scenario& scenario, const QStringList& earlierWarnings)
{
    const SaveResult saved = saveScenarioFile(path, scenario);
    for (const QString& warning : earlierWarnings + saved.warnings)
        printError("warning: " + warning);
    if (!saved.ok()) {
        printError(saved.error);
        return 1;
    }
    return 0;
}

int usageError(const QString& command, const QString& text)
{
    printError(text);
    printError(QString("see 'disklab-cli %1 --help'").arg(command));
    return 2;
}

QList<double> numberList(const QString& text, bool& ok)
{
    QList<double> values;
    ok = true;
    for (const QString& part : text.split(',', Qt::SkipEmptyParts)) {
        bool good = false;
        values << part.trimmed().toDouble(&good);
        ok = ok && good && std::isfinite(values.last());
    }
    ok = ok && !values.isEmpty();
    return values;
}

} // namespace disklab::cli
