#pragma once
// Event log dock: the latest collisions of the running engine, newest at the bottom, filtered
// by kind and disk, exportable as CSV in the format of `disklab-cli run --events-log`.

#include "runtime/frame_snapshot.h"

#include <QDockWidget>

class QComboBox;
class QSpinBox;
class QTableView;

namespace disklab {

class EventLogFilter;
class EventLogModel;

class EventLogDock : public QDockWidget {
    Q_OBJECT
public:
    explicit EventLogDock(QWidget* parent = nullptr);

    /// Takes the frame's new collisions. GUI thread.
    void showFrame(const FrameSnapshot& frame);
    /// Writes the rows shown (after filtering), oldest first, as time,kind,a,b. GUI thread.
    bool exportCsv(const QString& path, QString* error = nullptr) const;

    EventLogModel& model() { return *m_model; }
    EventLogFilter& filter() { return *m_filter; }

private:
    void askAndExport();

    EventLogModel* m_model;
    EventLogFilter* m_filter;
    QComboBox* m_kind;
    QSpinBox* m_disk;
    QTableView* m_table;
};

} // namespace disklab
