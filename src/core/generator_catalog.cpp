#include "core/generator_catalog.h"

#include "core/generators.h"

#include <algorithm>

namespace disklab {

const std::vector<GeneratorDescriptor>& generatorCatalog()
{
    static const std::vector<GeneratorDescriptor> catalog{
        describeEmptyBox(), describeGas(),       describeLattice(), describeDiffusion(),    describeBrownian(), describePiston(),
        describeBilliards(), describeSqueeze(), describeCradle(),  describeWallBouncing(), describeIncline(),
        describeAggregation(), describeChargedGas(), describeSpringChain(), describeSpringPendulum(), describeNetwork(),
    };
    return catalog;
}

const GeneratorDescriptor* findGenerator(std::string_view key)
{
    const std::vector<GeneratorDescriptor>& catalog = generatorCatalog();
    const auto found = std::find_if(catalog.begin(), catalog.end(), [&](const GeneratorDescriptor& g) { return g.key == key; });
    return found == catalog.end() ? nullptr : &*found;
}

} // namespace disklab
