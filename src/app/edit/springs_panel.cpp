#include "app/edit/springs_panel.h"

#include "app/edit/spring_table_model.h"

#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace disklab {

SpringsPanel::SpringsPanel(ScenarioDocument& document, QWidget* parent)
    : QWidget(parent),
      m_model(new SpringTableModel(document, this)),
      m_table(new QTableView),
      m_delete(new QPushButton(tr("Delete Spring")))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* hint = new QLabel(tr("Draw a spring in edit mode with Edit ▸ Draw Spring (F9): drag from one disk to "
                               "another. Springs and charges run on the force engine."));
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_table);
    layout->addWidget(m_delete, 0, Qt::AlignLeft);
    m_delete->setEnabled(false);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_delete->setEnabled(m_table->selectionModel()->hasSelection()); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { m_delete->setEnabled(false); });
    connect(m_delete, &QPushButton::clicked, this, [this] {
        QList<int> rows;
        for (const QModelIndex& row : m_table->selectionModel()->selectedRows())
            rows.append(row.row());
        m_model->removeSprings(rows);
    });
}

} // namespace disklab
