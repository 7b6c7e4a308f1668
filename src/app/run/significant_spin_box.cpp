#include "app/run/significant_spin_box.h"

#include <QLocale>

namespace disklab {

QString SignificantSpinBox::textFromValue(double value) const
{
    // Rounded to the box's decimals, then written without trailing zeros and without an exponent.
    QString text = locale().toString(value, 'f', decimals());
    const QChar point = locale().decimalPoint().front();
    if (text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(1);
    }
    if (!isGroupSeparatorShown())
        text.remove(locale().groupSeparator());
    return text;
}

} // namespace disklab
