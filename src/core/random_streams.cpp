#include "core/random_streams.h"

#include <stdexcept>
#include <string>

namespace disklab {

bool isRandomStreamName(std::string_view name)
{
    return name == kWallStreamName || name == kMotionStreamName || name == kStickingStreamName;
}

Random randomStream(const Scenario& scenario, std::string_view name, std::uint64_t seed)
{
    const auto saved = scenario.randomStreams.find(std::string(name));
    if (saved == scenario.randomStreams.end())
        return Random(seed);
    if (std::optional<Random> resumed = Random::at(saved->second))
        return *resumed;
    throw std::invalid_argument("random_streams." + saved->first + ".state: " + std::string(kNotAStreamState));
}

} // namespace disklab
