// The shells and neighbour lists of dense gases (see NeighbourLists): a disk's shell is centred
// where the disk is when it is made, and lists every disk whose shell is near enough.
#include "core/event_driven_engine_internals.h"

namespace disklab {

void EventDrivenEngine::Impl::wrapIntoBox(DiskState& d) const
{
    if (!m_periodic)
        return;
    const double w = m_grid.width(), h = m_grid.height();
    if (d.x < 0.0)
        d.x += w;
    if (d.x >= w)
        d.x -= w;
    if (d.y < 0.0)
        d.y += h;
    if (d.y >= h)
        d.y -= h;
}

void EventDrivenEngine::Impl::linkAround(std::int32_t i, bool laterOnly)
{
    const NeighbourLists::Centre c = m_neighbourLists.centre(i);
    const double ri = m_disks[static_cast<std::size_t>(i)].radius;
    const std::int32_t cell = m_disks[static_cast<std::size_t>(i)].cell;
    gatherNeighbours(m_grid.column(cell), m_grid.row(cell));
    for (std::size_t slot = 0; slot < m_neighbourCount; ++slot) {
        const std::int32_t j = m_neighbourDisks[slot];
        if (j == i || (laterOnly && j < i))
            continue;
        const auto image = m_neighboursAllDirect ? NeighbourLists::kDirect : static_cast<std::uint32_t>(m_neighbourImages[slot]);
        const NeighbourLists::Centre cj = m_neighbourLists.centre(j);
        const double dx = cj.x + m_imageShiftX[image] - c.x;
        const double dy = cj.y + m_imageShiftY[image] - c.y;
        const double reach = ri + m_disks[static_cast<std::size_t>(j)].radius + m_skin;
        if (dx * dx + dy * dy < reach * reach)
            m_neighbourLists.link(i, j, image);
    }
}

void EventDrivenEngine::Impl::buildAllLists()
{
    // Every shell is made anew around where its disk is now.
    const auto n = static_cast<std::int32_t>(m_disks.size());
    m_neighbourLists.reset(m_disks.size());
    for (std::int32_t i = 0; i < n; ++i) {
        moveTo(i, m_now);
        centreShell(i);
    }
    for (std::int32_t i = 0; i < n; ++i)
        linkAround(i, true);
}

void EventDrivenEngine::Impl::relink(std::int32_t i)
{
    m_neighbourLists.unlinkAll(i);
    m_grid.remove(i, m_disks[static_cast<std::size_t>(i)].cell);
    centreShell(i);
    linkAround(i, false);
}

void EventDrivenEngine::Impl::centreShell(std::int32_t i)
{
    DiskState& d = m_disks[static_cast<std::size_t>(i)];
    wrapIntoBox(d);
    m_neighbourLists.setCentre(i, {d.x, d.y});
    d.cell = m_grid.index(m_grid.columnOf(d.x), m_grid.rowOf(d.y));
    m_grid.insert(i, d.cell);
}

} // namespace disklab
