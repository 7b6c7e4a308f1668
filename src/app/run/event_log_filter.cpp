#include "app/run/event_log_filter.h"

#include "app/run/event_log_model.h"

namespace disklab {

EventLogFilter::EventLogFilter(QObject* parent) : QSortFilterProxyModel(parent) {}

void EventLogFilter::setKind(Kind kind)
{
    m_kind = kind;
    invalidateRowsFilter();
}

void EventLogFilter::setDisk(int disk)
{
    m_disk = disk;
    invalidateRowsFilter();
}

bool EventLogFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const auto* model = qobject_cast<const EventLogModel*>(sourceModel());
    if (!model || sourceParent.isValid())
        return false;
    const CollisionRecord& r = model->record(sourceRow);
    const bool pair = r.kind == CollisionRecord::Kind::Pair;
    if ((m_kind == Kind::Pairs && !pair) || (m_kind == Kind::Walls && pair))
        return false;
    // For a wall hit b names a wall, not a disk.
    return m_disk < 0 || r.a == m_disk || (pair && r.b == m_disk);
}

} // namespace disklab
