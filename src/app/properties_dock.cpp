#include "app/properties_dock.h"

#include "app/disk_properties_panel.h"
#include "app/scenario_properties_panel.h"
#include "app/scrolling_panel.h"

#include <QTabWidget>

namespace disklab {

PropertiesDock::PropertiesDock(ScenarioDocument& document, QWidget* parent)
    : QDockWidget(tr("Properties"), parent),
      m_disks(new DiskPropertiesPanel(document)),
      m_scenario(new ScenarioPropertiesPanel(document))
{
    setObjectName(QStringLiteral("propertiesDock"));
    auto* tabs = new QTabWidget;
    tabs->addTab(inScrollArea(m_disks), tr("Selection"));
    tabs->addTab(inScrollArea(m_scenario), tr("Scenario"));
    setWidget(tabs);
}

} // namespace disklab
