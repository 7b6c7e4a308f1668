#include "runtime/motion_meter.h"

#include <algorithm>

namespace disklab {

void MotionMeter::measure(FrameSnapshot& frame)
{
    if (!frame.scenario)
        return;
    if (frame.scenario != m_scenario) {
        m_scenario = frame.scenario;
        m_mass.clear();
        m_mass.reserve(m_scenario->disks.size());
        for (const Disk& d : m_scenario->disks)
            m_mass.push_back(d.mass);
    }
    const Snapshot& s = frame.state;
    const std::size_t n = std::min(s.size(), m_mass.size());
    double twiceKinetic = 0.0, px = 0.0, py = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        twiceKinetic += m_mass[i] * (s.vx[i] * s.vx[i] + s.vy[i] * s.vy[i]);
        px += m_mass[i] * s.vx[i];
        py += m_mass[i] * s.vy[i];
    }
    frame.kineticEnergy = 0.5 * twiceKinetic;
    frame.momentum = {px, py};
}

} // namespace disklab
