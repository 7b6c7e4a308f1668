#pragma once
// How a lab report writes its numbers: a value with its standard error to the error's two
// significant digits, and the distance of a theory from a measurement in standard errors.
// Plain C-locale digits, so the printed figures read as `run --json` gives them.

#include <QString>

#include <optional>

namespace disklab {

/// "0.4184 ± 0.0020"; an error at round-off beside ten significant digits of the value
/// ("1.000000000 ± 6.4e-15"); without an error, six significant digits.
QString figureWithError(double value, std::optional<double> error);

/// A figure without an error, six significant digits.
QString figureText(double value);

/// (measured - theory) / error, signed, to one decimal ("+1.3 σ"); empty without an error above
/// round-off.
QString differenceInErrors(double measured, double theory, std::optional<double> error);

} // namespace disklab
