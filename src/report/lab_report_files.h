#pragma once
// Writes a lab report: a PDF whose text is text (QTextDocument printed on QPdfWriter, so it can be
// selected and searched), and an HTML version with its images beside it. GUI thread (fonts).

#include "report/lab_report_document.h"

#include <QPageSize>
#include <QString>

namespace disklab {

/// Writes `document` as a PDF at `path` on pages of `pageSize`; empty, or why it could not.
QString writeLabReportPdf(const LabReportDocument& document, const QString& path, QPageSize::PageSizeId pageSize);

/// Writes `document` as `directory`/report.html with its images beside it, creating the folder;
/// empty, or why it could not.
QString writeLabReportHtml(const LabReportDocument& document, const QString& directory);

} // namespace disklab
