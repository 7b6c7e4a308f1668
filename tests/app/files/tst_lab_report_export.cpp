// File ▸ Export Lab Report…'s logic: the report of the run shown writes a PDF and, in a folder
// beside it, the HTML version whose command line measures the same window (the view's time);
// before the run has started it says so and writes nothing. The run is simulated again on a
// worker thread: the window's thread is free meanwhile, and Cancel stops it with nothing written.
// The charts open in the window go into the report, one image each; closed ones do not. In
// comparison mode both engines' counters at the moment shown are in it.
#include "app/charts/diffusion_dock.h"
#include "app/charts/open_chart_images.h"
#include "app/charts/speed_distribution_dock.h"
#include "app/charts/time_series_dock.h"
#include "app/document/scenario_document.h"
#include "app/files/lab_report_exporter.h"
#include "app/frames/frame_stream.h"
#include "core/gas_generator.h"
#include "runtime/comparison_frame.h"

#include <QDir>
#include <QFile>
#include <QMainWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace disklab;

namespace {

/// A frame of `scenario`'s run at time `t` (only what the exporter reads).
FramePtr frameAt(const Scenario& scenario, double t)
{
    auto frame = std::make_shared<FrameSnapshot>();
    frame->scenario = std::make_shared<const Scenario>(scenario);
    frame->state.time = t;
    frame->engine = scenario.engine;
    return frame;
}

Scenario smallGas()
{
    GasParameters parameters;
    parameters.count = 60;
    parameters.packing = 0.1;
    parameters.seed = 4;
    return generateGas(parameters);
}

/// A small gas saved in a folder of its own, open as the document, with an exporter following
/// its frames.
struct SavedGas {
    SavedGas() { document.replace(gas, dir.filePath("gas.json"), QString(), false); }

    QTemporaryDir dir;
    ScenarioDocument document;
    const Scenario gas = smallGas();
    FrameStream frames;
    LabReportExporter exporter{frames, document, nullptr, {}};
};

/// Starts `exporter` on `pdf` and waits for it to finish; what finished() said.
QString exportAndWait(LabReportExporter& exporter, const QString& pdf)
{
    QSignalSpy finished(&exporter, &LabReportExporter::finished);
    const QString refused = exporter.start(pdf);
    if (!refused.isEmpty())
        return refused;
    if (!finished.wait(120000))
        return QStringLiteral("no answer in two minutes");
    return finished.first().first().toString();
}

} // namespace

class TestLabReportExport : public QObject {
    Q_OBJECT

private slots:
    void theReportMeasuresTheRunUpToTheTimeShown()
    {
        SavedGas lab;
        emit lab.frames.frameArrived(frameAt(lab.gas, 7.5));
        const QString pdf = lab.dir.filePath("gas report.pdf");
        const QString error = exportAndWait(lab.exporter, pdf);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        QFile html(QDir(LabReportExporter::htmlFolder(pdf)).filePath("report.html"));
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(html.readAll());
        QVERIFY2(text.contains("--until 7.5 --engine event --json"), qPrintable(text.right(600)));
        QVERIFY(text.contains("from t = 0 to t = 7.5"));
        QVERIFY(QFile::exists(QDir(LabReportExporter::htmlFolder(pdf)).filePath("box-end.png")));
    }

