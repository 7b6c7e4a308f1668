#pragma once
// The time-driven engine's command-line options (--dt, --broadphase, --response), shared by
// `run --engine time` and `compare`. Unset options fall back to the scenario's own settings.

#include "core/engine_config.h"
#include "front_end/option_map.h"
#include "core/scenario.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

#include <optional>

namespace disklab::cli {

QList<QCommandLineOption> timeDrivenOptions();

/// True when any of the time-driven options was given.
bool anyTimeDrivenOption(const OptionMap& options);

/// The time-driven engine the options and the scenario ask for (kind TimeDriven); nullopt and
/// `error` if an option (or the scenario's step) is not valid.
std::optional<EngineConfig> timeDrivenConfig(const OptionMap& options, const Scenario& scenario,
                                             QString& error);

} // namespace disklab::cli
