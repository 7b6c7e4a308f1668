#include "app/units/readable_number.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace disklab {
namespace {

/// The texts below are marked with their context, ReadableNumber, for lupdate: a free function
/// named tr would be filed under the namespace's name, which nothing looks up.
QString translated(const char* text)
{
    return QCoreApplication::translate("ReadableNumber", text);
}

QString superscript(int exponent)
{
    static const QChar digits[] = {u'⁰', u'¹', u'²', u'³', u'⁴', u'⁵', u'⁶', u'⁷', u'⁸', u'⁹'};
    QString text;
    for (const QChar c : QString::number(std::abs(exponent)))
        text += digits[c.digitValue()];
    return (exponent < 0 ? QStringLiteral("⁻") : QString()) + text;
}

}

QString readableCount(double count)
{
    return QLocale().toString(static_cast<qlonglong>(std::llround(count)));
}

QString readableFigure(double value, int digits)
{
    if (!std::isfinite(value))
        return QStringLiteral("-");
    const double magnitude = std::abs(value);
    if (magnitude == 0.0 || (magnitude >= 1e-3 && magnitude < 1e6))
        return QLocale().toString(value, 'g', digits);
    const int exponent = static_cast<int>(std::floor(std::log10(magnitude)));
    const double mantissa = value / std::pow(10.0, exponent);
    return QStringLiteral("%1 × 10%2").arg(QLocale().toString(mantissa, 'g', digits), superscript(exponent));
}

QString readableRelativeDrift(double drift)
{
    if (!std::isfinite(drift))
        return QStringLiteral("-");
    if (std::abs(drift) < kRoundOff)
        return translated(QT_TRANSLATE_NOOP("ReadableNumber", "0 (round-off)"));
    const QString sign = drift > 0.0 ? QStringLiteral("+") : QString();
    if (std::abs(drift) >= 1e-4)
        return sign + translated(QT_TRANSLATE_NOOP("ReadableNumber", "%1 %")).arg(QLocale().toString(100.0 * drift, 'g', 3));
    return sign + readableFigure(drift, 2);
}

} // namespace disklab
