// Chart docks, their exports and comparison mode, offscreen: the numbers drawn are the core's,
// the files written are valid, and comparison mode agrees with `disklab-cli compare`.
#include "app/charts/speed_distribution_dock.h"
#include "app/charts/time_series_dock.h"
#include "app/comparison/comparison_pane.h"
#include "app/comparison/comparison_window.h"
#include "core/event_driven_engine.h"
#include "core/observables.h"
#include "../gas_frames.h"
#include "runtime/simulation_controller.h"

#include <QApplication>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QDomDocument>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <qcustomplot.h>

#include <cmath>

using namespace disklab;
using disklab::test::gasFrames;

namespace {

QByteArray head(const QString& path, int n)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(n) : QByteArray();
}

} // namespace

class ChartsTest : public QObject {
    Q_OBJECT
private slots:
    void histogramCountsSumToN()
    {
        SpeedDistributionDock dock;
        const auto frames = gasFrames(1.0, 0.5);
        for (int bins : {7, 30, 101}) {
            dock.setBins(bins);
            dock.showFrame(frames.back());
            std::uint64_t sum = 0;
            for (auto c : dock.shownHistogram().counts)
                sum += c;
            QCOMPARE(sum, frames.back().state.size());
            QCOMPARE(dock.shownHistogram().counts.size(), std::size_t(bins));
        }
        dock.setWindowFrames(3);
        for (const auto& f : frames)
            dock.showFrame(f);
        QCOMPARE(dock.distribution().speeds().total, 3 * frames.back().state.size());
    }

    void redrawsKeepTheLegend()
    {
        // The chart is redrawn about ten times a second while a run plays. Its series and
        // legend entries are updated in place: replacing them made the legend vanish from
        // some frames while Qt laid the new entries out.
        SpeedDistributionDock dock;
        const QChart* chart = dock.findChild<QChartView*>()->chart();
        const auto frames = gasFrames(1.0, 0.5);
        dock.showFrame(frames.front());
        dock.refresh();
        const QList<QAbstractSeries*> series = chart->series();
        const QList<QLegendMarker*> markers = chart->legend()->markers();
        QCOMPARE(series.size(), 2);
        for (const auto& f : frames) {
            dock.showFrame(f);
            dock.refresh();
        }
        QCOMPARE(chart->series(), series);
        QCOMPARE(chart->legend()->markers(), markers);
        QCOMPARE(chart->axes(Qt::Horizontal).size(), 1);
        QCOMPARE(chart->axes(Qt::Vertical).size(), 1);
        // What is drawn is the new frame's: the outline of the histogram shown, ending on the axis.
        const auto* outline = qobject_cast<const QLineSeries*>(series.front());
        const Histogram& shown = dock.shownHistogram();
        QCOMPARE(outline->count(), 2 * int(shown.counts.size()) + 2);
        QCOMPARE(outline->at(2).y(), shown.density(0));
        QCOMPARE(chart->legend()->markers().back()->label(),
                 QStringLiteral("Maxwell-Boltzmann, kT = %1").arg(dock.distribution().temperature(), 0, 'g', 4));

        // Switching to the components takes the series it needs and names them anew.
        dock.setShowComponents(true);
        QCOMPARE(chart->series().size(), 3);
        QStringList names;
        for (const QAbstractSeries* s : chart->series())
            names << s->name();
        QCOMPARE(names.mid(0, 2), (QStringList{QStringLiteral("vx"), QStringLiteral("vy")}));
        dock.setShowComponents(false);
        QCOMPARE(chart->series().size(), 2);
        QCOMPARE(chart->series().front()->name(), QStringLiteral("all disks"));
    }

    void maxwellBoltzmannIntegratesToOne()
    {
        SpeedDistributionDock dock;
        dock.showFrame(gasFrames(0.0, 1.0).front());
        const double upper = 20.0 * dock.distribution().upperSpeed();
        double integral = 0.0;
        const int n = 200000;
        for (int k = 0; k < n; ++k) {
            const double v = (k + 0.5) * upper / n;
            integral += dock.distribution().speedDensity(v) * upper / n;
        }
        QVERIFY(std::abs(integral - 1.0) < 1e-6);
        double components = 0.0;
        for (int k = 0; k < n; ++k) {
            const double v = -upper + (k + 0.5) * 2.0 * upper / n;
            components += dock.distribution().componentDensity(v) * 2.0 * upper / n;
        }
        QVERIFY(std::abs(components - 1.0) < 1e-6);
    }

