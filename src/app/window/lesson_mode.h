#pragma once
// Lesson Mode (View ▸ Lesson Mode): for a class in front of a projector. The gauges lie across
// the window under the main toolbar (above the heads of the front row), on one row, with digits
// a twentieth of the window's height where the row has the room (GaugeStrip); the lab's controls, with the run controls as a tab behind them, keep
// one column on the left; the view fills the rest, beside the second panel if one is chosen
// (LessonPanel). The toolbar's buttons are large (and, as everywhere, never overflow: ToolBarFit). Every other
// dock and toolbar is hidden, one click away in the View menu. Leaving it brings back the
// layout it replaced. Whether it is on, that layout and the panel are remembered across starts.

#include <QByteArray>
#include <QObject>
#include <QSize>

class QAction;
class QActionGroup;
class QDockWidget;
class QMainWindow;
class QToolBar;

namespace disklab {

class LabGaugesDock;
class LessonPanel;
class SpeedDistributionDock;
class TimeSeriesDock;

/// The docks Lesson Mode arranges.
struct LessonDocks {
    QDockWidget* runControls;
    QDockWidget* labControls;
    LabGaugesDock* gauges;
    SpeedDistributionDock* speeds;  // a second panel, when chosen
    TimeSeriesDock* series;         // the P-V diagram's, when chosen
};

/// The actions that drive it: `mode` turns it on and off; `panels` are View ▸ Lesson Panel's
/// entries (choosing a panel turns it on).
struct LessonActions {
    QAction* mode;
    QActionGroup* panels;
    QToolBar* mainToolBar;
};

class LessonMode : public QObject {
    Q_OBJECT
public:
    LessonMode(QMainWindow& window, const LessonActions& actions, const LessonDocks& docks);

    /// Turns it on if it was on when DiskLab last closed; call after the window restored its layout.
    void restore();
    /// Notes whether it is on, the layout to return to and the panel, for the next start.
    void save() const;
    bool isOn() const { return m_on; }

    /// The gauges' digit height for a window `windowHeight` pixels tall.
    static int digitHeightFor(int windowHeight);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void setOn(bool on);
    void arrange();

    QMainWindow& m_window;
    LessonActions m_actions;
    LessonDocks m_docks;
    LessonPanel* m_panel;
    bool m_on = false;
    QByteArray m_layoutBefore;
    QSize m_iconSizeBefore;
};

} // namespace disklab
