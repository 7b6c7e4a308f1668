#pragma once
// The properties dock: the selected disks' fields above the scenario's settings.

#include <QDockWidget>

namespace disklab {

class DiskPropertiesPanel;
class ScenarioDocument;
class ScenarioPropertiesPanel;

class PropertiesDock : public QDockWidget {
    Q_OBJECT
public:
    explicit PropertiesDock(ScenarioDocument& document, QWidget* parent = nullptr);

    DiskPropertiesPanel& disks() { return *m_disks; }
    ScenarioPropertiesPanel& scenario() { return *m_scenario; }

private:
    DiskPropertiesPanel* m_disks;
    ScenarioPropertiesPanel* m_scenario;
};

} // namespace disklab
