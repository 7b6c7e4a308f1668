#pragma once
// The latest collisions of the running engine as a table (time, kind, disk a, disk or wall b),
// filled from the frames the GUI receives. Keeps at most `capacity` rows, dropping the oldest,
// so an hour-long run costs the same memory as a short one. The rows end at the moment the frame
// shows: a run sought back on its timeline drops those after it. The time column reads in the
// window's units; the raw role and the CSV lines stay the run's own numbers.

#include "app/units/unit_system.h"
#include "core/engine.h"
#include "runtime/frame_snapshot.h"

#include <QAbstractTableModel>

#include <deque>
#include <memory>

namespace disklab {

class EventLogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { TimeColumn, KindColumn, AColumn, BColumn, ColumnCount };
    /// Qt::UserRole + this gives the raw value: time (double), kind (int), a and b (int).
    static constexpr int RawRole = Qt::UserRole;

    explicit EventLogModel(std::size_t capacity = 5000, QObject* parent = nullptr);

    /// Appends the frame's collisions not seen yet, after dropping those past its count (the
    /// run went back); starts over on a new generation. GUI thread.
    void addFrame(const FrameSnapshot& frame);
    /// The same from the parts of a frame: `recent` ends with collision number `count` of
    /// trajectory `generation`. GUI thread.
    void addRecent(std::uint64_t generation, const std::vector<CollisionRecord>& recent, std::uint64_t count,
                   std::shared_ptr<const Scenario> scenario);
    /// Appends records directly, numbered on from the last collision seen (tests). `scenario`
    /// names the walls. GUI thread.
    void append(const std::vector<CollisionRecord>& records, std::shared_ptr<const Scenario> scenario);
    void clear();
    /// Shows the time column in `units` from now on.
    void setUnits(const UnitSystem& units);

    const CollisionRecord& record(int row) const { return m_rows[static_cast<std::size_t>(row)].record; }
    /// One event-log line as `disklab-cli run --events-log` writes it: time,kind,a,b.
    QString csvLine(int row) const;
    /// The header of that file, "time,kind,a,b".
    static QString csvHeader();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        CollisionRecord record;
        std::uint64_t number;  ///< which collision of the run it is, from 1
    };
    /// Drops the rows after collision number `count` and takes it as the last seen.
    void cutAfter(std::uint64_t count);
    /// Column b as the CLI's event log writes it: a disk number or core's English wall name.
    QString loggedName(const CollisionRecord& record) const;
    /// Column b as the table shows it: the box's walls in the user's language.
    QString shownName(const CollisionRecord& record) const;

    UnitSystem m_units;
    std::size_t m_capacity;
    std::deque<Row> m_rows;  ///< in the order of their numbers
    std::shared_ptr<const Scenario> m_scenario;
    std::uint64_t m_generation = UINT64_MAX;
    std::uint64_t m_seen = 0;  // the number of the last collision added
};

} // namespace disklab
