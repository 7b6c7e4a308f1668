#pragma once
// A set of selected disks, by index into a scenario, with one change signal. The document owns
// the editor's (the view, the disk table, the properties panel and the edit tools all read and
// set that one); a view with no document, such as a comparison pane, keeps one of its own.

#include <QList>
#include <QObject>

namespace disklab {

class DiskSelection : public QObject {
    Q_OBJECT
public:
    explicit DiskSelection(QObject* parent = nullptr) : QObject(parent) {}

    /// Selected disks, ascending, without repeats.
    const QList<int>& disks() const { return m_disks; }
    bool contains(int disk) const { return m_disks.contains(disk); }
    /// Selects `disks` (any order); drops repeats and indices outside [0, count). Emits
    /// changed() only when the selection differs. GUI thread.
    void set(const QList<int>& disks, int count);

signals:
    void changed(const QList<int>& disks);

private:
    QList<int> m_disks;
};

} // namespace disklab
