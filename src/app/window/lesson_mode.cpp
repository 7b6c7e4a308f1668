#include "app/window/lesson_mode.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>
#include <QToolBar>

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
        // Docks sharing a column (the gauges over the lab's controls) share it by what each
        // shows: DockColumnSharer, which the window has.
        m_mainToolBar.setIconSize(QSize(kLessonIconSize, kLessonIconSize));
    } else {
        m_mainToolBar.setIconSize(m_iconSizeBefore);
        m_window.restoreState(m_layoutBefore);
    }
    m_action.setChecked(on);
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
