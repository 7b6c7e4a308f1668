#pragma once
// Lesson Mode's second panel (View ▸ Lesson Panel): the speed distribution or the P-V diagram,
// large beside the view, or nothing, so that the box keeps the room. The view keeps a square
// where the window is wide enough and the panel takes the rest, at least 30% of the width. The
// panel shows its chart alone, without the dock's controls row, which comes back after. Which one is remembered
// with the rest of Lesson Mode.

#include <QObject>

#include <array>

class QAction;
class QActionGroup;
class QMainWindow;

namespace disklab {

class ChartDock;
class SpeedDistributionDock;
class TimeSeriesDock;

class LessonPanel : public QObject {
    Q_OBJECT
public:
    /// `choices`: the checkable View ▸ Lesson Panel entries, each with its kind as data
    /// (lessonPanelKey).
    LessonPanel(QMainWindow& window, SpeedDistributionDock& speeds, TimeSeriesDock& series, QActionGroup& choices);

    /// Shows the panel chosen beside the view and hides the other; Lesson Mode calls it when it
    /// comes on and when the choice changes while it is on. GUI thread.
    void show();
    /// Shares the width the controls leave between the view and the panel for the window's
    /// aspect; Lesson Mode calls it when the window is resized. GUI thread.
    void fitWidth();
    /// Sizes the panel's text for the window's height, as the gauges' digits are: Lesson Mode
    /// calls it when the window is resized. GUI thread.
    void fitText();
    /// Lesson Mode is over: the charts' text is its own size again, and the time series keeps
    /// whatever the user chooses in it from now on.
    void putAway();

    /// Takes up the choice made when DiskLab last closed; notes the choice for the next start.
    void restore();
    void save() const;

private:
    /// Both docks a panel can be.
    std::array<ChartDock*, 2> charts() const;
    ChartDock* chosenDock() const;
    /// The P-V diagram on the time series, once the scenario it shows has a moving wall.
    void showPressureVolume();

    QMainWindow& m_window;
    SpeedDistributionDock& m_speeds;
    TimeSeriesDock& m_series;
    QActionGroup& m_choices;
    bool m_shown = false;
};

/// What each View ▸ Lesson Panel entry carries as its data, and how settings remember it.
namespace lessonPanelKey {
inline constexpr const char* none = "none";
inline constexpr const char* speedDistribution = "speedDistribution";
inline constexpr const char* pressureVolume = "pressureVolume";
} // namespace lessonPanelKey

} // namespace disklab
