#pragma once
// The measured window of `disklab-cli run` without rows, and its typed report: shared by the
// command and by the Python module, so both give the same figures for the same scenario.

#include "core/engine.h"
#include "core/free_paths.h"
#include "core/scenario.h"
#include "front_end/window_report.h"
#include "runtime/run_report.h"

#include <cstdint>
#include <functional>
#include <optional>

namespace disklab::cli {

/// Advances `engine` through the window `run` has started: `until` units of simulated time, or
/// else `events` collisions, stopping at every compressibility cut on the way, and for `until` at
/// the end of each of its error blocks (runtime/error_blocks.h).
void advanceWindow(Engine& engine, const Scenario& scenario, std::optional<double> until,
                   std::optional<std::uint64_t> events, RunMeasurement& run);

/// The report of the finished window `run`: the run report, its structure (psi6 of the last
/// state, the free paths `freePaths` gathered), a stepper's figures since `firstStats` and an
/// aggregation's. `config`: the settings the engine was built with.
WindowReport windowReport(const RunMeasurement& run, const Engine& engine, const Scenario& scenario,
                         const EngineConfig& config, const std::optional<TimeDrivenStats>& firstStats,
                         const FreePathRecorder* freePaths);

/// Feeds the window's collisions to `freePaths` (and to `alsoTell`, when set, as before) through
/// the engine's listener: only the exact engine's records carry the velocities free paths need,
/// so other engines keep just `alsoTell`, and pay nothing for free paths.
void listenForFreePaths(Engine& engine, const EngineConfig& config, FreePathRecorder& freePaths,
                        std::function<void(const CollisionRecord&)> alsoTell);

} // namespace disklab::cli
