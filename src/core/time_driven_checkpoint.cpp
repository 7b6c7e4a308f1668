// The stepper's checkpoints: every member a coming step depends on. Between steps that is the
// disks, the clocks, the contacts still open (a missed collision is counted when one closes
// unresolved) and the figures; the broad phase's scratch is left out, since every broad phase
// hands the narrow phase the same sorted candidates whatever it kept from the last step.
#include "core/state_archive.h"
#include "core/time_driven_engine_internals.h"

namespace disklab {

template <class Self, class Archive>
void TimeDrivenEngine::Impl::transferState(Self& self, Archive& archive)
{
    archive(self.m_grid), archive(self.m_now), archive(self.m_clock), archive(self.m_stepLength);
    archive(self.m_stepEnd), archive(self.m_gridSteps), archive(self.m_wallNoise);
    archive(self.m_x), archive(self.m_y), archive(self.m_vx), archive(self.m_vy), archive(self.m_tau);
    archive(self.m_radius), archive(self.m_mass), archive(self.m_changes), archive(self.m_freeSince);
    archive(self.m_boxes), archive(self.m_pairs), archive(self.m_partnerStart), archive(self.m_partners);
    archive(self.m_events), archive(self.m_touched), archive(self.m_resolved), archive(self.m_open);
    archive(self.m_segmentRemoval), archive(self.m_segmentCandidates), archive(self.m_segmentStart);
    archive(self.m_lastSegment), archive(self.m_segmentTouched), archive(self.m_segmentResolved);
    archive(self.m_segmentOpen), archive(self.m_endOverlaps), archive(self.m_totals), archive(self.m_stats);
    archive(self.m_wallMomentum), archive(self.m_energy0), archive(self.m_momentum0), archive(self.m_momentumScale);
}

std::vector<std::byte> TimeDrivenEngine::Impl::innerState() const { return writeState(*this); }

void TimeDrivenEngine::Impl::restoreInnerState(const Scenario& scenario, std::span<const std::byte> state)
{
    readState(*this, state);
    m_scenario = scenario;
}

} // namespace disklab
