#pragma once
// The document's interior walls as a table (x0, y0, x1, y1, remove time, name); edits become
// undo commands. An empty remove time means the wall stays for the whole run. The ends and the
// remove time read, and are typed, in the window's units (nm and ps on the atoms scale).

#include "app/units/unit_system.h"

#include <QAbstractTableModel>

namespace disklab {

class ScenarioDocument;

class SegmentTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { X0, Y0, X1, Y1, RemoveTime, Name, ColumnCount };

    explicit SegmentTableModel(ScenarioDocument& document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    /// Pushes an EditSegmentCommand; refuses non-numbers and negative remove times.
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    /// Shows and takes the ends and remove times in `units` from now on.
    void setUnits(const UnitSystem& units);

private:
    ScenarioDocument& m_document;
    UnitSystem m_units;
};

} // namespace disklab
