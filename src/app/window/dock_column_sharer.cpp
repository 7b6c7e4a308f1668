#include "app/window/dock_column_sharer.h"

#include <QDockWidget>
#include <QLayout>
#include <QEvent>
#include <QMainWindow>
#include <QMap>
#include <QResizeEvent>
#include <QScrollArea>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>
#include <numeric>
#include <tuple>

namespace disklab {
namespace {

/// A panel this much short of its share is left alone: the layout's own rounding, not a strip.
constexpr int kSlack = 8;

/// What a dock's content needs across `width`: a scrolling panel its whole height there, a tab
/// widget its current page's, anything else its minimum (it can use more).
struct Need {
    int height = 0;
    bool panel = false;
    /// The least a panel is given: its title bar and a row, which it scrolls through.
    int least = 0;
};

int heightAt(const QWidget& widget, int width)
{
    const int preferred = widget.hasHeightForWidth() ? widget.heightForWidth(width) : widget.sizeHint().height();
    return std::max(preferred, widget.minimumSizeHint().height());
}

Need contentNeed(const QWidget* widget)
{
    if (!widget)
        return {};
    if (const auto* area = qobject_cast<const QScrollArea*>(widget); area && area->widget()) {
        const int frame = 2 * area->frameWidth();
        return {frame + heightAt(*area->widget(), std::max(1, area->viewport()->width())), true};
    }
    if (const auto* tabs = qobject_cast<const QTabWidget*>(widget); tabs && tabs->currentWidget()) {
        const Need page = contentNeed(tabs->currentWidget());
        const int bar = std::max(0, tabs->height() - tabs->currentWidget()->height());
        return {bar + page.height, page.panel};
    }
    // Controls that wrap (a flow layout) take more rows at this width than the minimum size's one.
    const QLayout* layout = widget->layout();
    if (layout && layout->hasHeightForWidth() && widget->width() > 0)
        return {std::max(widget->minimumSizeHint().height(), layout->minimumHeightForWidth(widget->width())), false};
    return {widget->minimumSizeHint().height(), false};
}

Need dockNeed(const QDockWidget& dock)
{
    const QWidget* content = dock.widget();
    if (!content)
        return {dock.minimumSizeHint().height(), false};
    // The title bar and margins around the content, as laid out now.
    const int chrome = content->height() > 0 ? dock.height() - content->height()
                                             : dock.minimumSizeHint().height() - content->minimumSizeHint().height();
    const Need need = contentNeed(content);
    const int height = std::max(0, chrome) + need.height;
    return {height, need.panel, std::min(height, dock.minimumSizeHint().height())};
}

/// Heights for a column of `total` px, too short for `needed`, the sum of the docks' `needs`.
/// Panels scroll, charts and tables do not: a chart squeezed below its minimum is cut off at
/// the dock's foot (its axis, its legend) or shows ellipses for ticks and titles, while the
/// panel beside it could have scrolled. So charts and tables keep their need as long as every
/// panel keeps its least (its title bar and a row); each panel gets its least and a share of
/// what is left in proportion to what more it needs. Otherwise each dock gets a share in
/// proportion to its need. The last dock takes the rounding.
QList<int> squeezedHeights(const QList<Need>& needs, int needed, int total)
{
    int panels = 0;
    int panelsLeast = 0;
    int charts = 0;
    // A chart is given the slack the check for starved docks allows, so that a column the
    // check leaves alone shows it whole.
    for (const Need& need : needs) {
        if (need.panel) {
            panels += need.height;
            panelsLeast += need.least;
        } else {
            charts += need.height + kSlack;
        }
    }
    const int panelRoom = total - charts;
    const bool chartsKeepTheirs = panels > 0 && panelRoom >= panelsLeast;
    const int panelsMore = std::max(1, panels - panelsLeast);
    QList<int> heights;
    int given = 0;
    for (qsizetype k = 0; k < needs.size(); ++k) {
        const Need& need = needs[k];
        int height = total - given;
        if (k + 1 < needs.size() && !chartsKeepTheirs)
            height = int(qint64(need.height) * total / needed);
        else if (k + 1 < needs.size())
            height = need.panel ? need.least + int(qint64(need.height - need.least) * (panelRoom - panelsLeast) / panelsMore)
                                : need.height + kSlack;
        heights << height;
        given += height;
    }
    return heights;
}

/// The height the tab bar under `dock` adds to it in its column, when it is the front of a tab
/// group (0 for a dock on its own): QMainWindow sizes a tab group, bar and all, by the height
/// asked for the dock, so the dock in front was left a bar's height short, the rest spread
/// over the column (the speed chart 297 px of the 311 asked).
int tabBarExtent(const QMainWindow& window, const QDockWidget& dock)
{
    const QRect area = dock.geometry();
    for (const QTabBar* bar : window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        const QRect tabs = bar->geometry();
        const bool under = bar->isVisible() && tabs.left() < area.right() && tabs.right() > area.left()
                           && std::abs(tabs.top() - area.bottom()) <= kSlack;
        if (under)
            return area.united(tabs).height() - area.height();
    }
    return 0;
}

} // namespace

DockColumnSharer::DockColumnSharer(QMainWindow& window) : QObject(&window), m_window(window)
{
    m_window.installEventFilter(this);
    for (QDockWidget* dock : m_window.findChildren<QDockWidget*>()) {
        dock->installEventFilter(this);
        connect(dock, &QDockWidget::visibilityChanged, this, &DockColumnSharer::schedule);
        connect(dock, &QDockWidget::dockLocationChanged, this, &DockColumnSharer::schedule);
        connect(dock, &QDockWidget::topLevelChanged, this, &DockColumnSharer::schedule);
    }
}

int DockColumnSharer::neededHeight(const QDockWidget& dock)
{
    return dockNeed(dock).height;
}

bool DockColumnSharer::growsTaller(const QDockWidget& dock)
{
    return !dockNeed(dock).panel;
}

bool DockColumnSharer::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_window) {
        if (event->type() == QEvent::Show || event->type() == QEvent::Resize)
            schedule();
    } else if (event->type() == QEvent::Resize) {
        // A new width wraps a panel's texts anew; a new height alone is the user's dragging.
        const auto* resize = static_cast<QResizeEvent*>(event);
        if (resize->oldSize().width() != resize->size().width())
            schedule();
    } else if (event->type() == QEvent::LayoutRequest) {
        // The content needs another height at the same width: a chart's controls gained a row
        // when the first frame's sample count showed.
        schedule();
    }
    return QObject::eventFilter(watched, event);
}

