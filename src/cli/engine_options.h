#pragma once
// Choosing the engine and its settings from options (`--engine`, the time step's and the force
// method's): `disklab-cli run` and the Python module's Engine read them alike.

#include "core/engine_config.h"
#include "front_end/option_map.h"
#include "core/scenario.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

#include <optional>

namespace disklab::cli {

/// --engine, then the time-driven engine's and the force engine's options.
QList<QCommandLineOption> engineOptions();

/// The engine and settings the options ask for, starting from the scenario's own. Without
/// --engine, a scenario made for the force engine runs on it (no other engine takes its charges
/// and links), any other on the exact one. nullopt and `error` when an option is wrong or does
/// not fit the engine.
std::optional<EngineConfig> engineConfigFor(const OptionMap& options, const Scenario& scenario, QString& error);

} // namespace disklab::cli
