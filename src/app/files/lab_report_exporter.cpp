#include "app/files/lab_report_exporter.h"

#include "app/document/scenario_document.h"
#include "app/run/frame_stream.h"
#include "app/window/interface_language.h"
#include "report/lab_report_document.h"
#include "report/lab_report_files.h"
#include "report/reproducing_command.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPageSize>

namespace disklab {
namespace {

/// Letter where the system's locale measures in inches (the United States), A4 elsewhere.
QPageSize::PageSizeId localPageSize()
{
    return QLocale::system().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
}

} // namespace

LabReportExporter::LabReportExporter(FrameStream& frames, const ScenarioDocument& document, QWidget* dialogParent,
                                     QObject* parent)
    : QObject(parent), m_document(document), m_dialogParent(dialogParent)
{
    frames.subscribe(this, &LabReportExporter::take);
}

void LabReportExporter::take(const FramePtr& frame)
{
    m_latest = frame;
}

QString LabReportExporter::htmlFolder(const QString& pdfPath)
{
    const QFileInfo pdf(pdfPath);
    return pdf.dir().filePath(pdf.completeBaseName() + QStringLiteral("-html"));
}

QString LabReportExporter::exportTo(const QString& pdfPath)
{
    if (!m_latest || !m_latest->scenario || !(m_latest->state.time > 0.0))
        return tr("Play the run first: the report measures it from t = 0 to the moment shown.");
    LabRunRequest request;
    request.until = m_latest->state.time;
    request.config = m_latest->engine;
    const QString scenarioPath = m_document.filePath().isEmpty() ? m_document.displayName() : m_document.filePath();
    const QString language = InterfaceLanguage::current();
    const LabReportSource source{QFileInfo(scenarioPath).fileName(), reproducingCommand(scenarioPath, request),
                                 QStringLiteral(DISKLAB_VERSION), language.isEmpty() ? QStringLiteral("en") : language};
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    try {
        const LabReportDocument report = labReportDocument(measureLabRun(*m_latest->scenario, request), source);
        error = writeLabReportPdf(report, pdfPath, localPageSize());
        if (error.isEmpty())
            error = writeLabReportHtml(report, htmlFolder(pdfPath));
    } catch (const std::exception& e) {
        error = QString::fromUtf8(e.what());
    }
    QGuiApplication::restoreOverrideCursor();
    return error;
}

void LabReportExporter::exportReport()
{
    const QString base = QFileInfo(m_document.displayName()).completeBaseName();
    QString path = QFileDialog::getSaveFileName(m_dialogParent, tr("Export Lab Report"),
                                                tr("%1 lab report.pdf").arg(base), tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    const QString error = exportTo(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(m_dialogParent, tr("Export Lab Report"), error);
        return;
    }
    emit message(tr("Wrote the lab report %1, and its HTML version in %2")
                     .arg(QFileInfo(path).fileName(), QFileInfo(htmlFolder(path)).fileName()));
}

} // namespace disklab
