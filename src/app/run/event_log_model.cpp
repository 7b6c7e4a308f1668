#include "app/run/event_log_model.h"

#include <QLocale>

#include <algorithm>

namespace disklab {

EventLogModel::EventLogModel(std::size_t capacity, QObject* parent)
    : QAbstractTableModel(parent), m_capacity(std::max<std::size_t>(capacity, 1))
{
}

void EventLogModel::addFrame(const FrameSnapshot& frame)
{
    addRecent(frame.generation, frame.recentCollisions, frame.collisionCount, frame.scenario);
}

void EventLogModel::addRecent(std::uint64_t generation, const std::vector<CollisionRecord>& recent, std::uint64_t count,
                              std::shared_ptr<const Scenario> scenario)
{
    if (generation != m_generation) {
        clear();
        m_generation = generation;
    }
    if (count < m_seen)
        cutAfter(count);  // the timeline went back: the rows after the moment shown are its future
    if (count <= m_seen)
        return;
    // Frames the GUI skipped may have carried records that are gone now: only the ring's
    // latest ones can be shown, and only those not shown before.
    const std::size_t fresh = static_cast<std::size_t>(std::min<std::uint64_t>(count - m_seen, recent.size()));
    m_seen = count - fresh;
    append({recent.end() - static_cast<std::ptrdiff_t>(fresh), recent.end()}, std::move(scenario));
}

void EventLogModel::append(const std::vector<CollisionRecord>& records, std::shared_ptr<const Scenario> scenario)
{
    m_scenario = std::move(scenario);
    if (records.empty())
        return;
    const std::size_t incoming = std::min(records.size(), m_capacity);
    const std::size_t overflow = m_rows.size() + incoming > m_capacity ? m_rows.size() + incoming - m_capacity : 0;
    if (overflow > 0) {
        beginRemoveRows({}, 0, static_cast<int>(overflow) - 1);
        m_rows.erase(m_rows.begin(), m_rows.begin() + static_cast<std::ptrdiff_t>(overflow));
        endRemoveRows();
    }
    const int first = static_cast<int>(m_rows.size());
    beginInsertRows({}, first, first + static_cast<int>(incoming) - 1);
    std::uint64_t number = m_seen + (records.size() - incoming);
    for (auto r = records.end() - static_cast<std::ptrdiff_t>(incoming); r != records.end(); ++r)
        m_rows.push_back({*r, ++number});
    endInsertRows();
    m_seen = number;
}

void EventLogModel::cutAfter(std::uint64_t count)
{
    const auto past =
        std::partition_point(m_rows.begin(), m_rows.end(), [count](const Row& row) { return row.number <= count; });
    if (past != m_rows.end()) {
        beginRemoveRows({}, static_cast<int>(past - m_rows.begin()), rowCount() - 1);
        m_rows.erase(past, m_rows.end());
        endRemoveRows();
    }
    m_seen = count;
}

void EventLogModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_seen = 0;
    endResetModel();
}

void EventLogModel::setUnits(const UnitSystem& units)
{
    m_units = units;
    emit headerDataChanged(Qt::Horizontal, TimeColumn, TimeColumn);
    if (rowCount() > 0)
        emit dataChanged(index(0, TimeColumn), index(rowCount() - 1, TimeColumn), {Qt::DisplayRole});
}

QString EventLogModel::csvHeader()
{
    return QStringLiteral("time,kind,a,b");
}

QString EventLogModel::csvLine(int row) const
{
    const CollisionRecord& r = record(row);
    // The CLI's exact number format (shortest text that reads back to the same double), and its
    // untranslated kind names, so the two files compare line by line.
    return QStringLiteral("%1,%2,%3,%4")
        .arg(QString::number(r.time, 'g', QLocale::FloatingPointShortest),
             r.kind == CollisionRecord::Kind::Pair ? QStringLiteral("pair") : QStringLiteral("wall"),
             QString::number(r.a), loggedName(r));
}

QString EventLogModel::loggedName(const CollisionRecord& record) const
{
    if (record.kind == CollisionRecord::Kind::Pair)
        return QString::number(record.b);
    if (m_scenario)
        return QString::fromStdString(wallName(*m_scenario, record.b));
    return record.b < kFirstSegmentWall ? QString::fromLatin1(sideName(static_cast<Side>(record.b)))
                                        : QString::number(record.b);
}

QString EventLogModel::shownName(const CollisionRecord& record) const
{
    // The file's names are core's English words; the table speaks the user's language. An
    // interior wall keeps the name its scenario gives it.
    if (record.kind == CollisionRecord::Kind::Wall && record.b < kFirstSegmentWall) {
        switch (static_cast<Side>(record.b)) {
        case Side::Left: return tr("left", "wall");
        case Side::Right: return tr("right", "wall");
        case Side::Bottom: return tr("bottom", "wall");
        case Side::Top: return tr("top", "wall");
        }
    }
    return loggedName(record);
}

int EventLogModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int EventLogModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventLogModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const CollisionRecord& r = record(index.row());
    if (role == RawRole) {
        switch (index.column()) {
        case TimeColumn: return r.time;
        case KindColumn: return static_cast<int>(r.kind);
        case AColumn: return r.a;
        case BColumn: return r.b;
        }
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case TimeColumn: return QString::number(m_units.shown(Quantity::Time, r.time), 'f', 6);
        case KindColumn: return r.kind == CollisionRecord::Kind::Pair ? tr("pair") : tr("wall");
        case AColumn: return r.a;
        case BColumn: return shownName(r);
        }
    }
    return {};
}

QVariant EventLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case TimeColumn: return m_units.atoms() ? tr("Time (ps)") : tr("Time");
    case KindColumn: return tr("Kind");
    case AColumn: return tr("Disk a");
    case BColumn: return tr("Disk or wall b");
    }
    return {};
}

} // namespace disklab
