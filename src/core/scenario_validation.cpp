#include "core/scenario_validation.h"

#include "core/free_piston.h"
#include "core/pump.h"
#include "core/random_streams.h"
#include "core/message_format.h"
#include "core/overlap_check.h"
#include "core/segment_validation.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>

namespace disklab {
namespace {

class ProblemList {
public:
    explicit ProblemList(std::size_t limit) : m_limit(limit) {}
    void add(int disk, std::string field, std::string message, int other = -1)
    {
        if (m_problems.size() < m_limit)
            m_problems.push_back({disk, other, -1, std::move(field), std::move(message)});
    }
    bool full() const { return m_problems.size() >= m_limit; }
    std::size_t size() const { return m_problems.size(); }
    std::vector<ScenarioProblem> take() { return std::move(m_problems); }

private:
    std::size_t m_limit;
    std::vector<ScenarioProblem> m_problems;
};

bool finite(double v) { return std::isfinite(v); }

/// How far, relative to the box, a disk may poke through a wall (round-off in files) and still
/// count as inside, touching it.
constexpr double kWallSlack = 1e-12;

void checkBox(const Scenario& s, ProblemList& problems)
{
    if (!finite(s.width) || s.width <= 0.0)
        problems.add(-1, "width", formatMessage("box width must be a positive number, got %g", s.width));
    if (!finite(s.height) || s.height <= 0.0)
        problems.add(-1, "height", formatMessage("box height must be a positive number, got %g", s.height));
    if (!finite(s.gravityX) || !finite(s.gravityY))
        problems.add(-1, "gravity", "gravity must be finite");
    if (!finite(s.engine.dt) || s.engine.dt <= 0.0)
        problems.add(-1, "engine.dt", formatMessage("time step must be a positive number, got %g", s.engine.dt));
}

/// The force field, the links and the force engine's settings; charges are checked with the disks.
void checkForces(const Scenario& s, ProblemList& problems)
{
    const ForceField& f = s.forces;
    if (!finite(f.coulombConstant))
        problems.add(-1, "forces.coulomb", "the Coulomb constant must be finite");
    if (!finite(f.softening) || f.softening < 0.0)
        problems.add(-1, "forces.softening", formatMessage("softening must be a number >= 0, got %g", f.softening));
    if (!finite(f.damping) || f.damping < 0.0)
        problems.add(-1, "forces.damping", formatMessage("damping must be a number >= 0, got %g", f.damping));
    if (!finite(s.engine.theta) || s.engine.theta < 0.0)
        problems.add(-1, "engine.theta", formatMessage("theta must be a number >= 0, got %g", s.engine.theta));
    const auto n = static_cast<std::int64_t>(s.disks.size());
    for (std::size_t k = 0; k < f.links.size(); ++k) {
        const Link& link = f.links[k];
        const std::string field = "forces.links[" + std::to_string(k) + "].";
        for (auto [end, index] : {std::pair{"a", link.a}, std::pair{"b", link.b}}) {
            if (index < 0 || index >= n)
                problems.add(-1, field + end, formatMessage("disk index %g is not one of the %g disks",
                                                            double(index), double(n)));
        }
        if (link.a == link.b)
            problems.add(-1, field + "b", "a link must join two different disks");
        if (!finite(link.stiffness) || link.stiffness < 0.0)
            problems.add(-1, field + "stiffness", formatMessage("stiffness must be a number >= 0, got %g", link.stiffness));
        if (!finite(link.restLength) || link.restLength < 0.0)
            problems.add(-1, field + "restLength", formatMessage("rest length must be a number >= 0, got %g", link.restLength));
    }
    for (std::size_t k = 0; k < f.anchors.size(); ++k) {
        const Anchor& anchor = f.anchors[k];
        const std::string field = "forces.anchors[" + std::to_string(k) + "].";
        if (anchor.disk < 0 || anchor.disk >= n)
            problems.add(-1, field + "disk", formatMessage("disk index %g is not one of the %g disks",
                                                            double(anchor.disk), double(n)));
        if (!finite(anchor.x) || anchor.x < 0.0 || anchor.x > s.width)
            problems.add(-1, field + "x", formatMessage("the anchor must be in the box, x from 0 to %g, got %g", s.width, anchor.x));
        if (!finite(anchor.y) || anchor.y < 0.0 || anchor.y > s.height)
            problems.add(-1, field + "y", formatMessage("the anchor must be in the box, y from 0 to %g, got %g", s.height, anchor.y));
        if (!finite(anchor.stiffness) || anchor.stiffness < 0.0)
            problems.add(-1, field + "stiffness", formatMessage("stiffness must be a number >= 0, got %g", anchor.stiffness));
        if (!finite(anchor.restLength) || anchor.restLength < 0.0)
            problems.add(-1, field + "restLength", formatMessage("rest length must be a number >= 0, got %g", anchor.restLength));
    }
    if (s.engine.kind != EngineKind::Force && s.hasForces())
        problems.add(-1, "engine.engine", kForcesNeedForceEngine);
    if (s.engine.kind == EngineKind::Force && s.boundary == Boundary::Periodic)
        problems.add(-1, "boundary", kForceEngineNeedsWalls);
}

void checkWalls(const Scenario& s, double largestDiameter, ProblemList& problems)
{
    for (Side side : kAllSides) {
        const BoxWall& w = s.wall(side);
        const std::string field = std::string("walls.") + sideName(side);
        if (!finite(w.velocity))
            problems.add(-1, field + ".velocity", "wall velocity must be finite");
        if (std::isnan(w.stopTime) || w.stopTime < 0.0)
            problems.add(-1, field + ".stopTime", formatMessage("stop time must be >= 0, got %g", w.stopTime));
        if (w.velocity != 0.0 && s.boundary == Boundary::Periodic)
            problems.add(-1, field + ".velocity", "a periodic box has no walls to move");
        if (!finite(w.temperature) || w.temperature < 0.0)
            problems.add(-1, field + ".temperature",
                         formatMessage("wall temperature must be >= 0 (0: elastic), got %g", w.temperature));
        else if (w.temperature > 0.0 && s.boundary == Boundary::Periodic)
            problems.add(-1, field + ".temperature", "a periodic box has no walls to heat or cool");
        if (!finite(w.mass) || w.mass < 0.0)
            problems.add(-1, field + ".mass", formatMessage("a piston's mass must be >= 0 (0: not free), got %g", w.mass));
        else if (w.mass > 0.0 && side != Side::Right)
            problems.add(-1, field + ".mass", "only the right wall can be a free piston");
        if (!finite(w.pressure) || w.pressure < 0.0)
            problems.add(-1, field + ".pressure", formatMessage("the pressure outside a piston must be >= 0, got %g", w.pressure));
        else if (w.pressure > 0.0 && !w.isFreePiston())
            problems.add(-1, field + ".pressure", "only a free piston feels the pressure outside: give the wall a mass");
        if (w.limit && !w.isFreePiston())
            problems.add(-1, field + ".limit", "only a free piston has a cylinder end: give the wall a mass");
        if (w.held && !w.isFreePiston())
            problems.add(-1, field + ".held", "only a free piston can be held: give the wall a mass");
    }
    if (s.boundary == Boundary::Periodic || !finite(s.width) || !finite(s.height))
        return;
    // Opposite walls must never come closer than the largest diameter. The gap is piecewise
    // linear in time, so its minimum is at t = 0, at a stop time, or at infinity.
    const std::pair<Side, Side> pairs[] = {{Side::Left, Side::Right}, {Side::Bottom, Side::Top}};
    for (const auto& pair : pairs) {
        // Plain variables, not a structured binding: the lambda below captures them, which
        // clang before 16 refuses for bindings.
        const Side low = pair.first;
        const Side high = pair.second;
        const BoxWall& a = s.wall(low);
        const BoxWall& b = s.wall(high);
        const std::string field = std::string("walls.") + sideName(high) + ".stopTime";
        const std::string names = std::string(sideName(low)) + " and " + sideName(high) + " walls";
        auto gapAt = [&](double t) { return wallPosition(s, high, t) - wallPosition(s, low, t); };
        auto movesForever = [](const BoxWall& w) { return w.velocity != 0.0 && !finite(w.stopTime) && !w.isFreePiston(); };
        const double finalClosing = (movesForever(a) ? a.velocity : 0.0) - (movesForever(b) ? b.velocity : 0.0);
        if (finalClosing > 0.0) {
            problems.add(-1, field, names + " approach each other forever; give the moving wall a stop time");
            continue;
        }
        double smallest = gapAt(0.0);
        for (const BoxWall* w : {&a, &b})
            if (w->velocity != 0.0 && finite(w->stopTime))
                smallest = std::min(smallest, gapAt(w->stopTime));
        if (smallest < largestDiameter)
            problems.add(-1, field, names + formatMessage(" close to a gap of %g, less than the largest disk diameter %g",
                                                   smallest, largestDiameter));
    }
}

/// The pump lets disks into a plain walled box on the exact engine (core/pump.h).
void checkPump(const Scenario& s, ProblemList& problems)
{
    if (!s.pump)
        return;
    if (const auto problem = pumpProblem(s, *s.pump, s.pump->start))
        problems.add(-1, problem->field, problem->message);
    if (s.engine.kind != EngineKind::EventDriven)
        problems.add(-1, "engine.engine", kPumpNeedsEventDriven);
}

/// A free piston moves only as the gas and the pressure outside push it, along x, which the
/// event-driven engine follows exactly as long as nothing else changes its length or path.
void checkFreePiston(const Scenario& s, ProblemList& problems)
{
    const BoxWall& piston = s.wall(Side::Right);
    if (!piston.isFreePiston() || !finite(piston.mass))
        return;
    const std::string field = "walls.right.";
    if (s.boundary == Boundary::Periodic)
        problems.add(-1, field + "mass", "a periodic box has no wall to make a piston of");
    if (piston.temperature > 0.0)
        problems.add(-1, field + "temperature",
                     "a free piston is elastic; to hold the temperature, make the other walls heaters or coolers");
    if (finite(piston.stopTime))
        problems.add(-1, field + "stopTime", "a free piston moves as the gas pushes it: it has no stop time");
    if (piston.held && piston.velocity != 0.0)
        problems.add(-1, field + "velocity",
                     formatMessage("a held piston starts at rest, where the hand holds it; got velocity %g", piston.velocity));
    if (piston.limit && (!finite(*piston.limit) || *piston.limit < s.width))
        problems.add(-1, field + "limit",
                     formatMessage("the piston's cylinder must end at or beyond the box's width %g, got %g", s.width,
                                   *piston.limit));
    else if (piston.limit && *piston.limit > longestPistonLimit(s))
        problems.add(-1, field + "limit",
                     formatMessage("the piston's cylinder may reach at most x = %g (the exact engine covers it "
                                   "with cells a disk wide, %g at most), got %g",
                                   longestPistonLimit(s), kMostCylinderCells, *piston.limit));
    for (Side side : {Side::Left, Side::Bottom, Side::Top}) {
        if (s.wall(side).velocity != 0.0)
            problems.add(-1, std::string("walls.") + sideName(side) + ".velocity",
                         "with a free piston the other walls stay in place");
    }
    if (s.gravityX != 0.0 || s.gravityY != 0.0)
        problems.add(-1, "gravity.x", "a free piston needs a gas without gravity");
    if (!s.segments.empty())
        problems.add(-1, "segments", "a free piston needs a box without interior walls, which it would run into");
    if (s.engine.kind != EngineKind::EventDriven || s.aggregation)
        problems.add(-1, "engine.engine", kFreePistonNeedsEventDriven);
}

/// A saved aggregation state's clusters: each two disks or more of the scenario, in ascending
/// order, no disk in two clusters. (That their members touch, the engine checks as it joins them.)
void checkSavedClusters(const Scenario& s, ProblemList& problems)
{
    if (!s.aggregation)
        return;
    std::vector<char> inCluster(s.disks.size(), 0);
    for (std::size_t k = 0; k < s.aggregation->clusters.size(); ++k) {
        const std::vector<std::int32_t>& members = s.aggregation->clusters[k];
        const std::string field = "aggregation.clusters[" + std::to_string(k) + "]";
        if (members.size() < 2)
            problems.add(-1, field, "a cluster needs two disks or more");
        for (std::size_t m = 0; m < members.size(); ++m) {
            const auto disk = static_cast<std::size_t>(members[m]);
            if (disk >= s.disks.size()) {
                problems.add(-1, field, "disk " + std::to_string(disk) + " does not exist (there are "
                                            + std::to_string(s.disks.size()) + " disks)");
            } else if (inCluster[disk]++) {
                problems.add(-1, field, "disk " + std::to_string(disk) + " is in another cluster too");
            } else if (m > 0 && members[m] <= members[m - 1]) {
                problems.add(-1, field, "disk indices must be in ascending order");
            }
        }
    }
}

/// A periodic box has no floor: under gravity the whole gas would free-fall for ever, its
/// centre-of-mass speed (counted in the temperature) growing without bound, and heights
/// would wrap, so no figure measured from such a run means anything.
/// A saved state's random streams: known names, states the generator can take up.
void checkRandomStreams(const Scenario& s, ProblemList& problems)
{
    for (const auto& [name, position] : s.randomStreams) {
        const std::string field = "random_streams." + name;
        if (!isRandomStreamName(name))
            problems.add(-1, field, "unknown random stream; expected walls, motion or sticking");
        else if (!Random::at(position))
            problems.add(-1, field + ".state", std::string(kNotAStreamState));
        else if (position.spare && !finite(*position.spare))
            problems.add(-1, field + ".spare", "the pending normal deviate must be finite");
    }
}

void checkGravityAlongPeriodicAxes(const Scenario& s, ProblemList& problems)
{
    if (s.boundary != Boundary::Periodic)
        return;
    const std::pair<const char*, double> components[] = {{"x", s.gravityX}, {"y", s.gravityY}};
    for (auto [axis, g] : components) {
        if (g == 0.0 || !finite(g))
            continue;
        const std::string a(axis);
        problems.add(-1, "gravity." + a,
                     "gravity points along " + a + ", but the box is periodic in " + a
                         + ": the gas would fall for ever; give the box walls (boundary \"walls\") or set gravity."
                         + a + " to 0");
    }
}

void checkDisk(const Scenario& s, int i, ProblemList& problems)
{
    const Disk& d = s.disks[static_cast<std::size_t>(i)];
    const std::pair<const char*, double> numbers[] = {{"x", d.x},           {"y", d.y},       {"vx", d.vx},
                                                      {"vy", d.vy},         {"radius", d.radius}, {"mass", d.mass},
                                                      {"charge", d.charge}};
    bool allFinite = true;
    for (auto [name, value] : numbers) {
        if (!finite(value)) {
            problems.add(i, name, std::string(name) + " is " + (std::isnan(value) ? "NaN" : "infinite"));
            allFinite = false;
        }
    }
    if (!allFinite)
        return;
    if (d.radius <= 0.0)
        problems.add(i, "radius", formatMessage("radius must be positive, got %g", d.radius));
    if (d.mass <= 0.0)
        problems.add(i, "mass", formatMessage("mass must be positive, got %g", d.mass));
    if (d.radius <= 0.0)
        return;
    const double slackX = kWallSlack * s.width;
    const double slackY = kWallSlack * s.height;
    const bool walls = s.boundary == Boundary::Walls;
    const double marginX = walls ? d.radius : 0.0;
    const double marginY = walls ? d.radius : 0.0;
    if (d.x < marginX - slackX || d.x > s.width - marginX + slackX || d.y < marginY - slackY
        || d.y > s.height - marginY + slackY) {
        problems.add(i, "x", formatMessage(walls ? "disk at (%g, %g) with radius %g is not inside the box"
                                          : "disk centre (%g, %g) is outside the periodic cell",
                                    d.x, d.y, d.radius)
                                 + formatMessage(" [0, %g] x [0, %g]", s.width, s.height));
    }
}

/// A disk at rest on a wall that gravity presses it against would need a normal force, which
/// hard-disk dynamics does not have: the exact engine sees no closing motion and lets it sink
/// through. Touching means within the slack of the inside-the-box check; at rest means no speed
/// at all across the wall (any, however small, makes it bounce, which the engines do exactly).
void checkResting(const Scenario& s, int i, ProblemList& problems)
{
    if (s.boundary != Boundary::Walls || (s.gravityX == 0.0 && s.gravityY == 0.0))
        return;
    const Disk& d = s.disks[static_cast<std::size_t>(i)];
    for (Side side : kAllSides) {
        const bool horizontal = side == Side::Left || side == Side::Right;
        const double towards = (side == Side::Right || side == Side::Top) ? 1.0 : -1.0;  // outward normal
        const double centre = horizontal ? d.x : d.y;
        const double gap = towards * (wallPosition(s, side, 0.0) - centre) - d.radius;
        const double speed = towards * ((horizontal ? d.vx : d.vy) - s.wall(side).velocity);
        const double pull = towards * (horizontal ? s.gravityX : s.gravityY);
        if (std::abs(gap) <= kWallSlack * (horizontal ? s.width : s.height) && speed == 0.0 && pull > 0.0) {
            problems.add(i, horizontal ? "x" : "y",
                         std::string("rests on the ") + sideName(side)
                             + " wall with gravity pressing it there; hard disks have no force to hold it there, so "
                               "the exact engine would let it sink: lift it a little (it then bounces that high) "
                               "or give it a speed away from the wall");
        }
    }
}

void checkOverlaps(const Scenario& s, double tolerance, ProblemList& problems)
{
    std::vector<double> x, y;
    x.reserve(s.disks.size());
    y.reserve(s.disks.size());
    for (const Disk& d : s.disks) {
        x.push_back(d.x);
        y.push_back(d.y);
    }
    forEachOverlap(s, x, y, tolerance, [&](int i, int j, double distance, double contact) {
        problems.add(i, "x",
                     formatMessage("overlaps disk %g: centres %g apart, radii sum to %g", static_cast<double>(j), distance, contact),
                     j);
        return !problems.full();
    });
}

} // namespace

std::vector<ScenarioProblem> validateScenario(const Scenario& s, const ValidationOptions& options)
{
    ProblemList problems(options.maxProblems);
    checkBox(s, problems);
    checkGravityAlongPeriodicAxes(s, problems);
    checkForces(s, problems);
    double largestDiameter = 0.0;
    const std::size_t problemsBeforeDisks = problems.size();
    for (int i = 0; i < static_cast<int>(s.disks.size()); ++i) {
        const std::size_t before = problems.size();
        checkDisk(s, i, problems);
        if (problems.size() == before)
            checkResting(s, i, problems);
        if (std::isfinite(s.disks[i].radius) && s.disks[i].radius > 0.0)
            largestDiameter = std::max(largestDiameter, 2.0 * s.disks[i].radius);
    }
    const bool disksValid = problems.size() == problemsBeforeDisks;
    checkWalls(s, largestDiameter, problems);
    checkFreePiston(s, problems);
    checkPump(s, problems);
    checkSavedClusters(s, problems);
    checkRandomStreams(s, problems);
    if (s.boundary == Boundary::Periodic && std::isfinite(s.width) && std::isfinite(s.height)
        && std::min(s.width, s.height) < 3.0 * largestDiameter * (1.0 + 1e-8))
        problems.add(-1, "width", formatMessage("periodic box %g x %g is smaller than three diameters (%g) of the largest disk",
                                         s.width, s.height, 3.0 * largestDiameter));
    if (disksValid && !options.allowOverlaps && largestDiameter > 0.0 && !problems.full())
        checkOverlaps(s, options.overlapTolerance, problems);
    std::vector<ScenarioProblem> list = problems.take();
    validateSegments(s, largestDiameter, disksValid, options,
                     options.maxProblems > list.size() ? options.maxProblems - list.size() : 0, list);
    return list;
}

} // namespace disklab
