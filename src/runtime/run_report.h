#pragma once
// The figures of one measured run, typed: what `run --json` prints (docs/architecture.md, The
// command-line contract, turns them into keys at the CLI's edge, cli/front_end/report_json.h) and what
// comparison mode shows. Reduced units with k_B = 1, describing the measured window only.

#include "core/engine.h"
#include "core/scenario.h"
#include "runtime/compressibility_cuts.h"
#include "runtime/error_blocks.h"

#include <QString>

#include <array>
#include <cstdint>
#include <optional>

namespace disklab {

struct RunMeasurement {
    EngineKind engine = EngineKind::EventDriven;
    const Scenario* scenario = nullptr;
    Snapshot first;           ///< at the start of the measured window
    Totals firstTotals;
    Snapshot last;            ///< at its end
    Totals lastTotals;
    double wallSeconds = 0.0; ///< wall-clock time spent simulating the window
    /// Where the window is cut to average Z while walls move: advance the engine through it.
    CompressibilityCuts cuts;
    /// Where a window of known length is cut for the figures' errors: advance the engine
    /// through it (it passes the cuts); without blocks the report has no errors.
    ErrorBlocks blocks;
};

/// A measurement whose window starts at the engine's current state. Engine thread.
RunMeasurement startMeasurement(EngineKind kind, const Scenario& scenario, const Engine& engine);

/// Closes the window at the engine's current state, `seconds` of wall clock after it began.
/// Engine thread.
void finishMeasurement(RunMeasurement& run, const Engine& engine, double seconds);

/// The contract's figures plus a few more (pair/wall collisions, cell crossings, momentum and
/// its drift against wall impulses and gravity, each wall's pressure). Figures that do not exist
/// for a run (a periodic side's pressure, Z under gravity) are empty.
struct RunReport {
    EngineKind engine = EngineKind::EventDriven;
    std::size_t disks = 0;
    double area = 0.0;         ///< mean over the window while walls move
    Boundary boundary = Boundary::Walls;
    double time = 0.0;         ///< the window's simulated duration
    std::uint64_t events = 0;
    std::uint64_t collisions = 0;
    std::uint64_t pairCollisions = 0;
    std::uint64_t wallCollisions = 0;
    std::uint64_t cellCrossings = 0;
    double wallSeconds = 0.0;
    double collisionsPerSecond = 0.0;  ///< of wall-clock time
    double eventsPerSecond = 0.0;
    double kineticEnergy = 0.0;        ///< at the end
    double temperature = 0.0;          ///< time average (at the end for an empty window)
    double pressure = 0.0;
    std::array<std::optional<double>, 4> wallPressure{};  ///< by Side
    /// Standard errors of the time averages by blocking over the window's blocks
    /// (core/blocked_error.h); none without blocks, or where the figure is none.
    std::optional<double> temperatureError;
    std::optional<double> pressureError;
    std::array<std::optional<double>, 4> wallPressureError{};
    std::optional<double> compressibility;
    std::optional<double> compressibilityInterval;  ///< between cuts, while walls move
    double energyDrift = 0.0;          ///< net of wallWork, wallHeat and handWork
    double wallWork = 0.0;             ///< the moving walls' work on the disks in the window
    double wallHeat = 0.0;             ///< the thermal walls' heat given to the disks in the window
    double momentumX = 0.0, momentumY = 0.0;
    double momentumDrift = 0.0;
    /// A free piston's place and velocity at the end, and its kinetic energy plus P_ext A, which
    /// the energy balance counts with the gas's; none without one.
    std::optional<double> pistonPosition, pistonVelocity, pistonEnergy;
    /// The work the lab's hand did on the free piston in the window (Totals::handWork); none
    /// without a free piston.
    std::optional<double> handWork;
    std::uint64_t overlaps = 0;        ///< overlapping pairs at the end
    double maxOverlap = 0.0;           ///< deepest at the end
};

/// The figures of a finished measurement. Engine thread or any, once finished.
RunReport runReport(const RunMeasurement& run);

} // namespace disklab
