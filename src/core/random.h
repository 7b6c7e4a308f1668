#pragma once
// Random numbers that are the same on every platform: std::mt19937_64 is fully specified by
// the standard, its distributions are not, so uniform and normal deviates are made here. A
// stream can say where it stands (RandomPosition), so a saved state can carry an engine's
// streams and a resumed run draw the numbers the straight run would have drawn.

#include <cmath>
#include <cstdint>
#include <numbers>
#include <optional>
#include <random>
#include <string>

namespace disklab {

/// Where a stream stands: the generator's state in the standard's text form (its 312 words and
/// where it is among them), and the second normal deviate of a pair if it is still to come.
/// The state, not a count of draws: a count would have to be replayed, which for a long run (or
/// a hostile file) takes as long as the run drew.
struct RandomPosition {
    std::string state;
    std::optional<double> spare;
    friend bool operator==(const RandomPosition&, const RandomPosition&) = default;
};

class Random {
public:
    explicit Random(std::uint64_t seed) : m_engine(seed) {}

    /// The stream at `position`; none when its state is not one of this generator's.
    static std::optional<Random> at(const RandomPosition& position);
    /// Where the stream stands now (formats the generator's state: for saving, not per draw).
    RandomPosition position() const;

    /// Uniform in [0, 1) with 53 random bits.
    double uniform() { return static_cast<double>(m_engine() >> 11) * 0x1.0p-53; }

    /// Standard normal deviate (Box-Muller; the second value of each pair is kept).
    double normal()
    {
        if (m_hasSpare) {
            m_hasSpare = false;
            return m_spare;
        }
        const double u1 = 1.0 - uniform();  // (0, 1]: log stays finite
        const double u2 = uniform();
        const double radius = std::sqrt(-2.0 * std::log(u1));
        m_spare = radius * std::sin(2.0 * std::numbers::pi * u2);
        m_hasSpare = true;
        return radius * std::cos(2.0 * std::numbers::pi * u2);
    }

    /// Uniform integer in [0, n).
    std::uint64_t below(std::uint64_t n) { return static_cast<std::uint64_t>(uniform() * static_cast<double>(n)); }

private:
    std::mt19937_64 m_engine;
    bool m_hasSpare = false;
    double m_spare = 0.0;
};

} // namespace disklab
