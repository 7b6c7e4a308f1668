#include "app/edit/selected_disk_now.h"

#include "app/document/scenario_document.h"
#include "app/units/number_text.h"

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

void SelectedDiskNow::setUnits(const UnitSystem& units)
{
    m_units = units;
    refresh();
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
    // Reduced values to three decimals, as the fields below; on the atoms scale four significant
    // digits and the unit ("0.5100 nm", "249.9 m/s").
    const auto number = [&](double value, Quantity quantity) {
        if (!m_units.atoms())
            return locale.toString(value, 'f', 3);
        return fixedSignificant(m_units.shown(quantity, value), 4) + QLatin1Char(' ') + m_units.unit(quantity);
    };
    m_text->setText(tr("<b>Now</b> (t = %1): x = %2, y = %3, vx = %4, vy = %5, speed %6")
                        .arg(number(s.time, Quantity::Time), number(s.x[i], Quantity::Length),
                             number(s.y[i], Quantity::Length), number(s.vx[i], Quantity::Speed),
                             number(s.vy[i], Quantity::Speed), number(std::hypot(s.vx[i], s.vy[i]), Quantity::Speed)));
}

} // namespace disklab
