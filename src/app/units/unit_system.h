#pragma once
// The units every reading of the window is shown in: the simulation's own reduced units (k_B = 1,
// lengths and masses in the scenario's units), or a school's on an atoms scale, where a disk one
// length unit across and one mass unit heavy is an atom of the chosen noble gas, kT = 1 is room
// temperature (300 K), and the two-dimensional gas is a layer one atom thick, so that its
// pressure, a force per length, divided by that thickness reads as a three-dimensional pressure.
// The energy scale is room temperature for every gas (not the gas's own Lennard-Jones ε: hard
// disks have no attraction to scale), so the time and speed units follow the gas's mass and
// diameter: helium's atoms run three times faster than argon's at the same 300 K.
// docs/physics.md ("Units") gives the mapping and the factors for each gas.

#include <QString>

namespace disklab {

enum class UnitScale { Reduced, Atoms };
enum class Gas { Helium, Neon, Argon, Xenon };
enum class TemperatureUnit { Kelvin, Celsius };
enum class PressureUnit { Kilopascal, Atmosphere };

/// A quantity whose shown value is its reduced value times a factor (temperature, which may be
/// shown in °C, is not one: see UnitSystem::temperature). A diffusion coefficient (length² per
/// time) is shown in mm²/s, which is nm²/ps; an acceleration (gravity) in nm/ps², since one
/// reduced unit is some 10^14 m/s².
enum class Quantity { Length, Area, Time, Speed, Acceleration, Energy, Pressure, Mass, Momentum, Diffusion };

/// An atom of `gas`: its kinetic diameter (nm) and its standard atomic weight (u).
struct Atom {
    double diameter;
    double mass;
};
Atom atomOf(Gas gas);
/// "Argon", translated.
QString gasName(Gas gas);

struct UnitSystem {
    UnitScale scale = UnitScale::Reduced;
    Gas gas = Gas::Argon;
    TemperatureUnit temperatureUnit = TemperatureUnit::Kelvin;
    PressureUnit pressureUnit = PressureUnit::Kilopascal;

    bool operator==(const UnitSystem&) const = default;
    bool atoms() const { return scale == UnitScale::Atoms; }

    /// The shown value of one reduced unit of `quantity` (1 in reduced units).
    double factor(Quantity quantity) const;
    /// The unit `quantity` is shown in: "m/s", "kPa"; in reduced units the dimension,
    /// "length/time", "force/length". Translated.
    QString unit(Quantity quantity) const;
    /// A value of `quantity` in reduced units, shown: reduced * factor.
    double shown(Quantity quantity, double reduced) const { return reduced * factor(quantity); }
    /// And back: what the user typed in the shown units, in reduced units.
    double reduced(Quantity quantity, double shown) const { return shown / factor(quantity); }

    /// Decimals a field shown in this system needs to keep `reducedDecimals` decimals of a
    /// reduced value of `quantity`: more where one shown unit is less than one reduced unit.
    int decimals(Quantity quantity, int reducedDecimals) const;

    /// A temperature given as kT: kT itself, or in K or °C.
    double temperature(double kT) const;
    /// And back: the kT of a temperature typed in the shown unit.
    double kT(double temperature) const;
    /// A difference of temperatures (an uncertainty, a step): K and °C alike.
    double temperatureFactor() const;
    /// "kT", "K" or "°C". Translated.
    QString temperatureSymbol() const;
};

/// A temperature given as kT, as a tag on the picture or a control reads it: "kT 1.5" in reduced
/// units, "450 K" or "177 °C" on the atoms scale.
QString temperatureText(double kT, const UnitSystem& units);
/// A pressure (force per length), likewise: "0.2", "21076 kPa" or "208 atm".
QString pressureText(double pressure, const UnitSystem& units);

} // namespace disklab
