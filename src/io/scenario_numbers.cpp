#include "io/scenario_numbers.h"

#include <cmath>
#include <limits>
#include <utility>

namespace disklab {
namespace {

std::optional<QString> describe(const QString& path, double value)
{
    if (std::isfinite(value))
        return std::nullopt;
    return path + (std::isnan(value) ? QStringLiteral(" is NaN") : QStringLiteral(" is infinite"));
}

} // namespace

std::optional<QString> findNonFiniteNumber(const Scenario& s)
{
    const std::pair<const char*, double> scalars[] = {
        {"box.width", s.width}, {"box.height", s.height}, {"gravity.x", s.gravityX},
        {"gravity.y", s.gravityY}, {"engine.dt", s.engine.dt}, {"engine.theta", s.engine.theta},
        {"forces.coulomb", s.forces.coulombConstant}, {"forces.softening", s.forces.softening},
        {"forces.damping", s.forces.damping}};
    for (auto [path, value] : scalars) {
        if (auto problem = describe(QLatin1String(path), value))
            return problem;
    }
    for (Side side : kAllSides) {
        const BoxWall& wall = s.wall(side);
        const QString path = QStringLiteral("walls.") + QLatin1String(sideName(side));
        if (auto problem = describe(path + QStringLiteral(".velocity"), wall.velocity))
            return problem;
        if (wall.stopTime != std::numeric_limits<double>::infinity()) {
            if (auto problem = describe(path + QStringLiteral(".stopTime"), wall.stopTime))
                return problem;
        }
        const std::pair<const char*, double> piston[] = {{".temperature", wall.temperature},
                                                        {".mass", wall.mass},
                                                        {".pressure", wall.pressure},
                                                        {".limit", wall.limit.value_or(0.0)}};
        for (auto [name, value] : piston) {
            if (auto problem = describe(path + QLatin1String(name), value))
                return problem;
        }
    }
    for (std::size_t k = 0; k < s.segments.size(); ++k) {
        const SegmentWall& w = s.segments[k];
        const std::pair<const char*, double> fields[] = {{"x0", w.x0}, {"y0", w.y0}, {"x1", w.x1}, {"y1", w.y1}};
        for (auto [name, value] : fields) {
            if (!std::isfinite(value))
                return describe(QStringLiteral("segments[%1].%2").arg(k).arg(QLatin1String(name)), value);
        }
        if (w.removeTime != std::numeric_limits<double>::infinity()) {
            if (auto problem = describe(QStringLiteral("segments[%1].removeTime").arg(k), w.removeTime))
                return problem;
        }
    }
    for (std::size_t k = 0; k < s.forces.links.size(); ++k) {
        const Link& link = s.forces.links[k];
        const std::pair<const char*, double> fields[] = {{"stiffness", link.stiffness}, {"restLength", link.restLength}};
        for (auto [name, value] : fields) {
            if (!std::isfinite(value))
                return describe(QStringLiteral("forces.links[%1].%2").arg(k).arg(QLatin1String(name)), value);
        }
    }
    for (std::size_t k = 0; k < s.forces.anchors.size(); ++k) {
        const Anchor& anchor = s.forces.anchors[k];
        const std::pair<const char*, double> fields[] = {
            {"x", anchor.x}, {"y", anchor.y}, {"stiffness", anchor.stiffness}, {"restLength", anchor.restLength}};
        for (auto [name, value] : fields) {
            if (!std::isfinite(value))
                return describe(QStringLiteral("forces.anchors[%1].%2").arg(k).arg(QLatin1String(name)), value);
        }
    }
    for (std::size_t i = 0; i < s.disks.size(); ++i) {
        const Disk& d = s.disks[i];
        const std::pair<const char*, double> fields[] = {{"x", d.x},   {"y", d.y},           {"vx", d.vx},
                                                         {"vy", d.vy}, {"radius", d.radius}, {"mass", d.mass},
                                                         {"charge", d.charge}};
        for (auto [name, value] : fields) {
            if (!std::isfinite(value))
                return describe(QStringLiteral("disks[%1].%2").arg(i).arg(QLatin1String(name)), value);
        }
    }
    return std::nullopt;
}

} // namespace disklab
