#include "force_options.h"

#include <cmath>

namespace disklab::cli {

QList<QCommandLineOption> forceOptions()
{
    return {
        {"force-method", "How the force engine sums Coulomb forces: direct (every pair) or barnes-hut (a quadtree). "
                         "Default: the scenario's, else barnes-hut.",
         "direct|barnes-hut"},
        {"theta", "Barnes-Hut opening angle: a node whose charges lie within b of their centre, at distance d, "
                  "counts as its multipoles when b/d < theta (0: every pair; above 1 as 1). Default: the "
                  "scenario's, else 0.5.",
         "T"},
    };
}

bool anyForceOption(const OptionMap& options)
{
    return options.isSet("force-method") || options.isSet("theta");
}

bool parseTheta(const QString& text, double& theta, QString& error, const QString& spelled)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < 0.0) {
        error = QString("%1: expected a number >= 0, got '%2'").arg(spelled, text);
        return false;
    }
    theta = value;
    return true;
}

bool applyForceOptions(const OptionMap& options, EngineConfig& config, QString& error)
{
    if (options.isSet("force-method")) {
        const auto parsed = parseForceMethod(options.value("force-method").toStdString());
        if (!parsed) {
            error = QString("%1: expected direct or barnes-hut, got '%2'")
                        .arg(options.spelled("force-method"), options.value("force-method"));
            return false;
        }
        config.forceMethod = *parsed;
    }
    return !options.isSet("theta") || parseTheta(options.value("theta"), config.theta, error, options.spelled("theta"));
}

} // namespace disklab::cli
