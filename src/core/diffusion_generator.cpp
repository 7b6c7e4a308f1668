#include "core/diffusion_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"

#include <cmath>
#include <numbers>
#include <string>

namespace disklab {

using generation::number;
using generation::require;

namespace {

/// Places `count` disks on a lattice filling [x0, x0 + width] x [y0, y0 + height] (centres).
void placeHalf(Scenario& s, int count, double x0, double y0, double width, double height, double radius, double mass,
               const Colour& colour, const char* parameter, Random& random)
{
    if (count == 0)
        return;
    const generation::Lattice lattice = generation::bestLattice(count, width, height, false);
    require(lattice.nearest >= 2.0 * radius * (1.0 + 1e-9), parameter,
            std::to_string(count) + " disks do not fit their half of the box; use fewer disks or a lower packing fraction");
    for (int site : generation::chooseSites(lattice, count, random)) {
        const generation::Point p = generation::latticeSite(lattice, site, x0, y0, false);
        Disk d;
        d.x = p.x;
        d.y = p.y;
        d.radius = radius;
        d.mass = mass;
        d.colour = colour;
        s.disks.push_back(d);
    }
}

} // namespace

Scenario generateDiffusion(const DiffusionParameters& p)
{
    require(p.leftCount >= 0, "leftCount", "must be >= 0, got " + std::to_string(p.leftCount));
    require(p.rightCount >= 0, "rightCount", "must be >= 0, got " + std::to_string(p.rightCount));
    require(p.leftCount + p.rightCount >= 1, "leftCount", "there must be at least one disk");
    require(std::isfinite(p.packing) && p.packing > 0.0 && p.packing < 0.9, "packing",
            "must be in (0, 0.9), got " + number(p.packing));
    generation::requirePositive(p.radius, "radius");
    generation::requirePositive(p.leftMass, "leftMass");
    generation::requirePositive(p.rightMass, "rightMass");
    generation::requirePositive(p.temperature, "temperature", true);
    generation::requirePositive(p.aspect, "aspect");

    const int count = p.leftCount + p.rightCount;
    const double area = count * std::numbers::pi * p.radius * p.radius / p.packing;
    const double height = std::sqrt(area / p.aspect);
    const double width = p.aspect * height;
    const double middle = 0.5 * width;
    if (p.partition == PartitionKind::Slit) {
        require(std::isfinite(p.slitWidth) && p.slitWidth > 2.0 * p.radius, "slitWidth",
                "must be wider than a disk (" + number(2.0 * p.radius) + "), got " + number(p.slitWidth));
        require(p.slitWidth < height, "slitWidth",
                "must be narrower than the box is high (" + number(height) + "), got " + number(p.slitWidth));
    } else {
        generation::requirePositive(p.removeTime, "removeTime", true);
    }

    Scenario s;
    s.width = width;
    s.height = height;
    s.seed = p.seed;
    const double r = p.radius;
    Random random(p.seed);
    placeHalf(s, p.leftCount, r, r, middle - 2.0 * r, height - 2.0 * r, r, p.leftMass, p.leftColour, "leftCount", random);
    placeHalf(s, p.rightCount, middle + r, r, middle - 2.0 * r, height - 2.0 * r, r, p.rightMass, p.rightColour,
              "rightCount", random);
    generation::thermalVelocities(s.disks, p.temperature, static_cast<double>(count), random);

    // Melt each half behind a closed partition, then open it the way asked.
    s.segments = {{middle, 0.0, middle, height, SegmentWall{}.removeTime, "partition"}};
    if (p.temperature > 0.0)
        generation::melt(s, p.meltCollisionsPerDisk);
    const char* what = "";
    if (p.partition == PartitionKind::Slit) {
        const double low = 0.5 * (height - p.slitWidth), high = 0.5 * (height + p.slitWidth);
        s.segments = {{middle, 0.0, middle, low, SegmentWall{}.removeTime, "partition-lower"},
                      {middle, high, middle, height, SegmentWall{}.removeTime, "partition-upper"}};
        what = "a slit";
    } else {
        s.segments[0].removeTime = p.removeTime;
        what = "a partition that is removed";
    }

    s.title = p.partition == PartitionKind::Slit ? "Diffusion through a slit" : "Mixing after a partition opens";
    char description[240];
    if (p.partition == PartitionKind::Slit)
        std::snprintf(description, sizeof description,
                      "%d and %d disks either side of %s %g wide, packing fraction %g, kT = %g.", p.leftCount,
                      p.rightCount, what, p.slitWidth, p.packing, p.temperature);
    else
        std::snprintf(description, sizeof description,
                      "%d and %d disks either side of %s at t = %g, packing fraction %g, kT = %g.", p.leftCount,
                      p.rightCount, what, p.removeTime, p.packing, p.temperature);
    s.description = description;
    return s;
}

GeneratorDescriptor describeDiffusion()
{
    using P = DiffusionParameters;
    return describe::generator<P>("diffusion", DISKLAB_TR_NOOP("GeneratorCatalog", "Diffusion"),
        DISKLAB_TR_NOOP(
            "GeneratorCatalog", "Two coloured species either side of a partition with a slit, or one that is removed."),
        generateDiffusion,
        {
            describe::integer(&P::leftCount,
                {"left", "N", DISKLAB_TR_NOOP("GeneratorCatalog", "Disks on the left"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Disks left of the partition."), {"leftCount"}},
                0, 10000000),
            describe::integer(&P::rightCount,
                {"right", "N", DISKLAB_TR_NOOP("GeneratorCatalog", "Disks on the right"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Disks right of the partition (0: free expansion)."),
                    {"rightCount"}},
                0, 10000000),
            describe::packing(&P::packing,
                DISKLAB_TR_NOOP("GeneratorCatalog", "Packing fraction of all disks over the whole box."), 0.9),
            describe::radius(&P::radius),
            describe::real(&P::leftMass,
                {"left-mass", "M", DISKLAB_TR_NOOP("GeneratorCatalog", "Mass on the left"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Mass of the left species."), {"leftMass"}},
                0.0001, describe::kUnbounded),
            describe::real(&P::rightMass,
                {"right-mass", "M", DISKLAB_TR_NOOP("GeneratorCatalog", "Mass on the right"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Mass of the right species."), {"rightMass"}},
                0.0001, describe::kUnbounded),
            describe::temperature(&P::temperature, DISKLAB_TR_NOOP("GeneratorCatalog", "kT.")),
            describe::real(&P::aspect,
                {"aspect", "A", DISKLAB_TR_NOOP("GeneratorCatalog", "Aspect ratio"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Box width / height.")},
                0.01, 100.0),
            describe::choice(&P::partition,
                {"partition", "", DISKLAB_TR_NOOP("GeneratorCatalog", "Partition"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "slit: a partition with an opening in its middle; removable: a partition that disappears at "
                        "the removal time.")},
                {{{"slit", DISKLAB_TR_NOOP("GeneratorCatalog", "With a slit")}, PartitionKind::Slit},
                    {{"removable", DISKLAB_TR_NOOP("GeneratorCatalog", "Removed at a time")},
                        PartitionKind::Removable}}),
            describe::when(describe::real(&P::slitWidth,
                               {"slit-width", "W", DISKLAB_TR_NOOP("GeneratorCatalog", "Slit width"),
                                   DISKLAB_TR_NOOP("GeneratorCatalog", "Width of the slit."), {"slitWidth"}},
                               0.0001, describe::kUnbounded),
                "partition", "slit"),
            describe::when(
                describe::real(&P::removeTime,
                    {"remove-time", "T", DISKLAB_TR_NOOP("GeneratorCatalog", "Partition removed at t"),
                        DISKLAB_TR_NOOP("GeneratorCatalog", "When a removable partition disappears."), {"removeTime"}},
                    0.0, describe::kUnbounded),
                "partition", "removable"),
            describe::colour(&P::leftColour,
                {"left-colour", "#rrggbb", DISKLAB_TR_NOOP("GeneratorCatalog", "Colour on the left"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Colour of the left species."), {"leftColour"}}),
            describe::colour(&P::rightColour,
                {"right-colour", "#rrggbb", DISKLAB_TR_NOOP("GeneratorCatalog", "Colour on the right"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Colour of the right species."), {"rightColour"}}),
            describe::melting(&P::meltCollisionsPerDisk,
                DISKLAB_TR_NOOP(
                    "GeneratorCatalog", "Collisions per disk run, partition closed, to melt the starting lattices.")),
            describe::randomSeed(&P::seed),
        });
}

} // namespace disklab
