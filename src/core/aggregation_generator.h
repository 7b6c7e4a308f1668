#pragma once
// Aggregation: identical disks scattered at random in a periodic box at a low area fraction,
// which stick on contact and grow into fractal clusters (Brownian: diffusion-limited
// cluster-cluster aggregation, DLCA; ballistic: ballistic cluster-cluster aggregation).

#include "core/aggregation_settings.h"
#include "core/generator_descriptor.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

struct AggregationParameters {
    int count = 1000;
    double areaFraction = 0.01;  ///< disk area over box area
    AggregationMotion motion = AggregationMotion::Brownian;
    double radius = 0.5;
    double mass = 1.0;
    double temperature = 1.0;    ///< kT of the Brownian draws and of the ballistic start
    double step = 0.1;           ///< AggregationSettings::step
    double stickingProbability = 1.0;  ///< AggregationSettings::stickingProbability
    AggregationRotation rotation = AggregationRotation::Maxwell;  ///< Brownian motion, Maxwell mobility only
    /// Brownian motion only. The classic model of diffusion-limited aggregation by default.
    AggregationMobility mobility = AggregationMobility::PowerLaw;
    double mobilityExponent = -0.5;  ///< AggregationSettings::mobilityExponent
    std::uint64_t seed = 1;
};

/// A square periodic box with the disks at uniformly random places (no overlap), velocities
/// from Maxwell-Boltzmann at kT with no net momentum, and aggregation settings. Throws
/// GeneratorError for a parameter it cannot build from. Any thread.
Scenario generateAggregation(const AggregationParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeAggregation();

} // namespace disklab
