#include "core/pivot.h"

#include "core/generator_support.h"

namespace disklab::generation {

int addPivot(Scenario& s, double x, double y, double radius, double hangingMass)
{
    Disk pivot;
    pivot.x = x, pivot.y = y, pivot.radius = radius, pivot.mass = kPivotMassRatio * hangingMass;
    pivot.colour = rgb(0x303030);
    pivot.label = "pivot";
    s.disks.push_back(pivot);
    // A hair below the disk, so the two do not start overlapping.
    SegmentWall shelf;
    shelf.x0 = x - 2.0 * radius, shelf.x1 = x + 2.0 * radius;
    shelf.y0 = shelf.y1 = y - radius - 1e-7;
    shelf.name = "shelf";
    s.segments.push_back(shelf);
    return static_cast<int>(s.disks.size()) - 1;
}

} // namespace disklab::generation
