#pragma once
// The units the gauges read in: the simulation's own reduced units (k_B = 1, lengths and masses
// in the scenario's units), or a school's on an atoms scale. On that scale a disk one length
// unit across is an argon atom, 0.34 nm across and 40 u heavy, kT = 1 is room temperature,
// 300 K, and the two-dimensional gas is a layer one atom thick, so that its pressure, a force per
// length, reads as a pressure in kPa. One scale for every scenario: a gas at kT = 1 reads
// 300 K whatever its disks.

#include <QString>

namespace disklab {

enum class GaugeUnits { Reduced, Atoms };

/// What one reduced unit of each reading is in the chosen units.
struct GaugeScale {
    double temperature = 1.0;  ///< K per unit of kT on the atoms scale
    double pressure = 1.0;     ///< kPa per unit of pressure
    double length = 1.0;       ///< nm per unit of length
    double area = 1.0;         ///< nm^2 per unit of area
    double time = 1.0;         ///< ps per unit of time
};

GaugeScale gaugeScale(GaugeUnits units);

/// A temperature given as kT, as a tag on the picture or a control reads it: "kT 1.5" in reduced
/// units, "450 K" on the atoms scale.
QString temperatureText(double kT, GaugeUnits units);
/// A pressure (force per length), likewise: "0.2", or "21.1 kPa".
QString pressureText(double pressure, GaugeUnits units);

/// "reduced" or "atoms", as the settings store the choice; and back (unknown text: reduced).
QString gaugeUnitsKey(GaugeUnits units);
GaugeUnits gaugeUnitsFromKey(const QString& key);

} // namespace disklab
