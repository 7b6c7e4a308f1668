#pragma once
// Aggregation: disks stick on contact and move on as rigid clusters. A scenario that carries
// these settings is simulated by the aggregation engine (core/aggregation_engine.h) instead of
// the elastic hard-disk engines: sticking is a model of the physics, not a numerical method,
// so it lives in the scenario beside gravity rather than in EngineConfig. The names below are
// the only spelling of each choice in files and options.

#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace disklab {

/// How clusters move between contacts.
enum class AggregationMotion {
    Brownian,   ///< velocity and angular velocity redrawn from Maxwell-Boltzmann every step
    Ballistic,  ///< straight lines from the disks' initial velocities, momentum kept by merges
};

/// Whether Brownian clusters turn. The published method DiskLab follows redraws the spin from
/// Maxwell-Boltzmann with the velocity; classic diffusion-limited aggregation moves clusters
/// without turning them. Ballistic clusters always keep the spin their merges give them.
enum class AggregationRotation {
    Maxwell,  ///< angular velocity redrawn from N(0, kT / I) every step
    None,     ///< Brownian clusters only translate
};

/// How fast a Brownian cluster diffuses, and so how long the engine's steps are.
enum class AggregationMobility {
    /// Velocities from N(0, kT / M) redrawn every `step`: D = kT step / (2 M), falling as 1 / s
    /// with the s disks of the cluster, on a fixed step.
    Maxwell,
    /// D_s = D_1 s^gamma with D_1 = kT step / (2 m), m the mean disk mass, gamma the settings'
    /// mobilityExponent (the cluster diffusivity of Meakin, Vicsek & Family 1985). Each step
    /// lets the fastest live cluster move as far as a lone disk moves in `step`, so steps grow
    /// as the smallest cluster grows.
    PowerLaw,
};

/// Whether Brownian clusters under a power-law mobility share one step or each take its own.
enum class AggregationStepping {
    /// Every cluster redraws its velocity at the same times, on the step the smallest live
    /// cluster needs (free flights once few clusters are left). Files that do not say get it.
    Shared,
    /// Each cluster flies on its own: its flight lasts as long as its own mobility and its gap
    /// to the nearest other cluster allow, and only it is predicted afresh when it ends
    /// (docs/aggregation.md, "Per-cluster flights"). Power-law mobility, sticking probability 1.
    PerCluster,
    /// Per-cluster flights near other clusters; far from all of them a cluster jumps to the
    /// edge of the largest disk free of them at a time drawn from the first-passage
    /// distribution (docs/aggregation.md, "First-passage jumps"). Power-law mobility, sticking
    /// probability 1.
    FirstPassage,
};

/// Whether each cluster flies on its own clock (per-cluster flights, with or without jumps).
constexpr bool fliesPerCluster(AggregationStepping stepping) { return stepping != AggregationStepping::Shared; }

/// How the engine picks the cluster pairs it hands to the narrow phase. Every choice finds the
/// same contacts, so the merge history does not depend on it; only the cost does.
enum class AggregationDetection {
    AllPairs,         ///< every pair of clusters
    Boxes,            ///< pairs whose axis-aligned swept boxes overlap (tested over all pairs)
    BoundingCircles,  ///< bounding circle about the centre of mass in a maximum detection region
};

inline constexpr std::array kAllAggregationMotions{AggregationMotion::Brownian, AggregationMotion::Ballistic};
inline constexpr std::array kAllAggregationRotations{AggregationRotation::Maxwell, AggregationRotation::None};
inline constexpr std::array kAllAggregationMobilities{AggregationMobility::Maxwell, AggregationMobility::PowerLaw};
inline constexpr std::array kAllAggregationSteppings{AggregationStepping::Shared, AggregationStepping::PerCluster,
                                                     AggregationStepping::FirstPassage};
inline constexpr std::array kAllAggregationDetections{AggregationDetection::AllPairs, AggregationDetection::Boxes,
                                                      AggregationDetection::BoundingCircles};

struct AggregationSettings {
    AggregationMotion motion = AggregationMotion::Brownian;
    AggregationDetection detection = AggregationDetection::BoundingCircles;
    AggregationRotation rotation = AggregationRotation::Maxwell;  ///< None needs Brownian motion
    /// Brownian motion only; PowerLaw needs rotation None. Maxwell when a file does not say, so
    /// files written before the choice existed run as they did.
    AggregationMobility mobility = AggregationMobility::Maxwell;
    /// gamma of D_s = D_1 s^gamma (PowerLaw only): finite and <= 0, so no cluster outruns a
    /// smaller one.
    double mobilityExponent = -0.5;
    /// PerCluster needs the PowerLaw mobility and a sticking probability of 1.
    AggregationStepping stepping = AggregationStepping::Shared;
    /// Simulated time between Brownian velocity draws; for ballistic motion, the horizon over
    /// which contacts are searched at once. > 0.
    double step = 0.1;
    /// kT of the Brownian draws (k_B = 1). > 0.
    double temperature = 1.0;
    /// Largest gap at which two members count as touching (length units): the narrow phase
    /// stops within it and never lets members overlap. > 0.
    double tolerance = 1e-9;
    /// The chance that two clusters stick when they touch, in (0, 1]; otherwise they bounce off
    /// each other elastically (reaction-limited aggregation when it is small).
    double stickingProbability = 1.0;
    /// Disks already stuck together when the run starts, one list of disk indices (ascending,
    /// two or more, each disk in one list at most) per rigid cluster, its members touching in a
    /// connected chain: a saved state's clusters. Every other disk starts alone.
    std::vector<std::vector<std::int32_t>> clusters;
    friend bool operator==(const AggregationSettings&, const AggregationSettings&) = default;
};

/// Whether p can be a sticking probability: in (0, 1].
constexpr bool isStickingProbability(double p) { return p > 0.0 && p <= 1.0; }

/// Whether gamma can be a power-law mobility's exponent: finite and <= 0.
inline bool isMobilityExponent(double gamma) { return std::isfinite(gamma) && gamma <= 0.0; }

/// "brownian" or "ballistic". Any thread.
const char* aggregationMotionName(AggregationMotion motion);
/// "shared", "per-cluster" or "first-passage". Any thread.
const char* aggregationSteppingName(AggregationStepping stepping);
/// "all-pairs", "boxes" or "circles". Any thread.
const char* aggregationDetectionName(AggregationDetection detection);
/// "maxwell" or "none". Any thread.
const char* aggregationRotationName(AggregationRotation rotation);
/// "maxwell" or "power-law". Any thread.
const char* aggregationMobilityName(AggregationMobility mobility);
/// The choice with that name, or nullopt. Any thread.
std::optional<AggregationMotion> parseAggregationMotion(std::string_view name);
std::optional<AggregationDetection> parseAggregationDetection(std::string_view name);
std::optional<AggregationRotation> parseAggregationRotation(std::string_view name);
std::optional<AggregationMobility> parseAggregationMobility(std::string_view name);
std::optional<AggregationStepping> parseAggregationStepping(std::string_view name);

} // namespace disklab
