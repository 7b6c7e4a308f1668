#pragma once
// File ▸ Export Lab Report…: the lab report of the open scenario's run so far
// (report/lab_report_document.h), as a PDF and, beside it in a folder of its own, the HTML
// version with its images. Every engine is deterministic, so the run from t = 0 to the time the
// view shows is simulated again, as `disklab-cli run --until T` would, and measured with the
// command line's errors: the report's command line then gives its figures exactly. A run the
// lab's controls changed is not what the file holds; the report describes the file's run. The
// charts open in the window, which the window hands over as a function (it draws them with
// app/charts/open_chart_images.h), go into it as they were when the report was asked for; in
// comparison mode, both engines' counters at that moment.
//
// Simulating the run again takes as long as the run took, so it goes on a worker thread while
// the window stays live, with its progress shown and a Cancel that stops it; the pages are
// drawn and written on the GUI thread once the figures are in.

#include "report/lab_report_document.h"
#include "report/lab_run.h"
#include "runtime/frame_snapshot.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>

class QThread;
class QWidget;

namespace disklab {

class FrameStream;
class ScenarioDocument;

class LabReportExporter : public QObject {
    Q_OBJECT
public:
    /// The charts open in the window, drawn for the report. GUI thread.
    using OpenCharts = std::function<std::vector<WindowChart>()>;

    /// Follows the run's frames on `frames`, comparison mode's included (the newest is
    /// reported); names the scenario from `document`; dialogs open over `dialogParent`;
    /// `openCharts` gives the charts that go into the report.
    LabReportExporter(FrameStream& frames, const ScenarioDocument& document, QWidget* dialogParent,
                      OpenCharts openCharts, QObject* parent = nullptr);
    /// Stops a report under way and waits for its thread.
    ~LabReportExporter() override;

    /// Starts the report of the run so far, to be written to `pdfPath` and, its HTML version,
    /// into htmlFolder(pdfPath); finished() says how it ended. Empty, or why it did not start
    /// (nothing is written then).
    QString start(const QString& pdfPath);
    /// Stops the report under way: finished() follows with cancelledText() and nothing written.
    void cancel();
    bool busy() const { return m_thread != nullptr; }

    /// Where the HTML version of the PDF at `pdfPath` goes: "NAME-html" beside it.
    static QString htmlFolder(const QString& pdfPath);
    /// What finished() says after cancel().
    static QString cancelledText();

public slots:
    /// Asks where to write the PDF, then writes it with a progress dialog, saying in a message
    /// box what went wrong.
    void exportReport();

signals:
    /// The share of the run simulated so far, 0 to 1.
    void progress(double share);
    /// The report is written (`error` empty), failed or was cancelled (`error` says which).
    void finished(const QString& error);
    /// A line for the status bar.
    void message(const QString& text);

private slots:
    /// Emits progress() with the share the worker last reached. GUI thread.
    void deliverProgress();

private:
    void take(const FramePtr& frame);
    /// On the GUI thread once the worker is done: draws and writes the report.
    void writeMeasured();
    void showProgress(const QString& pdfPath);

    const ScenarioDocument& m_document;
    QWidget* m_dialogParent;
    OpenCharts m_openCharts;
    FramePtr m_latest;

    // The report under way. What the worker hands over crosses under m_handOver, and the
    // wake-up calls name a slot, so ThreadSanitizer sees the hand-over (a queued functor would
    // carry its captures through Qt's own lock, which it cannot see).
    QThread* m_thread = nullptr;
    std::atomic<bool> m_cancelled = false;
    QString m_pdfPath, m_scenarioPath;
    std::vector<WindowChart> m_windowCharts;
    std::optional<ComparisonReport> m_comparison;  // comparison mode's figures at the moment shown
    LabRunRequest m_request;
    std::mutex m_handOver;
    double m_reached = 0.0;                  // the simulated time the worker reached
    std::shared_ptr<const LabRun> m_measured; // or, when it could not,
    QString m_failure;                        // why
};

} // namespace disklab
