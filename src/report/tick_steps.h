#pragma once
// Round tick steps and the labels that read them, for every chart DiskLab draws: the app's
// axes (app/charts/nice_ticks.h) and the lab report's charts. Qt Core only.

#include <QString>

namespace disklab {

/// The round step (1, 2 or 5 x 10^k) that cuts `span` into about `targetTicks` intervals; 1 for
/// an empty or invalid span.
double niceTickStep(double span, int targetTicks = 5);

/// True when `step` is 1, 2 or 5 times a power of ten (to a relative 1e-9).
bool isNiceTickStep(double step);

/// The printf format of the labels of ticks `step` apart over [min, max]: fixed decimals, as
/// many as the step needs, while the labels are at most 8 characters long (0 to 120000, 0.0015);
/// beyond, a mantissa with the digits the step needs and a power of ten (4e+09, 1.5e-07), which
/// stays short enough for the axis to show. Any thread.
QString tickLabelFormat(double min, double max, double step);

} // namespace disklab
