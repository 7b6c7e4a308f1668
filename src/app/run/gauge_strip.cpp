#include "app/run/gauge_strip.h"

#include "app/run/digit_font.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace disklab {
namespace {

/// Room between tiles, in pixels: enough that two readings never read as one number.
constexpr int kTileGap = 24;

} // namespace

GaugeStrip::GaugeStrip(QWidget* parent) : QWidget(parent), m_row(new QHBoxLayout(this))
{
    m_row->setContentsMargins(8, 4, 8, 4);
    m_row->setSpacing(kTileGap);
    m_row->addStretch(1);
    // The row asks for no width: the digits shrink to the width it gets instead of widening
    // the window past the screen.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

QWidget* GaugeStrip::addTile(QLabel* caption, QLabel* digits, QWidget* below)
{
    auto* tile = new QWidget(this);
    auto* layout = new QVBoxLayout(tile);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(caption);
    layout->addWidget(digits);
    if (below)
        layout->addWidget(below);
    layout->addStretch(1);
    m_row->insertWidget(m_row->count() - 1, tile, 0, Qt::AlignTop);
    m_digits.append(digits);
    return tile;
}

void GaugeStrip::addWidget(QWidget* widget)
{
    m_row->insertWidget(m_row->count() - 1, widget, 0, Qt::AlignTop);
}

void GaugeStrip::setDigitHeight(int pixels)
{
    m_wanted = pixels;
    m_shown = 0;
    fit();
}

bool GaugeStrip::event(QEvent* event)
{
    // A reading that grows (a new digit, a ±) may no longer fit: its digits shrink, and stay
    // so until the window changes, so that they do not jump with every frame.
    if (event->type() == QEvent::LayoutRequest && m_shown > 0 && !rowFits())
        fit();
    return QWidget::event(event);
}

void GaugeStrip::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_wanted > 0)
        fit();
}

bool GaugeStrip::rowFits() const
{
    return m_row->sizeHint().width() <= width();
}

void GaugeStrip::fit()
{
    if (m_wanted <= 0)
        return;
    // Half the height asked for at the least: below that the strip is no gauge for a class.
    const int smallest = std::max(1, m_wanted / 2);
    int pixels = m_wanted;
    showDigits(pixels);
    while (pixels > smallest && !rowFits())
        showDigits(--pixels);
}

void GaugeStrip::showDigits(int pixels)
{
    if (pixels == m_shown)
        return;
    m_shown = pixels;
    const QFont digits = fontWithDigitHeight(font(), pixels);
    // The tiles and the row keep the sizes they had until told: told, the row is measured at once.
    for (QLabel* label : m_digits) {
        label->setFont(digits);
        label->parentWidget()->layout()->invalidate();
        label->parentWidget()->updateGeometry();
    }
    m_row->invalidate();
}

} // namespace disklab
