#include "app/comparison/comparison_pane.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace disklab {
namespace {
const QColor kOverlapColour(220, 20, 20);
const QColor kMissedColour(200, 0, 200);
constexpr int kGap = 6;
constexpr int kLegendLines = 2;

QFont titleFont(QFont font)
{
    font.setBold(true);
    return font;
}
}

ComparisonPane::ComparisonPane(const QString& title, bool showHighlightLegend, QWidget* parent)
    : SimulationView(parent), m_title(title), m_legend(showHighlightLegend)
{
}

void ComparisonPane::setHighlights(std::vector<std::int32_t> overlapping, std::vector<std::int32_t> missed,
                                   std::int64_t overlappingPairs, std::int64_t missedCollisions)
{
    m_overlapping = std::move(overlapping);
    m_missed = std::move(missed);
    m_overlappingPairs = overlappingPairs;
    m_missedCollisions = missedCollisions;
}

QStringList ComparisonPane::legend() const
{
    if (!m_legend)
        return {};
    // Both lines count pairs of disks, as the metrics table does.
    const QLocale locale;
    return {tr("overlapping pairs now: %1").arg(locale.toString(qlonglong(m_overlappingPairs))),
            tr("collisions missed in the last half second: %1").arg(locale.toString(qlonglong(m_missedCollisions)))};
}

QRect ComparisonPane::titleRect() const
{
    const QFontMetrics metrics(titleFont(font()));
    return {kGap, kGap, metrics.horizontalAdvance(m_title) + 12, metrics.height() + 6};
}

QRect ComparisonPane::legendRect() const
{
    const QStringList texts = legend();
    if (texts.isEmpty())
        return {};
    const QFontMetrics metrics = fontMetrics();
    int width = 0;
    for (const QString& text : texts)
        width = std::max(width, metrics.horizontalAdvance(text));
    return {kGap, titleRect().bottom() + 1 + kGap, width + 40, legendHeight()};
}

int ComparisonPane::legendHeight() const
{
    return kLegendLines * (fontMetrics().height() + 4) + 8;
}

QMargins ComparisonPane::legendMargins() const
{
    // Room for the legend in both panes, with or without one, so both boxes have one scale.
    const int bottom = titleRect().bottom() + 1 + kGap + legendHeight();
    return SimulationView::legendMargins() + QMargins(0, bottom, 0, 0);
}

void ComparisonPane::paintEvent(QPaintEvent* event)
{
    SimulationView::paintEvent(event);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const SceneState& shown = scene();
    if (!shown.isEmpty()) {
        // Rings at least a few pixels wide, so a highlighted disk is seen even when tiny.
        auto ring = [&](std::int32_t i, const QColor& colour) {
            const auto k = static_cast<std::size_t>(i);
            if (k >= shown.state->size())
                return;
            const QPointF centre = transform().toScreen(shown.state->x[k], shown.state->y[k]);
            const double r = std::max(4.0, shown.scenario->disks[k].radius * transform().scale()) + 2.0;
            painter.setPen(QPen(colour, 2.5));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(centre, r, r);
        };
        for (std::int32_t i : m_overlapping)
            ring(i, kOverlapColour);
        for (std::int32_t i : m_missed)
            ring(i, kMissedColour);
    }
    const QRect title = titleRect();
    painter.setFont(titleFont(font()));
    painter.setPen(Qt::black);
    painter.fillRect(title, QColor(255, 255, 255, 220));
    painter.drawText(QPoint(title.left() + 6, title.top() + 3 + painter.fontMetrics().ascent()), m_title);
    const QStringList texts = legend();
    if (texts.isEmpty())
        return;
    painter.setFont(font());
    const int line = painter.fontMetrics().height() + 4;
    const QRect box = legendRect();
    painter.fillRect(box, QColor(255, 255, 255, 220));
    const QColor colours[] = {kOverlapColour, kMissedColour};
    for (int k = 0; k < kLegendLines; ++k) {
        const int y = box.top() + 4 + k * line + line / 2;
        painter.setPen(QPen(colours[k], 2.5));
        painter.drawEllipse(QPointF(box.left() + 14, y), 6, 6);
        painter.setPen(Qt::black);
        painter.drawText(QPoint(box.left() + 28, y + painter.fontMetrics().ascent() / 2 - 1), texts[k]);
    }
}

} // namespace disklab
