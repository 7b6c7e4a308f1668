#include "app/units/number_field.h"

#include "app/units/number_text.h"

#include <QLocale>

#include <cmath>

namespace disklab {

NumberField::NumberField(bool allowEmpty, QWidget* parent) : QLineEdit(parent), m_allowEmpty(allowEmpty)
{
    connect(this, &QLineEdit::editingFinished, this, &NumberField::finishEditing);
}

void NumberField::showValue(std::optional<double> value)
{
    m_value = value;
    m_mixed = false;
    // The shortest form that reads back to the same double. A value converted to nm or K has
    // the digits of the unit's factor, not the user's: six significant ones, as the Disks table.
    const auto shown = [this](double reduced) {
        const double converted = m_measure.shown(m_units, reduced);
        return m_units.atoms() && !m_measure.isPureNumber() ? roundedToSignificant(converted, 6) : converted;
    };
    m_shown = value ? QString::number(shown(*value), 'g', QLocale::FloatingPointShortest) : QString();
    setPlaceholderText(!m_allowEmpty ? QString() : m_emptyMeaning.isEmpty() ? tr("never") : m_emptyMeaning);
    setText(m_shown);
}

void NumberField::setUnits(const UnitSystem& units)
{
    m_units = units;
    if (!m_mixed)
        showValue(m_value);
}

void NumberField::showMixed()
{
    m_mixed = true;
    m_value.reset();
    m_shown.clear();
    setPlaceholderText(tr("mixed"));
    setText(QString());
}

void NumberField::finishEditing()
{
    const QString typed = text().trimmed();
    if (typed == m_shown)
        return;
    if (typed.isEmpty()) {
        if (m_allowEmpty) {
            m_shown.clear();
            emit valueEdited(std::nullopt);
        }
        return;
    }
    bool ok = false;
    double value = typed.toDouble(&ok);
    if (!ok)
        value = QLocale().toDouble(typed, &ok);
    if (!ok || !std::isfinite(value)) {
        setText(m_shown);  // not a number: back to what it was
        return;
    }
    m_shown = typed;
    emit valueEdited(m_measure.reduced(m_units, value));
}

} // namespace disklab
