#pragma once
// Two coloured species either side of a partition (an interior wall) that has a slit in its
// middle or that is removed at a given time: diffusion, mixing, free expansion.

#include "core/generator_descriptor.h"
#include "core/generator_error.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

enum class PartitionKind { Slit, Removable };

struct DiffusionParameters {
    int leftCount = 150;
    int rightCount = 150;         ///< 0 gives a free expansion into an empty half
    double packing = 0.2;         ///< of all disks over the whole box
    double radius = 0.5;
    double leftMass = 1.0;
    double rightMass = 1.0;
    double temperature = 1.0;
    double aspect = 2.0;          ///< box width / height; the partition stands at half the width
    PartitionKind partition = PartitionKind::Slit;
    double slitWidth = 3.0;       ///< opening in the middle of the partition (Slit), > one diameter
    double removeTime = 10.0;     ///< when the partition disappears (Removable)
    Colour leftColour{60, 120, 216};
    Colour rightColour{216, 80, 60};
    double meltCollisionsPerDisk = 20.0;  ///< melted with the partition closed, so nothing mixes yet
    std::uint64_t seed = 1;
};

/// The partition is named "partition" (Removable) or "partition-lower" / "partition-upper"
/// (the two walls either side of the slit). Throws GeneratorError naming the parameter when
/// the halves cannot hold their disks or the slit does not fit. Any thread.
Scenario generateDiffusion(const DiffusionParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeDiffusion();

} // namespace disklab
