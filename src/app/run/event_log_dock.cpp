#include "app/run/event_log_dock.h"

#include "app/run/event_log_filter.h"
#include "app/run/event_log_model.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

namespace disklab {

EventLogDock::EventLogDock(QWidget* parent)
    : QDockWidget(tr("Event Log"), parent),
      m_model(new EventLogModel(5000, this)),
      m_filter(new EventLogFilter(this)),
      m_kind(new QComboBox),
      m_disk(new QSpinBox),
      m_table(new QTableView)
{
    setObjectName(QStringLiteral("eventLogDock"));
    m_filter->setSourceModel(m_model);
    m_kind->addItem(tr("All collisions"));
    m_kind->addItem(tr("Disk-disk only"));
    m_kind->addItem(tr("Disk-wall only"));
    m_disk->setRange(-1, 9'999'999);
    m_disk->setValue(-1);
    m_disk->setSpecialValueText(tr("any"));
    m_disk->setToolTip(tr("Show only collisions of this disk"));
    auto* clear = new QPushButton(tr("Clear"));
    auto* exportButton = new QPushButton(tr("Export CSV…"));

    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_kind);
    controls->addWidget(new QLabel(tr("Disk:")));
    controls->addWidget(m_disk);
    controls->addStretch(1);
    controls->addWidget(clear);
    controls->addWidget(exportButton);
    layout->addLayout(controls);
    m_table->setModel(m_filter);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 4);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setMinimumSize(280, 100);
    layout->addWidget(m_table, 1);
    setWidget(body);

    connect(m_kind, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_filter->setKind(static_cast<EventLogFilter::Kind>(index)); });
    connect(m_disk, &QSpinBox::valueChanged, m_filter, &EventLogFilter::setDisk);
    connect(clear, &QPushButton::clicked, m_model, &EventLogModel::clear);
    connect(exportButton, &QPushButton::clicked, this, &EventLogDock::askAndExport);
}

void EventLogDock::showFrame(const FrameSnapshot& frame)
{
    const Source source = frame.comparison ? Source::Comparison : Source::Run;
    if (m_source != Source::None && source != m_source && !frame.running)
        return;
    add(source, frame.generation, frame.recentCollisions, frame.collisionCount, frame.scenario);
}

void EventLogDock::add(Source source, std::uint64_t generation, const std::vector<CollisionRecord>& recent,
                       std::uint64_t count, std::shared_ptr<const Scenario> scenario)
{
    if (source != m_source) {
        m_source = source;
        m_model->clear();
    }
    // Follow the newest rows only while the user has not scrolled up to read older ones.
    const QScrollBar* bar = m_table->verticalScrollBar();
    const bool atEnd = bar->value() >= bar->maximum();
    m_model->addRecent(generation, recent, count, std::move(scenario));
    if (atEnd && isVisible())
        m_table->scrollToBottom();
}

bool EventLogDock::exportCsv(const QString& path, QString* error) const
{
    QByteArray text = EventLogModel::csvHeader().toUtf8() + '\n';
    for (int row = 0; row < m_filter->rowCount(); ++row)
        text += m_model->csvLine(m_filter->mapToSource(m_filter->index(row, 0)).row()).toUtf8() + '\n';
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

void EventLogDock::askAndExport()
{
    // The same remembered folder as the chart exports.
    QSettings settings;
    const QString key = QStringLiteral("export/folder");
    const QString folder = settings.value(key, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).toString();
    const QString name = QStringLiteral("event-log-%1.csv").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Event Log"), QDir(folder).filePath(name),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    settings.setValue(key, QFileInfo(path).absolutePath());
    QString error;
    if (!exportCsv(path, &error))
        QMessageBox::warning(this, tr("Export Failed"), error);
}

void EventLogDock::setUnits(const UnitSystem& units)
{
    m_model->setUnits(units);
}

} // namespace disklab
