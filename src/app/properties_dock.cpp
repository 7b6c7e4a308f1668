#include "app/properties_dock.h"

#include "app/disk_properties_panel.h"
#include "app/scenario_properties_panel.h"

#include <QScrollArea>
#include <QTabWidget>

namespace disklab {

PropertiesDock::PropertiesDock(ScenarioDocument& document, QWidget* parent)
    : QDockWidget(tr("Properties"), parent),
      m_disks(new DiskPropertiesPanel(document)),
      m_scenario(new ScenarioPropertiesPanel(document))
{
    setObjectName(QStringLiteral("propertiesDock"));
    auto* tabs = new QTabWidget;
    auto* scenarioScroll = new QScrollArea;
    scenarioScroll->setWidget(m_scenario);
    scenarioScroll->setWidgetResizable(true);
    tabs->addTab(m_disks, tr("Selection"));
    tabs->addTab(scenarioScroll, tr("Scenario"));
    setWidget(tabs);
}

} // namespace disklab
