// The exact engine's checkpoints: every member its coming events depend on, in the order it
// holds them. The calendar keeps its tickets where they lie, so that events at equal times come
// out in the order the run that went on takes them; the disks keep their local clocks, so that
// each prediction is made from the numbers the run that went on would use. Only scratch filled
// afresh by each prediction (the neighbours gathered, the contact batch) is left out.
#include "core/event_driven_engine_internals.h"
#include "core/state_archive.h"

namespace disklab {

namespace {

/// A disk's numbers; its label is the scenario's, which the checkpoint carries.
template <class D, class Archive>
void transferDisk(D& disk, Archive& archive)
{
    archive(disk.x), archive(disk.y), archive(disk.vx), archive(disk.vy), archive(disk.radius);
    archive(disk.mass), archive(disk.colour), archive(disk.charge);
}

} // namespace

template <class Self, class Archive>
void EventDrivenEngine::Impl::transferState(Self& self, Archive& archive)
{
    archive(self.m_skin), archive(self.m_grid), archive(self.m_queue), archive(self.m_eventsAtCalibration);
    archive(self.m_now), archive(self.m_gx), archive(self.m_gy), archive(self.m_periodic), archive(self.m_hasGravity);
    archive(self.m_fetchingAhead), archive(self.m_prefetcher), archive(self.m_globalEvents);
    archive(self.m_nextGlobalEvent), archive(self.m_segments), archive(self.m_segmentActive);
    archive(self.m_segmentCells), archive(self.m_predictPath), archive(self.m_disks), archive(self.m_fileIndex);
    archive(self.m_eventsAtSort), archive(self.m_neighbourLists), archive(self.m_piston);
    transferDisk(self.m_pump.disk, archive);
    archive(self.m_pump.interval), archive(self.m_pump.off), archive(self.m_pump.along);
    archive(self.m_pump.spread), archive(self.m_pump.nextTime), archive(self.m_ownEventTime);
    archive(self.m_totals), archive(self.m_wallNoise);
}

std::vector<std::byte> EventDrivenEngine::Impl::innerState() const { return writeState(*this); }

void EventDrivenEngine::Impl::restoreInnerState(const Scenario& scenario, std::span<const std::byte> state)
{
    readState(*this, state);
    if (usesNeighbourLists())
        m_neighbourLists.findWrapped();
    m_scenario = scenario;
    if (m_scenario.pump)
        m_pump.disk.label = pumpedDiskLike(m_scenario).label;
}

} // namespace disklab
