#pragma once
// The name of a field with the unit its number reads in ("Width (nm)"), renamed when the window's
// units change (Measure::heading).

#include "app/units/measure.h"

#include <QLabel>

class QFormLayout;

namespace disklab {

class NumberField;

class MeasuredLabel : public QLabel {
    Q_OBJECT
public:
    MeasuredLabel(const QString& name, Measure measure, QWidget* parent = nullptr);

    void setUnits(const UnitSystem& units);

private:
    QString m_name;
    Measure m_measure;
};

/// Adds `field`, measuring `measure`, to `form` under a MeasuredLabel called `name`.
void addMeasuredRow(QFormLayout& form, const QString& name, NumberField* field, Measure measure);

/// Shows every NumberField and MeasuredLabel inside `panel` in `units` from now on.
void setUnitsWithin(QWidget& panel, const UnitSystem& units);

} // namespace disklab
