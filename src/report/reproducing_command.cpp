#include "report/reproducing_command.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace disklab {
namespace {

/// The shortest text that reads back as the same double.
QString exact(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

/// `text` as one shell word.
QString shellWord(const QString& text)
{
    static const QString plain = QStringLiteral("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=+:,");
    if (!text.isEmpty() && std::all_of(text.begin(), text.end(), [](QChar c) { return plain.contains(c); }))
        return text;
    return QLatin1Char('\'') + QString(text).replace(QLatin1String("'"), QLatin1String("'\\''")) + QLatin1Char('\'');
}

/// The time step's settings, which `run --engine time` and `compare` spell alike.
QStringList stepArguments(const EngineConfig& config)
{
    return {QStringLiteral("--dt"), exact(config.dt), QStringLiteral("--broadphase"), QLatin1String(broadphaseName(config.broadphase)),
            QStringLiteral("--response"), QLatin1String(responseName(config.response))};
}

QStringList engineArguments(const EngineConfig& config)
{
    QStringList arguments{QStringLiteral("--engine"), QLatin1String(engineKindName(config.kind))};
    if (config.kind == EngineKind::EventDriven)
        return arguments;
    arguments << stepArguments(config);
    if (config.kind == EngineKind::Force)
        arguments << QStringLiteral("--force-method") << QLatin1String(forceMethodName(config.forceMethod))
                  << QStringLiteral("--theta") << exact(config.theta);
    return arguments;
}

} // namespace

QString reproducingCommand(const QString& scenarioPath, const LabRunRequest& request)
{
    QStringList words{QStringLiteral("disklab-cli"), QStringLiteral("run"), shellWord(scenarioPath)};
    if (request.equilibrate > 0.0)
        words << QStringLiteral("--equilibrate") << exact(request.equilibrate);
    if (request.until)
        words << QStringLiteral("--until") << exact(*request.until);
    else if (request.events && *request.events != kUntilOneCluster)
        words << QStringLiteral("--events") << QString::number(*request.events);
    words << engineArguments(request.config) << QStringLiteral("--json");
    return words.join(QLatin1Char(' '));
}

QString reproducingComparisonCommand(const QString& scenarioPath, const ComparisonReport& report)
{
    QStringList words{QStringLiteral("disklab-cli"), QStringLiteral("compare"), shellWord(scenarioPath),
                      QStringLiteral("--until"), exact(report.event.time)};
    words << stepArguments(report.timeDriven.settings) << QStringLiteral("--json");
    return words.join(QLatin1Char(' '));
}

} // namespace disklab
