#include "app/units/measure.h"

#include <QCoreApplication>

namespace disklab {

Measure Measure::temperature()
{
    Measure measure;
    measure.m_temperature = true;
    return measure;
}

double Measure::shown(const UnitSystem& units, double reduced) const
{
    if (m_temperature)
        return units.temperature(reduced);
    return m_quantity ? units.shown(*m_quantity, reduced) : reduced;
}

double Measure::reduced(const UnitSystem& units, double shown) const
{
    if (m_temperature)
        return units.kT(shown);
    return m_quantity ? units.reduced(*m_quantity, shown) : shown;
}

QString Measure::heading(const QString& name, const UnitSystem& units) const
{
    const QString withUnit = QCoreApplication::translate("disklab::Measure", "%1 (%2)");
    if (m_temperature)
        return withUnit.arg(name, units.temperatureSymbol());
    return m_quantity && units.atoms() ? withUnit.arg(name, units.unit(*m_quantity)) : name;
}

} // namespace disklab
