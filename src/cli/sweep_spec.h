#pragma once
// A parameter sweep (`disklab-cli sweep SPEC.json`, docs/cli.md): a generator and the options of
// `generate` and `run`, where each option given a list of values is an axis of the grid. A job
// is one point of the grid: one generated scenario, run once, with one JSON result.

#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace disklab::cli {

/// One option of `generate` or `run` with the values the sweep gives it: one for a fixed
/// option, several for an axis.
struct SweepParameter {
    enum class Stage { Generate, Run };
    Stage stage = Stage::Generate;
    QString name;  // the option without its dashes
    QList<QJsonValue> values;

    bool isAxis() const { return values.size() > 1; }
    /// "generate.packing", "run.dt": the name of its column in `sweep collect`'s table.
    QString columnName() const;
};

struct SweepSpec {
    QString path;             // the spec file, absolute
    QString generator;        // a kind of `disklab-cli generate`
    QList<SweepParameter> parameters;  // generate's, then run's, each in alphabetical order
    QString outputDirectory;  // where the jobs' results go, absolute

    /// The number of grid points: the product of the axes' lengths.
    qsizetype jobCount() const;
    /// The value of each parameter at `job` (0 <= job < jobCount()), in the order of
    /// `parameters`. The first axis varies slowest.
    QList<QJsonValue> jobValues(qsizetype job) const;
    /// The arguments of `disklab-cli generate` for `job`, writing `scenarioPath`.
    QStringList generateArguments(qsizetype job, const QString& scenarioPath) const;
    /// The arguments of `disklab-cli run` for `job`, on `scenarioPath`, reporting in JSON.
    QStringList runArguments(qsizetype job, const QString& scenarioPath) const;
    /// The file `job` writes its result to.
    QString resultPath(qsizetype job) const;

private:
    /// The options `job` gives one stage's command, in the order of `parameters`.
    QStringList stageOptions(SweepParameter::Stage stage, qsizetype job) const;
};

/// Reads and checks the spec at `path`, each option against those `generate KIND` and `run`
/// accept, before any job runs; nullopt and `error` (naming the file and the field) when it is
/// not a valid sweep.
std::optional<SweepSpec> readSweepSpec(const QString& path, QString& error);

} // namespace disklab::cli
