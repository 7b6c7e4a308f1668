#pragma once
// The main window's docks, one row each: how to build the dock, where it goes, which tab
// group it waits in, its View menu shortcut, and whether it follows the run's frames and the
// window's units. MainWindow builds its docks, tab groups, View menu entries and frame
// subscriptions from these rows, so adding a dock is adding a row (docs/architecture.md,
// "How to add: A dock"). The rows are in the View menu's order.

#include "app/run/playback_actions.h"

#include <qnamespace.h>

#include <span>

class QDockWidget;
class QWidget;

namespace disklab {

class FrameStream;
class ScenarioDocument;
class ScenarioValidity;
class SimulationController;
class UnitsChoice;

/// A group whose docks wait as tabs of one another, so that showing any of them, or all, adds
/// a tab rather than a strip. The group's first row is placed in its area; the others become
/// its tabs.
enum class DockGroup {
    None,     ///< placed on its own in its area
    Charts,   ///< the charts and gauges, on the right
    Editing,  ///< the editing panels, on the left
    Tables    ///< the tables, at the bottom
};

/// What the docks are built from: the window that owns them and what they show.
struct DockParts {
    QWidget* window;
    ScenarioDocument& document;
    const ScenarioValidity& validity;
    SimulationController& simulation;
    PlaybackActions playback;
};

struct DockRow {
    /// The name the dock gives itself: saved layouts, `--docks` and tests find it by this.
    const char* objectName;
    QDockWidget* (*make)(const DockParts& parts);
    Qt::DockWidgetArea area;
    DockGroup group;
    /// Shown on a first start (no saved layout); every other dock waits hidden.
    bool shownOnFirstStart;
    /// The shortcut of its View menu entry, translated in the main window's context; none if null.
    const char* shortcut;
    /// Subscribes the dock to the window's frames; null for a dock that does not follow the run.
    void (*followFrames)(QDockWidget& dock, FrameStream& frames);
    /// Has the dock show the window's choice of units; null for a dock without readings.
    void (*followUnits)(QDockWidget& dock, UnitsChoice& units);
};

/// Every dock of the main window, in the View menu's order.
std::span<const DockRow> dockRegistry();

} // namespace disklab
