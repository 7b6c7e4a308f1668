#include "checkpoint_options.h"

namespace disklab::cli {
namespace {

/// A whole number >= `least` from option `name`, or `fallback` when it is not given.
template <class Whole>
Whole wholeNumber(const OptionMap& options, const QString& name, Whole least, Whole fallback, QString& error)
{
    if (!options.isSet(name))
        return fallback;
    bool ok = false;
    const qulonglong value = options.value(name).toULongLong(&ok);
    if (!ok || value < least) {
        error = QString("%1: expected a whole number >= %2, got '%3'").arg(options.spelled(name)).arg(least).arg(options.value(name));
        return fallback;
    }
    return static_cast<Whole>(value);
}

} // namespace

QList<QCommandLineOption> checkpointOptions()
{
    return {
        {"checkpoints", "Take checkpoints as the run goes and write them into DIR, for `replay`.", "DIR"},
        {"checkpoint-every", QString("Collisions between checkpoints at the start (default %1; doubles whenever the "
                                     "limit is reached).")
                                 .arg(CheckpointPolicy::kDefaultSpacing),
         "N"},
        {"checkpoint-limit", QString("Checkpoints kept at most: past it every second one is dropped, evenly "
                                     "(default %1, at least 3).")
                                 .arg(CheckpointStore::kDefaultCapacity),
         "M"},
    };
}

std::optional<CheckpointRequest> parseCheckpointOptions(const OptionMap& options, QString& error)
{
    if (!options.isSet("checkpoints")) {
        if (options.isSet("checkpoint-every") || options.isSet("checkpoint-limit"))
            error = "--checkpoint-every and --checkpoint-limit go with --checkpoints DIR";
        return std::nullopt;
    }
    const QString directory = options.value("checkpoints");
    if (directory.isEmpty())
        error = options.spelled("checkpoints") + ": expected a directory";
    std::optional<CheckpointRequest> request = checkpointsInMemory(options, error);
    if (request)
        request->directory = directory;
    return error.isEmpty() ? request : std::nullopt;
}

std::optional<CheckpointRequest> checkpointsInMemory(const OptionMap& options, QString& error)
{
    CheckpointRequest request;
    request.policy.spacing = wholeNumber<std::uint64_t>(options, "checkpoint-every", 1, CheckpointPolicy::kDefaultSpacing, error);
    request.policy.capacity = wholeNumber<std::size_t>(options, "checkpoint-limit", 3, CheckpointStore::kDefaultCapacity, error);
    if (!error.isEmpty())
        return std::nullopt;
    return request;
}

CheckpointedRun checkpointed(std::unique_ptr<Engine> engine, const CheckpointRequest& request, const EngineConfig& config)
{
    CheckpointedRun run;
    auto checkpointing = std::make_unique<CheckpointingEngine>(std::move(engine), request.policy);
    if (!request.directory.isEmpty()) {
        run.directory = std::make_unique<CheckpointDirectory>(request.directory, config);
        run.directory->follow(checkpointing->store());
    }
    run.engine = std::move(checkpointing);
    return run;
}

} // namespace disklab::cli
