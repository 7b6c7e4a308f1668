#pragma once
// A QTextDocument laid out on the pages of a PDF as a lab report prints them (2 cm margins, the
// page number at the foot of each page) and painted there. The report lays itself out rather
// than leave it to QTextDocument::print, which lays out a copy of its own: the page each block
// falls on must be known before printing, to keep headings with what follows them and figures
// whole (report/page_breaks.h).

#include <QPagedPaintDevice>
#include <QTextBlock>
#include <QTextDocument>

#include <optional>

namespace disklab {

/// Lays `document` out on `device`'s pages: fonts and images measured on the device, margins of
/// 2 cm on every side set on the device.
void layOutOnPages(QTextDocument& document, QPagedPaintDevice& device);

/// The pages (from 0) of a block's first and last lines in a document laid out on pages.
struct BlockPages {
    int first = 0;
    int last = 0;
};

/// Where `block`'s lines lie; nothing for a block with no line (an empty frame's).
std::optional<BlockPages> pagesOfBlock(const QTextDocument& document, const QTextBlock& block);

/// Paints every page of a document laid out by layOutOnPages on `device`, its number at the
/// foot, right.
void paintPages(const QTextDocument& document, QPagedPaintDevice& device);

} // namespace disklab
