#include "app/edit/edit_tool.h"

#include "app/document/scenario_document.h"

#include <algorithm>
#include <cmath>

namespace disklab {

double EditTool::arrowTime() const
{
    // An arrow of the rms speed is a tenth of the box: readable in a gas and in a break shot.
    const Scenario& s = m_document.scenario();
    double sum = 0.0;
    for (const Disk& d : s.disks)
        sum += d.vx * d.vx + d.vy * d.vy;
    const double rms = s.disks.empty() ? 0.0 : std::sqrt(sum / double(s.disks.size()));
    return 0.1 * std::max(s.width, s.height) / (rms > 0.0 ? rms : 1.0);
}

int EditTool::newDragId()
{
    static int serial = 0;
    return ++serial;
}

} // namespace disklab
