#pragma once
// Every scenario generator by its description (core/generator_descriptor.h): what the generator
// dialog lists and what `disklab-cli generate` accepts. A new generator is one line here.

#include "core/generator_descriptor.h"

#include <string_view>
#include <vector>

namespace disklab {

/// Every generator, built once on first use (thread-safe), in the order the dialog and `generate --help` list them.
const std::vector<GeneratorDescriptor>& generatorCatalog();
/// The generator with this key, or nullptr.
const GeneratorDescriptor* findGenerator(std::string_view key);

} // namespace disklab
