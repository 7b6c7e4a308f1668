#include "app/window/lesson_mode.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>
#include <QTimer>
#include <QToolBar>

#include <algorithm>

namespace disklab {
namespace {

/// Toolbar icons in Lesson Mode, in device-independent pixels: big enough to hit and to see.
constexpr int kLessonIconSize = 40;

const QString kOnKey = QStringLiteral("view/lessonMode");
const QString kLayoutKey = QStringLiteral("view/layoutBeforeLesson");

} // namespace

LessonMode::LessonMode(QMainWindow& window, QAction& action, QToolBar& mainToolBar, QList<QDockWidget*> kept)
    : QObject(&window), m_window(window), m_action(action), m_mainToolBar(mainToolBar), m_kept(std::move(kept))
{
    connect(&m_action, &QAction::toggled, this, &LessonMode::setOn);
}

void LessonMode::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    if (on) {
        m_layoutBefore = m_window.saveState();
        m_iconSizeBefore = m_mainToolBar.iconSize();
        for (QDockWidget* dock : m_window.findChildren<QDockWidget*>())
            dock->setVisible(m_kept.contains(dock));
        for (QToolBar* bar : m_window.findChildren<QToolBar*>())
            bar->setVisible(bar == &m_mainToolBar);
        for (QDockWidget* dock : m_kept)
            dock->raise();
        // Once the layout has settled (a window not shown yet has none), docks sharing a column,
        // the gauges and the lab's controls, share it as each asks.
        QTimer::singleShot(0, this, &LessonMode::shareColumns);
        m_mainToolBar.setIconSize(QSize(kLessonIconSize, kLessonIconSize));
    } else {
        m_mainToolBar.setIconSize(m_iconSizeBefore);
        m_window.restoreState(m_layoutBefore);
    }
    m_action.setChecked(on);
}

void LessonMode::shareColumns()
{
    QList<QDockWidget*> sharing;
    QList<int> heights;
    int column = 0;
    for (QDockWidget* dock : m_kept) {
        const auto area = m_window.dockWidgetArea(dock);
        const auto inArea = std::count_if(m_kept.begin(), m_kept.end(),
                                          [&](QDockWidget* other) { return m_window.dockWidgetArea(other) == area; });
        if (inArea > 1) {
            sharing << dock;
            heights << dock->sizeHint().height();
            column += dock->height();
        }
    }
    if (sharing.isEmpty())
        return;
    // Each gets what it asks for but the last, which takes the rest and scrolls if it must.
    int rest = column;
    for (qsizetype k = 0; k + 1 < sharing.size(); ++k)
        rest -= heights[k];
    heights.back() = std::max(rest, sharing.back()->minimumSizeHint().height());
    m_window.resizeDocks(sharing, heights, Qt::Vertical);
}

void LessonMode::restore()
{
    QSettings settings;
    if (!settings.value(kOnKey, false).toBool())
        return;
    // The window restored the lesson's own layout; the one to return to was saved beside it.
    setOn(true);
    m_layoutBefore = settings.value(kLayoutKey).toByteArray();
}

void LessonMode::save() const
{
    QSettings settings;
    settings.setValue(kOnKey, m_on);
    if (m_on)
        settings.setValue(kLayoutKey, m_layoutBefore);
    else
        settings.remove(kLayoutKey);
}

} // namespace disklab
