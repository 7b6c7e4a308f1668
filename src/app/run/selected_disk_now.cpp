#include "app/run/selected_disk_now.h"

#include "app/document/scenario_document.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <cmath>

namespace disklab {

SelectedDiskNow::SelectedDiskNow(ScenarioDocument& document, QWidget* parent)
    : QWidget(parent), m_document(document), m_text(new QLabel)
{
    m_text->setObjectName(QStringLiteral("selectedDiskNow"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addWidget(m_text);
    m_pending.setSingleShot(true);
    connect(&m_pending, &QTimer::timeout, this, &SelectedDiskNow::refresh);
    connect(&document.diskSelection(), &DiskSelection::changed, this, &SelectedDiskNow::refresh);
    refresh();
}

void SelectedDiskNow::showFrame(FramePtr frame)
{
    m_frame = std::move(frame);
    const qint64 since = m_sinceRefresh.isValid() ? m_sinceRefresh.elapsed() : kRefreshMs;
    if (since >= kRefreshMs)
        refresh();
    else if (!m_pending.isActive())
        m_pending.start(int(kRefreshMs - since));
}

void SelectedDiskNow::refresh()
{
    m_sinceRefresh.start();
    m_pending.stop();
    const QList<int> selection = m_document.selection();
    // At t = 0 the run is where the fields below say; the read-out has something to add only
    // once it has moved on.
    const bool oneDiskOfThisRun = selection.size() == 1 && m_frame && m_frame->scenario && m_frame->state.time > 0.0
                                  && m_frame->scenario->disks.size() >= m_document.scenario().disks.size()
                                  && std::size_t(selection.first()) < m_frame->state.size();
    setVisible(oneDiskOfThisRun);
    if (!oneDiskOfThisRun)
        return;
    const std::size_t i = std::size_t(selection.first());
    const Snapshot& s = m_frame->state;
    const QLocale locale;
    const auto number = [&](double value) { return locale.toString(value, 'f', 3); };
    m_text->setText(tr("<b>Now</b> (t = %1): x = %2, y = %3, vx = %4, vy = %5, speed %6")
                        .arg(number(s.time), number(s.x[i]), number(s.y[i]), number(s.vx[i]), number(s.vy[i]),
                             number(std::hypot(s.vx[i], s.vy[i]))));
}

} // namespace disklab
