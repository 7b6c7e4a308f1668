#include "app/window/scrolling_panel.h"

#include <QScrollArea>
#include <QScrollBar>

namespace disklab {
namespace {

/// QScrollArea caps its size hint at 24 lines of text, which in Chinese and Japanese fonts
/// cuts a panel that would fit; this one asks for the whole content.
class ContentSizedScrollArea : public QScrollArea {
public:
    QSize sizeHint() const override
    {
        if (!widget())
            return QScrollArea::sizeHint();
        const int frame = 2 * frameWidth();
        return widget()->sizeHint() + QSize(frame + verticalScrollBar()->sizeHint().width(), frame);
    }
};

} // namespace

QWidget* inScrollArea(QWidget* content)
{
    auto* area = new ContentSizedScrollArea;
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    area->setWidget(content);
    return area;
}

} // namespace disklab
