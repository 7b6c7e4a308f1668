#pragma once
// The names of the engines' random streams in a saved state (Scenario::randomStreams), and the
// one way an engine starts a stream: from the scenario's seed, at the saved position if the
// scenario carries one.

#include "core/random.h"
#include "core/scenario.h"

#include <cstdint>
#include <string_view>

namespace disklab {

/// Thermal walls' re-emitted velocities and the pump's incoming disks (exact and time-driven engines).
inline constexpr std::string_view kWallStreamName = "walls";
/// Brownian aggregation: the clusters' velocity and spin draws.
inline constexpr std::string_view kMotionStreamName = "motion";
/// Aggregation below sticking probability 1: whether a contact sticks.
inline constexpr std::string_view kStickingStreamName = "sticking";

/// Whether `name` is one of the streams above.
bool isRandomStreamName(std::string_view name);

/// Why a saved stream is refused.
inline constexpr std::string_view kNotAStreamState =
    "not the state of DiskLab's generator (312 whole numbers and a position, as a saved state writes them)";

/// The stream `name` seeded with `seed`, where `scenario` saved it (or at its start). Throws
/// std::invalid_argument when the saved state is not one (validateScenario refuses it first).
Random randomStream(const Scenario& scenario, std::string_view name, std::uint64_t seed);

} // namespace disklab
