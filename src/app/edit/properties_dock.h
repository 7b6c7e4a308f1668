#pragma once
// The properties dock: the selected disk's current motion and the selected disks' fields
// (their initial state), in one tab; the scenario's settings in another; its springs in a third.

#include "app/units/unit_system.h"
#include "runtime/frame_snapshot.h"

#include <QDockWidget>

namespace disklab {

class DiskPropertiesPanel;
class ScenarioDocument;
class ScenarioPropertiesPanel;
class SelectedDiskNow;
class SpringsPanel;

class PropertiesDock : public QDockWidget {
    Q_OBJECT
public:
    explicit PropertiesDock(ScenarioDocument& document, QWidget* parent = nullptr);

    DiskPropertiesPanel& disks() { return *m_disks; }
    ScenarioPropertiesPanel& scenario() { return *m_scenario; }
    SpringsPanel& springs() { return *m_springs; }
    /// Follows the run: the selected disk's current position and velocity.
    void showFrame(FramePtr frame);
    /// The selected disk's fields, its motion now and the scenario's physical settings read
    /// and take `units` from now on.
    void setUnits(const UnitSystem& units);

private:
    SelectedDiskNow* m_now;
    DiskPropertiesPanel* m_disks;
    ScenarioPropertiesPanel* m_scenario;
    SpringsPanel* m_springs;
};

} // namespace disklab
