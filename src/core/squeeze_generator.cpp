#include "core/squeeze_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"

#include <cstdio>

namespace disklab {

using generation::require;
using generation::rgb;

Scenario generateSqueeze(const SqueezeParameters& p)
{
    generation::requirePositive(p.width, "width");
    generation::requirePositive(p.height, "height");
    generation::requirePositive(p.largeRadius, "largeRadius");
    generation::requirePositive(p.largeMass, "largeMass");
    generation::requirePositive(p.largeSpeed, "largeSpeed", true);
    generation::requirePositive(p.smallRadius, "smallRadius");
    generation::requirePositive(p.smallMass, "smallMass");
    generation::requirePositive(p.smallSpeed, "smallSpeed", true);
    const double leftX = 0.1 * p.width, rightX = 0.9 * p.width, middle = 0.5 * p.width, y = 0.5 * p.height;
    require(p.largeRadius < leftX, "largeRadius", "the large disks do not fit between the walls and the middle");
    require(p.largeRadius + p.smallRadius < middle - leftX, "largeRadius",
            "the large disks leave no room for the small one in the middle");
    require(p.largeRadius < y, "largeRadius", "the large disks are taller than the box");

    Scenario s;
    s.width = p.width;
    s.height = p.height;
    s.seed = p.seed;
    auto disk = [](double x, double y, double vx, double radius, double mass, Colour colour, const char* label) {
        Disk d;
        d.x = x, d.y = y, d.vx = vx, d.radius = radius, d.mass = mass, d.colour = colour, d.label = label;
        return d;
    };
    s.disks = {disk(leftX, y, p.largeSpeed, p.largeRadius, p.largeMass, rgb(0x3c78d8), "left"),
               disk(middle, y, -p.smallSpeed, p.smallRadius, p.smallMass, rgb(0x202020), "small"),
               disk(rightX, y, -p.largeSpeed, p.largeRadius, p.largeMass, rgb(0xd8503c), "right")};
    s.engine.dt = generation::suggestedTimeStep(s);
    s.title = "Squeeze";
    char description[200];
    std::snprintf(description, sizeof description,
                  "A disk of mass %g between two of mass %g closing in at %g each.", p.smallMass, p.largeMass,
                  p.largeSpeed);
    s.description = description;
    return s;
}

GeneratorDescriptor describeSqueeze()
{
    using P = SqueezeParameters;
    return describe::generator<P>("squeeze", DISKLAB_TR_NOOP("GeneratorCatalog", "Squeeze"),
        DISKLAB_TR_NOOP("GeneratorCatalog", "A tiny light disk between two large ones."), generateSqueeze,
        {
            describe::box(&P::width, &P::height),
            describe::real(&P::largeRadius,
                {"large-radius", "R", DISKLAB_TR_NOOP("GeneratorCatalog", "Large radius"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Radius of the two large disks."), {"largeRadius"}},
                0.0001, describe::kUnbounded),
            describe::real(&P::largeMass,
                {"large-mass", "M", DISKLAB_TR_NOOP("GeneratorCatalog", "Large mass"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Mass of the two large disks."), {"largeMass"}},
                0.0001, describe::kUnbounded),
            describe::real(&P::largeSpeed,
                {"large-speed", "V", DISKLAB_TR_NOOP("GeneratorCatalog", "Large speed"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Speed of each large disk towards the middle."),
                    {"largeSpeed"}},
                0.0, describe::kUnbounded),
            describe::real(&P::smallRadius,
                {"small-radius", "R", DISKLAB_TR_NOOP("GeneratorCatalog", "Small radius"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Radius of the small disk."), {"smallRadius"}},
                0.0001, describe::kUnbounded),
            describe::real(&P::smallMass,
                {"small-mass", "M", DISKLAB_TR_NOOP("GeneratorCatalog", "Small mass"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Mass of the small disk."), {"smallMass"}},
                0.0001, describe::kUnbounded),
            describe::real(&P::smallSpeed,
                {"small-speed", "V", DISKLAB_TR_NOOP("GeneratorCatalog", "Small speed"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Speed of the small disk (moving left)."), {"smallSpeed"}},
                0.0, describe::kUnbounded),
            describe::storedSeed(&P::seed),
        });
}

} // namespace disklab
