#include "app/edit/spring_table_model.h"

#include "app/commands/set_springs_command.h"
#include "app/document/scenario_document.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace disklab {

SpringTableModel::SpringTableModel(ScenarioDocument& document, QObject* parent)
    : QAbstractTableModel(parent), m_document(document)
{
    // Springs change with the settings (SetSpringsCommand) and with the disks (a deleted disk
    // takes its springs along): a reset is cheap for the few springs a scenario has.
    const auto reset = [this] {
        beginResetModel();
        endResetModel();
    };
    connect(&document, &ScenarioDocument::settingsChanged, this, reset);
    connect(&document, &ScenarioDocument::diskCountChanged, this, reset);
    connect(&document, &ScenarioDocument::replaced, this, reset);
}

int SpringTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_document.scenario().forces.links.size());
}

int SpringTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SpringTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    const Link& spring = m_document.scenario().forces.links[std::size_t(index.row())];
    const auto number = [role](double v) -> QVariant {
        // Edited as exact text: a spin box would round to its decimals.
        return role == Qt::EditRole ? QVariant(QString::number(v, 'g', 17)) : QVariant(QLocale().toString(v, 'g', 6));
    };
    switch (Column(index.column())) {
    case DiskA: return spring.a;
    case DiskB: return spring.b;
    case Stiffness: return number(spring.stiffness);
    case RestLength: return number(spring.restLength);
    case ColumnCount: break;
    }
    return {};
}

QVariant SpringTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case DiskA: return tr("Disk");
    case DiskB: return tr("Disk");
    case Stiffness: return tr("Stiffness k");
    case RestLength: return tr("Rest length");
    case ColumnCount: break;
    }
    return {};
}

Qt::ItemFlags SpringTableModel::flags(const QModelIndex& index) const
{
    const Qt::ItemFlags f = QAbstractTableModel::flags(index);
    const bool editable = index.isValid() && (index.column() == Stiffness || index.column() == RestLength);
    return editable ? f | Qt::ItemIsEditable : f;
}

bool SpringTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || !(flags(index) & Qt::ItemIsEditable))
        return false;
    bool ok = false;
    double number = value.toDouble(&ok);
    if (!ok)
        number = QLocale().toDouble(value.toString(), &ok);
    if (!ok || !std::isfinite(number) || number < 0.0)
        return false;
    std::vector<Link> springs = m_document.scenario().forces.links;
    Link& spring = springs[std::size_t(index.row())];
    double& field = index.column() == Stiffness ? spring.stiffness : spring.restLength;
    if (field == number)
        return true;
    field = number;
    const QString text = index.column() == Stiffness
        ? tr("Set the stiffness of the spring between disks %1 and %2").arg(spring.a).arg(spring.b)
        : tr("Set the rest length of the spring between disks %1 and %2").arg(spring.a).arg(spring.b);
    m_document.push(new SetSpringsCommand(m_document, std::move(springs), text));
    return true;
}

void SpringTableModel::removeSprings(QList<int> rows)
{
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    std::vector<Link> springs = m_document.scenario().forces.links;
    for (auto row = rows.rbegin(); row != rows.rend(); ++row)
        if (*row >= 0 && std::size_t(*row) < springs.size())
            springs.erase(springs.begin() + *row);
    const int deleted = int(m_document.scenario().forces.links.size() - springs.size());
    if (deleted == 0)
        return;
    m_document.push(new SetSpringsCommand(m_document, std::move(springs), tr("Delete %n spring(s)", nullptr, deleted)));
}

} // namespace disklab
