#include "app/widgets/scrolling_panel.h"

#include <QScrollArea>
#include <QScrollBar>

#include <algorithm>

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

/// One that scrolls only up and down: never narrower than its content needs now (readings that
/// grow widen it), so nothing is cut off across.
class VerticalScrollArea : public ContentSizedScrollArea {
public:
    QSize minimumSizeHint() const override
    {
        const QSize least = QScrollArea::minimumSizeHint();
        if (!widget())
            return least;
        const int across = widget()->minimumSizeHint().width() + 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
        return {std::max(least.width(), across), least.height()};
    }
};

QScrollArea* filled(QScrollArea* area, QWidget* content)
{
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    area->setWidget(content);
    return area;
}

} // namespace

QWidget* inScrollArea(QWidget* content)
{
    return filled(new ContentSizedScrollArea, content);
}

QWidget* inVerticalScrollArea(QWidget* content)
{
    QScrollArea* area = filled(new VerticalScrollArea, content);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return area;
}

} // namespace disklab
