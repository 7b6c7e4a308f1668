#pragma once
// A row of a lab report's HTML table, each cell's text escaped.

#include <QString>
#include <QStringList>

namespace disklab {

/// "<tr><td>…</td>…</tr>", or with `tag` "th" a heading row.
QString htmlRow(const QStringList& cells, const char* tag = "td");

} // namespace disklab
