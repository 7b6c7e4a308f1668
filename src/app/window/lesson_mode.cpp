#include "app/window/lesson_mode.h"

#include "app/run/lab_gauges_dock.h"
#include "app/window/lesson_panel.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QSettings>
#include <QToolBar>

namespace disklab {
namespace {

/// Toolbar icons in Lesson Mode, in device-independent pixels: big enough to hit and to see.
constexpr int kLessonIconSize = 40;

/// The gauges' digits are this fraction of the window's height: on a projector the window is
/// the screen, and a twentieth of it reads from the back of a classroom.
constexpr int kWindowHeightPerDigit = 20;

const QString kOnKey = QStringLiteral("view/lessonMode");
const QString kLayoutKey = QStringLiteral("view/layoutBeforeLesson");

} // namespace

LessonMode::LessonMode(QMainWindow& window, const LessonActions& actions, const LessonDocks& docks)
    : QObject(&window),
      m_window(window),
      m_actions(actions),
      m_docks(docks),
      m_panel(new LessonPanel(window, *docks.speeds, *docks.series, *actions.panels))
{
    connect(m_actions.mode, &QAction::toggled, this, &LessonMode::setOn);
    // A panel is for a lesson: choosing one starts Lesson Mode; choosing none only notes it.
    connect(m_actions.panels, &QActionGroup::triggered, this, [this](QAction* choice) {
        if (m_on)
            m_panel->show();
        else if (choice->data().toString() != QLatin1String(lessonPanelKey::none))
            setOn(true);
    });
    m_window.installEventFilter(this);
}

int LessonMode::digitHeightFor(int windowHeight)
{
    return (windowHeight + kWindowHeightPerDigit - 1) / kWindowHeightPerDigit;
}

bool LessonMode::eventFilter(QObject* watched, QEvent* event)
{
    if (m_on && watched == &m_window && event->type() == QEvent::Resize) {
        m_docks.gauges->setDigitHeight(digitHeightFor(m_window.height()));
        m_panel->fitText();
        m_panel->fitWidth();
    }
    return QObject::eventFilter(watched, event);
}

void LessonMode::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    QToolBar& toolBar = *m_actions.mainToolBar;
    if (on) {
        m_layoutBefore = m_window.saveState();
        m_iconSizeBefore = toolBar.iconSize();
        arrange();
        toolBar.setIconSize(QSize(kLessonIconSize, kLessonIconSize));
        m_panel->show();
    } else {
        m_panel->putAway();
        toolBar.setIconSize(m_iconSizeBefore);
        m_docks.gauges->setArrangement(GaugeArrangement::Column);
        m_docks.gauges->setDigitHeight(0);
        m_window.restoreState(m_layoutBefore);
    }
    m_actions.mode->setChecked(on);
}

void LessonMode::arrange()
{
    const QList<QDockWidget*> kept{m_docks.runControls, m_docks.labControls, m_docks.gauges};
    for (QDockWidget* dock : m_window.findChildren<QDockWidget*>())
        dock->setVisible(kept.contains(dock));
    for (QToolBar* bar : m_window.findChildren<QToolBar*>())
        bar->setVisible(bar == m_actions.mainToolBar);
    for (QDockWidget* dock : kept)
        dock->setFloating(false);
    // One column on the left, the lab's controls in front: the toolbar has Play, Step and
    // Reset, and a second column would take the view's width.
    m_window.addDockWidget(Qt::LeftDockWidgetArea, m_docks.runControls);
    m_window.tabifyDockWidget(m_docks.runControls, m_docks.labControls);
    m_docks.labControls->raise();
    m_window.addDockWidget(Qt::TopDockWidgetArea, m_docks.gauges);
    m_docks.gauges->setArrangement(GaugeArrangement::Strip);
    m_docks.gauges->setDigitHeight(digitHeightFor(m_window.height()));
}

void LessonMode::restore()
{
    QSettings settings;
    m_panel->restore();
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
    m_panel->save();
}

} // namespace disklab
