#include "front_end/option_map.h"

namespace disklab::cli {

OptionMap OptionMap::fromParser(const QCommandLineParser& parser, const QList<QCommandLineOption>& options)
{
    OptionMap map;
    for (const QCommandLineOption& option : options) {
        const QString name = option.names().constLast();
        if (!parser.isSet(name))
            continue;
        if (option.valueName().isEmpty())
            map.add(name);
        for (const QString& value : parser.values(name))
            map.add(name, value);
    }
    return map;
}

void OptionMap::add(const QString& name, const QString& value)
{
    m_values[name].append(value);
}

QString OptionMap::value(const QString& name) const
{
    const QStringList given = m_values.value(name);
    return given.isEmpty() ? QString() : given.constLast();
}

QString OptionMap::spelled(const QString& name) const
{
    if (m_spelling == Spelling::Keyword)
        return QString(name).replace('-', '_');
    return QStringLiteral("--") + name;
}

} // namespace disklab::cli
