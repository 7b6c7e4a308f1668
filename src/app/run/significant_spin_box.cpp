#include "app/run/significant_spin_box.h"

#include "app/units/number_text.h"

#include <QLocale>

namespace disklab {

QString SignificantSpinBox::textFromValue(double value) const
{
    // Rounded to the box's decimals, then written without trailing zeros and without an exponent.
    QString text = withoutTrailingZeros(locale().toString(value, 'f', decimals()), locale());
    if (!isGroupSeparatorShown())
        text.remove(locale().groupSeparator());
    return text;
}

} // namespace disklab
