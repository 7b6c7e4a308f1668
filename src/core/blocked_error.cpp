#include "core/blocked_error.h"

#include <cmath>
#include <cstddef>

namespace disklab {

std::optional<double> blockedStandardError(std::vector<double> values, int fewestBlocks)
{
    if (fewestBlocks < 2 || values.size() < static_cast<std::size_t>(fewestBlocks))
        return std::nullopt;
    // Pairs of neighbours, an odd last value dropped, until one more halving would leave fewer
    // than fewestBlocks blocks.
    while (values.size() / 2 >= static_cast<std::size_t>(fewestBlocks)) {
        for (std::size_t k = 0; k + 1 < values.size(); k += 2)
            values[k / 2] = 0.5 * (values[k] + values[k + 1]);
        values.resize(values.size() / 2);
    }
    const auto n = static_cast<double>(values.size());
    double mean = 0.0;
    for (double x : values)
        mean += x;
    mean /= n;
    double squares = 0.0;
    for (double x : values)
        squares += (x - mean) * (x - mean);
    return std::sqrt(squares / (n - 1.0) / n);
}

} // namespace disklab
