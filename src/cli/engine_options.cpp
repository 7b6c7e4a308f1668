#include "engine_options.h"

#include "force_options.h"
#include "time_driven_options.h"

namespace disklab::cli {

QList<QCommandLineOption> engineOptions()
{
    QList<QCommandLineOption> options{
        {"engine", "Engine: event (exact), time (fixed step) or force (charges and springs, fixed step). "
                   "Default: the one the scenario's file names (a saved state names the engine it ran on).",
         "event|time|force"},
    };
    return options + timeDrivenOptions() + forceOptions();
}

std::optional<EngineConfig> engineConfigFor(const OptionMap& options, const Scenario& scenario, QString& error)
{
    const std::optional<EngineKind> chosen = options.isSet("engine")
        ? parseEngineKind(options.value("engine").toStdString())
        : std::optional<EngineKind>(scenario.engine.kind);
    if (!chosen) {
        error = QString("%1: expected event, time or force, got '%2'").arg(options.spelled("engine"), options.value("engine"));
        return std::nullopt;
    }
    const EngineKind kind = *chosen;
    if (kind == EngineKind::EventDriven && anyTimeDrivenOption(options)) {
        error = QString("%1, %2 and %3 need %4 time or force")
                    .arg(options.spelled("dt"), options.spelled("broadphase"), options.spelled("response"),
                         options.spelled("engine"));
        return std::nullopt;
    }
    if (kind != EngineKind::Force && anyForceOption(options)) {
        error = QString("%1 and %2 need %3 force")
                    .arg(options.spelled("force-method"), options.spelled("theta"), options.spelled("engine"));
        return std::nullopt;
    }
    EngineConfig config = scenario.engine;
    config.kind = kind;
    if (kind == EngineKind::EventDriven)
        return config;
    const std::optional<EngineConfig> stepped = timeDrivenConfig(options, scenario, error);
    if (!stepped)
        return std::nullopt;
    config = *stepped;
    config.kind = kind;
    if (kind == EngineKind::Force && !applyForceOptions(options, config, error))
        return std::nullopt;
    return config;
}

} // namespace disklab::cli
