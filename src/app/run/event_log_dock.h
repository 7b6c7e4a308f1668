#pragma once
// Event log dock: the latest collisions of the running engine, newest at the bottom, filtered
// by kind and disk, exportable as CSV in the format of `disklab-cli run --events-log` (in the
// run's own units whatever the window shows, so that the two files compare line by line).

#include "app/units/unit_system.h"
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

    /// Takes the frame's new collisions: the main window's run, or comparison mode's
    /// event-driven engine. A frame from the other source than the one shown is ignored unless
    /// its run is playing. GUI thread.
    void showFrame(const FrameSnapshot& frame);
    /// Writes the rows shown (after filtering), oldest first, as time,kind,a,b. GUI thread.
    bool exportCsv(const QString& path, QString* error = nullptr) const;

    /// Shows the collisions' times in `units`.
    void setUnits(const UnitSystem& units);

    EventLogModel& model() { return *m_model; }
    EventLogFilter& filter() { return *m_filter; }

private:
    enum class Source { None, Run, Comparison };
    /// Starts the log over when the source changes, then adds the records.
    void add(Source source, std::uint64_t generation, const std::vector<CollisionRecord>& recent, std::uint64_t count,
             std::shared_ptr<const Scenario> scenario);
    void askAndExport();

    EventLogModel* m_model;
    EventLogFilter* m_filter;
    QComboBox* m_kind;
    QSpinBox* m_disk;
    QTableView* m_table;
    Source m_source = Source::None;
};

} // namespace disklab
