#include "io/number_text.h"

#include <charconv>

namespace disklab {

std::optional<double> parseNumber(std::string_view token)
{
    // from_chars takes no leading '+', which hand-written files do use.
    if (token.size() > 1 && token.front() == '+' && token[1] != '-' && token[1] != '+')
        token.remove_prefix(1);
    if (token.empty())
        return std::nullopt;
    double value = 0.0;
    const char* end = token.data() + token.size();
    const auto [stop, error] = std::from_chars(token.data(), end, value, std::chars_format::general);
    if (stop != end)
        return std::nullopt;
    if (error == std::errc::result_out_of_range) {
        // from_chars leaves the value unset; like strtod, "1e999" should read as inf (so the
        // caller can say "not finite") and "1e-400" as 0. The wider type gets both right where
        // long double is wider than double, which is the case on x86 Linux.
        long double wide = 0.0L;
        if (std::from_chars(token.data(), end, wide, std::chars_format::general).ec != std::errc{})
            return std::nullopt;
        return static_cast<double>(wide);
    }
    if (error != std::errc{})
        return std::nullopt;
    return value;
}

QByteArray shortestNumber(double value)
{
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QByteArray(buffer, static_cast<int>(result.ptr - buffer));
}

QByteArray seventeenDigitNumber(double value)
{
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, 17);
    return QByteArray(buffer, static_cast<int>(result.ptr - buffer));
}

} // namespace disklab
