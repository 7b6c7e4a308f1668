#include "app/units/measured_label.h"

#include "app/units/number_field.h"

#include <QFormLayout>

namespace disklab {

MeasuredLabel::MeasuredLabel(const QString& name, Measure measure, QWidget* parent)
    : QLabel(parent), m_name(name), m_measure(measure)
{
    setUnits(UnitSystem{});
}

void MeasuredLabel::setUnits(const UnitSystem& units)
{
    setText(m_measure.heading(m_name, units));
}

void addMeasuredRow(QFormLayout& form, const QString& name, NumberField* field, Measure measure)
{
    field->setMeasure(measure);
    form.addRow(new MeasuredLabel(name, measure), field);
}

void setUnitsWithin(QWidget& panel, const UnitSystem& units)
{
    for (NumberField* field : panel.findChildren<NumberField*>())
        field->setUnits(units);
    for (MeasuredLabel* label : panel.findChildren<MeasuredLabel*>())
        label->setUnits(units);
}

} // namespace disklab
