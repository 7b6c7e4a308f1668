#include "app/run/gauge_units.h"

#include <cmath>

namespace disklab {
namespace {

// The atoms scale: argon, at room temperature.
constexpr double kBoltzmann = 1.380649e-23;    // J/K
constexpr double kKelvinPerKT = 300.0;         // kT = 1 is room temperature
constexpr double kAtomDiameter = 0.34e-9;      // m: one length unit
constexpr double kAtomMass = 40.0 * 1.66053906660e-27;  // kg: one mass unit

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

QString gaugeUnitsKey(GaugeUnits units)
{
    return units == GaugeUnits::Atoms ? QStringLiteral("atoms") : QStringLiteral("reduced");
}

GaugeUnits gaugeUnitsFromKey(const QString& key)
{
    return key == QStringLiteral("atoms") ? GaugeUnits::Atoms : GaugeUnits::Reduced;
}

} // namespace disklab
