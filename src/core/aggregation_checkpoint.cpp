// The aggregation engine's checkpoints: the clusters by id (live and dead, so ids keep their
// meaning), the contacts predicted in this step in the queue's own order, the three random
// streams and the counters; with per-cluster flights, when each flight ends, the boxes the
// flights sweep and each jump's protective radius. The detection strategy keeps only a layout
// of where clusters were stored, which restoring lays out anew from the clusters as they are
// (every strategy names a superset of the clusters that can touch, and the contacts come out of
// the queue by time and ids whatever order they were predicted in), and its count of pair tests.
#include "core/aggregation_engine_internals.h"
#include "core/state_archive.h"

namespace disklab {

template <class Self, class Archive>
void AggregationEngine::Impl::transferState(Self& self, Archive& archive)
{
    archive(self.m_radii), archive(self.m_clusters), archive(self.m_alive), archive(self.m_live);
    archive(self.m_contacts), archive(self.m_workspace.memberSearches), archive(self.m_random);
    archive(self.m_motionAtStepStart), archive(self.m_stickingDraws), archive(self.m_touchingRule);
    archive(self.m_now), archive(self.m_stepStart), archive(self.m_stepEnd), archive(self.m_largest);
    archive(self.m_narrowPhaseCalls), archive(self.m_steps), archive(self.m_bounces), archive(self.m_formed);
    archive(*self.m_finder), archive(self.m_flightEnd), archive(self.m_flightGrid);
    archive(self.m_jumpRadius);
}

std::vector<std::byte> AggregationEngine::Impl::innerState() const { return writeState(*this); }

void AggregationEngine::Impl::restoreInnerState(const Scenario& scenario, std::span<const std::byte> state)
{
    readState(*this, state);
    m_finder->beginStep(m_stepStart, m_stepEnd);  // keeps the count of pair tests just read
    if (perCluster()) {
        m_flightGrid.layOut(m_flightGrid.laidOutFor());  // keeps the boxes just read
        m_flightGrid.fileAgain(m_live);
    }
    m_scenario = scenario;
}

} // namespace disklab
