#pragma once
// What every scenario reader promises for any input, checked by the readers' fuzz targets:
// a scenario exactly when there is no error, the scenario valid, the error naming the file.
// A broken promise aborts, which libFuzzer reports with the input.

#include "core/scenario_validation.h"
#include "io/load_error.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace disklab::fuzz {

template <class Read>
int checkReader(const std::uint8_t* data, std::size_t size, const QString& name, Read read)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const LoadResult result = read(bytes, name);
    if (result.ok() != result.error.isEmpty())
        std::abort();
    if (result.ok() && !validateScenario(*result.scenario).empty())
        std::abort();
    if (!result.ok() && !result.error.contains(name))
        std::abort();
    return 0;
}

} // namespace disklab::fuzz
