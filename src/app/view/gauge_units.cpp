#include "app/view/gauge_units.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

// The atoms scale: argon, at room temperature.
constexpr double kBoltzmann = 1.380649e-23;    // J/K
constexpr double kKelvinPerKT = 300.0;         // kT = 1 is room temperature
constexpr double kAtomDiameter = 0.34e-9;      // m: one length unit
constexpr double kAtomMass = 40.0 * 1.66053906660e-27;  // kg: one mass unit

/// To three significant digits, in fixed notation and without trailing zeros: "1", "0.25",
/// "21.1", "16093" (never "1.61e+04").
QString threeSignificant(double value)
{
    const QLocale locale;
    const int magnitude = value == 0.0 || !std::isfinite(value) ? 0 : static_cast<int>(std::floor(std::log10(std::abs(value))));
    QString text = locale.toString(value, 'f', std::clamp(2 - magnitude, 0, 9));
    const QString point = locale.decimalPoint();
    if (text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

} // namespace

GaugeScale gaugeScale(GaugeUnits units)
{
    if (units == GaugeUnits::Reduced)
        return {};
    const double energy = kBoltzmann * kKelvinPerKT;  // J: one unit of kT
    GaugeScale scale;
    scale.temperature = kKelvinPerKT;
    // A force per length over a layer one atom thick: energy / length^3, in kPa.
    scale.pressure = energy / (kAtomDiameter * kAtomDiameter * kAtomDiameter) / 1e3;
    scale.length = kAtomDiameter * 1e9;
    scale.area = scale.length * scale.length;
    scale.time = kAtomDiameter * std::sqrt(kAtomMass / energy) * 1e12;
    return scale;
}

QString temperatureText(double kT, GaugeUnits units)
{
    if (units == GaugeUnits::Atoms)
        return QCoreApplication::translate("disklab::GaugeUnits", "%1 K")
            .arg(QLocale().toString(kT * gaugeScale(units).temperature, 'f', 0));
    return QCoreApplication::translate("disklab::GaugeUnits", "kT %1").arg(threeSignificant(kT));
}

QString pressureText(double pressure, GaugeUnits units)
{
    if (units == GaugeUnits::Atoms)
        return QCoreApplication::translate("disklab::GaugeUnits", "%1 kPa")
            .arg(threeSignificant(pressure * gaugeScale(units).pressure));
    return threeSignificant(pressure);
}

QString gaugeUnitsKey(GaugeUnits units)
{
    return units == GaugeUnits::Atoms ? QStringLiteral("atoms") : QStringLiteral("reduced");
}

GaugeUnits gaugeUnitsFromKey(const QString& key)
{
    return key == QStringLiteral("atoms") ? GaugeUnits::Atoms : GaugeUnits::Reduced;
}

} // namespace disklab
