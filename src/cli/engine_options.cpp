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

std::optional<EngineConfig> engineConfigFor(const QCommandLineParser& parser, const Scenario& scenario, QString& error)
{
    const std::optional<EngineKind> chosen = parser.isSet("engine")
        ? parseEngineKind(parser.value("engine").toStdString())
        : std::optional<EngineKind>(scenario.engine.kind);
    if (!chosen) {
        error = QString("--engine: expected event, time or force, got '%1'").arg(parser.value("engine"));
        return std::nullopt;
    }
    const EngineKind kind = *chosen;
    if (kind == EngineKind::EventDriven && anyTimeDrivenOption(parser)) {
        error = "--dt, --broadphase and --response need --engine time or force";
        return std::nullopt;
    }
    if (kind != EngineKind::Force && anyForceOption(parser)) {
        error = "--force-method and --theta need --engine force";
        return std::nullopt;
    }
    EngineConfig config = scenario.engine;
    config.kind = kind;
    if (kind == EngineKind::EventDriven)
        return config;
    const std::optional<EngineConfig> stepped = timeDrivenConfig(parser, scenario, error);
    if (!stepped)
        return std::nullopt;
    config = *stepped;
    config.kind = kind;
    if (kind == EngineKind::Force && !applyForceOptions(parser, config, error))
        return std::nullopt;
    return config;
}

} // namespace disklab::cli
