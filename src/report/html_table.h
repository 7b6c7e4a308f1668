#pragma once
// A lab report's HTML tables: the opening of a ruled table, and a row with each cell's text
// escaped.

#include <QString>
#include <QStringList>

namespace disklab {

/// The opening tag of a table ruled between its cells, across the page's width when `fullWidth`.
QString ruledTableStart(bool fullWidth);
/// "<tr><td>…</td>…</tr>", or with `tag` "th" a heading row.
QString htmlRow(const QStringList& cells, const char* tag = "td");

} // namespace disklab
