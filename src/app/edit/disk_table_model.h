#pragma once
// The document's disks as a table (index, x, y, vx, vy, radius, mass, colour, label). Edits
// become undo commands; editing a cell of a selected disk while several are selected sets that
// field of all of them (multi-row editing). Sort with Qt::UserRole (raw numbers). Positions,
// velocities, radii and masses are shown, and typed, in the window's units (nm, m/s, u on the
// atoms scale); the raw role stays the scenario's own numbers.

#include "app/units/unit_system.h"

#include <QAbstractTableModel>

namespace disklab {

class ScenarioDocument;

class DiskTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit DiskTableModel(ScenarioDocument& document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    /// Pushes a SetDiskPropertyCommand for this disk, or for the whole selection when the disk is
    /// selected. Refuses values that are no number, or a radius or mass <= 0.
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    /// How the table shows a number: six significant digits in the user's language (editing
    /// shows all of them).
    static QString numberText(double value);
    /// Shows and takes the numbers in `units` from now on.
    void setUnits(const UnitSystem& units);

private:
    ScenarioDocument& m_document;
    UnitSystem m_units;
};

} // namespace disklab
