#include "sweep_spec.h"

#include "csv_output.h"
#include "generator_command_line.h"
#include "run_command_line.h"

#include "core/generator_catalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cmath>
#include <limits>

namespace disklab::cli {
namespace {

// Beyond this a typo in a list (an extra zero in a range) is likelier than a wish.
constexpr qsizetype kMostJobs = 1'000'000;

// Options each job sets itself.
const QStringList kRunOptionsOfTheJob{"json", "help", "default"};
// Options that would have every job write the same file; a job keeps run --json's report.
const QStringList kRunOptionsWritingFiles{"events-log",  "observe", "trajectory",  "msd",
                                          "save-state",  "every",   "checkpoints", "checkpoint-every",
                                          "checkpoint-limit"};

QString stageName(SweepParameter::Stage stage)
{
    return stage == SweepParameter::Stage::Generate ? QStringLiteral("generate") : QStringLiteral("run");
}

const QCommandLineOption* findOption(const QList<QCommandLineOption>& options, const QString& name)
{
    for (const QCommandLineOption& option : options)
        if (option.names().contains(name))
            return &option;
    return nullptr;
}

/// Why `value` cannot be given to `option`, or empty.
QString valueProblem(const QCommandLineOption& option, const QJsonValue& value)
{
    const bool flag = option.valueName().isEmpty();
    if (flag)
        return value.isBool() ? QString() : QStringLiteral("is a switch: give true or false");
    if (value.isDouble())
        return std::isfinite(value.toDouble()) ? QString() : QStringLiteral("is not a finite number");
    if (value.isString())
        return value.toString().isEmpty() ? QStringLiteral("is an empty text") : QString();
    return QStringLiteral("takes a number or a text (%1)").arg(option.valueName());
}

/// The parameters of one stage's object, checked against the options that stage accepts.
std::optional<QList<SweepParameter>> readStage(const QJsonObject& object, SweepParameter::Stage stage,
                                              const QList<QCommandLineOption>& accepted, const QString& command,
                                              QString& error)
{
    QList<SweepParameter> parameters;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString field = stageName(stage) + '.' + it.key();
        const QCommandLineOption* option = findOption(accepted, it.key());
        if (!option) {
            error = QStringLiteral("%1: %2 has no option --%3").arg(field, command, it.key());
            return std::nullopt;
        }
        if (stage == SweepParameter::Stage::Run && kRunOptionsOfTheJob.contains(it.key())) {
            error = QStringLiteral("%1: each job sets --%2 itself").arg(field, it.key());
            return std::nullopt;
        }
        if (stage == SweepParameter::Stage::Run && kRunOptionsWritingFiles.contains(it.key())) {
            error = QStringLiteral("%1: every job would write the same file; a sweep keeps each job's run --json report")
                        .arg(field);
            return std::nullopt;
        }
        SweepParameter parameter{stage, it.key(), {}};
        const QJsonValue given = it.value();
        const QJsonArray list = given.isArray() ? given.toArray() : QJsonArray{given};
        if (list.isEmpty()) {
            error = field + ": an empty list gives no job";
            return std::nullopt;
        }
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString problem = valueProblem(*option, list[i]);
            if (!problem.isEmpty()) {
                error = given.isArray() ? QStringLiteral("%1[%2] %3").arg(field).arg(i).arg(problem)
                                      : QStringLiteral("%1 %2").arg(field, problem);
                return std::nullopt;
            }
            parameter.values.append(list[i]);
        }
        parameters.append(parameter);
    }
    return parameters;
}

QString optionValue(const QJsonValue& value)
{
    return value.isDouble() ? QString::fromLatin1(exactNumber(value.toDouble())) : value.toString();
}

/// `--name value`, `--name` for a switch that is on, nothing for one that is off.
void appendOption(QStringList& arguments, const SweepParameter& parameter, const QJsonValue& value)
{
    if (value.isBool()) {
        if (value.toBool())
            arguments << "--" + parameter.name;
        return;
    }
    arguments << "--" + parameter.name << optionValue(value);
}

