#pragma once
// printf-style wording of numbers in validation messages ("got -0.02", "a gap of 0.1").

#include <cstdio>
#include <string>

namespace disklab {

/// The pattern with up to three numbers substituted (%g and friends). Any thread.
inline std::string formatMessage(const char* pattern, double a, double b = 0.0, double c = 0.0)
{
    char buffer[256];
    std::snprintf(buffer, sizeof buffer, pattern, a, b, c);
    return buffer;
}

} // namespace disklab
