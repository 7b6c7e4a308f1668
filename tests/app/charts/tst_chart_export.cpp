// Chart exports come out whole: for every chart dock, PNG and SVG at 96 and 300 dpi show both
// axes with their tick labels and axis labels and the legend where the chart library lays them
// out for the exported size, the PNG carries the dpi asked for, the PDF page is the size asked
// for, and a font scale enlarges the exported text only; the export options are remembered.
#include "app/charts/diffusion_dock.h"
#include "app/charts/export_options_dialog.h"
#include "app/charts/force_methods_dock.h"
#include "app/charts/performance_dock.h"
#include "app/charts/qt_chart_painter.h"
#include "app/charts/scaling_dock.h"
#include "app/charts/speed_distribution_dock.h"
#include "app/charts/time_series_dock.h"
#include "core/event_driven_engine.h"
#include "../gas_frames.h"
#include "runtime/simulation_controller.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QImage>
#include <QLineEdit>
#include <QPainter>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QValueAxis>

#include <tuple>
#include <vector>

#include <qcustomplot.h>

#include <memory>

using namespace disklab;
using disklab::test::gasFrames;

namespace {

/// The dpi at which the charts measure their text on screen (QFontMetrics without a device).
double layoutDpi()
{
    return QImage(1, 1, QImage::Format_ARGB32).logicalDpiX();
}

/// Every chart dock, each showing a few points.
std::vector<std::unique_ptr<ChartDock>> filledDocks(SimulationController& simulation)
{
    // Long enough for the time series' averaging windows (2 time units) to give a curve.
    const auto frames = gasFrames(8.0, 0.2);
    auto series = std::make_unique<TimeSeriesDock>();
    auto speeds = std::make_unique<SpeedDistributionDock>();
    auto diffusion = std::make_unique<DiffusionDock>();
    auto performance = std::make_unique<PerformanceDock>();
    for (const FrameSnapshot& f : frames) {
        series->showFrame(f);
        speeds->showFrame(f);
        diffusion->showFrame(f);
        FrameSnapshot timed = f;
        timed.running = true;
        timed.advanceSeconds = 0.002 + 0.0001 * f.state.time;
        timed.engineSeconds = 0.01 * (1.0 + f.state.time);
        performance->showFrame(timed);
    }
    series->refresh();
    speeds->refresh();
    diffusion->refresh();
    performance->refresh();
    auto scaling = std::make_unique<ScalingDock>(simulation);
    for (int disks : {250, 500, 1000, 2000})
        for (const EngineConfig& engine : scalingEngines(0.01))
            scaling->addPoint({disks, engine, 1.0, 1e-6 * disks * (engine.broadphase == Broadphase::Naive ? disks : 50.0)});
    std::vector<std::unique_ptr<ChartDock>> docks;
    // Both views of the force methods: times against N (log-log), errors against theta.
    for (const auto view : {ForceMethodsDock::View::TimeAgainstN, ForceMethodsDock::View::ErrorAgainstTheta}) {
        auto forces = std::make_unique<ForceMethodsDock>(simulation);
        for (std::size_t n : {30, 300, 3000})
            for (double theta : {0.3, 0.5, 0.8}) {
                ForceMethodComparison p;
                p.n = n, p.theta = theta;
                p.secondsDirect = 1e-9 * double(n * n), p.secondsBarnesHut = 1e-7 * double(n) / theta;
                p.medianRelativeError = 1e-2 * theta * theta * theta, p.maxRelativeError = 10.0 * p.medianRelativeError;
                forces->addPoint(p);
            }
        forces->setView(view);
        docks.push_back(std::move(forces));
    }
    docks.push_back(std::move(series));
    docks.push_back(std::move(speeds));
    docks.push_back(std::move(diffusion));
    docks.push_back(std::move(performance));
    docks.push_back(std::move(scaling));
    return docks;
}

/// Where the chart library puts the plot area and the legend of a chart laid out at `size`.
struct ChartLayout {
    QRectF plot;
    QRectF legend;
};

ChartLayout layoutAt(ChartDock& dock, QSize size)
{
    if (auto* plot = dock.findChild<QCustomPlot*>()) {
        plot->toPixmap(size.width(), size.height());  // lays the plot out at that size
        const ChartLayout layout{plot->axisRect()->rect(), plot->legend->outerRect()};
        plot->replot();
        return layout;
    }
    // An export lays the chart out at its size with ticks fitted to that size.
    QChart* chart = dock.findChild<QChartView*>()->chart();
    std::vector<std::tuple<QValueAxis*, double, QString>> ticks;
    for (QAbstractAxis* axis : chart->axes())
        if (auto* value = qobject_cast<QValueAxis*>(axis))
            ticks.emplace_back(value, value->tickInterval(), value->labelFormat());
    const QSizeF old = chart->size();
    layOutWithFittedTicks(*chart, size);
    const ChartLayout layout{chart->plotArea(), chart->legend()->geometry()};
    for (const auto& [axis, interval, format] : ticks) {
        axis->setTickInterval(interval);
        axis->setLabelFormat(format);
    }
    chart->resize(old);
    chart->layout()->activate();
    return layout;
}

/// Text and the axes' lines are black or dark grey; the curves are coloured.
bool dark(QRgb c)
{
    return std::max({qRed(c), qGreen(c), qBlue(c)}) < 120;
}

/// A curve's colour or black: neither the white ground nor the light grey of the grid.
bool curve(QRgb c)
{
    const int high = std::max({qRed(c), qGreen(c), qBlue(c)}), low = std::min({qRed(c), qGreen(c), qBlue(c)});
    return high < 120 || high - low > 60;
}

/// Anything drawn on the white background.
bool ink(QRgb c)
{
    return std::min({qRed(c), qGreen(c), qBlue(c)}) < 235;
}

/// Runs of consecutive rows (or columns) of `area` holding a dark pixel: one per line of text.
QList<QPair<int, int>> darkRuns(const QImage& image, QRect area, Qt::Orientation along)
{
    area &= image.rect();
    QList<QPair<int, int>> runs;
    const bool rows = along == Qt::Horizontal;
    const int first = rows ? area.top() : area.left(), last = rows ? area.bottom() : area.right();
    for (int i = first; i <= last; ++i) {
        bool found = false;
        const int from = rows ? area.left() : area.top(), to = rows ? area.right() : area.bottom();
        for (int j = from; j <= to && !found; ++j)
            found = dark(rows ? image.pixel(j, i) : image.pixel(i, j));
        if (!found)
            continue;
        if (!runs.isEmpty() && runs.back().second == i - 1)
            runs.back().second = i;
        else
            runs.append({i, i});
    }
    return runs;
}

/// The pixels of `area` that `test` accepts.
int count(const QImage& image, QRect area, bool (*test)(QRgb))
{
    area &= image.rect();
    int found = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            found += test(image.pixel(x, y)) ? 1 : 0;
    return found;
}

/// The share of pixels of `area` that `test` accepts.
double share(const QImage& image, QRect area, bool (*test)(QRgb))
{
    area &= image.rect();
    return area.isEmpty() ? 0.0 : double(count(image, area, test)) / (double(area.width()) * area.height());
}

/// The best-covered row (or column) of ink within `reach` pixels of `at` across [from, to].
double lineCoverage(const QImage& image, int at, int reach, int from, int to, Qt::Orientation along)
{
    double best = 0.0;
    for (int i = at - reach; i <= at + reach; ++i) {
        const QRect line = along == Qt::Horizontal ? QRect(from, i, to - from + 1, 1) : QRect(i, from, 1, to - from + 1);
        best = std::max(best, share(image, line, ink));
    }
    return best;
}

/// The top line of a legend's frame in a row below the axes (a dark line across most of the
/// width below `plotBottom`), or the image's height if there is none.
int legendRowTop(const QImage& image, int plotBottom)
{
    for (int y = plotBottom + 1; y < image.height(); ++y) {
        int darkPixels = 0;
        for (int x = 0; x < image.width(); ++x)
            darkPixels += dark(image.pixel(x, y)) ? 1 : 0;
        if (darkPixels > image.width() * 8 / 10)
            return y;
    }
    return image.height();
}

QString describe(const QString& what, const ChartDock& dock, const QString& format, int dpi)
{
    return QStringLiteral("%1 of %2 (%3, %4 dpi)").arg(what, dock.chartFileName(), format).arg(dpi);
}

/// The export `image` of `dock` (from `format` at `dpi`) shows the whole chart as the library
/// lays it out for the exported size: axes lines, two lines of text (tick labels, axis label)
/// below and left of the plot, the legend's text and its frame's last line, and the data.
void checkWholeChart(ChartDock& dock, const QImage& image, const QString& format, int dpi)
{
    const QSize size = image.size();
    const QSize layoutSize(qRound(size.width() * layoutDpi() / dpi), qRound(size.height() * layoutDpi() / dpi));
    const ChartLayout layout = layoutAt(dock, layoutSize);
    const QTransform toImage = QTransform::fromScale(double(size.width()) / layoutSize.width(),
                                                     double(size.height()) / layoutSize.height());
    const QRect plot = toImage.mapRect(layout.plot).toAlignedRect();
    const QRect legend = toImage.mapRect(layout.legend).toAlignedRect();
    QVERIFY2(image.rect().contains(plot), qPrintable(describe("plot area", dock, format, dpi)));
    QVERIFY2(image.rect().contains(legend), qPrintable(describe("legend", dock, format, dpi)));
    // A frame drawn on the legend's last row of pixels would be cut off half or whole.
    QVERIFY2(legend.bottom() < size.height() - 1, qPrintable(describe("legend's bottom line", dock, format, dpi)));

    const int reach = qCeil(2.0 * dpi / layoutDpi()) + 1;  // a line's width and rounding, in image pixels
    QVERIFY2(lineCoverage(image, plot.bottom(), reach, plot.left() + reach, plot.right() - reach, Qt::Horizontal) > 0.9,
             qPrintable(describe("x axis line", dock, format, dpi)));
    QVERIFY2(lineCoverage(image, plot.left(), reach, plot.top() + reach, plot.bottom() - reach, Qt::Vertical) > 0.9,
             qPrintable(describe("y axis line", dock, format, dpi)));

    const QRect below(plot.left(), plot.bottom() + reach + 1, plot.width(), size.height());
    const auto belowRuns = darkRuns(image, below, Qt::Horizontal);
    QVERIFY2(belowRuns.size() >= 2, qPrintable(describe("x tick labels and axis label", dock, format, dpi) +
                                               QStringLiteral(": %1 lines of text").arg(belowRuns.size())));
    const QRect left(0, plot.top(), plot.left() - reach, plot.height());
    const auto leftRuns = darkRuns(image, left, Qt::Vertical);
    QVERIFY2(leftRuns.size() >= 2, qPrintable(describe("y tick labels and axis label", dock, format, dpi) +
                                              QStringLiteral(": %1 lines of text").arg(leftRuns.size())));
    // A legend entry's text at the layout's 96 dpi has well over 50 dark pixels.
    const double pixelsPerLayoutPixel = dpi / layoutDpi();
    // The data are drawn: inside the axes, curves or markers, not only the grid (a curve along
    // the plot's edge would hide in the axis line, so the edges are left out).
    const QRect inside = plot.adjusted(reach, reach, -reach, -reach);
    QVERIFY2(count(image, inside, curve) > 200 * pixelsPerLayoutPixel,
             qPrintable(describe("data inside the axes", dock, format, dpi)));
    QVERIFY2(count(image, legend, dark) > 50 * pixelsPerLayoutPixel * pixelsPerLayoutPixel,
             qPrintable(describe("legend text", dock, format, dpi)));
}

QImage rasterisedSvg(const QString& path, QSize size)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QSvgRenderer svg(path);
    QPainter painter(&image);
    svg.render(&painter);
    return image;
}

