#pragma once
// Every key of the reports DiskLab prints and returns: `run --json`, `compare --json`,
// `forces --json`, `structure --json`, `bench --json` and the Python module's dicts. The command line's keys are
// a contract (docs/architecture.md, The command-line contract): they change only by adding, so
// they are written once, here, and everything that writes or reads a report names them from here.

#include "core/scenario.h"

#include <QString>

namespace disklab::cli::key {

// The run report (runtime/run_report.h).
inline constexpr char engine[] = "engine";
inline constexpr char n[] = "n";
inline constexpr char area[] = "area";
inline constexpr char boundary[] = "boundary";
/// What `boundary` says of a box.
inline QString boundaryValue(Boundary b)
{
    return b == Boundary::Periodic ? QStringLiteral("periodic") : QStringLiteral("walls");
}
inline constexpr char time[] = "time";
inline constexpr char events[] = "events";
inline constexpr char collisions[] = "collisions";
inline constexpr char pairCollisions[] = "pair_collisions";
inline constexpr char wallCollisions[] = "wall_collisions";
inline constexpr char cellCrossings[] = "cell_crossings";
inline constexpr char wallSeconds[] = "wall_seconds";
inline constexpr char collisionsPerSecond[] = "collisions_per_second";
inline constexpr char eventsPerSecond[] = "events_per_second";
inline constexpr char kineticEnergy[] = "kinetic_energy";
inline constexpr char temperature[] = "temperature";
inline constexpr char temperatureError[] = "temperature_error";
inline constexpr char pressure[] = "pressure";
inline constexpr char pressureError[] = "pressure_error";
inline constexpr char compressibility[] = "compressibility";
inline constexpr char compressibilityInterval[] = "compressibility_interval";
inline constexpr char energyDrift[] = "energy_drift";
inline constexpr char wallWork[] = "wall_work";
inline constexpr char wallHeat[] = "wall_heat";
inline constexpr char momentumX[] = "momentum_x";
inline constexpr char momentumY[] = "momentum_y";
inline constexpr char momentumDrift[] = "momentum_drift";
inline constexpr char pistonPosition[] = "piston_position";
inline constexpr char pistonVelocity[] = "piston_velocity";
inline constexpr char pistonEnergy[] = "piston_energy";
inline constexpr char handWork[] = "hand_work";
inline constexpr char overlaps[] = "overlaps";
inline constexpr char maxOverlap[] = "max_overlap";

/// pressure_left, pressure_right, ...: one wall's pressure, and its error.
inline QString wallPressure(Side side)
{
    return QStringLiteral("pressure_") + QLatin1String(sideName(side));
}
inline QString wallPressureError(Side side)
{
    return wallPressure(side) + QStringLiteral("_error");
}

// The window's structure.
inline constexpr char psi6[] = "psi6";
inline constexpr char meanFreePath[] = "mean_free_path";
inline constexpr char meanFreeTime[] = "mean_free_time";

// A time-driven engine's settings and figures.
inline constexpr char dt[] = "dt";
inline constexpr char broadphase[] = "broadphase";
inline constexpr char response[] = "response";
inline constexpr char steps[] = "steps";
inline constexpr char missedCollisions[] = "missed_collisions";
inline constexpr char overlapsCumulative[] = "overlaps_cumulative";
inline constexpr char maxOverlapEver[] = "max_overlap_ever";
inline constexpr char pairTests[] = "pair_tests";
inline constexpr char candidatePairs[] = "candidate_pairs";
inline constexpr char secondsPerStep[] = "seconds_per_step";

// The force engine's settings (the Python module's Engine.config).
inline constexpr char forceMethod[] = "force_method";
inline constexpr char theta[] = "theta";

// The aggregation engine's settings and figures.
inline constexpr char brownianKT[] = "brownian_kT";
inline constexpr char motion[] = "motion";
inline constexpr char detection[] = "detection";
inline constexpr char rotation[] = "rotation";
inline constexpr char mobility[] = "mobility";
inline constexpr char mobilityExponent[] = "mobility_exponent";
inline constexpr char stepping[] = "stepping";
inline constexpr char clusters[] = "clusters";
inline constexpr char largestCluster[] = "largest_cluster";
inline constexpr char merges[] = "merges";
inline constexpr char bounces[] = "bounces";
inline constexpr char stickingProbability[] = "sticking_probability";
inline constexpr char narrowPhaseCalls[] = "narrow_phase_calls";
inline constexpr char fractalDimension[] = "fractal_dimension";
inline constexpr char fractalDimensionError[] = "fractal_dimension_error";
inline constexpr char fractalClusters[] = "fractal_clusters";
inline constexpr char fractalLargestSize[] = "fractal_largest_size";

// `compare`: the two engines side by side, and the stepper's deviation from the exact one.
inline constexpr char scenario[] = "scenario";
inline constexpr char until[] = "until";
inline constexpr char event[] = "event";
inline constexpr char deviation[] = "deviation";
inline constexpr char sweep[] = "sweep";
inline constexpr char wallSecondsPerTimeUnit[] = "wall_seconds_per_time_unit";
inline constexpr char positionMean[] = "position_mean";
inline constexpr char positionMax[] = "position_max";
inline constexpr char positionMaxPeak[] = "position_max_peak";
inline constexpr char matchedCollisions[] = "matched_collisions";
inline constexpr char firstDifferenceTime[] = "first_difference_time";

// `forces`: Barnes-Hut against the direct sum.
inline constexpr char medianRelativeError[] = "median_relative_error";
inline constexpr char maxRelativeError[] = "max_relative_error";
inline constexpr char errorSample[] = "error_sample";
inline constexpr char secondsDirect[] = "seconds_direct";
inline constexpr char secondsBarnesHut[] = "seconds_barnes_hut";
inline constexpr char secondsBuild[] = "seconds_build";
inline constexpr char secondsTraversal[] = "seconds_traversal";
inline constexpr char speedup[] = "speedup";
inline constexpr char nodes[] = "nodes";

// `structure`: a state's order and pair correlation.
inline constexpr char packing[] = "packing";
inline constexpr char gContact[] = "g_contact";
inline constexpr char zContact[] = "z_contact";
inline constexpr char bins[] = "bins";
inline constexpr char binWidth[] = "bin_width";
inline constexpr char rmax[] = "rmax";
inline constexpr char speciesLeft[] = "species_left";
inline constexpr char speciesRight[] = "species_right";
inline constexpr char seconds[] = "seconds";
inline constexpr char cpuSeconds[] = "cpu_seconds";
inline constexpr char r[] = "r";
inline constexpr char g[] = "g";
inline constexpr char g6[] = "g6";
inline constexpr char psi6PerDisk[] = "psi6_per_disk";
inline constexpr char neighbours[] = "neighbours";

// `bench`: a run report with the benchmark's own figures, and its seek and aggregation modes.
inline constexpr char cells[] = "cells";
inline constexpr char neighbourLists[] = "neighbour_lists";
inline constexpr char stepsPerSecond[] = "steps_per_second";
inline constexpr char pairTestsPerStep[] = "pair_tests_per_step";
inline constexpr char peakMemoryMb[] = "peak_memory_mb";
inline constexpr char nsPerCollision[] = "ns_per_collision";
inline constexpr char collisionsPerCpuSecond[] = "collisions_per_cpu_second";
inline constexpr char psi6Generated[] = "psi6_generated";
inline constexpr char setupSeconds[] = "setup_seconds";
inline constexpr char secondsPerTimeUnit[] = "seconds_per_time_unit";
inline constexpr char seeks[] = "seeks";
inline constexpr char seekSecondsMedian[] = "seek_seconds_median";
inline constexpr char seekSecondsMax[] = "seek_seconds_max";
inline constexpr char collisionSeekSecondsMedian[] = "collision_seek_seconds_median";
inline constexpr char checkpoints[] = "checkpoints";
inline constexpr char checkpointSpacing[] = "checkpoint_spacing";
inline constexpr char bytesPerCheckpoint[] = "bytes_per_checkpoint";
inline constexpr char checkpointBytes[] = "checkpoint_bytes";
inline constexpr char runCpuSeconds[] = "run_cpu_seconds";
inline constexpr char runCpuSecondsWithoutCheckpoints[] = "run_cpu_seconds_without_checkpoints";
inline constexpr char strategy[] = "strategy";
inline constexpr char sameHistory[] = "same_history";
inline constexpr char speedupOverAllPairs[] = "speedup_over_all_pairs";
inline constexpr char speedupOverBoxes[] = "speedup_over_boxes";

// `sweep`: each job's result file, and the column of the collected table that numbers the jobs.
inline constexpr char job[] = "job";
inline constexpr char parameters[] = "parameters";
inline constexpr char result[] = "result";

// The Python module's own series: free flights, a density profile, a velocity autocorrelation.
inline constexpr char distance[] = "distance";
inline constexpr char height[] = "height";
inline constexpr char density[] = "density";
inline constexpr char c[] = "c";

} // namespace disklab::cli::key
