#pragma once
// Lesson Mode's second panel (View ▸ Lesson Panel): the speed distribution or the P-V diagram,
// large beside the view, or nothing, so that the box keeps the room. Which one is remembered
// with the rest of Lesson Mode.

#include <QObject>

class QAction;
class QActionGroup;
class QDockWidget;
class QMainWindow;

namespace disklab {

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
    /// Lesson Mode is over: the time series keeps whatever the user chooses in it from now on.
    void putAway() { m_shown = false; }

    /// Takes up the choice made when DiskLab last closed; notes the choice for the next start.
    void restore();
    void save() const;

private:
    QDockWidget* chosenDock() const;
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
