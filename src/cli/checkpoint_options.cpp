#include "checkpoint_options.h"

namespace disklab::cli {
namespace {

/// A whole number >= `least` from option `name`, or `fallback` when it is not given.
template <class Whole>
Whole wholeNumber(const QCommandLineParser& parser, const QString& name, Whole least, Whole fallback, QString& error)
{
    if (!parser.isSet(name))
        return fallback;
    bool ok = false;
    const qulonglong value = parser.value(name).toULongLong(&ok);
    if (!ok || value < least) {
        error = QString("--%1: expected a whole number >= %2, got '%3'").arg(name).arg(least).arg(parser.value(name));
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

std::optional<CheckpointRequest> parseCheckpointOptions(const QCommandLineParser& parser, QString& error)
{
    if (!parser.isSet("checkpoints")) {
        if (parser.isSet("checkpoint-every") || parser.isSet("checkpoint-limit"))
            error = "--checkpoint-every and --checkpoint-limit go with --checkpoints DIR";
        return std::nullopt;
    }
    CheckpointRequest request;
    request.directory = parser.value("checkpoints");
    if (request.directory.isEmpty())
        error = "--checkpoints: expected a directory";
    request.policy.spacing = wholeNumber<std::uint64_t>(parser, "checkpoint-every", 1, CheckpointPolicy::kDefaultSpacing, error);
    request.policy.capacity = wholeNumber<std::size_t>(parser, "checkpoint-limit", 3, CheckpointStore::kDefaultCapacity, error);
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
