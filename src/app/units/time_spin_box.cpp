#include "app/units/time_spin_box.h"

#include <QSignalBlocker>

namespace disklab {

TimeSpinBox::TimeSpinBox(double least, double largest, int decimals, const QString& reducedSuffix,
                         const QString& atomsSuffix, QWidget* parent)
    : QDoubleSpinBox(parent),
      m_value(least),
      m_least(least),
      m_largest(largest),
      m_decimals(decimals),
      m_reducedSuffix(reducedSuffix),
      m_atomsSuffix(atomsSuffix)
{
    setUnits(m_units);
    connect(this, &QDoubleSpinBox::valueChanged, this, [this](double shown) {
        m_value = m_units.reduced(Quantity::Time, shown);
        emit reducedValueEdited(m_value);
    });
}

void TimeSpinBox::setReducedValue(double reduced)
{
    m_value = reduced;
    const QSignalBlocker blocker(this);
    setValue(m_units.shown(Quantity::Time, reduced));
}

void TimeSpinBox::setUnits(const UnitSystem& units)
{
    m_units = units;
    const QSignalBlocker blocker(this);
    setDecimals(units.decimals(Quantity::Time, m_decimals));
    setRange(units.shown(Quantity::Time, m_least), units.shown(Quantity::Time, m_largest));
    setSuffix(units.atoms() ? m_atomsSuffix : m_reducedSuffix);
    // The value held, not the one shown: a round trip through ps rounded to the decimals would
    // change a time step the user never touched.
    setValue(units.shown(Quantity::Time, m_value));
}

} // namespace disklab
