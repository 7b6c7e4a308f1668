#include "app/units/units_choice.h"

#include <QSettings>

#include <array>

namespace disklab {
namespace {

const QString kScaleKey = QStringLiteral("units/scale");
const QString kGasKey = QStringLiteral("units/gas");
const QString kTemperatureKey = QStringLiteral("units/temperature");
const QString kPressureKey = QStringLiteral("units/pressure");
/// Where the Gauges dock kept "reduced" or "atoms" before the choice was the window's.
const QString kOldGaugesKey = QStringLiteral("gauges/units");

/// The settings' word for each value, in the enum's order: the file stays readable and a new
/// value never changes what an old one means.
const std::array kScaleWords{QStringLiteral("reduced"), QStringLiteral("atoms")};
const std::array kGasWords{QStringLiteral("helium"), QStringLiteral("neon"), QStringLiteral("argon"),
                           QStringLiteral("xenon")};
const std::array kTemperatureWords{QStringLiteral("K"), QStringLiteral("C")};
const std::array kPressureWords{QStringLiteral("kPa"), QStringLiteral("atm")};

template <class Enum, std::size_t n>
Enum fromWord(const std::array<QString, n>& words, const QVariant& saved, Enum fallback)
{
    for (std::size_t k = 0; k < n; ++k)
        if (words[k] == saved.toString())
            return Enum(k);
    return fallback;
}

} // namespace

UnitSystem savedUnits()
{
    const QSettings settings;
    UnitSystem units;
    const QVariant scale = settings.contains(kScaleKey) ? settings.value(kScaleKey) : settings.value(kOldGaugesKey);
    units.scale = fromWord(kScaleWords, scale, UnitScale::Reduced);
    units.gas = fromWord(kGasWords, settings.value(kGasKey), Gas::Argon);
    units.temperatureUnit = fromWord(kTemperatureWords, settings.value(kTemperatureKey), TemperatureUnit::Kelvin);
    units.pressureUnit = fromWord(kPressureWords, settings.value(kPressureKey), PressureUnit::Kilopascal);
    return units;
}

void saveUnits(const UnitSystem& units)
{
    QSettings settings;
    settings.setValue(kScaleKey, kScaleWords[std::size_t(units.scale)]);
    settings.setValue(kGasKey, kGasWords[std::size_t(units.gas)]);
    settings.setValue(kTemperatureKey, kTemperatureWords[std::size_t(units.temperatureUnit)]);
    settings.setValue(kPressureKey, kPressureWords[std::size_t(units.pressureUnit)]);
    // The new keys hold the choice from now on.
    settings.remove(kOldGaugesKey);
}

UnitsChoice::UnitsChoice(QObject* parent) : QObject(parent), m_units(savedUnits()) {}

void UnitsChoice::choose(const UnitSystem& units)
{
    if (units == m_units)
        return;
    m_units = units;
    saveUnits(units);
    emit changed(units);
}

void UnitsChoice::chooseScale(UnitScale scale)
{
    UnitSystem units = m_units;
    units.scale = scale;
    choose(units);
}

} // namespace disklab
