#pragma once
// A tiny light disk between two large heavy ones that close in on it (algs4's squeeze.txt):
// it rattles faster and faster, each bounce off an approaching disk adding twice that disk's
// speed, until its pressure pushes the large disks back.

#include "core/generator_descriptor.h"
#include "core/generator_error.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

struct SqueezeParameters {
    double width = 20.0;
    double height = 20.0;
    double largeRadius = 1.0;
    double largeMass = 1.0;
    double largeSpeed = 0.2;     ///< each large disk moves towards the middle at this speed
    double smallRadius = 0.2;
    double smallMass = 4e-4;
    double smallSpeed = 0.2;     ///< the small disk starts moving left at this speed
    std::uint64_t seed = 1;      ///< stored only: the layout is fixed
};

/// All three disks on the horizontal midline: the large ones a tenth of the width from the
/// walls, the small one in the middle. The large ones are labelled "left" and "right", the
/// small one "small". Throws GeneratorError when they do not fit. Any thread.
Scenario generateSqueeze(const SqueezeParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeSqueeze();

} // namespace disklab
