#include "app/window/lesson_panel.h"

#include "app/charts/speed_distribution_dock.h"
#include "app/charts/time_series_dock.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QFontInfo>
#include <QMainWindow>
#include <QSettings>
#include <QTimer>

#include <algorithm>

namespace disklab {
namespace {

const QString kPanelKey = QStringLiteral("view/lessonPanel");

/// The panel's least share of the window's width: its axes and legend still read across the
/// room in a 4:3 window, where the view then gives up some of its height's width.
constexpr double kLeastPanelShare = 0.3;

/// The panel's text is at least this fraction of the window's height: on a projector the
/// window is the screen, and the tick labels, axis titles and legend then read from the middle
/// of a classroom (21 px at 1080; the gauges' digits are a twentieth).
constexpr int kWindowHeightPerTextLine = 50;

/// How much larger than the application's own the panel's text is in a window `height` high.
double textScaleFor(int height)
{
    const int ownHeight = QFontInfo(QApplication::font()).pixelSize();
    return ownHeight > 0 ? std::max(1.0, double(height) / kWindowHeightPerTextLine / ownHeight) : 1.0;
}

} // namespace

LessonPanel::LessonPanel(QMainWindow& window, SpeedDistributionDock& speeds, TimeSeriesDock& series,
                         QActionGroup& choices)
    : QObject(&window), m_window(window), m_speeds(speeds), m_series(series), m_choices(choices)
{
    // The time series learns which scenario it shows from the run's first frame, after the
    // panel was chosen (or the file opened).
    connect(&m_series, &TimeSeriesDock::scenarioChanged, this, [this] {
        if (m_shown && chosenDock() == &m_series)
            showPressureVolume();
    });
}

void LessonPanel::showPressureVolume()
{
    // A box without a moving wall has no P-V diagram: the time series then shows what it can.
    if (m_series.pressureVolumeAvailable())
        m_series.setQuantity(TimeSeriesDock::Quantity::PressureVolume);
}

std::array<ChartDock*, 2> LessonPanel::charts() const
{
    return {&m_speeds, &m_series};
}

ChartDock* LessonPanel::chosenDock() const
{
    const QAction* chosen = m_choices.checkedAction();
    const QString key = chosen ? chosen->data().toString() : QString();
    if (key == QLatin1String(lessonPanelKey::speedDistribution))
        return &m_speeds;
    if (key == QLatin1String(lessonPanelKey::pressureVolume))
        return &m_series;
    return nullptr;
}

void LessonPanel::show()
{
    m_shown = true;
    ChartDock* panel = chosenDock();
    for (ChartDock* dock : charts())
        if (dock != panel) {
            dock->hide();
            dock->setScreenTextScale(1.0);
            dock->setControlsShown(true);
        }
    if (!panel)
        return;
    // The chart alone: in a 4:3 window the controls row took a third of the chart's height, and
    // its settings, made before the lesson, stay as they are.
    panel->setControlsShown(false);
    // Out of the tab group it waits in, alone on the right: nothing hides behind a tab.
    panel->setFloating(false);
    m_window.addDockWidget(Qt::RightDockWidgetArea, panel);
    panel->show();
    fitText();
    if (panel == &m_series)
        showPressureVolume();
    fitWidth();
}

void LessonPanel::fitWidth()
{
    ChartDock* panel = chosenDock();
    if (!m_shown || !panel)
        return;
    // Once the layout has placed it (a dock area first gives a new dock its smallest width, and
    // a resized window lays out after its resize event).
    QTimer::singleShot(0, panel, [this, panel] {
        const QWidget* view = m_window.centralWidget();
        // The view and the panel share what the controls' column leaves. The view takes a width
        // equal to its height, where a square box fills it, and the panel the rest: on a wide
        // screen the panel grows, in a 4:3 window the view gives up some width to it.
        const int shared = view->width() + panel->width();
        const int least = int(m_window.width() * kLeastPanelShare);
        m_window.resizeDocks({panel}, {std::max(shared - view->height(), least)}, Qt::Horizontal);
    });
}

void LessonPanel::fitText()
{
    if (ChartDock* panel = chosenDock(); m_shown && panel)
        panel->setScreenTextScale(textScaleFor(m_window.height()));
}

void LessonPanel::putAway()
{
    m_shown = false;
    for (ChartDock* dock : charts()) {
        dock->setScreenTextScale(1.0);
        dock->setControlsShown(true);
    }
}

void LessonPanel::restore()
{
    const QString key = QSettings().value(kPanelKey, QLatin1String(lessonPanelKey::none)).toString();
    for (QAction* choice : m_choices.actions())
        if (choice->data().toString() == key)
            choice->setChecked(true);
}

void LessonPanel::save() const
{
    const QAction* chosen = m_choices.checkedAction();
    QSettings().setValue(kPanelKey, chosen ? chosen->data().toString() : QLatin1String(lessonPanelKey::none));
}

} // namespace disklab
