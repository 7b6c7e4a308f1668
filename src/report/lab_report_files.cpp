#include "report/lab_report_files.h"

#include "report/page_breaks.h"
#include "report/printed_pages.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

namespace disklab {

void layOutLabReport(const LabReportDocument& document, QTextDocument& text, QPagedPaintDevice& device)
{
    for (const NamedImage& image : document.images)
        text.addResource(QTextDocument::ImageResource, QUrl(image.fileName), image.image);
    text.setHtml(document.html);
    layOutOnPages(text, device);
    breakPagesBeforeHeadingsAndFigures(text);
}

QString writeLabReportPdf(const LabReportDocument& document, const QString& path, QPageSize::PageSizeId pageSize)
{
    // Written next to the target and renamed over it at the end: a failed report leaves nothing.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("LabReport", "cannot write %1: %2").arg(path, file.errorString());
    {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(pageSize));
        writer.setCreator(QStringLiteral("DiskLab"));
        QTextDocument text;
        layOutLabReport(document, text, writer);
        writer.setTitle(text.metaInformation(QTextDocument::DocumentTitle));
        paintPages(text, writer);
    }
    if (!file.commit())
        return QCoreApplication::translate("LabReport", "cannot write %1: %2").arg(path, file.errorString());
    return {};
}

QString writeLabReportHtml(const LabReportDocument& document, const QString& directory)
{
    QDir dir(directory);
    if (!dir.mkpath(QStringLiteral(".")))
        return QCoreApplication::translate("LabReport", "cannot make the folder %1").arg(directory);
    for (const NamedImage& image : document.images) {
        const QString path = dir.filePath(image.fileName);
        if (!image.image.save(path, "PNG"))
            return QCoreApplication::translate("LabReport", "cannot write %1").arg(path);
    }
    QSaveFile file(dir.filePath(QStringLiteral("report.html")));
    if (!file.open(QIODevice::WriteOnly) || file.write(document.html.toUtf8()) < 0 || !file.commit())
        return QCoreApplication::translate("LabReport", "cannot write %1: %2").arg(file.fileName(), file.errorString());
    return {};
}

} // namespace disklab
