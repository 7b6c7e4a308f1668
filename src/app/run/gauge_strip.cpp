#include "app/run/gauge_strip.h"

#include "app/window/flow_layout.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace disklab {
namespace {

/// Room between tiles, in pixels: enough that two readings never read as one number.
constexpr int kTileGap = 24;

} // namespace

GaugeStrip::GaugeStrip(QWidget* parent) : QWidget(parent), m_tiles(new FlowLayout(kTileGap, this))
{
    m_tiles->setContentsMargins(8, 4, 8, 4);
}

QWidget* GaugeStrip::addTile(QLabel* title, QWidget* value, QWidget* below)
{
    auto* tile = new QWidget(this);
    auto* layout = new QVBoxLayout(tile);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(title);
    layout->addWidget(value);
    if (below)
        layout->addWidget(below);
    m_tiles->addWidget(tile);
    return tile;
}

void GaugeStrip::addWidget(QWidget* widget)
{
    m_tiles->addWidget(widget);
}

bool GaugeStrip::event(QEvent* event)
{
    // A reading that grows (a new digit) may move a tile onto another row.
    if (event->type() == QEvent::LayoutRequest)
        fitHeight();
    return QWidget::event(event);
}

void GaugeStrip::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitHeight();
}

void GaugeStrip::fitHeight()
{
    const int needed = m_tiles->heightForWidth(width());
    if (needed != minimumHeight() || needed != maximumHeight())
        setFixedHeight(needed);
}

} // namespace disklab