void DockColumnSharer::schedule()
{
    if (m_scheduled)
        return;
    m_scheduled = true;
    // Once the layout has placed the docks; before, their heights are not yet theirs.
    QTimer::singleShot(0, this, [this] {
        m_scheduled = false;
        shareColumns();
    });
}

void DockColumnSharer::shareColumns()
{
    if (!m_window.isVisible())
        return;
    // A column: the shown docks of one side area at the same place across, top to bottom. Of
    // a tab group only the tab in front is seen: the docks behind it count as visible widgets
    // but the one in front covers them, and counted they asked their group for heights of
    // their own.
    QMap<std::tuple<int, int, int>, QList<QDockWidget*>> columns;
    for (QDockWidget* dock : m_window.findChildren<QDockWidget*>()) {
        if (!dock->isVisible() || dock->isFloating() || dock->visibleRegion().isEmpty())
            continue;
        const Qt::DockWidgetArea area = m_window.dockWidgetArea(dock);
        if (area != Qt::LeftDockWidgetArea && area != Qt::RightDockWidgetArea)
            continue;
        columns[{int(area), dock->x(), dock->width()}] << dock;
    }
    for (QList<QDockWidget*>& column : columns) {
        if (column.size() < 2)
            continue;
        std::sort(column.begin(), column.end(), [](const QDockWidget* a, const QDockWidget* b) { return a->y() < b->y(); });
        shareColumn(column);
    }
}

void DockColumnSharer::shareColumn(const QList<QDockWidget*>& column)
{
    QList<Need> needs;
    int total = 0;
    int needed = 0;
    for (const QDockWidget* dock : column) {
        needs << dockNeed(*dock);
        total += dock->height();
        needed += needs.back().height;
    }
    QList<int> heights;
    if (needed <= total) {
        // Each its own; the rest to those that can use it (else to the last), evenly.
        QList<qsizetype> growing;
        for (qsizetype k = 0; k < needs.size(); ++k) {
            heights << needs[k].height;
            if (!needs[k].panel)
                growing << k;
        }
        if (growing.isEmpty())
            growing << heights.size() - 1;
        const int rest = total - needed;
        for (qsizetype k = 0; k < growing.size(); ++k)
            heights[growing[k]] += rest / int(growing.size()) + (k < rest % int(growing.size()) ? 1 : 0);
    } else {
        heights = squeezedHeights(needs, needed, total);
    }
    // A chart short of its need by even a pixel has its foot cut off; a panel scrolls.
    bool starved = false;
    for (qsizetype k = 0; k < column.size(); ++k) {
        const int slack = needs[k].panel ? kSlack : 0;
        starved = starved || column[k]->height() + slack < std::min(needs[k].height, heights[k]);
    }
    if (starved) {
        for (qsizetype k = 0; k < column.size(); ++k)
            heights[k] += tabBarExtent(m_window, *column[k]);
        m_window.resizeDocks(column, heights, Qt::Vertical);
    }
}

} // namespace disklab
