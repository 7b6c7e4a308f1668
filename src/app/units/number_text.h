#pragma once
// How a reading's number is written: in fixed notation to a number of significant digits, never
// with an exponent, and, where the reader wants the shortest form, without the zeros that end
// its decimals. Below the units (which write their readings with it) and the run's widgets.

#include <QString>

class QLocale;

namespace disklab {

/// `value` to `digits` significant digits in fixed notation, never with an exponent ("16090",
/// "0.1606"): a reading keeps its form whatever its size. In the user's locale.
QString fixedSignificant(double value, int digits);

/// `value` rounded to `digits` significant digits, as a number: what a field shows of a value
/// whose trailing digits come from a unit's factor or an average, not from the user.
double roundedToSignificant(double value, int digits);

/// `text`, a number written in `locale`, without the zeros that end its decimals, nor its
/// decimal point if nothing is left after it ("0.250" to "0.25", "5.000" to "5").
QString withoutTrailingZeros(QString text, const QLocale& locale);

} // namespace disklab
