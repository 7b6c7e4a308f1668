#include "report/tick_steps.h"

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

/// The most characters a label written with fixed decimals may take.
constexpr int kLongestFixedLabel = 8;

} // namespace

double niceTickStep(double span, int targetTicks)
{
    if (!(span > 0.0) || !std::isfinite(span) || targetTicks < 1)
        return 1.0;
    const double rough = span / targetTicks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    // The round mantissa nearest to the rough step on a log scale (geometric midpoints).
    const double mantissa = rough / magnitude;
    const double nice = mantissa < std::sqrt(2.0) ? 1.0 : mantissa < std::sqrt(10.0) ? 2.0 : mantissa < std::sqrt(50.0) ? 5.0 : 10.0;
    return nice * magnitude;
}

bool isNiceTickStep(double step)
{
    if (!(step > 0.0) || !std::isfinite(step))
        return false;
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
    for (double nice : {1.0, 2.0, 5.0, 10.0}) {
        if (std::abs(mantissa - nice) <= 1e-9 * nice)
            return true;
    }
    return false;
}

QString tickLabelFormat(double min, double max, double step)
{
    // As many decimals as the step needs, and no more, so each label reads its tick's value.
    const int stepPower = static_cast<int>(std::floor(std::log10(step) + 1e-9));
    const int decimals = std::max(0, -stepPower);
    const double largest = std::max(std::abs(min), std::abs(max));
    const int largestPower = largest > 0.0 ? static_cast<int>(std::floor(std::log10(largest) + 1e-9)) : 0;
    const int width = std::max(largestPower, 0) + 1 + (decimals > 0 ? decimals + 1 : 0) + (min < 0.0 ? 1 : 0);
    // Labels too long to sit side by side are hidden by the axis: those get a mantissa with the
    // digits the step needs and a power of ten instead.
    if (width <= kLongestFixedLabel)
        return QStringLiteral("%.%1f").arg(decimals);
    return QStringLiteral("%.%1g").arg(std::max(1, largestPower - stepPower + 1));
}

} // namespace disklab
