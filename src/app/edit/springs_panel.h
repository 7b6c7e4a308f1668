#pragma once
// The Springs tab of the properties: the scenario's springs in a table (stiffness and rest
// length edited in place), a button that deletes the selected ones, and how to draw more.

#include <QWidget>

class QPushButton;
class QTableView;

namespace disklab {

class ScenarioDocument;
class SpringTableModel;

class SpringsPanel : public QWidget {
    Q_OBJECT
public:
    explicit SpringsPanel(ScenarioDocument& document, QWidget* parent = nullptr);

    SpringTableModel& model() { return *m_model; }
    QTableView& table() { return *m_table; }
    QPushButton& deleteButton() { return *m_delete; }

private:
    SpringTableModel* m_model;
    QTableView* m_table;
    QPushButton* m_delete;
};

} // namespace disklab
