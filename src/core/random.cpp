#include "core/random.h"

#include <sstream>

namespace disklab {

std::optional<Random> Random::at(const RandomPosition& position)
{
    Random random(0);
    std::istringstream text(position.state);
    text >> random.m_engine;
    if (text.fail())
        return std::nullopt;
    text >> std::ws;
    if (!text.eof())
        return std::nullopt;
    random.m_hasSpare = position.spare.has_value();
    random.m_spare = position.spare.value_or(0.0);
    return random;
}

RandomPosition Random::position() const
{
    std::ostringstream text;
    text << m_engine;
    return {text.str(), m_hasSpare ? std::optional(m_spare) : std::nullopt};
}

} // namespace disklab
