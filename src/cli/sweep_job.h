#pragma once
// One job of a sweep: generate its scenario, run it, and keep `run --json`'s report with the
// job's parameters in the job's result file. A job whose result file holds its own parameters is
// finished, so a sweep started again (locally, by GNU parallel or as a Slurm array) only runs
// what is left.

#include "sweep_spec.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace disklab::cli {

/// The result `job` wrote, when it finished with the parameters the spec gives it now.
std::optional<QJsonObject> finishedResult(const SweepSpec& spec, qsizetype job);

/// Runs `job` through `program` (this disklab-cli) unless it is finished; empty on success, else
/// what went wrong, with the failing command's own message.
QString runSweepJob(const SweepSpec& spec, qsizetype job, const QString& program);

} // namespace disklab::cli
