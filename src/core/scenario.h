#pragma once
// The scenario: everything needed to start a simulation, as a plain value.
// Engines copy what they need from it and never alias the caller's copy.

#include "core/aggregation_settings.h"
#include "core/engine_config.h"
#include "core/random.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace disklab {

struct Colour {
    std::uint8_t r = 70;
    std::uint8_t g = 110;
    std::uint8_t b = 200;
    friend bool operator==(const Colour&, const Colour&) = default;
};

/// One hard disk. Lengths, velocities and masses in the scenario's reduced units.
struct Disk {
    double x = 0.0;
    double y = 0.0;
    double vx = 0.0;
    double vy = 0.0;
    double radius = 0.5;
    double mass = 1.0;
    Colour colour;
    std::string label;
    /// Electric charge in the scenario's units; only the force engine feels it (ForceField).
    double charge = 0.0;
    friend bool operator==(const Disk&, const Disk&) = default;
};

enum class Boundary { Walls, Periodic };

/// The four sides of the box, in the order used by every per-side array.
enum class Side { Left = 0, Right = 1, Bottom = 2, Top = 3 };
inline constexpr std::array<Side, 4> kAllSides{Side::Left, Side::Right, Side::Bottom, Side::Top};

/// Name used in files and event logs: "left", "right", "bottom", "top".
const char* sideName(Side side);
/// The side a name names; nothing for any other text.
std::optional<Side> parseSide(std::string_view name);

/// One side of the box: how it moves (a piston) and whether it is a heater or cooler.
/// The side starts at its box position and moves along its normal axis (+x for left/right, +y
/// for bottom/top) at `velocity` until `stopTime`, then stays put. Only meaningful with
/// Boundary::Walls.
struct BoxWall {
    double velocity = 0.0;
    double stopTime = std::numeric_limits<double>::infinity();
    /// A thermal wall's kT: each disk that hits it leaves with a velocity drawn from the flux
    /// of a gas at this temperature (emitFromThermalWall, core/box_wall_hit.h). 0: elastic, the disk reflects.
    double temperature = 0.0;
    /// A free piston's mass (0: the wall follows velocity and stopTime). A free piston starts at
    /// its box position with `velocity`, is pushed inward by `pressure` times its length and
    /// moves as the gas and that push make it (core/free_piston.h); only the right wall can be one.
    double mass = 0.0;
    /// The pressure outside a free piston, pushing it into the box.
    double pressure = 0.0;
    /// How far out a free piston can go (x of the cylinder's end, at or beyond the box's width);
    /// none: the box's width. It bounces elastically off that end and off the opposite wall.
    std::optional<double> limit{};
    /// A free piston the lab's hand holds (Engine::holdPiston): it moves only as the hand moves
    /// it, so it keeps the volume while the gas and the outside pressure push on it in vain. A
    /// file's held piston starts at rest.
    bool held = false;
    bool isFreePiston() const { return mass > 0.0; }
    friend bool operator==(const BoxWall&, const BoxWall&) = default;
};

/// An interior straight wall from (x0, y0) to (x1, y1), fixed in place: both faces and both
/// endpoints are hard, so disks reflect off it elastically (v_n' = -v_n). It disappears at
/// removeTime (a partition that opens: free expansion, mixing) and never comes back. Only
/// meaningful with Boundary::Walls.
struct SegmentWall {
    double x0 = 0.0;
    double y0 = 0.0;
    double x1 = 0.0;
    double y1 = 0.0;
    double removeTime = std::numeric_limits<double>::infinity();
    std::string name{};  ///< shown in event logs; empty means "segment<k>", k its index
    friend bool operator==(const SegmentWall&, const SegmentWall&) = default;
};

/// The gas-laws lab's pump (core/pump.h): `count` disks like the scenario's first enter the box
/// one after another through an opening in a fixed wall, from `start` on, each once its spot
/// is free. Only the event-driven engine runs it.
struct Pump {
    /// The wall the opening is in: a fixed box wall, not a free piston.
    Side side = Side::Left;
    /// The opening's centre along the wall (y on the left and right walls, x on the bottom and
    /// top); none: the wall's middle.
    std::optional<double> position{};
    /// The opening's width: each try puts the disk at a point of it drawn at random, so a wider
    /// opening lets disks in faster; 0: three diameters. At least a diameter.
    double width = 0.0;
    /// How many disks are still to come.
    std::int32_t count = 0;
    /// kT of the gas the disks come from.
    double temperature = 1.0;
    /// Time between one entry (or a try at a spot that was taken) and the next; 0: the time a
    /// disk at the thermal speed takes to move one diameter (pumpInterval).
    double interval = 0.0;
    /// When the first disk tries to enter.
    double start = 0.0;
    friend bool operator==(const Pump&, const Pump&) = default;
};

/// A scenario's title and its description of what to observe, in one language.
struct ScenarioText {
    std::string title;
    std::string description;
    friend bool operator==(const ScenarioText&, const ScenarioText&) = default;
};

