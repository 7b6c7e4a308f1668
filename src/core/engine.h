#pragma once
// The interface every simulation engine offers to the runtime, the CLI and the tests.
// Engines are single-threaded objects: one thread at a time may call them.

#include "core/aggregation_stats.h"
#include "core/scenario.h"
#include "core/time_driven_stats.h"

#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace disklab {

/// State of all disks at one simulated time, in scenario order. Immutable once made.
struct Snapshot {
    double time = 0.0;
    std::vector<double> x, y, vx, vy;
    std::array<double, 4> wallPositions{};  ///< indexed by Side
    std::array<double, 4> wallVelocities{};  ///< along each wall's normal axis, indexed by Side
    double outsidePressure = 0.0;  ///< pushing a free piston in at this time (0 without one)
    std::size_t size() const { return x.size(); }
};

/// The one numbering of what a disk can hit besides another disk: a box wall by its Side
/// (0 .. 3), interior wall k (Scenario::segments[k]) as kFirstSegmentWall + k. The event log's
/// CollisionRecord::b of a wall hit, and the engines' own events, use it.
using WallIndex = std::int32_t;
inline constexpr WallIndex kFirstSegmentWall = 4;
inline constexpr WallIndex boxWall(Side side) { return static_cast<WallIndex>(side); }
inline constexpr WallIndex segmentWall(std::int32_t segment) { return kFirstSegmentWall + segment; }
inline constexpr bool isSegmentWall(WallIndex wall) { return wall >= kFirstSegmentWall; }
inline constexpr Side sideOf(WallIndex wall) { return static_cast<Side>(wall); }               ///< a box wall
inline constexpr std::int32_t segmentOf(WallIndex wall) { return wall - kFirstSegmentWall; }  ///< an interior wall

/// A collision as written to the event log: pair (b = other disk) or wall (b = its WallIndex).
struct CollisionRecord {
    enum class Kind : std::uint8_t { Pair, Wall };
    double time = 0.0;
    Kind kind = Kind::Pair;
    std::int32_t a = 0;
    std::int32_t b = 0;
    /// Disk a's and (a pair's) disk b's velocities just after the collision, which start their
    /// next free flights (core/free_paths.h). The exact engine gives them; engines that resolve
    /// contacts inside a step leave NaN, having no single moment after the contact.
    std::array<double, 2> velocityA{kNoVelocity, kNoVelocity};
    std::array<double, 2> velocityB{kNoVelocity, kNoVelocity};
    static constexpr double kNoVelocity = std::numeric_limits<double>::quiet_NaN();
};

/// Name of the wall in a wall CollisionRecord: "left", "right", "bottom", "top", or the interior
/// wall's name (segmentName). Any thread.
inline std::string wallName(const Scenario& scenario, WallIndex wall)
{
    if (!isSegmentWall(wall))
        return sideName(sideOf(wall));
    return segmentName(scenario, static_cast<std::size_t>(segmentOf(wall)));
}

/// Running totals since t = 0. Differences of two Totals describe a measurement window.
struct Totals {
    double time = 0.0;
    std::uint64_t events = 0;          ///< collisions + cell crossings + wall stops + segment removals + a free piston's own events
    std::uint64_t collisions = 0;      ///< pair + wall collisions
    std::uint64_t pairCollisions = 0;
    std::uint64_t wallCollisions = 0;
    std::uint64_t cellCrossings = 0;   ///< or, in a dense gas on neighbour lists, shell exits
    std::array<double, 4> wallImpulse{};  ///< normal impulse each wall gave the disks (>= 0)
    std::array<double, 2> segmentImpulse{};  ///< impulse (x, y) the interior walls gave the disks
    std::array<double, 2> wallShearImpulse{};  ///< impulse (x, y) along the thermal walls, which re-draw it
    double virial = 0.0;               ///< sum over pair collisions of r_ij . delta p = 2 mu |b_ij|
    double kineticIntegral = 0.0;      ///< integral of kinetic energy over time
    double wallWork = 0.0;             ///< work done on the disks by moving walls
    double wallHeat = 0.0;             ///< heat the thermal walls gave the disks (< 0: taken)
    double wrapPotential = 0.0;        ///< potential energy change from periodic re-wrapping under gravity
    double pistonPositionIntegral = 0.0;  ///< integral over time of a free piston's x (0 without one)
    double pumpedEnergy = 0.0;         ///< kinetic energy of the disks the pump brought in
    double pressureStepWork = 0.0;     ///< sum over changes of the outside pressure of (P' - P) H x_piston
    double handWork = 0.0;             ///< work the lab's hand did on the free piston while holding it
};

/// One moment of a run: where every disk is, and the running totals up to then.
struct StateAndTotals {
    Snapshot state;
    Totals totals;
};

