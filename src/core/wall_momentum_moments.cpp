#include "core/wall_momentum_moments.h"

namespace disklab {
namespace {

/// sum_i m_i v_i (s_i - a_i) / |a_i - b_i| for the side at `near` whose opposite side is at
/// `far`, along one axis (positions `s`, velocities `v`); `away` is +1 where far > near. The
/// weight is -1 where a disk touches a side that pushes it towards +s and +1 where the side
/// pushes towards -s: either way a hit changes Q by minus the impulse's size.
double moment(const Scenario& scenario, const std::vector<double>& s, const std::vector<double>& v, double near,
              double far, double away)
{
    double q = 0.0;
    for (std::size_t i = 0; i < s.size() && i < scenario.disks.size(); ++i) {
        const Disk& disk = scenario.disks[i];
        const double touchesNear = near + away * disk.radius, touchesFar = far - away * disk.radius;
        const double span = touchesFar - touchesNear;
        if (span * away > 0.0)
            q += disk.mass * v[i] * (s[i] - touchesFar) / (span * away);
    }
    return q;
}

} // namespace

std::array<double, 4> wallMomentumMoments(const Scenario& scenario, const Snapshot& state)
{
    if (scenario.boundary == Boundary::Periodic)
        return {};
    const auto at = [&](Side side) { return state.wallPositions[static_cast<std::size_t>(side)]; };
    std::array<double, 4> q{};
    q[static_cast<std::size_t>(Side::Left)] = moment(scenario, state.x, state.vx, at(Side::Left), at(Side::Right), 1.0);
    q[static_cast<std::size_t>(Side::Right)] = moment(scenario, state.x, state.vx, at(Side::Right), at(Side::Left), -1.0);
    q[static_cast<std::size_t>(Side::Bottom)] = moment(scenario, state.y, state.vy, at(Side::Bottom), at(Side::Top), 1.0);
    q[static_cast<std::size_t>(Side::Top)] = moment(scenario, state.y, state.vy, at(Side::Top), at(Side::Bottom), -1.0);
    return q;
}

} // namespace disklab
