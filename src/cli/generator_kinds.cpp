#include "generator_kinds.h"

namespace disklab::cli {

const QList<GeneratorKind>& generatorKinds()
{
    static const QList<GeneratorKind> kinds = gasGeneratorKinds() + mechanicsGeneratorKinds();
    return kinds;
}

QString optionForParameter(const GeneratorKind& kind, const QString& parameter)
{
    if (auto it = kind.optionOfParameter.find(parameter); it != kind.optionOfParameter.end())
        return *it;
    if (parameter == QLatin1String("count"))
        return QStringLiteral("n");
    if (parameter == QLatin1String("meltCollisionsPerDisk"))
        return QStringLiteral("melt");
    QString option;
    for (const QChar c : parameter) {
        if (c.isUpper())
            option += QLatin1Char('-') + c.toLower();
        else
            option += c;
    }
    return option;
}

} // namespace disklab::cli
