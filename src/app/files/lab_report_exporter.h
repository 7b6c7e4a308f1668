#pragma once
// File ▸ Export Lab Report…: the lab report of the open scenario's run so far
// (report/lab_report_document.h), as a PDF and, beside it in a folder of its own, the HTML
// version with its images. Every engine is deterministic, so the run from t = 0 to the time the
// view shows is simulated again, as `disklab-cli run --until T` would, and measured with the
// command line's errors: the report's command line then gives its figures exactly. A run the
// lab's controls changed is not what the file holds; the report describes the file's run.

#include "runtime/frame_snapshot.h"

#include <QObject>
#include <QString>

class QWidget;

namespace disklab {

class FrameStream;
class ScenarioDocument;

class LabReportExporter : public QObject {
    Q_OBJECT
public:
    /// Follows the run's frames on `frames`; names the scenario from `document`; dialogs open
    /// over `dialogParent`.
    LabReportExporter(FrameStream& frames, const ScenarioDocument& document, QWidget* dialogParent,
                      QObject* parent = nullptr);

    /// Writes the report of the run so far to `pdfPath`, and its HTML version into the folder
    /// htmlFolder(pdfPath); empty, or why not. GUI thread.
    QString exportTo(const QString& pdfPath);

    /// Where the HTML version of the PDF at `pdfPath` goes: "NAME-html" beside it.
    static QString htmlFolder(const QString& pdfPath);

public slots:
    /// Asks where to write the PDF, then writes it, saying in a message box what went wrong.
    void exportReport();

signals:
    /// A line for the status bar.
    void message(const QString& text);

private:
    void take(const FramePtr& frame);

    const ScenarioDocument& m_document;
    QWidget* m_dialogParent;
    FramePtr m_latest;
};

} // namespace disklab
