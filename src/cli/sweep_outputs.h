#pragma once
// What a sweep writes besides its results: the job lists that hand it to GNU parallel or to a
// Slurm array, and the table `sweep collect` gathers the results into.

#include "sweep_spec.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace disklab::cli {

/// The jobs without a result yet, in order.
QList<qsizetype> unfinishedJobs(const SweepSpec& spec);

/// One shell command per unfinished job, `program sweep SPEC --job I`, for
/// `parallel --jobs K < FILE`.
QByteArray parallelJobFile(const SweepSpec& spec, const QString& program);

/// A Slurm batch script whose array runs the unfinished jobs (there must be some), one task
/// each, for `sbatch FILE`. Its tasks write their output into the spec's output folder, which
/// must exist when they start: Slurm opens that file before the script runs.
QByteArray slurmArrayScript(const SweepSpec& spec, const QString& program);

/// The finished jobs as CSV, one row per job: "job", the axes ("generate.packing"), then every
/// key of `run --json` (a key some job lacks is left empty there). `missing` receives the
/// unfinished jobs.
QByteArray sweepTable(const SweepSpec& spec, QList<qsizetype>& missing);

} // namespace disklab::cli
