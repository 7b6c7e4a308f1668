#include "core/empty_box_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"

namespace disklab {

Scenario generateEmptyBox(const EmptyBoxParameters& p)
{
    generation::requirePositive(p.width, "width");
    generation::requirePositive(p.height, "height");
    Scenario s;
    s.title = "Empty box";
    s.width = p.width;
    s.height = p.height;
    s.seed = p.seed;
    return s;
}

GeneratorDescriptor describeEmptyBox()
{
    using P = EmptyBoxParameters;
    return describe::generator<P>("empty", DISKLAB_TR_NOOP("GeneratorCatalog", "Empty box"),
        DISKLAB_TR_NOOP("GeneratorCatalog", "No disks: add them with the edit tools (Edit ▸ Add Disks)."),
        generateEmptyBox, {describe::box(&P::width, &P::height), describe::storedSeed(&P::seed)});
}

} // namespace disklab
