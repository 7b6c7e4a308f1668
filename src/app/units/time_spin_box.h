#pragma once
// A spin box for a simulated time or a rate of it (a time step, a stop time, a playback speed in
// simulated time per wall-clock second): it holds the value in the scenario's own units and shows
// and takes it in the window's, ps on the atoms scale, with the decimals a ps needs.

#include "app/units/unit_system.h"

#include <QDoubleSpinBox>

namespace disklab {

class TimeSpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    /// Between `least` and `largest` with `decimals` decimals, all in reduced units, followed by
    /// `reducedSuffix` in reduced units and by `atomsSuffix` (" ps", " ps/s") on the atoms scale.
    TimeSpinBox(double least, double largest, int decimals, const QString& reducedSuffix, const QString& atomsSuffix,
                QWidget* parent = nullptr);

    double reducedValue() const { return m_value; }
    /// Shows `reduced`; does not emit.
    void setReducedValue(double reduced);
    /// Shows and takes the value in `units` from now on; does not emit.
    void setUnits(const UnitSystem& units);

signals:
    /// The user changed the value: the new one, in reduced units.
    void reducedValueEdited(double reduced);

private:
    double m_value;
    double m_least;
    double m_largest;
    int m_decimals;
    QString m_reducedSuffix;
    QString m_atomsSuffix;
    UnitSystem m_units;
};

} // namespace disklab
