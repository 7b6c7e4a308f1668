#pragma once
// Numbers as text, independent of the C locale: QCoreApplication calls setlocale(LC_ALL, "")
// on Unix, after which strtod and printf would read and write "0,5" in a German session.

#include <QByteArray>

#include <optional>
#include <string_view>

namespace disklab {

/// Parses a whole token as a decimal floating-point number ("1.5E-4", ".05", "+3", "nan",
/// "inf"), correctly rounded. Returns nullopt unless every character is consumed. Any thread.
std::optional<double> parseNumber(std::string_view token);

/// Shortest text that parses back to exactly `value` ("0.1", "5e-324"). Any thread.
QByteArray shortestNumber(double value);

/// `value` with 17 significant digits, as printf("%.17g") in the C locale. Any thread.
QByteArray seventeenDigitNumber(double value);

} // namespace disklab