/// The PDF's page size in points, from its MediaBox.
QSizeF pdfPageSize(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    static const QRegularExpression box(QStringLiteral(R"(/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\])"));
    const QRegularExpressionMatch m = box.match(QString::fromLatin1(file.readAll()));
    return m.hasMatch() ? QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble()) : QSizeF();
}

} // namespace

class ChartExportTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_chart_export"));
        QSettings().clear();
    }

    void exportsShowTheWholeChart()
    {
        // The same 8 x 5 inch chart at screen and at print resolution.
        QTemporaryDir dir;
        for (const auto& dock : filledDocks(m_simulation)) {
            for (int dpi : {96, 300}) {
                const ChartExportOptions options{QSize(8 * dpi, 5 * dpi), dpi};
                const QString base = dir.filePath(QStringLiteral("%1-%2").arg(dock->chartFileName()).arg(dpi));
                QString error;
                QVERIFY2(dock->exportTo(ChartDock::Format::Png, base + ".png", options, &error), qPrintable(error));
                const QImage png(base + ".png");
                QCOMPARE(png.size(), options.size);
                QCOMPARE(qRound(png.dotsPerMeterX() * 0.0254), dpi);
                QCOMPARE(qRound(png.dotsPerMeterY() * 0.0254), dpi);
                checkWholeChart(*dock, png, QStringLiteral("PNG"), dpi);

                QVERIFY2(dock->exportTo(ChartDock::Format::Svg, base + ".svg", options, &error), qPrintable(error));
                checkWholeChart(*dock, rasterisedSvg(base + ".svg", options.size), QStringLiteral("SVG"), dpi);

                QVERIFY2(dock->exportTo(ChartDock::Format::Pdf, base + ".pdf", options, &error), qPrintable(error));
                const QSizeF page = pdfPageSize(base + ".pdf");
                QVERIFY2(std::abs(page.width() - 8 * 72.0) < 0.5, qPrintable(base));
                QVERIFY2(std::abs(page.height() - 5 * 72.0) < 0.5, qPrintable(base));
            }
        }
    }

    void fontScaleEnlargesTheExportedTextOnly()
    {
        QTemporaryDir dir;
        for (const auto& dock : filledDocks(m_simulation)) {
            QWidget* chart = dock->findChild<QCustomPlot*>();
            if (!chart)
                chart = dock->findChild<QChartView*>();
            dock->resize(700, 500);
            dock->show();
            QVERIFY(QTest::qWaitForWindowExposed(dock.get()));
            // Settled: the ticks fitted to the size on screen (refitTicksOnResize, queued).
            for (int pass = 0; pass < 3; ++pass)
                QCoreApplication::processEvents();
            const QImage onScreen = chart->grab().toImage();
            const ChartExportOptions options{{1200, 800}, 96};
            const ChartLayout layout = layoutAt(*dock, options.size);
            // Text measured under the middle half of the plot and left of the middle half of its
            // height, where the axis label and tick labels are whatever the margins; the legend
            // from the corner it grows from.
            const QRect plot = layout.plot.toRect(), legend = layout.legend.toRect();
            const QRect middleColumns(plot.left() + plot.width() / 4, 0, plot.width() / 2, options.size.height());
            const QRect middleRows(0, plot.top() + plot.height() / 4, plot.left() + plot.width() / 4, plot.height() / 2);
            auto* qtChart = qobject_cast<QChartView*>(chart);
            const auto extent = [](QPair<int, int> run) { return double(run.second - run.first + 1); };
            const auto measure = [&](const QImage& image) {
                // A QCustomPlot legend is a row of its own below the axes; the axis text is above it.
                const int legendTop = qtChart ? image.height() : legendRowTop(image, plot.bottom());
                const auto below = darkRuns(image, middleColumns.intersected(QRect(0, 0, image.width(), legendTop)), Qt::Horizontal);
                const auto left = darkRuns(image, middleRows, Qt::Vertical);
                QMap<QString, double> text;
                if (below.size() < 2 || left.isEmpty())
                    return text;
                text["x axis label"] = extent(below.back());
                text["x tick labels"] = extent(below[below.size() - 2]);
                text["y axis label"] = extent(left.front());
                if (qtChart) {
                    // Its title, then its legend, above the plot.
                    text["title"] = extent(below[0]);
                    text["legend"] = extent(below[1]);
                } else {
                    // In a row of its own below the axes: its last line of text is the lowest
                    // text in the chart. Measured right of the entries' icons and clear of its
                    // frame's sides (a frame line is one or two pixels high).
                    const QRect row(legend.left() + 40, legendTop + 1, 260, image.height() - legendTop - 1);
                    double lastLine = 0.0;
                    for (const auto& run : darkRuns(image, row, Qt::Horizontal))
                        if (extent(run) > 2)
                            lastLine = extent(run);
                    text["legend"] = lastLine;
                }
                return text;
            };
            QMap<QString, double> text[2];
            for (int k = 0; k < 2; ++k) {
                ChartExportOptions scaled = options;
                scaled.fontScale = 1.0 + k;
                const QString path = dir.filePath(QStringLiteral("%1-%2.png").arg(dock->chartFileName()).arg(k));
                QVERIFY(dock->exportTo(ChartDock::Format::Png, path, scaled));
                text[k] = measure(QImage(path));
                QVERIFY2(!text[k].isEmpty(), qPrintable(dock->chartFileName()));
            }
            for (const QString& what : text[0].keys()) {
                const double ratio = text[1][what] / text[0][what];
                QVERIFY2(ratio > 1.7 && ratio < 2.3,
                         qPrintable(QStringLiteral("%1 of %2: %3").arg(what, dock->chartFileName()).arg(ratio)));
            }
            QCOMPARE(chart->grab().toImage(), onScreen);
        }
    }

    void exportOptionsAreAskedForAndRemembered()
    {
        QSettings().clear();
        QCOMPARE(ChartExportOptions::remembered().size, ChartExportOptions().size);
        ExportOptionsDialog dialog({{1280, 720}, 200, 1.5});
        const QList<QSpinBox*> fields = dialog.findChildren<QSpinBox*>();
        QCOMPARE(fields.size(), 4);
        QCOMPARE(fields[3]->value(), 150);
        fields[3]->setValue(200);
        const ChartExportOptions chosen = dialog.options();
        QCOMPARE(chosen.size, QSize(1280, 720));
        QCOMPARE(chosen.dpi, 200);
        QCOMPARE(chosen.fontScale, 2.0);
        chosen.remember();
        const ChartExportOptions again = ChartExportOptions::remembered();
        QCOMPARE(again.size, chosen.size);
        QCOMPARE(again.dpi, chosen.dpi);
        QCOMPARE(again.fontScale, chosen.fontScale);

        // Values no dialog gives (a hand-edited settings file) fall back to the defaults.
        QSettings settings;
        settings.setValue(QStringLiteral("export/size"), QSize(0, 700));
        settings.setValue(QStringLiteral("export/dpi"), 0);
        settings.setValue(QStringLiteral("export/fontScale"), QStringLiteral("large"));
        const ChartExportOptions defaults;
        const ChartExportOptions repaired = ChartExportOptions::remembered();
        QCOMPARE(repaired.size, defaults.size);
        QCOMPARE(repaired.dpi, defaults.dpi);
        QCOMPARE(repaired.fontScale, defaults.fontScale);
    }

    void everyImageFormatAsksForTheOptions()
    {
        // Export > Vector Image (SVG)... asks for the size, resolution and text size as PNG
        // does, then for the file; the choices are remembered.
        QSettings().clear();
        const auto docks = filledDocks(m_simulation);
        ChartDock& dock = *docks.front();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("chart.svg"));
        bool asked = false, done = false;
        std::function<void()> answer = [&] {
            if (done)
                return;
            QWidget* modal = QApplication::activeModalWidget();
            if (auto* options = qobject_cast<ExportOptionsDialog*>(modal)) {
                asked = true;
                options->findChildren<QSpinBox*>().at(3)->setValue(200);
                options->accept();
            } else if (auto* files = qobject_cast<QFileDialog*>(modal)) {
                // The path typed into the name field, which accept() reads: selectFile() may lose
                // to the dialog's own default name while it is still setting itself up.
                if (auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"))) {
                    name->setText(path);
                    static_cast<QDialog*>(files)->accept();  // QFileDialog::accept, public in QDialog
                }
            }
            QTimer::singleShot(10, answer);
        };
        QTimer::singleShot(0, answer);
        QAction* svg = nullptr;
        for (QAction* action : dock.findChild<QToolButton*>()->menu()->actions())
            if (action->text().contains(QStringLiteral("SVG")))
                svg = action;
        QVERIFY(svg);
        svg->trigger();
        done = true;
        QVERIFY(asked);
        QVERIFY(QFileInfo(path).size() > 0);
        QCOMPARE(ChartExportOptions::remembered().fontScale, 2.0);
    }

private:
    // The scaling and force methods docks measure on it; these tests never start a measurement.
    SimulationController m_simulation;
};

QTEST_MAIN(ChartExportTest)
#include "tst_chart_export.moc"
