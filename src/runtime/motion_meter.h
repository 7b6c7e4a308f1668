#pragma once
// A frame's kinetic energy and total momentum, measured once by the worker when it publishes
// the frame, so that no dock on the GUI thread walks a million disks again for them. The
// masses are copied into one array per scenario: a walk through the scenario's disk records,
// a hundred bytes apart, costs several times the sums themselves.

#include "runtime/frame_snapshot.h"

#include <memory>
#include <vector>

namespace disklab {

class MotionMeter {
public:
    /// Fills frame.kineticEnergy and frame.momentum from frame.scenario and frame.state.
    void measure(FrameSnapshot& frame);

private:
    std::shared_ptr<const Scenario> m_scenario;  ///< held, so its address cannot become another's
    std::vector<double> m_mass;                  ///< of its disks, in order
};

} // namespace disklab
