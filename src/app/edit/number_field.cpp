#include "app/edit/number_field.h"

#include <QLocale>

#include <cmath>

namespace disklab {

NumberField::NumberField(bool allowEmpty, QWidget* parent) : QLineEdit(parent), m_allowEmpty(allowEmpty)
{
    connect(this, &QLineEdit::editingFinished, this, &NumberField::finishEditing);
}

void NumberField::showValue(std::optional<double> value)
{
    // The shortest form that reads back to the same double.
    m_shown = value ? QString::number(*value, 'g', QLocale::FloatingPointShortest) : QString();
    setPlaceholderText(!m_allowEmpty ? QString() : m_emptyMeaning.isEmpty() ? tr("never") : m_emptyMeaning);
    setText(m_shown);
}

void NumberField::showMixed()
{
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
    emit valueEdited(value);
}

} // namespace disklab