class Engine {
public:
    virtual ~Engine() = default;
    /// Advances to simulated time t (>= time()), processing every event up to it.
    virtual void advanceTo(double t) = 0;
    /// Advances until `count` more collisions have happened. Returns false when the engine
    /// cannot get there: no event is left (an exact engine stops at its last one), or nothing
    /// moves (a stepper then does nothing). An exact engine ends at the count-th collision; a
    /// stepper ends on the step in which it is reached, which may resolve more.
    virtual bool advanceCollisions(std::uint64_t count) = 0;
    /// The first time at or after t (>= time()) where the engine stops without extra work:
    /// callers that may overshoot a little (a frame, a slice of a tick) aim there. t itself for
    /// an engine that stops anywhere; a stepper's next grid point (core/step_grid.h).
    virtual double nextStopTime(double t) const = 0;
    /// Current simulated time.
    virtual double time() const = 0;
    /// All disks at the current time. O(N).
    virtual Snapshot snapshot() const = 0;
    /// Running totals up to the current time. O(N): includes the flights not yet closed.
    virtual Totals totals() const = 0;
    /// totals().collisions without the walk: what a caller that counts collisions after every
    /// slice of a live run asks (at 10^6 disks a walk costs milliseconds).
    virtual std::uint64_t collisions() const { return totals().collisions; }
    /// snapshot() and totals() together, as a live view asks for them every frame. Engines whose
    /// totals walk every disk override it to walk them once (at 10^6 disks each walk is a
    /// pass through memory that takes milliseconds).
    virtual StateAndTotals snapshotAndTotals() const { return {snapshot(), totals()}; }
    /// The scenario the engine was built from (radii, masses, walls, gravity).
    virtual const Scenario& scenario() const = 0;
    /// Called for every collision, in order. Pass an empty function to stop logging.
    virtual void setCollisionListener(std::function<void(const CollisionRecord&)> listener) = 0;
    /// A fixed-step engine's errors and costs, for the reports that print them; nothing for an
    /// exact engine. One optional of one struct rather than a general list of figures: the
    /// stepper is the only engine with figures of its own, and its readers (run, compare, the
    /// comparison window) want them typed. An engine with figures of another kind adds its own
    /// optional here. O(N) for a stepper (the drifts are computed on request).
    virtual std::optional<TimeDrivenStats> timeDrivenStats() const { return std::nullopt; }
    /// The aggregation engine's clusters, merges and detection costs; nothing for the others.
    /// O(1) apart from copying the list of clusters formed.
    virtual std::optional<AggregationStats> aggregationStats() const { return std::nullopt; }
    /// Where each of the engine's random streams stands now, by name (core/random_streams.h),
    /// for a saved state to carry; none for an engine that draws nothing.
    virtual std::map<std::string, RandomPosition> randomStreams() const { return {}; }
    /// The engine's whole inner state (core/state_archive.h), to the bit: positions, velocities
    /// and local clocks, the pending events in their tie order, cells and lists, the random
    /// streams, counters and totals. A checkpoint keeps it with scenario() (runtime/checkpoint.h).
    /// O(N); taking it changes nothing in the run.
    virtual std::vector<std::byte> innerState() const;
    /// Puts an engine of the same kind, built from the same scenario and settings, back where
    /// innerState() was taken, `scenario` being scenario() then (the lab's controls change it):
    /// from there it runs exactly as the engine it was taken from. Throws std::invalid_argument
    /// when the bytes are not such a state.
    virtual void restoreInnerState(const Scenario& scenario, std::span<const std::byte> state);

    // The gas-laws lab's controls (docs/physics.md, "The lab's controls"): changes made at time()
    // while a run goes on, which scenario() then shows. Only the exact engine has them, so that
    // every number a student reads stays exact; the others throw std::invalid_argument with
    // kLabNeedsEventDriven. Each throws std::invalid_argument naming the field of a bad request.
    /// Makes box wall `side` a heater or cooler at kT (0: elastic again).
    virtual void setWallTemperature(Side side, double kT);
    /// Sets the pressure outside the free piston; the step's work (P' - P) H x counts in
    /// Totals::pressureStepWork.
    virtual void setOutsidePressure(double pressure);
    /// Starts `pump` (core/pump.h) now, whatever its start time says: its disks enter from now
    /// on, each once its spot is free. Replaces a pump still running; disks already in stay.
    virtual void startPump(const Pump& pump);
    /// The lab's hand takes the free piston, if it does not hold it yet, and moves it towards x at
    /// `speed`, then holds it there at rest. While held the piston is a wall moving at the hand's
    /// velocity, which the disks feel exactly; the work the hand does (on the disks, against the
    /// outside pressure, and in setting the piston's velocity) counts in Totals::handWork. x is
    /// kept within the cylinder, and no further in than where the disks would cover
    /// kDensestHandPush of the box (core/free_piston.h).
    virtual void holdPiston(double x, double speed);
    /// The hand lets the piston go: it flies on from where it is, at the velocity it has, pushed
    /// by the gas and the outside pressure. Nothing happens if the hand did not hold it.
    virtual void releasePiston();
};

/// Why every engine but the event-driven one refuses the lab's controls.
inline constexpr const char* kLabNeedsEventDriven =
    "the lab's heater, piston pressure, pump and hand need the event-driven engine (engine \"event\"), "
    "which keeps every reading exact";

/// Why an engine without checkpoints refuses them.
inline constexpr const char* kNoCheckpoints = "this engine keeps no checkpoints";

inline std::vector<std::byte> Engine::innerState() const { throw std::invalid_argument(kNoCheckpoints); }
inline void Engine::restoreInnerState(const Scenario&, std::span<const std::byte>)
{
    throw std::invalid_argument(kNoCheckpoints);
}
inline void Engine::setWallTemperature(Side, double) { throw std::invalid_argument(kLabNeedsEventDriven); }
inline void Engine::setOutsidePressure(double) { throw std::invalid_argument(kLabNeedsEventDriven); }
inline void Engine::startPump(const Pump&) { throw std::invalid_argument(kLabNeedsEventDriven); }
inline void Engine::holdPiston(double, double) { throw std::invalid_argument(kLabNeedsEventDriven); }
inline void Engine::releasePiston() { throw std::invalid_argument(kLabNeedsEventDriven); }

} // namespace disklab
