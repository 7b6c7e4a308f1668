#pragma once
// The force engine's own command-line options (--force-method, --theta), for `run --engine
// force`; its step, broad phase and response come from the time-driven options. Unset options
// fall back to the scenario's own settings.

#include "core/engine_config.h"
#include "front_end/option_map.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

namespace disklab::cli {

QList<QCommandLineOption> forceOptions();

/// True when any of the force engine's options was given.
bool anyForceOption(const OptionMap& options);

/// Sets the force method and theta of `config` from the options given; false and `error` if
/// one is not valid.
bool applyForceOptions(const OptionMap& options, EngineConfig& config, QString& error);

/// --theta's value: a number >= 0; false and `error`, naming the option as `spelled`, otherwise.
bool parseTheta(const QString& text, double& theta, QString& error, const QString& spelled = QStringLiteral("--theta"));

} // namespace disklab::cli
