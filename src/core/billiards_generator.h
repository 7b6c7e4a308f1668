#pragma once
// A billiards break: a triangular rack of balls and a cue ball shot at it.

#include "core/generator_descriptor.h"
#include "core/generator_error.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

struct BilliardsParameters {
    int rows = 5;              ///< rows of the rack: 1, 3, 6, 10, 15, 21, ... balls
    double radius = 0.5;
    double mass = 1.0;
    double cueSpeed = 10.0;
    double cueAngle = 0.0;     ///< degrees from the +x axis; 0 aims at the rack's apex
    double tableWidth = 40.0;
    double tableHeight = 20.0;
    double gap = 0.01;         ///< space between neighbouring rack balls
    double jitter = 0.002;     ///< each rack ball moved at random by up to this along x and y (< gap / 3)
    std::uint64_t seed = 1;
};

/// The cue ball sits a quarter of the table from the left, the rack's apex faces it at five
/// eighths. Balls are labelled "cue", "1", "2", ... and coloured like pool balls. Throws
/// GeneratorError if the rack or the cue ball does not fit the table. Any thread.
Scenario generateBilliards(const BilliardsParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeBilliards();

} // namespace disklab
