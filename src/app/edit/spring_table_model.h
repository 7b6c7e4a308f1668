#pragma once
// The document's springs (its links) as a table: the two disks joined, the stiffness k and the
// rest length. k and the rest length are edited in place, each edit one undo step; the disks a
// spring joins are drawn with the Draw Spring tool, not typed.

#include <QAbstractTableModel>

namespace disklab {

class ScenarioDocument;

class SpringTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { DiskA, DiskB, Stiffness, RestLength, ColumnCount };

    explicit SpringTableModel(ScenarioDocument& document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    /// Pushes a SetSpringsCommand; refuses anything but a finite number >= 0.
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    /// Deletes the springs of `rows` in one undo step. GUI thread.
    void removeSprings(QList<int> rows);

private:
    ScenarioDocument& m_document;
};

} // namespace disklab
