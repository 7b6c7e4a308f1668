#include "app/units/number_text.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace disklab {

QString fixedSignificant(double value, int digits)
{
    const int magnitude = value == 0.0 || !std::isfinite(value) ? 0 : static_cast<int>(std::floor(std::log10(std::abs(value))));
    return QLocale().toString(value, 'f', std::clamp(digits - 1 - magnitude, 0, 12));
}

double roundedToSignificant(double value, int digits)
{
    return QString::number(value, 'g', digits).toDouble();
}

QString withoutTrailingZeros(QString text, const QLocale& locale)
{
    const QString point = locale.decimalPoint();
    if (text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

} // namespace disklab