    void pressureSeriesIsTheCoresWallPressure()
    {
        TimeSeriesDock dock;
        dock.setQuantity(TimeSeriesDock::Quantity::Pressure);
        const auto frames = gasFrames(20.0, 0.05);
        dock.showFrame(frames.front());
        dock.series().setInterval(1.0);
        for (const auto& f : frames)
            dock.showFrame(f);
        const auto& samples = dock.series().samples();
        QVERIFY(samples.size() >= 15);
        // Recompute each window from the frames' totals with the core's measureWindow.
        std::size_t k = 0;
        Totals start = frames.front().totals;
        for (const auto& f : frames) {
            if (k == samples.size())
                break;
            if (f.totals.time - start.time < 1.0)
                continue;
            const WindowFigures w = measureWindow(*f.scenario, start, f.totals);
            QCOMPARE(samples[k].time, f.totals.time);
            QCOMPARE(samples[k].pressure, w.pressure);
            QCOMPARE(samples[k].idealPressure, f.scenario->disks.size() * w.temperature / w.meanArea);
            start = f.totals;
            ++k;
        }
        QCOMPARE(k, samples.size());
    }

    void csvEqualsTheSeriesShown()
    {
        TimeSeriesDock dock;
        dock.setQuantity(TimeSeriesDock::Quantity::Pressure);
        const auto frames = gasFrames(20.0, 0.05);
        for (const auto& f : frames)
            dock.showFrame(f);
        dock.refresh();
        QVERIFY(dock.plot().graph(0)->dataCount() >= 5);
        QTemporaryDir dir;
        const QString path = dir.filePath("pressure.csv");
        QVERIFY(dock.exportTo(ChartDock::Format::Csv, path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
        QVERIFY(lines.first().contains("time [time]") && lines.first().contains("wall pressure [force/length]"));
        QCPGraph* measured = dock.plot().graph(0);
        QCOMPARE(lines.size() - 1, measured->dataCount());
        for (int i = 0; i < measured->dataCount(); ++i) {
            const QStringList cells = lines[i + 1].split(',');
            QCOMPARE(cells[0].toDouble(), measured->data()->at(i)->key);
            QCOMPARE(cells[1].toDouble(), measured->data()->at(i)->value);
            QCOMPARE(cells[2].toDouble(), dock.plot().graph(1)->data()->at(i)->value);
        }
    }

    void exportsAreValidFilesOfTheRequestedSize()
    {
        SpeedDistributionDock speed;
        TimeSeriesDock series;
        for (const auto& f : gasFrames(3.0, 0.1)) {
            speed.showFrame(f);
            series.showFrame(f);
        }
        speed.refresh();
        series.refresh();
        QTemporaryDir dir;
        for (ChartDock* dock : {static_cast<ChartDock*>(&speed), static_cast<ChartDock*>(&series)}) {
            const QString base = dir.filePath(dock->chartFileName());
            QVERIFY(dock->exportTo(ChartDock::Format::Png, base + ".png", {{900, 500}, 200}));
            QCOMPARE(head(base + ".png", 8), QByteArray("\x89PNG\r\n\x1a\n"));
            const QImage image(base + ".png");
            QCOMPARE(image.size(), QSize(900, 500));
            QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 200);
            QVERIFY(dock->exportTo(ChartDock::Format::Pdf, base + ".pdf", {{900, 500}, 100}));
            QCOMPARE(head(base + ".pdf", 5), QByteArray("%PDF-"));
            QVERIFY(dock->exportTo(ChartDock::Format::Svg, base + ".svg", {{900, 500}}));
            QFile svg(base + ".svg");
            QVERIFY(svg.open(QIODevice::ReadOnly));
            QDomDocument xml;
            QVERIFY(xml.setContent(&svg));
            QCOMPARE(xml.documentElement().tagName(), QString("svg"));
            QCOMPARE(xml.documentElement().attribute("viewBox"), QString("0 0 900 500"));
        }
    }

    void comparisonMatchesTheCli()
    {
        const double until = 2.0;
        ComparisonWindow window;
        window.setStopTime(until);
        window.setSpeed(1000.0);
        window.setScenario(defaultScenario());
        QTRY_VERIFY(window.frame() && window.frame()->generation > 0);
        const FramePtr start = window.frame();
        QCOMPARE(start->state.time, 0.0);
        QCOMPARE(start->comparison->stepped->state.x, start->state.x);  // the same initial state
        QCOMPARE(start->comparison->stepped->state.vy, start->state.vy);
        window.controller().play();
        QTRY_VERIFY_WITH_TIMEOUT(window.frame()->finished, 60000);
        const FramePtr end = window.frame();
        QCOMPARE(end->state.time, until);
        QCOMPARE(end->comparison->stepped->state.time, end->state.time);  // lock-step

        const EngineConfig s = window.settings();
        QProcess cli;
        cli.start(DISKLAB_CLI_PATH, {"compare", "--default", "--until", QString::number(until), "--dt",
                                     QString::number(s.dt, 'g', 17), "--broadphase", broadphaseName(s.broadphase),
                                     "--response", responseName(s.response), "--json"});
        QVERIFY(cli.waitForFinished(60000));
        const QJsonObject report = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QVERIFY(!report.isEmpty());
        const ComparisonReport& gui = end->comparison->report;
        const QJsonObject cliEvent = report["event"].toObject(), cliTime = report["time"].toObject();
        auto count = [](std::uint64_t value) { return static_cast<double>(value); };
        auto close = [](double a, double b) { return std::abs(a - b) <= 1e-9 * (std::abs(b) + 1e-12); };
        for (const auto& [run, cli] : {std::pair{&gui.event, cliEvent}, std::pair{&gui.time, cliTime}}) {
            QCOMPARE(count(run->collisions), cli["collisions"].toDouble(-1));
            QCOMPARE(count(run->pairCollisions), cli["pair_collisions"].toDouble(-1));
            QCOMPARE(count(run->wallCollisions), cli["wall_collisions"].toDouble(-1));
            QCOMPARE(count(run->events), cli["events"].toDouble(-1));
            QCOMPARE(count(run->overlaps), cli["overlaps"].toDouble(-1));
            QVERIFY(close(run->energyDrift, cli["energy_drift"].toDouble()));
            QVERIFY(close(run->momentumDrift, cli["momentum_drift"].toDouble()));
            QVERIFY(close(run->maxOverlap, cli["max_overlap"].toDouble()));
            QVERIFY(close(run->temperature, cli["temperature"].toDouble()));
            QVERIFY(close(run->pressure, cli["pressure"].toDouble()));
        }
        QCOMPARE(cliEvent["missed_collisions"].toDouble(-1), 0.0);
        QCOMPARE(count(gui.timeDriven.missedCollisions), cliTime["missed_collisions"].toDouble(-1));
        QCOMPARE(count(gui.timeDriven.steps), cliTime["steps"].toDouble(-1));
        QCOMPARE(count(gui.timeDriven.overlapsCumulative), cliTime["overlaps_cumulative"].toDouble(-1));
        QVERIFY(close(gui.timeDriven.maxOverlapEver, cliTime["max_overlap_ever"].toDouble()));
        const QJsonObject deviation = report["deviation"].toObject();
        QVERIFY(close(gui.deviation.positionMean, deviation["position_mean"].toDouble()));
        QVERIFY(close(gui.deviation.positionMax, deviation["position_max"].toDouble()));
        QCOMPARE(count(gui.deviation.matchedCollisions), deviation["matched_collisions"].toDouble(-1));
        QCOMPARE(!gui.deviation.firstDifferenceTime, deviation["first_difference_time"].isNull());
        QVERIFY(gui.time.collisions > 0);
    }

    void comparisonLegendCountsPairsLikeTheTable()
    {
        // Disks 1, 2 and 3 in a chain overlap as two pairs: three rings, the count says 2 pairs.
        ComparisonPane pane(QStringLiteral("time-driven"), true);
        pane.setHighlights({1, 2, 3}, {7, 8}, 2, 1);
        QCOMPARE(pane.legend().value(0), QStringLiteral("overlapping pairs now: 2"));
        QCOMPARE(pane.legend().value(1), QStringLiteral("collisions missed in the last half second: 1"));
        QVERIFY(ComparisonPane(QStringLiteral("event-driven"), false).legend().isEmpty());

        ComparisonWindow window;
        window.setScenario(defaultScenario());
        QTRY_VERIFY(window.frame() && window.frame()->generation > 0);
        QCOMPARE(window.metrics().verticalHeaderItem(1)->text(), QStringLiteral("Overlapping pairs now"));
    }
};

QTEST_MAIN(ChartsTest)
#include "tst_charts.moc"
