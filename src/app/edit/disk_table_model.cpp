#include "app/edit/disk_table_model.h"

#include "app/commands/set_disk_property_command.h"
#include "app/document/scenario_document.h"
#include "app/document/disk_property.h"

#include <QColor>
#include <QLocale>

#include <algorithm>
#include <optional>

namespace disklab {

DiskTableModel::DiskTableModel(ScenarioDocument& document, QObject* parent)
    : QAbstractTableModel(parent), m_document(document)
{
    connect(&document, &ScenarioDocument::diskCountAboutToChange, this, [this] { beginResetModel(); });
    connect(&document, &ScenarioDocument::diskCountChanged, this, [this] { endResetModel(); });
    connect(&document, &ScenarioDocument::disksChanged, this, [this](const QList<int>& disks) {
        const int rows = rowCount();
        if (rows == 0)
            return;
        if (disks.isEmpty()) {
            emit dataChanged(index(0, 0), index(rows - 1, kDiskFieldCount - 1));
            return;
        }
        const auto [low, high] = std::minmax_element(disks.begin(), disks.end());
        emit dataChanged(index(*low, 0), index(*high, kDiskFieldCount - 1));
    });
}

int DiskTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_document.scenario().disks.size());
}

int DiskTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : kDiskFieldCount;
}

QVariant DiskTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const DiskField field = DiskField(index.column());
    const Disk& disk = m_document.scenario().disks[std::size_t(index.row())];
    const QVariant value = diskFieldValue(disk, index.row(), field);
    const std::optional<Quantity> quantity = diskFieldQuantity(field);
    const double shown = quantity ? m_units.shown(*quantity, value.toDouble()) : value.toDouble();
    switch (role) {
    case Qt::DisplayRole:
        if (field == DiskField::Colour)
            return value.value<QColor>().name();
        if (value.typeId() == QMetaType::Double)
            return numberText(shown);
        return value;
    case Qt::EditRole:
        // Numbers are edited as exact text: the default spin box would round to two decimals.
        if (field == DiskField::Colour)
            return value.value<QColor>().name();
        if (value.typeId() == QMetaType::Double)
            return QString::number(shown, 'g', 17);
        return value;
    case Qt::UserRole:
        // Raw value for sorting: numbers as numbers, colours by name.
        return field == DiskField::Colour ? QVariant(value.value<QColor>().name()) : value;
    case Qt::DecorationRole:
        return field == DiskField::Colour ? value : QVariant();
    case Qt::TextAlignmentRole:
        return field == DiskField::Label || field == DiskField::Colour ? QVariant()
                                                                        : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default: return {};
    }
}

QVariant DiskTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= kDiskFieldCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    return diskFieldHeading(DiskField(section), m_units);
}

void DiskTableModel::setUnits(const UnitSystem& units)
{
    m_units = units;
    emit headerDataChanged(Qt::Horizontal, 0, kDiskFieldCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, kDiskFieldCount - 1));
}

QString DiskTableModel::numberText(double value)
{
    return QLocale().toString(value, 'g', 6);
}

Qt::ItemFlags DiskTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && isDiskFieldEditable(DiskField(index.column())))
        f |= Qt::ItemIsEditable;
    return f;
}

bool DiskTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const DiskField field = DiskField(index.column());
    // A number typed in the units shown, into the scenario's.
    QVariant typed = value;
    bool number = false;
    if (const std::optional<Quantity> quantity = diskFieldQuantity(field); quantity && m_units.atoms())
        if (const double shown = value.toDouble(&number); number)
            typed = m_units.reduced(*quantity, shown);
    if (!isDiskFieldEditable(field) || !isValidDiskFieldValue(field, typed))
        return false;
    const QList<int> selection = m_document.selection();
    const QList<int> disks = selection.contains(index.row()) ? selection : QList<int>{index.row()};
    m_document.push(new SetDiskPropertyCommand(m_document, disks, field, typed));
    return true;
}

} // namespace disklab
