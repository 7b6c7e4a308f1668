#pragma once
// Brownian motion: one large heavy disk among many small light ones, labelled so it can be
// tracked (its trail is a random walk, its mean-square displacement grows linearly in time).

#include "core/generator_descriptor.h"
#include "core/generator_error.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

struct BrownianParameters {
    int count = 600;              ///< small disks
    double packing = 0.25;        ///< of all disks, the large one included
    double radius = 0.5;          ///< of the small disks
    double mass = 1.0;
    double largeRadius = 5.0;
    double largeMass = 100.0;
    double temperature = 1.0;     ///< every disk, the large one included, at this kT
    double meltCollisionsPerDisk = 10.0;
    std::uint64_t seed = 1;
};

/// The label of the large disk: the app tracks the disk carrying it.
inline constexpr char kBrownianLabel[] = "brownian";

/// A square walled box; the large disk (the first in the file, labelled kBrownianLabel) starts
/// in the middle. Throws GeneratorError when the small disks do not fit. Any thread.
Scenario generateBrownian(const BrownianParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeBrownian();

} // namespace disklab
