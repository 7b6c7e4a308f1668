#pragma once
// What a number the user reads or types measures, so that a field shows it, and reads it back,
// in the window's units: a Quantity (its reduced value times the quantity's factor), a
// temperature given as kT (which °C also shifts), or a pure number (a count, an angle), which
// every unit system shows as it is.

#include "app/units/unit_system.h"

#include <QString>

#include <optional>

namespace disklab {

class Measure {
public:
    /// A pure number.
    Measure() = default;
    Measure(Quantity quantity) : m_quantity(quantity) {}  // NOLINT: a quantity is a measure
    /// A temperature given as kT.
    static Measure temperature();

    /// A count or an angle: the same number in every unit system.
    bool isPureNumber() const { return !m_quantity && !m_temperature; }
    /// `reduced` as `units` show it.
    double shown(const UnitSystem& units, double reduced) const;
    /// And back: the reduced value of what the user typed in `units`.
    double reduced(const UnitSystem& units, double shown) const;
    /// `name` with the unit it reads in: "Width (nm)", "Temperature (K)"; in reduced units the
    /// name alone, but a temperature says it is a kT ("Temperature (kT)"). Translated.
    QString heading(const QString& name, const UnitSystem& units) const;

private:
    std::optional<Quantity> m_quantity;
    bool m_temperature = false;
};

} // namespace disklab
