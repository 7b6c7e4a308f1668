#include "report/html_table.h"

namespace disklab {

QString ruledTableStart(bool fullWidth)
{
    return fullWidth ? QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">\n")
                     : QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">\n");
}

QString htmlRow(const QStringList& cells, const char* tag)
{
    QString html = QStringLiteral("<tr>");
    for (const QString& cell : cells)
        html += QStringLiteral("<%1>%2</%1>").arg(QLatin1String(tag), cell.toHtmlEscaped());
    return html + QStringLiteral("</tr>\n");
}

} // namespace disklab