    void theChartsOpenInTheWindowAreInTheReport()
    {
        QTemporaryDir dir;
        ScenarioDocument document;
        const Scenario gas = smallGas();
        document.replace(gas, dir.filePath("gas.json"), QString(), false);
        QMainWindow window;
        auto* speeds = new SpeedDistributionDock(&window);
        auto* series = new TimeSeriesDock(&window);
        auto* diffusion = new DiffusionDock(&window);
        for (QDockWidget* dock : {static_cast<QDockWidget*>(speeds), static_cast<QDockWidget*>(series),
                                  static_cast<QDockWidget*>(diffusion)})
            window.addDockWidget(Qt::RightDockWidgetArea, dock);
        window.tabifyDockWidget(speeds, series);  // open, though behind the speeds' tab
        diffusion->close();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        FrameStream frames;
        LabReportExporter exporter(frames, document, &window, [&window] { return openChartImages(window); });
        emit frames.frameArrived(frameAt(gas, 2.0));
        const QString pdf = dir.filePath("charts.pdf");
        const QString error = exportAndWait(exporter, pdf);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QDir html(LabReportExporter::htmlFolder(pdf));
        QFile page(html.filePath("report.html"));
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(page.readAll());
        QCOMPARE(text.count(QStringLiteral("<img src=\"window-")), 2);
        QCOMPARE(html.entryList({QStringLiteral("window-*.png")}).size(), 2);
        QVERIFY(text.contains(speeds->windowTitle().toHtmlEscaped()));
        QVERIFY(text.contains(series->windowTitle().toHtmlEscaped()));
        QVERIFY(!text.contains(QStringLiteral("disklab-cli report")));
    }

    void comparisonModeAddsBothEnginesCounters()
    {
        SavedGas lab;
        EngineConfig stepped;
        stepped.kind = EngineKind::TimeDriven;
        stepped.dt = 0.01;
        EngineComparison comparison(lab.gas, stepped);
        comparison.advanceTo(3.0);
        auto frame = std::const_pointer_cast<FrameSnapshot>(frameAt(lab.gas, 3.0));
        auto compared = std::make_shared<ComparisonFrame>();
        compared->report = comparison.report();
        frame->comparison = compared;
        emit lab.frames.frameArrived(frame);
        const QString pdf = lab.dir.filePath("compared.pdf");
        const QString error = exportAndWait(lab.exporter, pdf);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QFile page(QDir(LabReportExporter::htmlFolder(pdf)).filePath("report.html"));
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(page.readAll());
        QVERIFY(text.contains(QStringLiteral("<tr><td>Time steps</td><td>—</td><td>%1</td></tr>")
                                  .arg(compared->report.timeDriven.steps)));
    }

    void beforeTheRunStartsNothingIsWritten()
    {
        QTemporaryDir dir;
        ScenarioDocument document;
        const Scenario gas = smallGas();
        document.replace(gas, QString(), QString(), false);
        FrameStream frames;
        LabReportExporter exporter(frames, document, nullptr, {});
        const QString pdf = dir.filePath("early.pdf");
        QVERIFY(!exporter.start(pdf).isEmpty());
        emit frames.frameArrived(frameAt(gas, 0.0));
        QVERIFY(!exporter.start(pdf).isEmpty());
        QVERIFY(!exporter.busy());
        QVERIFY(!QFile::exists(pdf));
        QVERIFY(!QFile::exists(LabReportExporter::htmlFolder(pdf)));
    }

    void aLongRunIsSimulatedOffTheWindowThreadAndCancelStopsIt()
    {
        SavedGas lab;
        // Hours of simulated time: minutes of work, were it done before start() returned.
        emit lab.frames.frameArrived(frameAt(lab.gas, 1e7));
        LabReportExporter& exporter = lab.exporter;
        QSignalSpy progress(&exporter, &LabReportExporter::progress);
        QSignalSpy finished(&exporter, &LabReportExporter::finished);
        const QString pdf = lab.dir.filePath("long.pdf");
        QCOMPARE(exporter.start(pdf), QString());
        QVERIFY(exporter.busy());
        QVERIFY(!exporter.start(pdf).isEmpty());  // one report at a time
        QVERIFY(progress.wait(60000));            // the window's thread runs its event loop meanwhile
        const double share = progress.last().first().toDouble();
        QVERIFY2(share > 0.0 && share < 1.0, qPrintable(QString::number(share)));
        exporter.cancel();
        QVERIFY(finished.count() == 1 || finished.wait(60000));
        QCOMPARE(finished.first().first().toString(), LabReportExporter::cancelledText());
        QVERIFY(!exporter.busy());
        QVERIFY(!QFile::exists(pdf));
        QVERIFY(!QFile::exists(LabReportExporter::htmlFolder(pdf)));
    }
};

QTEST_MAIN(TestLabReportExport)
#include "tst_lab_report_export.moc"
