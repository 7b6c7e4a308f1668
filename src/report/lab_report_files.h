#pragma once
// Writes a lab report: a PDF whose text is text (QTextDocument printed on QPdfWriter, so it can be
// selected and searched), and an HTML version with its images beside it. GUI thread (fonts).

#include "report/lab_report_document.h"

#include <QPageSize>
#include <QString>

class QPagedPaintDevice;
class QTextDocument;

namespace disklab {

/// Puts `document` into `text` laid out on `device`'s pages as its PDF prints it, each heading
/// on the page of what follows it and each figure on one page.
void layOutLabReport(const LabReportDocument& document, QTextDocument& text, QPagedPaintDevice& device);

/// Writes `document` as a PDF at `path` on pages of `pageSize`; empty, or why it could not.
QString writeLabReportPdf(const LabReportDocument& document, const QString& path, QPageSize::PageSizeId pageSize);

/// Writes `document` as `directory`/report.html with its images beside it, creating the folder;
/// empty, or why it could not.
QString writeLabReportHtml(const LabReportDocument& document, const QString& directory);

} // namespace disklab
