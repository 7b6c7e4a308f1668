#include "report/figure_text.h"

#include <cmath>

namespace disklab {
namespace {

/// Below this share of the value an error is round-off, not statistics.
constexpr double kRoundOff = 1e-9;

bool isStatistical(double value, std::optional<double> error)
{
    return error && *error > kRoundOff * std::abs(value) && std::isfinite(*error);
}

} // namespace

QString figureText(double value)
{
    return QString::number(value, 'g', 6);
}

QString figureWithError(double value, std::optional<double> error)
{
    if (!error)
        return figureText(value);
    if (!isStatistical(value, error))
        return QStringLiteral("%1 ± %2").arg(QString::number(value, 'g', 10), QString::number(*error, 'g', 2));
    const int decimals = std::max(0, 1 - static_cast<int>(std::floor(std::log10(*error))));
    return QStringLiteral("%1 ± %2").arg(QString::number(value, 'f', decimals), QString::number(*error, 'f', decimals));
}

QString differenceInErrors(double measured, double theory, std::optional<double> error)
{
    if (!isStatistical(measured, error))
        return {};
    const double distance = (measured - theory) / *error;
    return QStringLiteral("%1%2 σ").arg(distance >= 0.0 ? QStringLiteral("+") : QString(),
                                        QString::number(distance, 'f', 1));
}

} // namespace disklab
