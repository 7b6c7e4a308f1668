#pragma once
// The options of `disklab-cli run`, for the command itself and for what builds its command
// lines (a sweep checks a spec's run options against them).

#include <QCommandLineOption>
#include <QList>

namespace disklab::cli {

/// Every option `run` accepts: its own, the time-driven engine's and the force engine's.
QList<QCommandLineOption> runCommandOptions();

} // namespace disklab::cli
