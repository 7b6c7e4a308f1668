#include "app/units/unit_system.h"

#include "app/units/number_text.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace disklab {
namespace {

constexpr double kBoltzmann = 1.380649e-23;        // J/K, exact (SI 2019)
constexpr double kAtomicMassUnit = 1.66053906660e-27;  // kg (CODATA 2018)
constexpr double kKelvinPerKT = 300.0;             // kT = 1 is room temperature, whatever the gas
constexpr double kCelsiusZero = 273.15;            // K
constexpr double kPascalPerAtmosphere = 101325.0;  // exact

/// To three significant digits, in fixed notation and without trailing zeros: "1", "0.25",
/// "21.1", "16093" (never "1.61e+04"). In the user's locale.
QString threeSignificant(double value)
{
    return withoutTrailingZeros(fixedSignificant(value, 3), QLocale());
}

} // namespace

Atom atomOf(Gas gas)
{
    // Kinetic diameters from molecular-sieve measurements (D. W. Breck, Zeolite Molecular Sieves,
    // 1974), the size an atom has as a target in a collision, which is what a hard disk models;
    // masses are the standard atomic weights (IUPAC). Argon's 0.34 nm is the diameter the gauges
    // have always used.
    switch (gas) {
    case Gas::Helium: return {0.260, 4.002602};
    case Gas::Neon: return {0.275, 20.1797};
    case Gas::Argon: return {0.340, 39.948};
    case Gas::Xenon: return {0.396, 131.293};
    }
    return {0.340, 39.948};
}

QString gasName(Gas gas)
{
    switch (gas) {
    case Gas::Helium: return QCoreApplication::translate("disklab::UnitSystem", "Helium");
    case Gas::Neon: return QCoreApplication::translate("disklab::UnitSystem", "Neon");
    case Gas::Argon: return QCoreApplication::translate("disklab::UnitSystem", "Argon");
    case Gas::Xenon: return QCoreApplication::translate("disklab::UnitSystem", "Xenon");
    }
    return {};
}

double UnitSystem::factor(Quantity quantity) const
{
    if (!atoms())
        return 1.0;
    const Atom atom = atomOf(gas);
    const double energy = kBoltzmann * kKelvinPerKT;     // J in one kT
    const double length = atom.diameter * 1e-9;          // m in one length unit
    const double mass = atom.mass * kAtomicMassUnit;     // kg in one mass unit
    const double speed = std::sqrt(energy / mass);       // m/s in one speed unit
    switch (quantity) {
    case Quantity::Length: return atom.diameter;         // nm
    case Quantity::Area: return atom.diameter * atom.diameter;  // nm²
    case Quantity::Time: return length / speed * 1e12;   // ps
    case Quantity::Speed: return speed;                  // m/s
    case Quantity::Acceleration: return atom.diameter / std::pow(length / speed * 1e12, 2);  // nm/ps²
    case Quantity::Energy: return energy * 1e21;         // zJ
    case Quantity::Mass: return atom.mass;               // u
    case Quantity::Momentum: return atom.mass * speed;   // u m/s
    case Quantity::Diffusion: return length * speed * 1e6;  // mm²/s
    case Quantity::Pressure: {
        // A force per length over a layer one atom thick: energy / length³.
        const double pascals = energy / (length * length * length);
        return pressureUnit == PressureUnit::Atmosphere ? pascals / kPascalPerAtmosphere : pascals / 1e3;
    }
    }
    return 1.0;
}

QString UnitSystem::unit(Quantity quantity) const
{
    if (!atoms()) {
        switch (quantity) {
        case Quantity::Length: return QCoreApplication::translate("disklab::UnitSystem", "length");
        case Quantity::Area: return QCoreApplication::translate("disklab::UnitSystem", "length²");
        case Quantity::Time: return QCoreApplication::translate("disklab::UnitSystem", "time");
        case Quantity::Speed: return QCoreApplication::translate("disklab::UnitSystem", "length/time");
        case Quantity::Acceleration: return QCoreApplication::translate("disklab::UnitSystem", "length/time²");
        case Quantity::Energy: return QCoreApplication::translate("disklab::UnitSystem", "energy");
        case Quantity::Pressure: return QCoreApplication::translate("disklab::UnitSystem", "force/length");
        case Quantity::Mass: return QCoreApplication::translate("disklab::UnitSystem", "mass");
        case Quantity::Momentum: return QCoreApplication::translate("disklab::UnitSystem", "mass length/time");
        case Quantity::Diffusion: return QCoreApplication::translate("disklab::UnitSystem", "length²/time");
        }
        return {};
    }
    switch (quantity) {
    case Quantity::Length: return QCoreApplication::translate("disklab::UnitSystem", "nm");
    case Quantity::Area: return QCoreApplication::translate("disklab::UnitSystem", "nm²");
    case Quantity::Time: return QCoreApplication::translate("disklab::UnitSystem", "ps");
    case Quantity::Speed: return QCoreApplication::translate("disklab::UnitSystem", "m/s");
    case Quantity::Acceleration: return QCoreApplication::translate("disklab::UnitSystem", "nm/ps²");
    case Quantity::Energy: return QCoreApplication::translate("disklab::UnitSystem", "zJ");
    case Quantity::Pressure: return pressureUnit == PressureUnit::Atmosphere ? QCoreApplication::translate("disklab::UnitSystem", "atm") : QCoreApplication::translate("disklab::UnitSystem", "kPa");
    case Quantity::Mass: return QCoreApplication::translate("disklab::UnitSystem", "u");
    case Quantity::Momentum: return QCoreApplication::translate("disklab::UnitSystem", "u m/s");
    case Quantity::Diffusion: return QCoreApplication::translate("disklab::UnitSystem", "mm²/s");
    }
    return {};
}

int UnitSystem::decimals(Quantity quantity, int reducedDecimals) const
{
    return reducedDecimals + std::max(0, static_cast<int>(std::ceil(-std::log10(factor(quantity)))));
}

double UnitSystem::temperature(double kT) const
{
    const double kelvin = kT * temperatureFactor();
    if (!atoms())
        return kT;
    return temperatureUnit == TemperatureUnit::Celsius ? kelvin - kCelsiusZero : kelvin;
}

double UnitSystem::kT(double temperature) const
{
    const bool celsius = atoms() && temperatureUnit == TemperatureUnit::Celsius;
    return (celsius ? temperature + kCelsiusZero : temperature) / temperatureFactor();
}

double UnitSystem::temperatureFactor() const
{
    return atoms() ? kKelvinPerKT : 1.0;
}

QString UnitSystem::temperatureSymbol() const
{
    if (!atoms())
        return QCoreApplication::translate("disklab::UnitSystem", "kT");
    return temperatureUnit == TemperatureUnit::Celsius ? QCoreApplication::translate("disklab::UnitSystem", "°C") : QCoreApplication::translate("disklab::UnitSystem", "K");
}

QString temperatureText(double kT, const UnitSystem& units)
{
    if (units.atoms())
        // Whole degrees: the heater moves in steps of 30 K.
        return QStringLiteral("%1 %2").arg(QLocale().toString(units.temperature(kT), 'f', 0), units.temperatureSymbol());
    return QCoreApplication::translate("disklab::UnitSystem", "kT %1").arg(threeSignificant(kT));
}

QString pressureText(double pressure, const UnitSystem& units)
{
    if (units.atoms())
        return QStringLiteral("%1 %2").arg(threeSignificant(units.shown(Quantity::Pressure, pressure)), units.unit(Quantity::Pressure));
    return threeSignificant(pressure);
}

} // namespace disklab
