#include "report/printed_pages.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QPainter>
#include <QTextFrame>
#include <QTextLayout>

#include <cmath>

namespace disklab {
namespace {

/// Device pixels in `millimetres` down the page.
double pixels(const QPagedPaintDevice& device, double millimetres)
{
    return millimetres / 25.4 * device.logicalDpiY();
}

constexpr double kMarginMillimetres = 20.0;

} // namespace

void layOutOnPages(QTextDocument& document, QPagedPaintDevice& device)
{
    // The margins are the device's, so the document's page is the area inside them: a margin of
    // the document's own would be scaled by the device's resolution over the screen's.
    const double m = kMarginMillimetres;
    device.setPageMargins(QMarginsF(m, m, m, m), QPageLayout::Millimeter);
    document.documentLayout()->setPaintDevice(&device);
    QTextFrameFormat root = document.rootFrame()->frameFormat();
    root.setMargin(0.0);
    document.rootFrame()->setFrameFormat(root);
    document.setPageSize(QSizeF(device.width(), device.height()));
}

std::optional<BlockPages> pagesOfBlock(const QTextDocument& document, const QTextBlock& block)
{
    // Asking for the block's rectangle lays the document out up to it, lines and all.
    const QRectF rectangle = document.documentLayout()->blockBoundingRect(block);
    const QTextLayout* layout = block.layout();
    if (!layout || layout->lineCount() == 0)
        return std::nullopt;
    // The rectangle starts where the block does; a line the layout moved on to the next page
    // lies below that by its own offset. A line is on the page of its middle.
    const auto page = [&](const QTextLine& line) {
        return static_cast<int>(std::floor((rectangle.top() + line.y() + line.height() / 2.0) / document.pageSize().height()));
    };
    return BlockPages{page(layout->lineAt(0)), page(layout->lineAt(layout->lineCount() - 1))};
}

void paintPages(const QTextDocument& document, QPagedPaintDevice& device)
{
    QPainter painter(&device);
    const QSizeF page = document.pageSize();
    const QFont numberFont = document.defaultFont();
    const QFontMetricsF metrics(numberFont, &device);
    // The number below the text, in the bottom margin, which QPdfWriter does not clip.
    const double numberBaseline = page.height() + pixels(device, 2.0) + metrics.ascent();
    for (int index = 0; index < document.pageCount(); ++index) {
        if (index > 0)
            device.newPage();
        const QRectF view(0.0, index * page.height(), page.width(), page.height());
        painter.save();
        painter.translate(0.0, -view.top());
        painter.setClipRect(view);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = view;
        // Black text whatever the desktop's palette says.
        context.palette.setColor(QPalette::Text, Qt::black);
        document.documentLayout()->draw(&painter, context);
        painter.restore();
        painter.setFont(numberFont);
        const QString number = QString::number(index + 1);
        painter.drawText(QPointF(page.width() - metrics.horizontalAdvance(number), numberBaseline), number);
    }
}

} // namespace disklab
