#include "app/files/lab_report_exporter.h"

#include "app/document/scenario_document.h"
#include "app/frames/frame_stream.h"
#include "app/platform/interface_language.h"
#include "report/lab_report_document.h"
#include "report/lab_report_files.h"
#include "report/reproducing_command.h"
#include "runtime/comparison_frame.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPageSize>
#include <QProgressDialog>
#include <QThread>

#include <utility>

namespace disklab {
namespace {

/// Letter where the system's locale measures in inches (the United States), A4 elsewhere.
QPageSize::PageSizeId localPageSize()
{
    return QLocale::system().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
}

/// Thrown by the run's watcher to stop a cancelled report.
struct ReportCancelled {};

/// The progress dialog's steps: fine enough that the bar moves smoothly.
constexpr int kProgressSteps = 1000;

} // namespace

LabReportExporter::LabReportExporter(FrameStream& frames, const ScenarioDocument& document, QWidget* dialogParent,
                                     OpenCharts openCharts, QObject* parent)
    : QObject(parent), m_document(document), m_dialogParent(dialogParent), m_openCharts(std::move(openCharts))
{
    // Comparison mode's frames too: they are its exact engine's, so the report of the moment a
    // comparison shows is that engine's run, with both engines' counters beside it.
    frames.subscribe(this, &LabReportExporter::take, FrameStream::Sources::All);
}

LabReportExporter::~LabReportExporter()
{
    if (!m_thread)
        return;
    m_cancelled = true;
    m_thread->wait();
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

QString LabReportExporter::cancelledText()
{
    return tr("The lab report was cancelled; nothing was written.");
}

QString LabReportExporter::start(const QString& pdfPath)
{
    if (busy())
        return tr("A lab report is already being written.");
    if (!m_latest || !m_latest->scenario || !(m_latest->state.time > 0.0))
        return tr("Play the run first: the report measures it from t = 0 to the moment shown.");
    m_pdfPath = pdfPath;
    m_windowCharts = m_openCharts ? m_openCharts() : std::vector<WindowChart>{};
    m_comparison = m_latest->comparison ? std::optional(m_latest->comparison->report) : std::nullopt;
    m_scenarioPath = m_document.filePath().isEmpty() ? m_document.displayName() : m_document.filePath();
    m_request = LabRunRequest{};
    m_request.until = m_latest->state.time;
    m_request.config = m_latest->engine;
    {
        const std::lock_guard lock(m_handOver);
        m_measured.reset();
        m_failure.clear();
        m_reached = 0.0;
    }
    m_cancelled = false;

    LabRunRequest watched = m_request;
    watched.watch = [this](double reached) {
        if (m_cancelled)
            throw ReportCancelled{};
        {
            const std::lock_guard lock(m_handOver);
            m_reached = reached;
        }
        QMetaObject::invokeMethod(this, "deliverProgress", Qt::QueuedConnection);
    };
    m_thread = QThread::create([this, scenario = m_latest->scenario, watched] {
        std::shared_ptr<const LabRun> measured;
        QString failure;
        try {
            measured = std::make_shared<const LabRun>(measureLabRun(*scenario, watched));
        } catch (const ReportCancelled&) {
            failure = cancelledText();
        } catch (const std::exception& e) {
            failure = QString::fromUtf8(e.what());
        }
        const std::lock_guard lock(m_handOver);
        m_measured = std::move(measured);
        m_failure = failure;
    });
    connect(m_thread, &QThread::finished, this, &LabReportExporter::writeMeasured);
    m_thread->start();
    return {};
}

void LabReportExporter::cancel()
{
    m_cancelled = true;
}

void LabReportExporter::deliverProgress()
{
    double reached = 0.0;
    {
        const std::lock_guard lock(m_handOver);
        reached = m_reached;
    }
    if (m_request.until)
        emit progress(reached / *m_request.until);
}

void LabReportExporter::writeMeasured()
{
    m_thread->deleteLater();
    m_thread = nullptr;
    std::shared_ptr<const LabRun> measured;
    QString error;
    {
        const std::lock_guard lock(m_handOver);
        measured = std::exchange(m_measured, nullptr);
        error = m_failure;
    }
    if (measured && error.isEmpty()) {
        const QString language = InterfaceLanguage::current();
        const LabReportSource source{QFileInfo(m_scenarioPath).fileName(), reproducingCommand(m_scenarioPath, m_request),
                                     QStringLiteral(DISKLAB_VERSION),
                                     language.isEmpty() ? QStringLiteral("en") : language,
                                     std::exchange(m_windowCharts, {}), m_comparison,
                                     m_comparison ? reproducingComparisonCommand(m_scenarioPath, *m_comparison) : QString()};
        try {
            const LabReportDocument report = labReportDocument(*measured, source);
            error = writeLabReportPdf(report, m_pdfPath, localPageSize());
            if (error.isEmpty())
                error = writeLabReportHtml(report, htmlFolder(m_pdfPath));
        } catch (const std::exception& e) {
            error = QString::fromUtf8(e.what());
        }
    }
    emit finished(error);
}

void LabReportExporter::showProgress(const QString& pdfPath)
{
    auto* dialog = new QProgressDialog(tr("Simulating the run again for %1…").arg(QFileInfo(pdfPath).fileName()),
                                       tr("Cancel"), 0, kProgressSteps, m_dialogParent);
    dialog->setWindowTitle(tr("Export Lab Report"));
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(300);
    connect(this, &LabReportExporter::progress, dialog,
            [dialog](double share) { dialog->setValue(static_cast<int>(std::clamp(share, 0.0, 1.0) * (kProgressSteps - 1))); });
    connect(dialog, &QProgressDialog::canceled, this, &LabReportExporter::cancel);
    connect(this, &LabReportExporter::finished, dialog, &QObject::deleteLater);
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
    const QString refused = start(path);
    if (!refused.isEmpty()) {
        QMessageBox::warning(m_dialogParent, tr("Export Lab Report"), refused);
        return;
    }
    showProgress(path);
    connect(this, &LabReportExporter::finished, this, [this, path](const QString& error) {
        if (error == cancelledText())
            emit message(error);
        else if (!error.isEmpty())
            QMessageBox::warning(m_dialogParent, tr("Export Lab Report"), error);
        else
            emit message(tr("Wrote the lab report %1, and its HTML version in %2")
                             .arg(QFileInfo(path).fileName(), QFileInfo(htmlFolder(path)).fileName()));
    }, Qt::SingleShotConnection);
}

} // namespace disklab
