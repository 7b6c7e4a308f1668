#include "app/window/tool_bar_fit.h"

#include <QEvent>
#include <QLayout>
#include <QToolBar>

namespace disklab {

ToolBarFit::ToolBarFit(QToolBar& bar) : QObject(&bar), m_bar(bar)
{
    m_bar.installEventFilter(this);
    // Lesson Mode's larger icons need the width anew, though the toolbar's own stays; queued,
    // so the buttons have taken the new size before the widths are measured.
    connect(&m_bar, &QToolBar::iconSizeChanged, this, &ToolBarFit::fit, Qt::QueuedConnection);
    fit();
}

bool ToolBarFit::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_bar && event->type() == QEvent::Resize)
        fit();
    return QObject::eventFilter(watched, event);
}

void ToolBarFit::fit()
{
    // The toolbar's width is its row's, whatever the buttons' style; the layout's hint is
    // the width of all the buttons side by side.
    for (const Qt::ToolButtonStyle style : {Qt::ToolButtonTextBesideIcon, Qt::ToolButtonTextUnderIcon}) {
        m_bar.setToolButtonStyle(style);
        m_bar.layout()->invalidate();
        if (m_bar.layout()->sizeHint().width() <= m_bar.width())
            return;
    }
    m_bar.setToolButtonStyle(Qt::ToolButtonIconOnly);
}

} // namespace disklab
