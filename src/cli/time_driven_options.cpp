#include "time_driven_options.h"

#include <cmath>

namespace disklab::cli {

QList<QCommandLineOption> timeDrivenOptions()
{
    return {
        {"dt", "Time step of the time-driven engine (default: the scenario's, else 0.001).", "DT"},
        {"broadphase", "Broad phase of the time-driven engine (default: the scenario's, else grid).",
         "naive|grid|quadtree|swept"},
        {"response", "Contact response of the time-driven engine: naive (at the overlapping positions) or "
                     "rollback (at the exact contact time). Default: the scenario's, else naive.",
         "naive|rollback"},
    };
}

bool anyTimeDrivenOption(const OptionMap& options)
{
    return options.isSet("dt") || options.isSet("broadphase") || options.isSet("response");
}

std::optional<EngineConfig> timeDrivenConfig(const OptionMap& options, const Scenario& scenario,
                                             QString& error)
{
    // The scenario's own settings (validated when it was read), then the options given.
    EngineConfig settings = scenario.engine;
    settings.kind = EngineKind::TimeDriven;
    if (options.isSet("dt")) {
        bool ok = false;
        settings.dt = options.value("dt").toDouble(&ok);
        if (!ok || !std::isfinite(settings.dt) || settings.dt <= 0.0) {
            error = QString("%1: expected a number > 0, got '%2'").arg(options.spelled("dt"), options.value("dt"));
            return std::nullopt;
        }
    } else if (!(settings.dt > 0.0) || !std::isfinite(settings.dt)) {
        error = "the scenario's time step is not a positive number; give " + options.spelled("dt");
        return std::nullopt;
    }
    if (options.isSet("broadphase")) {
        const auto parsed = parseBroadphase(options.value("broadphase").toStdString());
        if (!parsed) {
            error = QString("%1: expected naive, grid, quadtree or swept, got '%2'")
                        .arg(options.spelled("broadphase"), options.value("broadphase"));
            return std::nullopt;
        }
        settings.broadphase = *parsed;
    }
    if (options.isSet("response")) {
        const auto parsed = parseResponse(options.value("response").toStdString());
        if (!parsed) {
            error = QString("%1: expected naive or rollback, got '%2'").arg(options.spelled("response"), options.value("response"));
            return std::nullopt;
        }
        settings.response = *parsed;
    }
    return settings;
}

} // namespace disklab::cli
