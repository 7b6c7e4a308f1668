#include "app/document/disk_selection.h"

#include <algorithm>

namespace disklab {

void DiskSelection::set(const QList<int>& disks, int count)
{
    QList<int> sorted;
    for (int i : disks)
        if (i >= 0 && i < count)
            sorted.append(i);
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    if (sorted == m_disks)
        return;
    m_disks = sorted;
    emit changed(m_disks);
}

} // namespace disklab
