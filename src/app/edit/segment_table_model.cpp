#include "app/edit/segment_table_model.h"

#include "app/commands/edit_segment_command.h"
#include "app/document/scenario_document.h"
#include "app/units/measure.h"

#include <QLocale>

#include <cmath>
#include <limits>

namespace disklab {
namespace {

/// What a column measures: the ends are lengths, the remove time a time, the name nothing.
Measure measureOf(int column)
{
    switch (SegmentTableModel::Column(column)) {
    case SegmentTableModel::RemoveTime: return Quantity::Time;
    case SegmentTableModel::Name:
    case SegmentTableModel::ColumnCount: return {};
    default: return Quantity::Length;
    }
}

} // namespace

SegmentTableModel::SegmentTableModel(ScenarioDocument& document, QObject* parent)
    : QAbstractTableModel(parent), m_document(document)
{
    // Interior walls are few: a reset on every change is cheap and keeps row counts honest.
    connect(&document, &ScenarioDocument::segmentsChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int SegmentTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_document.scenario().segments.size());
}

int SegmentTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SegmentTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const SegmentWall& w = m_document.scenario().segments[std::size_t(index.row())];
    const Measure measure = measureOf(index.column());
    const auto number = [&](double reduced) -> QVariant {
        const double v = measure.shown(m_units, reduced);
        // Edited as exact text: a spin box would round to its decimals.
        return role == Qt::EditRole ? QVariant(QString::number(v, 'g', 17)) : QVariant(QLocale().toString(v, 'g', 6));
    };
    switch (Column(index.column())) {
    case X0: return number(w.x0);
    case Y0: return number(w.y0);
    case X1: return number(w.x1);
    case Y1: return number(w.y1);
    case RemoveTime: return std::isfinite(w.removeTime) ? number(w.removeTime) : QVariant(QString());
    case Name: return QString::fromStdString(w.name);
    case ColumnCount: break;
    }
    return {};
}

QVariant SegmentTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const Measure measure = measureOf(section);
    switch (Column(section)) {
    case X0: return measure.heading(tr("x0"), m_units);
    case Y0: return measure.heading(tr("y0"), m_units);
    case X1: return measure.heading(tr("x1"), m_units);
    case Y1: return measure.heading(tr("y1"), m_units);
    case RemoveTime: return measure.heading(tr("Removed at"), m_units);
    case Name: return tr("Name");
    case ColumnCount: break;
    }
    return {};
}

void SegmentTableModel::setUnits(const UnitSystem& units)
{
    m_units = units;
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

Qt::ItemFlags SegmentTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    return index.isValid() ? f | Qt::ItemIsEditable : f;
}

bool SegmentTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    SegmentWall w = m_document.scenario().segments[std::size_t(index.row())];
    const Column column = Column(index.column());
    if (column == Name) {
        w.name = value.toString().toStdString();
    } else if (column == RemoveTime && value.toString().trimmed().isEmpty()) {
        w.removeTime = std::numeric_limits<double>::infinity();
    } else {
        bool ok = false;
        double number = value.toDouble(&ok);
        if (!ok)
            number = QLocale().toDouble(value.toString(), &ok);
        if (!ok || !std::isfinite(number) || (column == RemoveTime && number < 0.0))
            return false;
        number = measureOf(column).reduced(m_units, number);
        (column == X0 ? w.x0 : column == Y0 ? w.y0 : column == X1 ? w.x1 : column == Y1 ? w.y1 : w.removeTime) = number;
    }
    if (w == m_document.scenario().segments[std::size_t(index.row())])
        return true;
    m_document.push(new EditSegmentCommand(m_document, index.row(), w));
    return true;
}

} // namespace disklab
