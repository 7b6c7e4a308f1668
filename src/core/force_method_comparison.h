#pragma once
// Barnes-Hut against the direct sum on one set of charges: the force error over the bodies and
// the processor time per evaluation of each, the tree's split into build and traversal. What `disklab-cli
// forces` and `bench --forces` print.

#include "core/coulomb_law.h"
#include "core/scenario.h"

#include <cstdint>
#include <optional>

namespace disklab {

struct ForceMethodComparison {
    std::size_t n = 0;
    double theta = 0.5;
    /// Over the bodies the error was measured on: |F_tree - F_direct| / |F_direct|.
    double medianRelativeError = 0.0;
    double maxRelativeError = 0.0;
    std::size_t errorSample = 0;             ///< bodies the error is measured on (all, or a random sample)
    std::optional<double> secondsDirect;     ///< one direct evaluation; none when it was not timed
    double secondsBarnesHut = 0.0;           ///< one tree evaluation: build + traversal
    double secondsBuild = 0.0;
    double secondsTraversal = 0.0;
    std::size_t nodes = 0;
};

struct ForceComparisonOptions {
    /// Time the direct sum only up to this many bodies (it is O(N^2)).
    std::size_t directLimit = 100'000;
    /// Above this many bodies, measure the error on this many randomly chosen ones, each against
    /// its own direct sum over all bodies.
    std::size_t errorSample = 1000;
    /// Repeat an evaluation until this much processor time has passed, and report the mean.
    double minimumSeconds = 0.05;
    std::uint64_t seed = 1;
};

/// Evaluates the forces on `bodies` both ways and compares. Any thread.
ForceMethodComparison compareForceMethods(const ChargedBodies& bodies, const CoulombLaw& law, double theta,
                                          const ForceComparisonOptions& options = {});

/// The charged disks of a scenario at their starting positions, in scenario order.
ChargedBodies chargedBodiesOf(const Scenario& scenario);

/// N bodies of charge +1 at uniformly random positions in a square of side sqrt(N) (density 1).
ChargedBodies randomCharges(std::size_t n, std::uint64_t seed);

} // namespace disklab