/// A spring between disks a and b (indices in file order): Hooke's force k (|r| - restLength)
/// along the line of centres. Only the force engine feels it.
struct Link {
    std::int32_t a = 0;
    std::int32_t b = 1;
    double stiffness = 1.0;   ///< k, force per unit length
    double restLength = 1.0;  ///< distance of the centres at which the spring pulls nothing
    friend bool operator==(const Link&, const Link&) = default;
};

/// A spring from a disk to a fixed point of the box (a pendulum's pivot): Hooke's law as a Link's,
/// the other end held where it is, so nothing but the spring can move it and no collision with it
/// is counted. (x, y) in the box's frame, like a disk's centre.
struct Anchor {
    std::int32_t disk = 0;
    double x = 0.0;
    double y = 0.0;
    double stiffness = 1.0;
    double restLength = 1.0;
    friend bool operator==(const Anchor&, const Anchor&) = default;
};

/// The forces between disks that only the force engine simulates (docs/forces.md): Coulomb's
/// law between charged disks, the springs of `links`, and a velocity damping. The defaults are
/// what a scenario without any of them means, so a file without them stays as it was.
struct ForceField {
    /// k in F = k q_i q_j r / (r^2 + softening^2)^(3/2): the 1/r^2 law of charges held on a plane.
    double coulombConstant = 1.0;
    /// Plummer softening length: keeps the force finite when two charges come close (0: none).
    double softening = 0.0;
    /// Damping rate gamma: every velocity decays as exp(-gamma t) on top of the forces (0: none).
    double damping = 0.0;
    std::vector<Link> links;
    std::vector<Anchor> anchors;
    friend bool operator==(const ForceField&, const ForceField&) = default;
};

/// The box is [0, width] x [0, height] at t = 0.
struct Scenario {
    std::string title;
    std::string description;
    /// Title and description in other languages, keyed by language code ("zh_CN", "ja");
    /// scenario_text.h picks the one to show.
    std::map<std::string, ScenarioText> translations;
    double width = 1.0;
    double height = 1.0;
    Boundary boundary = Boundary::Walls;
    std::array<BoxWall, 4> walls{};  ///< indexed by Side
    double gravityX = 0.0;
    double gravityY = 0.0;
    std::vector<Disk> disks;
    std::vector<SegmentWall> segments;  ///< interior walls, in file order
    ForceField forces;                  ///< charges' law, springs, damping (force engine only)
    std::uint64_t seed = 1;
    /// Where the engine's random streams stood when this scenario was saved from a run (by the
    /// streams' names, core/random_streams.h); empty for a run that starts its streams afresh
    /// from `seed`. A resumed run draws on where the saved one left off.
    std::map<std::string, RandomPosition> randomStreams;
    EngineConfig engine;
    /// Present: the disks stick on contact and the aggregation engine simulates the scenario.
    std::optional<AggregationSettings> aggregation;
    /// Present: disks are pumped in during the run (core/pump.h).
    std::optional<Pump> pump;
    friend bool operator==(const Scenario&, const Scenario&) = default;

    BoxWall& wall(Side side) { return walls[static_cast<int>(side)]; }
    const BoxWall& wall(Side side) const { return walls[static_cast<int>(side)]; }
    bool hasMovingWalls() const;
    /// Whether any side is a thermal wall (BoxWall::temperature > 0).
    bool hasThermalWalls() const;
    /// Whether the right wall is a free piston (BoxWall::mass > 0).
    bool hasFreePiston() const { return walls[static_cast<int>(Side::Right)].isFreePiston(); }
    /// Whether any disk is charged or any link exists: forces only the force engine simulates.
    bool hasForces() const;
    double area() const { return width * height; }
};

/// Name of interior wall k in files and event logs: its own name, or "segment<k>".
std::string segmentName(const Scenario& scenario, std::size_t k);

/// Position of a side's wall (x for left/right, y for bottom/top) at simulated time t. A free
/// piston's is its start: where it is later is the engine's state (Snapshot::wallPositions).
/// Inline: the exact engine asks for four walls in every prediction.
inline double wallPosition(const Scenario& scenario, Side side, double t)
{
    const BoxWall& motion = scenario.wall(side);
    const double start = (side == Side::Left || side == Side::Bottom) ? 0.0
                       : (side == Side::Right ? scenario.width : scenario.height);
    if (motion.isFreePiston())
        return start;  // where it starts: only the engine knows where the gas has pushed it since
    return start + motion.velocity * std::min(t, motion.stopTime);
}

/// Velocity of a side's wall along its normal axis at simulated time t; a free piston's is the
/// one it starts with.
inline double wallVelocity(const Scenario& scenario, Side side, double t)
{
    const BoxWall& motion = scenario.wall(side);
    return motion.isFreePiston() || t < motion.stopTime ? motion.velocity : 0.0;
}

/// The built-in default: a dilute ideal gas of a few hundred disks in a walled box at kT = 1.
Scenario defaultScenario();

} // namespace disklab
