#include "report/html_table.h"

namespace disklab {

QString htmlRow(const QStringList& cells, const char* tag)
{
    QString html = QStringLiteral("<tr>");
    for (const QString& cell : cells)
        html += QStringLiteral("<%1>%2</%1>").arg(QLatin1String(tag), cell.toHtmlEscaped());
    return html + QStringLiteral("</tr>\n");
}

} // namespace disklab
