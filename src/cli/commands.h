#pragma once
// The sub-commands of disklab-cli. Each takes the arguments after its name and returns the
// process exit code: 0 success, 1 bad input or failed run, 2 bad usage.

#include <QStringList>

namespace disklab::cli {

int runCommand(const QStringList& arguments);
int compareCommand(const QStringList& arguments);
int convertCommand(const QStringList& arguments);
int generateCommand(const QStringList& arguments);
int benchCommand(const QStringList& arguments);
int soakCommand(const QStringList& arguments);
int forcesCommand(const QStringList& arguments);
int sweepCommand(const QStringList& arguments);
int structureCommand(const QStringList& arguments);
int replayCommand(const QStringList& arguments);
int reportCommand(const QStringList& arguments);
/// `bench --forces`: benchCommand hands its arguments over when --forces is among them.
int forcesBenchCommand(const QStringList& arguments);

} // namespace disklab::cli
