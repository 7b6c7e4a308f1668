#include "app/scrolling_panel.h"

#include <QScrollArea>

namespace disklab {

QWidget* inScrollArea(QWidget* content)
{
    auto* area = new QScrollArea;
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    area->setWidget(content);
    return area;
}

} // namespace disklab
