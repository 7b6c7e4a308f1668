#pragma once
// How DiskLab writes the figures a student reads off a table: counts as whole numbers with the
// locale's group separators, measured quantities to a few significant digits, and relative
// drifts that say "round-off" when that is all they are.

#include <QString>

namespace disklab {

/// A count, e.g. "196,410" (en) or "196,410" / "196 410" as the locale groups digits.
QString readableCount(double count);

/// A measured figure to `digits` significant digits in the locale's notation; very large or
/// small magnitudes in the form "2.1 × 10⁻⁶" rather than "2.1e-06".
QString readableFigure(double value, int digits = 4);

/// A relative drift (0.01 = 1 %). Below kRoundOff it is the floating-point noise of a
/// conserving method, shown as "0 (round-off)"; otherwise a signed percentage or, when tiny, a
/// signed power of ten.
QString readableRelativeDrift(double drift);

/// Relative drifts below this are round-off of double arithmetic over a run (a few thousand
/// ulps), not a physical change.
inline constexpr double kRoundOff = 1e-12;

} // namespace disklab
