#include "core/segment_validation.h"

#include "core/message_format.h"
#include "core/segment_kernels.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

namespace disklab {
namespace {

class Problems {
public:
    Problems(std::vector<ScenarioProblem>& problems, std::size_t room)
        : m_problems(problems), m_limit(problems.size() + room) {}
    void add(std::string field, std::string message, int disk = -1, int segment = -1)
    {
        if (!full())
            m_problems.push_back({disk, -1, segment, std::move(field), std::move(message)});
    }
    bool full() const { return m_problems.size() >= m_limit; }

private:
    std::vector<ScenarioProblem>& m_problems;
    std::size_t m_limit;
};

std::string fieldOf(std::size_t k, const char* member)
{
    return "segments[" + std::to_string(k) + "]" + (*member ? std::string(".") + member : std::string());
}

std::string describe(const Scenario& s, std::size_t k)
{
    return "segment " + std::to_string(k) + (s.segments[k].name.empty() ? "" : " (" + s.segments[k].name + ")");
}

/// Geometry, removal time and placement of one segment; false if its geometry is unusable.
bool checkGeometry(const Scenario& s, std::size_t k, Problems& problems)
{
    const SegmentWall& w = s.segments[k];
    const std::pair<const char*, double> ends[] = {{"x0", w.x0}, {"y0", w.y0}, {"x1", w.x1}, {"y1", w.y1}};
    bool finite = true;
    for (auto [name, value] : ends) {
        if (!std::isfinite(value)) {
            problems.add(fieldOf(k, name), std::string(name) + " is " + (std::isnan(value) ? "NaN" : "infinite"));
            finite = false;
        }
    }
    if (std::isnan(w.removeTime) || w.removeTime < 0.0)
        problems.add(fieldOf(k, "removeTime"), formatMessage("remove time must be >= 0, got %g", w.removeTime));
    if (!finite)
        return false;
    const double scale = std::max({std::abs(w.x0), std::abs(w.y0), std::abs(w.x1), std::abs(w.y1), 1e-300});
    if (std::hypot(w.x1 - w.x0, w.y1 - w.y0) <= 1e-12 * scale) {
        problems.add(fieldOf(k, ""), describe(s, k) + formatMessage(" from (%g, %g)", w.x0, w.y0)
                                         + formatMessage(" to (%g, %g) has no length", w.x1, w.y1));
        return false;
    }
    const double slackX = 1e-12 * s.width, slackY = 1e-12 * s.height;
    for (auto [x, y] : {std::pair{w.x0, w.y0}, std::pair{w.x1, w.y1}}) {
        if (x < -slackX || x > s.width + slackX || y < -slackY || y > s.height + slackY) {
            problems.add(fieldOf(k, x == w.x0 && y == w.y0 ? "x0" : "x1"),
                         formatMessage("end (%g, %g) is outside the box", x, y) + formatMessage(" [0, %g] x [0, %g]", s.width, s.height));
            return false;
        }
    }
    return true;
}

/// Names appear in event logs as the wall column of a CSV line: unique, and not a side's name.
void checkNames(const Scenario& s, Problems& problems)
{
    std::set<std::string> seen;
    for (std::size_t k = 0; k < s.segments.size(); ++k) {
        const std::string& name = s.segments[k].name;
        if (name.find_first_of(",\"\r\n") != std::string::npos)
            problems.add(fieldOf(k, "name"), "name \"" + name + "\" must not contain commas, quotes or line breaks");
        const std::string shown = segmentName(s, k);
        if (shown == "left" || shown == "right" || shown == "bottom" || shown == "top")
            problems.add(fieldOf(k, "name"), "name \"" + shown + "\" is the name of a side of the box");
        else if (!seen.insert(shown).second)
            problems.add(fieldOf(k, "name"), "name \"" + shown + "\" is used by another segment");
    }
}

/// A wall that moves inward must stop at least one largest diameter short of every segment,
/// or the disks between them would be crushed (as for two opposite walls).
void checkMovingWalls(const Scenario& s, double largestDiameter, Problems& problems)
{
    double left = s.width, right = 0.0, bottom = s.height, top = 0.0;  // extent of all segments
    for (const SegmentWall& w : s.segments) {
        left = std::min({left, w.x0, w.x1}), right = std::max({right, w.x0, w.x1});
        bottom = std::min({bottom, w.y0, w.y1}), top = std::max({top, w.y0, w.y1});
    }
    for (Side side : kAllSides) {
        const BoxWall& motion = s.wall(side);
        const bool low = side == Side::Left || side == Side::Bottom;
        const bool inward = low ? motion.velocity > 0.0 : motion.velocity < 0.0;
        if (!inward)
            continue;
        const std::string field = std::string("walls.") + sideName(side) + ".stopTime";
        if (!std::isfinite(motion.stopTime)) {
            problems.add(field, std::string("the ") + sideName(side) + " wall moves inward for ever and would reach the interior walls");
            continue;
        }
        const double reached = wallPosition(s, side, motion.stopTime);
        const double clearance = side == Side::Left ? left - reached
                               : side == Side::Right ? reached - right
                               : side == Side::Bottom ? bottom - reached : reached - top;
        if (clearance < largestDiameter)
            problems.add(field, std::string("the ") + sideName(side)
                                    + formatMessage(" wall stops %g from an interior wall, less than the largest disk diameter %g",
                                             clearance, largestDiameter));
    }
}

void checkDiskOverlaps(const Scenario& s, const std::vector<bool>& usable, double tolerance, Problems& problems)
{
    for (std::size_t k = 0; k < s.segments.size() && !problems.full(); ++k) {
        if (!usable[k])
            continue;
        const SegmentWall& w = s.segments[k];
        const kernels::SegmentGeometry geometry = kernels::segmentGeometry(w.x0, w.y0, w.x1, w.y1);
        for (std::size_t i = 0; i < s.disks.size() && !problems.full(); ++i) {
            const Disk& d = s.disks[i];
            const double distance = kernels::segmentDistance(geometry, d.x, d.y);
            if (distance < d.radius * (1.0 - tolerance))
                problems.add("", "overlaps " + describe(s, k) + formatMessage(": centre %g from it, radius %g", distance, d.radius),
                             static_cast<int>(i), static_cast<int>(k));
        }
    }
}

} // namespace

void validateSegments(const Scenario& s, double largestDiameter, bool checkDisks, const ValidationOptions& options,
                      std::size_t room, std::vector<ScenarioProblem>& list)
{
    if (s.segments.empty() || room == 0)
        return;
    Problems problems(list, room);
    if (s.boundary == Boundary::Periodic) {
        problems.add("segments", "interior walls need a walled box (boundary \"walls\"), not a periodic one");
        return;
    }
    if (!std::isfinite(s.width) || !std::isfinite(s.height))
        return;
    std::vector<bool> usable(s.segments.size());
    for (std::size_t k = 0; k < s.segments.size(); ++k)
        usable[k] = checkGeometry(s, k, problems);
    checkNames(s, problems);
    checkMovingWalls(s, largestDiameter, problems);
    if (checkDisks && !options.allowOverlaps)
        checkDiskOverlaps(s, usable, options.overlapTolerance, problems);
}

} // namespace disklab
