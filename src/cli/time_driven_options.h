#pragma once
// The time-driven engine's command-line options (--dt, --broadphase, --response), shared by
// `run --engine time` and `compare`. Unset options fall back to the scenario's own settings.

#include "core/scenario.h"
#include "core/time_driven_engine.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

#include <optional>

namespace disklab::cli {

QList<QCommandLineOption> timeDrivenOptions();

/// True when any of the time-driven options was given.
bool anyTimeDrivenOption(const QCommandLineParser& parser);

/// The settings the options and the scenario ask for; nullopt and `error` if an option (or
/// the scenario's default) is not valid.
std::optional<TimeDrivenSettings> timeDrivenSettings(const QCommandLineParser& parser, const Scenario& scenario,
                                                     QString& error);

} // namespace disklab::cli
