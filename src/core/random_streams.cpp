#include "core/random_streams.h"

#include <string>

namespace disklab {

bool isRandomStreamName(std::string_view name)
{
    return name == kWallStreamName || name == kMotionStreamName || name == kStickingStreamName;
}

Random randomStream(const Scenario& scenario, std::string_view name, std::uint64_t seed)
{
    const auto saved = scenario.randomStreams.find(std::string(name));
    return saved == scenario.randomStreams.end() ? Random(seed) : Random(seed, saved->second);
}

} // namespace disklab
