#include "app/edit/properties_dock.h"

#include "app/edit/disk_properties_panel.h"
#include "app/edit/scenario_properties_panel.h"
#include "app/edit/springs_panel.h"
#include "app/edit/selected_disk_now.h"
#include "app/widgets/scrolling_panel.h"

#include <QTabWidget>
#include <QVBoxLayout>

namespace disklab {

PropertiesDock::PropertiesDock(ScenarioDocument& document, QWidget* parent)
    : QDockWidget(tr("Properties"), parent),
      m_now(new SelectedDiskNow(document)),
      m_disks(new DiskPropertiesPanel(document)),
      m_scenario(new ScenarioPropertiesPanel(document)),
      m_springs(new SpringsPanel(document))
{
    setObjectName(QStringLiteral("propertiesDock"));
    auto* tabs = new QTabWidget;
    auto* selection = new QWidget;
    auto* layout = new QVBoxLayout(selection);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_now);
    layout->addWidget(m_disks);
    layout->addStretch();
    tabs->addTab(inScrollArea(selection), tr("Selection"));
    tabs->addTab(inScrollArea(m_scenario), tr("Scenario"));
    tabs->addTab(inScrollArea(m_springs), tr("Springs"));
    setWidget(tabs);
}

void PropertiesDock::showFrame(FramePtr frame)
{
    m_now->showFrame(std::move(frame));
}

void PropertiesDock::setUnits(const UnitSystem& units)
{
    m_now->setUnits(units);
    m_disks->setUnits(units);
    m_scenario->setUnits(units);
}

} // namespace disklab
