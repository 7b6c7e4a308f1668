#include "app/window/dock_registry.h"

#include "app/charts/aggregation_dock.h"
#include "app/charts/diffusion_dock.h"
#include "app/charts/force_methods_dock.h"
#include "app/charts/performance_dock.h"
#include "app/charts/scaling_dock.h"
#include "app/charts/speed_distribution_dock.h"
#include "app/charts/structure_dock.h"
#include "app/charts/time_series_dock.h"
#include "app/document/problems_dock.h"
#include "app/document/scenario_document.h"
#include "app/document/undo_history_dock.h"
#include "app/edit/disk_table_dock.h"
#include "app/edit/properties_dock.h"
#include "app/frames/frame_stream.h"
#include "app/run/event_log_dock.h"
#include "app/run/lab_controls_dock.h"
#include "app/run/lab_gauges_dock.h"
#include "app/run/run_control_dock.h"
#include "app/units/units_choice.h"

#include <QtGlobal>

namespace disklab {
namespace {

using Sources = FrameStream::Sources;

/// The class of a dock's frame slot, `void Dock::showFrame(Frame)`.
template <class Slot>
struct SlotOwner;
template <class Dock, class Frame>
struct SlotOwner<void (Dock::*)(Frame)> {
    using Type = Dock;
};

/// A dock that needs only its parent.
template <class Dock>
QDockWidget* onWindow(const DockParts& parts)
{
    return new Dock(parts.window);
}

/// Subscribes a dock to the frames of `sources` through its slot `show`.
template <auto show, Sources sources = Sources::MainRun>
void showsFrames(QDockWidget& dock, FrameStream& frames)
{
    using Dock = typename SlotOwner<decltype(show)>::Type;
    frames.subscribe(static_cast<Dock*>(&dock), show, sources);
}

template <class Dock>
void showsUnits(QDockWidget& dock, UnitsChoice& units)
{
    units.follow(static_cast<Dock*>(&dock));
}

constexpr auto kLeft = Qt::LeftDockWidgetArea;
constexpr auto kRight = Qt::RightDockWidgetArea;
constexpr auto kBottom = Qt::BottomDockWidgetArea;

// A first start shows the view, the run controls and the speed distribution; every other dock
// waits as a tab of one of three groups, so that every combination fits a 1366 x 768 screen:
// the charts on the right, the editing panels on the left, the tables at the bottom. The lab's
// controls wait on their own on the right, under the charts, so that Lesson Mode shows them
// under the gauges and the run controls alone on the left.
const DockRow kDocks[] = {
    {"runControlDock", [](const DockParts& p) -> QDockWidget* { return new RunControlDock(p.playback, p.window); },
     kLeft, DockGroup::None, true, QT_TRANSLATE_NOOP("disklab::MainWindow", "Ctrl+Shift+R"),
     &showsFrames<&RunControlDock::showFrame>, &showsUnits<RunControlDock>},
    {"speedDistributionDock", &onWindow<SpeedDistributionDock>, kRight, DockGroup::Charts, true, nullptr,
     &showsFrames<&SpeedDistributionDock::showFrame>, &showsUnits<SpeedDistributionDock>},
    {"gaugesDock", &onWindow<LabGaugesDock>, kRight, DockGroup::Charts, false, nullptr,
     &showsFrames<&LabGaugesDock::showFrame>, &showsUnits<LabGaugesDock>},
    {"labControlsDock", &onWindow<LabControlsDock>, kRight, DockGroup::None, false, nullptr,
     &showsFrames<&LabControlsDock::showFrame>, &showsUnits<LabControlsDock>},
    {"timeSeriesDock", &onWindow<TimeSeriesDock>, kRight, DockGroup::Charts, false, nullptr,
     &showsFrames<&TimeSeriesDock::showFrame>, &showsUnits<TimeSeriesDock>},
    // The event log and the performance chart also take comparison mode's frames.
    {"eventLogDock", &onWindow<EventLogDock>, kBottom, DockGroup::Tables, false, nullptr,
     &showsFrames<&EventLogDock::showFrame, Sources::All>, &showsUnits<EventLogDock>},
    {"performanceDock", &onWindow<PerformanceDock>, kRight, DockGroup::Charts, false, nullptr,
     &showsFrames<&PerformanceDock::showFrame, Sources::All>, &showsUnits<PerformanceDock>},
    {"diffusionDock", &onWindow<DiffusionDock>, kRight, DockGroup::Charts, false, nullptr,
     &showsFrames<&DiffusionDock::showFrame>, &showsUnits<DiffusionDock>},
    {"structureDock", &onWindow<StructureDock>, kRight, DockGroup::Charts, false, nullptr,
     &showsFrames<&StructureDock::showFrame>, &showsUnits<StructureDock>},
    {"aggregationDock", &onWindow<AggregationDock>, kRight, DockGroup::Charts, false, nullptr,
     &showsFrames<&AggregationDock::showFrame>, &showsUnits<AggregationDock>},
    // The two studies run engines of their own when asked (Simulation menu), not the window's.
    {"scalingDock", [](const DockParts& p) -> QDockWidget* { return new ScalingDock(p.simulation, p.window); },
     kRight, DockGroup::Charts, false, nullptr, nullptr, &showsUnits<ScalingDock>},
    {"forceMethodsDock", [](const DockParts& p) -> QDockWidget* { return new ForceMethodsDock(p.simulation, p.window); },
     kRight, DockGroup::Charts, false, nullptr, nullptr, nullptr},
    {"diskTableDock", [](const DockParts& p) -> QDockWidget* { return new DiskTableDock(p.document, p.window); },
     kBottom, DockGroup::Tables, false, nullptr, nullptr, &showsUnits<DiskTableDock>},
    {"propertiesDock", [](const DockParts& p) -> QDockWidget* { return new PropertiesDock(p.document, p.window); },
     kLeft, DockGroup::Editing, false, nullptr, &showsFrames<&PropertiesDock::showFrame>, &showsUnits<PropertiesDock>},
    {"problemsDock",
     [](const DockParts& p) -> QDockWidget* { return new ProblemsDock(p.document, p.validity, p.window); },
     kBottom, DockGroup::Tables, false, nullptr, nullptr, nullptr},
    {"undoHistoryDock",
     [](const DockParts& p) -> QDockWidget* { return new UndoHistoryDock(p.document.undoStack(), p.window); },
     kLeft, DockGroup::Editing, false, nullptr, nullptr, nullptr},
};

} // namespace

std::span<const DockRow> dockRegistry()
{
    return kDocks;
}

} // namespace disklab
