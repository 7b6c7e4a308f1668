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

bool anyForceOption(const QCommandLineParser& parser)
{
    return parser.isSet("force-method") || parser.isSet("theta");
}

bool parseTheta(const QString& text, double& theta, QString& error)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < 0.0) {
        error = QString("--theta: expected a number >= 0, got '%1'").arg(text);
        return false;
    }
    theta = value;
    return true;
}

bool applyForceOptions(const QCommandLineParser& parser, EngineConfig& config, QString& error)
{
    if (parser.isSet("force-method")) {
        const auto parsed = parseForceMethod(parser.value("force-method").toStdString());
        if (!parsed) {
            error = QString("--force-method: expected direct or barnes-hut, got '%1'").arg(parser.value("force-method"));
            return false;
        }
        config.forceMethod = *parsed;
    }
    return !parser.isSet("theta") || parseTheta(parser.value("theta"), config.theta, error);
}

} // namespace disklab::cli
