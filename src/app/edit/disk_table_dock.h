#pragma once
// The disks table dock: every disk of the document in a sortable, filterable table whose
// selection is the document's selection. Editing a cell while several rows are selected sets
// that field of all of them, as one undo step.

#include "app/units/unit_system.h"

#include <QDockWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace disklab {

class DiskTableModel;
class ScenarioDocument;

class DiskTableDock : public QDockWidget {
    Q_OBJECT
public:
    explicit DiskTableDock(ScenarioDocument& document, QWidget* parent = nullptr);

    DiskTableModel& model() { return *m_model; }
    QSortFilterProxyModel& proxy() { return *m_proxy; }
    QTableView& table() { return *m_table; }
    /// Shows positions, velocities, radii and masses in `units`.
    void setUnits(const UnitSystem& units);
    /// Shows only rows with `text` in any column (case-insensitive).
    void setFilterText(const QString& text);

private:
    /// Width of the number columns as the table opens (the user may still resize them).
    int numberColumnWidth() const;
    void showDocumentSelection();
    void takeTableSelection();

    ScenarioDocument& m_document;
    DiskTableModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QLineEdit* m_filter;
    QTableView* m_table;
    bool m_syncing = false;
};

} // namespace disklab
