#pragma once
// The document's disks as a table (index, x, y, vx, vy, radius, mass, colour, label). Edits
// become undo commands; editing a cell of a selected disk while several are selected sets that
// field of all of them (multi-row editing). Sort with Qt::UserRole (raw numbers).

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

private:
    ScenarioDocument& m_document;
};

} // namespace disklab
