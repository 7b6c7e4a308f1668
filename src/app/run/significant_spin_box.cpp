#include "app/run/significant_spin_box.h"

#include "app/units/number_text.h"

#include <QLocale>

namespace disklab {

QString SignificantSpinBox::textFromValue(double value) const
{
    // Rounded to the box's decimals (or to its significant digits), then written without
    // trailing zeros and without an exponent.
    const QString rounded = m_significantDigits > 0 ? fixedSignificant(value, m_significantDigits)
                                                    : locale().toString(value, 'f', decimals());
    QString text = withoutTrailingZeros(rounded, locale());
    if (!isGroupSeparatorShown())
        text.remove(locale().groupSeparator());
    return text;
}

void SignificantSpinBox::setSignificantDigits(int digits)
{
    m_significantDigits = digits;
    setValue(value());  // shown again in the new form
}

} // namespace disklab
