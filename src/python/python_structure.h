#pragma once
// The Python module's structure measures (docs/python.md): the figures of `disklab-cli structure`
// with g(r), g6(r) and psi6 per disk as NumPy arrays, and the measures taken over a stretch of a
// run: free paths, the density profile along gravity, the velocity autocorrelation.

#include "core/engine.h"
#include "core/engine_config.h"
#include "core/scenario.h"

#include <pybind11/pybind11.h>

#include <cstdint>
#include <functional>
#include <optional>

namespace disklab::python {

/// `structure --json`'s report of `state` (radii from `scenario`, cli/front_end/structure_report.h)
/// with species_left and species_right as arrays, and the arrays r, g, g6, psi6_per_disk (complex)
/// and neighbours.
pybind11::dict structureOf(const Scenario& scenario, const Snapshot& state, int bins, std::optional<double> rMax);

/// Advances `engine` by `events` collisions, gathering the flights: arrays distance and time of
/// the whole ones, mean_free_path and mean_free_time of all (core/free_paths.h; None when no
/// flight ended: only the exact engine's collisions carry the velocities they need).
/// `restore`: puts the caller's listener back.
pybind11::dict freePathsOver(Engine& engine, const EngineConfig& config, std::uint64_t events,
                             const std::function<void()>& restore);

/// Advances `engine` by `until`, adding a state every `every` (the first at the start) to the
/// density profile along gravity: arrays height and density.
pybind11::dict densityProfileOver(Engine& engine, double until, double every, int bins);

/// Advances `engine` by `until`, a state every `every` (the first at the start), correlating each
/// with the lags - 1 before it: arrays time (k every) and c, the velocity autocorrelation.
pybind11::dict velocityAutocorrelationOver(Engine& engine, double until, double every, int lags);

/// Adds structure(scenario) to the module.
void bindStructure(pybind11::module_& module);

} // namespace disklab::python