std::optional<SweepSpec> readSpecObject(const QJsonObject& root, const QString& path, QString& error)
{
    for (const QString& key : root.keys())
        if (!QStringList{"generator", "generate", "run", "output", "description"}.contains(key)) {
            error = QStringLiteral("unknown field '%1' (the fields are generator, generate, run, output, description)").arg(key);
            return std::nullopt;
        }
    SweepSpec spec;
    spec.path = QFileInfo(path).absoluteFilePath();
    spec.generator = root.value("generator").toString();
    const GeneratorDescriptor* generator = findGenerator(spec.generator.toStdString());
    if (!generator) {
        error = QStringLiteral("generator: '%1' is not a kind of disklab-cli generate").arg(spec.generator);
        return std::nullopt;
    }
    for (const char* stage : {"generate", "run"})
        if (root.contains(stage) && !root.value(stage).isObject()) {
            error = QStringLiteral("%1: expected an object of options and their values").arg(stage);
            return std::nullopt;
        }
    const auto generate = readStage(root.value("generate").toObject(), SweepParameter::Stage::Generate,
                                    generatorOptions(*generator), "disklab-cli generate " + spec.generator, error);
    if (!generate)
        return std::nullopt;
    const auto run = readStage(root.value("run").toObject(), SweepParameter::Stage::Run, runCommandOptions(),
                               "disklab-cli run", error);
    if (!run)
        return std::nullopt;
    spec.parameters = *generate + *run;
    if (!root.value("run").toObject().contains("until") && !root.value("run").toObject().contains("events")
        && spec.generator != "aggregation") {
        error = "run: give until or events, or every job would stop at once with a usage error";
        return std::nullopt;
    }
    if (root.contains("output") && (!root.value("output").isString() || root.value("output").toString().isEmpty())) {
        error = "output: expected the name of a folder for the results";
        return std::nullopt;
    }
    const QFileInfo file(spec.path);
    const QString output = root.value("output").toString(file.completeBaseName() + "-results");
    spec.outputDirectory = QDir::cleanPath(file.absoluteDir().absoluteFilePath(output));
    double jobs = 1.0;
    for (const SweepParameter& parameter : spec.parameters)
        jobs *= static_cast<double>(parameter.values.size());
    if (jobs > static_cast<double>(kMostJobs)) {
        error = QStringLiteral("the grid has %1 jobs, more than the %2 a sweep runs").arg(jobs, 0, 'g', 3).arg(kMostJobs);
        return std::nullopt;
    }
    return spec;
}

} // namespace

QString SweepParameter::columnName() const
{
    return stageName(stage) + '.' + name;
}

qsizetype SweepSpec::jobCount() const
{
    qsizetype count = 1;
    for (const SweepParameter& parameter : parameters)
        count *= parameter.values.size();
    return count;
}

QList<QJsonValue> SweepSpec::jobValues(qsizetype job) const
{
    // Mixed radix with the last parameter as the fastest digit, like nested loops in order.
    QList<QJsonValue> values(parameters.size());
    for (qsizetype i = parameters.size() - 1; i >= 0; --i) {
        const qsizetype size = parameters[i].values.size();
        values[i] = parameters[i].values[job % size];
        job /= size;
    }
    return values;
}

QStringList SweepSpec::stageOptions(SweepParameter::Stage stage, qsizetype job) const
{
    QStringList arguments;
    const QList<QJsonValue> values = jobValues(job);
    for (qsizetype i = 0; i < parameters.size(); ++i)
        if (parameters[i].stage == stage)
            appendOption(arguments, parameters[i], values[i]);
    return arguments;
}

QStringList SweepSpec::generateArguments(qsizetype job, const QString& scenarioPath) const
{
    return QStringList{"generate", generator} + stageOptions(SweepParameter::Stage::Generate, job)
        + QStringList{"-o", scenarioPath};
}

QStringList SweepSpec::runArguments(qsizetype job, const QString& scenarioPath) const
{
    return QStringList{"run", scenarioPath} + stageOptions(SweepParameter::Stage::Run, job) + QStringList{"--json"};
}

QString SweepSpec::resultPath(qsizetype job) const
{
    const int width = static_cast<int>(QString::number(std::max<qsizetype>(jobCount() - 1, 0)).size());
    return QDir(outputDirectory).filePath(QStringLiteral("job-%1.json").arg(job, std::max(width, 4), 10, QChar('0')));
}

std::optional<SweepSpec> readSweepSpec(const QString& path, QString& error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("%1: cannot open: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    // A spec is a few lines of options; anything big is some other file.
    if (file.size() > 1'000'000) {
        error = QStringLiteral("%1: %2 bytes is not a sweep spec").arg(path).arg(file.size());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        error = QStringLiteral("%1: not a JSON object (%2 at byte %3)")
                    .arg(path, parseError.error != QJsonParseError::NoError ? parseError.errorString() : "not an object")
                    .arg(parseError.offset);
        return std::nullopt;
    }
    QString problem;
    std::optional<SweepSpec> spec = readSpecObject(document.object(), path, problem);
    if (!spec)
        error = path + ": " + problem;
    return spec;
}

} // namespace disklab::cli
