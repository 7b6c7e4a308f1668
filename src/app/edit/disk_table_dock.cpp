#include "app/edit/disk_table_dock.h"

#include "app/edit/disk_table_model.h"
#include "app/document/scenario_document.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace disklab {

DiskTableDock::DiskTableDock(ScenarioDocument& document, QWidget* parent)
    : QDockWidget(tr("Disks"), parent),
      m_document(document),
      m_model(new DiskTableModel(document, this)),
      m_proxy(new QSortFilterProxyModel(this)),
      m_filter(new QLineEdit),
      m_table(new QTableView)
{
    setObjectName(QStringLiteral("diskTableDock"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(Qt::UserRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_filter->setPlaceholderText(tr("Filter (label, colour, any value)…"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, this, &DiskTableDock::setFilterText);

    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(0, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setDefaultSectionSize(numberColumnWidth());
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setToolTip(tr("Double-click a cell to edit it; with several rows selected the value goes to all of them"));

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    // The table edits the scenario as it starts; say so, or rows that stay put while the disks
    // move read as a frozen display.
    auto* note = new QLabel(tr("Initial state (t = 0): the scenario as the run starts. Select a disk to follow it in Properties."));
    note->setObjectName(QStringLiteral("initialStateNote"));
    note->setWordWrap(true);
    layout->addWidget(note);
    layout->addWidget(m_filter);
    layout->addWidget(m_table);
    setWidget(content);

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &DiskTableDock::takeTableSelection);
    connect(&document.diskSelection(), &DiskSelection::changed, this, &DiskTableDock::showDocumentSelection);
    connect(&document, &ScenarioDocument::diskCountChanged, this, &DiskTableDock::showDocumentSelection);
}

int DiskTableDock::numberColumnWidth() const
{
    // The longest texts the model shows for a number (all its digits, a sign, and a point or an
    // exponent), in this font and language, so that no velocity opens cut to "0.…"; the
    // delegate pads text by the focus frame's margin and a pixel on each side.
    const QFontMetrics metrics = m_table->fontMetrics();
    int widest = 0;
    for (const double sample : {-0.000123456789, -1.23456789e-05})
        widest = std::max(widest, metrics.horizontalAdvance(DiskTableModel::numberText(sample)));
    const int padding = 2 * (m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1);
    return widest + padding;
}

void DiskTableDock::setFilterText(const QString& text)
{
    if (m_filter->text() != text)
        m_filter->setText(text);
    m_proxy->setFilterFixedString(text);
    showDocumentSelection();
}

void DiskTableDock::showDocumentSelection()
{
    if (m_syncing)
        return;
    m_syncing = true;
    QList<int> rows;
    for (int disk : m_document.selection()) {
        const QModelIndex row = m_proxy->mapFromSource(m_model->index(disk, 0));
        if (row.isValid())
            rows.append(row.row());
    }
    std::sort(rows.begin(), rows.end());
    // One range per run of consecutive rows: Select All on 10^5 disks is one range, not 10^5.
    QItemSelection selection;
    const int lastColumn = m_model->columnCount() - 1;
    for (qsizetype k = 0; k < rows.size();) {
        qsizetype end = k;
        while (end + 1 < rows.size() && rows[end + 1] == rows[end] + 1)
            ++end;
        selection.select(m_proxy->index(rows[k], 0), m_proxy->index(rows[end], lastColumn));
        k = end + 1;
    }
    m_table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (!selection.isEmpty())
        m_table->scrollTo(selection.first().topLeft());
    m_syncing = false;
}

void DiskTableDock::takeTableSelection()
{
    if (m_syncing)
        return;
    m_syncing = true;
    QList<int> disks;
    for (const QModelIndex& row : m_table->selectionModel()->selectedRows())
        disks.append(m_proxy->mapToSource(row).row());
    // Rows hidden by the filter stay selected in the document.
    for (int disk : m_document.selection())
        if (!m_proxy->mapFromSource(m_model->index(disk, 0)).isValid())
            disks.append(disk);
    m_document.setSelection(disks);
    m_syncing = false;
}

void DiskTableDock::setUnits(const UnitSystem& units)
{
    m_model->setUnits(units);
}

} // namespace disklab
