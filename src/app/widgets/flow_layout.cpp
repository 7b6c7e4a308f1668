#include "app/widgets/flow_layout.h"

#include <QWidget>

#include <algorithm>

namespace disklab {
namespace {

/// The size `item` takes in a row at most `width` wide: its hint, narrowed to fit. An item whose
/// height depends on its width (a word-wrapped label) is as tall as it needs at that width, so
/// narrowing it wraps its text onto more lines rather than cutting them off.
QSize sizeWithin(const QLayoutItem* item, int width)
{
    QSize size = item->sizeHint().boundedTo(QSize(width, QWIDGETSIZE_MAX)).expandedTo(item->minimumSize());
    if (item->hasHeightForWidth())
        size.setHeight(std::max(size.height(), item->heightForWidth(size.width())));
    return size;
}

} // namespace

FlowLayout::FlowLayout(int spacing, QWidget* parent) : QLayout(parent), m_gap(spacing)
{
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item)
{
    m_items.append(item);
}

int FlowLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem* FlowLayout::itemAt(int index) const
{
    return m_items.value(index);
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem* item : m_items)
        size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // The widest item, not one long row: the layout wraps, so it should not ask its dock for
    // the width of all its items side by side.
    return minimumSize();
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    int y = area.top();
    QList<QLayoutItem*> row;
    int rowWidth = 0;
    int rowHeight = 0;
    // Items of a row share its height and are centred in it, so a label lines up with its field.
    const auto finishRow = [&] {
        int x = area.left();
        for (QLayoutItem* item : row) {
            const QSize size = sizeWithin(item, area.width());
            if (apply)
                item->setGeometry(QRect(QPoint(x, y + (rowHeight - size.height()) / 2), size));
            x += size.width() + m_gap;
        }
        if (!row.isEmpty())
            y += rowHeight + m_gap;
        row.clear();
        rowWidth = 0;
        rowHeight = 0;
    };
    for (QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize size = sizeWithin(item, area.width());
        if (!row.isEmpty() && rowWidth + m_gap + size.width() > area.width())
            finishRow();
        rowWidth += (row.isEmpty() ? 0 : m_gap) + size.width();
        rowHeight = std::max(rowHeight, size.height());
        row.append(item);
    }
    finishRow();
    const int used = y > area.top() ? y - m_gap - area.top() : 0;
    const QMargins m = contentsMargins();
    return used + m.top() + m.bottom();
}

} // namespace disklab
