#include "number_options.h"

#include <cmath>

namespace disklab::cli {

std::optional<double> nonNegativeNumber(const QCommandLineParser& parser, const QString& name, QString& error)
{
    if (!parser.isSet(name))
        return std::nullopt;
    bool ok = false;
    const double value = parser.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < 0.0) {
        error = QString("--%1: expected a number >= 0, got '%2'").arg(name, parser.value(name));
        return std::nullopt;
    }
    return value;
}

} // namespace disklab::cli
