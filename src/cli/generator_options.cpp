#include "generator_options.h"

#include <cmath>

namespace disklab::cli {

void GeneratorOptions::read(const char* option, double& target)
{
    if (!isSet(option))
        return;
    bool ok = false;
    const double v = value(option).toDouble(&ok);
    if (!ok || !std::isfinite(v))
        fail(QString("--%1: expected a number, got '%2'").arg(option, value(option)));
    else
        target = v;
}

void GeneratorOptions::read(const char* option, int& target)
{
    if (!isSet(option))
        return;
    bool ok = false;
    const int v = value(option).toInt(&ok);
    if (!ok)
        fail(QString("--%1: expected a whole number, got '%2'").arg(option, value(option)));
    else
        target = v;
}

void GeneratorOptions::read(const char* option, std::uint64_t& target)
{
    if (!isSet(option))
        return;
    bool ok = false;
    const qulonglong v = value(option).toULongLong(&ok);
    if (!ok)
        fail(QString("--%1: expected a whole number >= 0, got '%2'").arg(option, value(option)));
    else
        target = v;
}

void GeneratorOptions::readSize(const char* option, double& width, double& height)
{
    if (!isSet(option))
        return;
    const QStringList parts = value(option).split(QLatin1Char('x'));
    bool okW = false, okH = false;
    const double w = parts.size() == 2 ? parts[0].toDouble(&okW) : 0.0;
    const double h = parts.size() == 2 ? parts[1].toDouble(&okH) : 0.0;
    if (!okW || !okH || !std::isfinite(w) || !std::isfinite(h))
        fail(QString("--%1: expected WIDTHxHEIGHT such as 40x20, got '%2'").arg(option, value(option)));
    else
        width = w, height = h;
}

void GeneratorOptions::readColour(const char* option, Colour& target)
{
    if (!isSet(option))
        return;
    if (auto colour = parseColourOption(value(option)))
        target = *colour;
    else
        fail(QString("--%1: expected a colour #rrggbb, got '%2'").arg(option, value(option)));
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

QCommandLineOption valueOption(const QString& name, const QString& description, const QString& valueName,
                               const QString& defaultText)
{
    return QCommandLineOption(name, defaultText.isEmpty() ? description : description + " (default " + defaultText + ")",
                              valueName);
}

QString defaultText(double value)
{
    return QString::number(value, 'g', 12);
}

} // namespace disklab::cli
