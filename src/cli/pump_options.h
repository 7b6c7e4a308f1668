#pragma once
// The pump's options of `run` (--pump N, --pump-temperature, --pump-side, --pump-interval): the
// gas-laws lab's pump (core/pump.h) started at t = 0, before any --equilibrate.

#include "runtime/lab_control.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

#include <optional>

namespace disklab::cli {

QList<QCommandLineOption> pumpOptions();

/// The pump the options ask for (applyLabControl), nothing without --pump, or `error` (a usage
/// error) if an option is not valid.
std::optional<LabControl> parsePumpOptions(const QCommandLineParser& parser, QString& error);

} // namespace disklab::cli
