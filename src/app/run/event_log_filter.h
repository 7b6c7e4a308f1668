#pragma once
// Which rows of the event log are shown: all collisions, pairs only or walls only, and
// optionally only those involving one disk.

#include <QSortFilterProxyModel>

namespace disklab {

class EventLogFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    enum class Kind { All, Pairs, Walls };

    explicit EventLogFilter(QObject* parent = nullptr);

    /// GUI thread, like the rest of the model.
    void setKind(Kind kind);
    Kind kind() const { return m_kind; }
    /// Only collisions in which disk `disk` takes part (as a or b); -1 for every disk.
    void setDisk(int disk);
    int disk() const { return m_disk; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    Kind m_kind = Kind::All;
    int m_disk = -1;
};

} // namespace disklab
