#pragma once
// Where a lab report's pages break. QTextDocument has no keep-with-next and splits a table cell
// between its lines: a heading that fits at the foot of a page while the line after it does not
// is left there alone, and a figure's picture can end a page whose next one begins with its
// caption (a cell holds what must stay together). Once a document is laid out on pages (report/printed_pages.h), these find both and
// start the heading, or the figure, on the next page.

#include <QTextDocument>

#include <vector>

namespace disklab {

/// The numbers of the heading blocks (h1 to h6) whose next line falls on a later page than
/// their own, in document order.
std::vector<int> headingsLeftAlone(const QTextDocument& document);

/// The numbers of the blocks in a table cell (a figure: a picture and its caption; the commands
/// that reproduce the report) whose lines end on a later page than their cell begins, in
/// document order.
std::vector<int> figuresSplit(const QTextDocument& document);

/// Starts each heading left alone and each figure split on the next page, in document order
/// (each break moves what follows, so the next is measured after it); a figure right after a
/// heading takes the heading along. What already starts a page stays, since breaking there would
/// only leave a blank page.
void breakPagesBeforeHeadingsAndFigures(QTextDocument& document);

} // namespace disklab
