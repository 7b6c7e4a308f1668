#pragma once
// An empty walled box: the start of a scene built by hand with the edit tools.

#include "core/generator_descriptor.h"
#include "core/generator_error.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

struct EmptyBoxParameters {
    double width = 40.0;
    double height = 20.0;
    std::uint64_t seed = 1;  ///< stored only: there is nothing random
};

/// A box without disks. Throws GeneratorError unless width and height are positive. Any thread.
Scenario generateEmptyBox(const EmptyBoxParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeEmptyBox();

} // namespace disklab
