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

bool anyTimeDrivenOption(const QCommandLineParser& parser)
{
    return parser.isSet("dt") || parser.isSet("broadphase") || parser.isSet("response");
}

std::optional<EngineConfig> timeDrivenConfig(const QCommandLineParser& parser, const Scenario& scenario,
                                             QString& error)
{
    // The scenario's own settings (validated when it was read), then the options given.
    EngineConfig settings = scenario.engine;
    settings.kind = EngineKind::TimeDriven;
    if (parser.isSet("dt")) {
        bool ok = false;
        settings.dt = parser.value("dt").toDouble(&ok);
        if (!ok || !std::isfinite(settings.dt) || settings.dt <= 0.0) {
            error = QString("--dt: expected a number > 0, got '%1'").arg(parser.value("dt"));
            return std::nullopt;
        }
    } else if (!(settings.dt > 0.0) || !std::isfinite(settings.dt)) {
        error = "the scenario's time step is not a positive number; give --dt";
        return std::nullopt;
    }
    if (parser.isSet("broadphase")) {
        const auto parsed = parseBroadphase(parser.value("broadphase").toStdString());
        if (!parsed) {
            error = QString("--broadphase: expected naive, grid, quadtree or swept, got '%1'").arg(parser.value("broadphase"));
            return std::nullopt;
        }
        settings.broadphase = *parsed;
    }
    if (parser.isSet("response")) {
        const auto parsed = parseResponse(parser.value("response").toStdString());
        if (!parsed) {
            error = QString("--response: expected naive or rollback, got '%1'").arg(parser.value("response"));
            return std::nullopt;
        }
        settings.response = *parsed;
    }
    return settings;
}

} // namespace disklab::cli
