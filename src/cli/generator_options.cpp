#include "generator_options.h"

#include <cmath>

namespace disklab::cli {
namespace {

QString number(double value)
{
    return QString::number(value, 'g', 12);
}

QString colourText(Colour c)
{
    return QStringLiteral("#%1%2%3").arg(c.r, 2, 16, QLatin1Char('0')).arg(c.g, 2, 16, QLatin1Char('0')).arg(c.b, 2, 16, QLatin1Char('0'));
}

QString valueText(const ParameterDescriptor& parameter, const ParameterValue& value)
{
    switch (parameter.kind) {
    case ParameterKind::Real:
        return number(std::get<double>(value));
    case ParameterKind::Integer:
        return QString::number(std::get<std::int64_t>(value));
    case ParameterKind::Seed:
        return QString::number(std::get<std::uint64_t>(value));
    case ParameterKind::Boolean:
        return {};
    case ParameterKind::Choice:
        return QString::fromStdString(parameter.choices.at(std::size_t(std::get<std::int64_t>(value))).key);
    case ParameterKind::Size:
        return number(std::get<Extent>(value).width) + "x" + number(std::get<Extent>(value).height);
    case ParameterKind::Colour:
        return colourText(std::get<Colour>(value));
    }
    return {};
}

QStringList choiceKeys(const ParameterDescriptor& parameter)
{
    QStringList keys;
    for (const ParameterChoice& choice : parameter.choices)
        keys << QString::fromStdString(choice.key);
    return keys;
}

QString valueName(const ParameterDescriptor& parameter)
{
    if (parameter.kind == ParameterKind::Choice)
        return choiceKeys(parameter).join('|');
    return QString::fromUtf8(parameter.symbol);
}

/// "a", "a or b", "a, b or c".
QString alternatives(QStringList keys)
{
    const QString last = keys.takeLast();
    return keys.isEmpty() ? last : keys.join(", ") + " or " + last;
}

/// What a value of the parameter's kind looks like, for "expected ..." messages.
QString expectedValue(const ParameterDescriptor& parameter)
{
    switch (parameter.kind) {
    case ParameterKind::Real:
        return QStringLiteral("a number");
    case ParameterKind::Integer:
        return QStringLiteral("a whole number");
    case ParameterKind::Seed:
        return QStringLiteral("a whole number >= 0");
    case ParameterKind::Boolean:
        return {};
    case ParameterKind::Choice:
        return alternatives(choiceKeys(parameter));
    case ParameterKind::Size:
        return QStringLiteral("WIDTHxHEIGHT such as 40x20");
    case ParameterKind::Colour:
        return QStringLiteral("a colour #rrggbb");
    }
    return {};
}

/// The value `text` gives a parameter of this kind, or nullopt.
std::optional<ParameterValue> parseValue(const ParameterDescriptor& parameter, const QString& text)
{
    bool ok = false;
    switch (parameter.kind) {
    case ParameterKind::Real: {
        const double v = text.toDouble(&ok);
        return ok && std::isfinite(v) ? std::optional<ParameterValue>(v) : std::nullopt;
    }
    case ParameterKind::Integer: {
        const int v = text.toInt(&ok);
        return ok ? std::optional<ParameterValue>(std::int64_t(v)) : std::nullopt;
    }
    case ParameterKind::Seed: {
        const qulonglong v = text.toULongLong(&ok);
        return ok ? std::optional<ParameterValue>(std::uint64_t(v)) : std::nullopt;
    }
    case ParameterKind::Boolean:
        return true;
    case ParameterKind::Choice: {
        const qsizetype index = choiceKeys(parameter).indexOf(text);
        return index >= 0 ? std::optional<ParameterValue>(std::int64_t(index)) : std::nullopt;
    }
    case ParameterKind::Size: {
        const QStringList parts = text.split(QLatin1Char('x'));
        bool okW = false, okH = false;
        const double w = parts.size() == 2 ? parts[0].toDouble(&okW) : 0.0;
        const double h = parts.size() == 2 ? parts[1].toDouble(&okH) : 0.0;
        return okW && okH && std::isfinite(w) && std::isfinite(h) ? std::optional<ParameterValue>(Extent{w, h}) : std::nullopt;
    }
    case ParameterKind::Colour:
        if (const std::optional<Colour> colour = parseColourOption(text))
            return *colour;
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace

std::optional<ParameterValue> GeneratorOptions::parse(const ParameterDescriptor& parameter, const QString& option)
{
    const QString text = value(option);
    const std::optional<ParameterValue> parsed = parseValue(parameter, text);
    if (!parsed)
        fail(QString("%1: expected %2, got '%3'").arg(spelled(option), expectedValue(parameter), text));
    return parsed;
}

void GeneratorOptions::read(const ParameterDescriptor& parameter, GeneratorParameters& parameters)
{
    const QString option = QString::fromStdString(parameter.key);
    if (!isSet(option))
        return;
    if (const std::optional<ParameterValue> value = parse(parameter, option))
        parameters.set(parameter, *value);
}

std::optional<Colour> parseColourOption(const QString& text)
{
    const QString hex = text.startsWith(QLatin1Char('#')) ? text.mid(1) : text;
    bool ok = false;
    const uint rgb = hex.toUInt(&ok, 16);
    if (hex.size() != 6 || !ok || hex.startsWith(QLatin1Char('+')) || hex.startsWith(QLatin1Char('-')))
        return std::nullopt;
    return Colour{static_cast<std::uint8_t>(rgb >> 16), static_cast<std::uint8_t>(rgb >> 8), static_cast<std::uint8_t>(rgb)};
}

QCommandLineOption parameterOption(const ParameterDescriptor& parameter, const ParameterValue& defaultValue, bool showDefault)
{
    const QString name = QString::fromStdString(parameter.key);
    const QString help = QString::fromUtf8(parameter.help);
    if (parameter.kind == ParameterKind::Boolean)
        return QCommandLineOption(name, help);
    const QString description = showDefault ? help + " (default " + valueText(parameter, defaultValue) + ")" : help;
    return QCommandLineOption(name, description, valueName(parameter));
}

} // namespace disklab::cli
