#include "app/charts/force_methods_dock.h"

#include "app/charts/custom_plot_render.h"
#include "app/charts/nice_ticks.h"
#include "app/charts/number_list.h"
#include "app/charts/plot_legend.h"
#include "app/charts/plot_ranges.h"
#include "app/charts/quantity_chooser.h"
#include "runtime/force_method_study.h"

#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace disklab {
namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
/// Room left around the data on log axes, as a factor (the Scaling dock's), so the markers at
/// the ends stay clear of the axes.
constexpr double kLogMarginX = 1.3;
constexpr double kLogMarginY = 2.0;
/// The error view's theta axis: all of theta's useful range (above 1 it acts as 1), with room
/// for the points at its ends.
constexpr double kThetaAxisLower = -0.03;
constexpr double kThetaAxisUpper = 1.03;

const QColor kDirectColour(64, 64, 64);
/// One per theta (the time view) or per N (the error view), in order, repeating.
const QColor kSeriesColours[] = {QColor(31, 119, 180), QColor(255, 127, 14), QColor(44, 160, 44),
                                 QColor(214, 39, 40),  QColor(148, 103, 189), QColor(140, 86, 75),
                                 QColor(227, 119, 194), QColor(188, 189, 34), QColor(23, 190, 207)};

QColor seriesColour(std::size_t k)
{
    return kSeriesColours[k % std::size(kSeriesColours)];
}

QString thetaText(double theta)
{
    return QLocale().toString(theta, 'g', QLocale::FloatingPointShortest);
}

/// `n` to two significant figures: an interpolated crossover is not known more closely.
QString roughly(double n)
{
    const double step = std::pow(10.0, std::floor(std::log10(n)) - 1.0);
    return QLocale().toString(std::round(n / step) * step, 'f', step < 1.0 ? 1 : 0);
}

/// The mean of `values`, or nan for none.
double mean(const std::vector<double>& values)
{
    if (values.empty())
        return kNone;
    double sum = 0.0;
    for (double v : values)
        sum += v;
    return sum / static_cast<double>(values.size());
}

/// A graph of (x, y) without the points a log axis cannot show, or nan (not measured).
QCPGraph* addGraph(QCustomPlot& plot, const QVector<double>& x, const QVector<double>& y, const QString& name)
{
    QVector<double> shownX, shownY;
    for (int i = 0; i < x.size(); ++i) {
        const bool xOk = plot.xAxis->scaleType() == QCPAxis::stLinear || x[i] > 0.0;
        if (xOk && y[i] > 0.0) {  // false for nan too
            shownX << x[i];
            shownY << y[i];
        }
    }
    QCPGraph* graph = plot.addGraph();
    graph->setData(shownX, shownY);
    graph->setName(name);
    return graph;
}

} // namespace

ForceMethodsDock::ForceMethodsDock(SimulationController& simulation, QWidget* parent)
    : ChartDock(tr("Force Methods"), QStringLiteral("forceMethodsDock"), parent),
      m_study(new ForceMethodStudy(simulation, this)),
      m_view(new QuantityChooser({tr("Time per evaluation against N"), tr("Force error against θ")})),
      m_sizes(new QLineEdit),
      m_thetas(new QLineEdit),
      m_run(new QPushButton(tr("Run"))),
      m_cancel(new QPushButton(tr("Cancel"))),
      m_progress(new QProgressBar),
      m_status(new QLabel),
      m_about(new QLabel),
      m_summary(new QLabel),
      m_plot(makeDockPlot(Qt::AlignTop | Qt::AlignLeft))
{
    m_sizes->setObjectName(QStringLiteral("forceMethodSizes"));
    const std::vector<int> sizes = defaultSizes();
    m_sizes->setText(formatNumberList({sizes.begin(), sizes.end()}));
    m_sizes->setToolTip(tr("Numbers of charges to measure, from 2 to %1, separated by commas")
                            .arg(QLocale().toString(kForceStudyLargestN)));
    m_thetas->setObjectName(QStringLiteral("forceMethodThetas"));
    m_thetas->setText(formatNumberList(defaultThetas()));
    m_thetas->setToolTip(tr("Barnes-Hut opening angles θ to measure, from 0 to 1, separated by commas: a larger θ "
                            "accepts nearer nodes as one multipole, faster and less accurate"));
    // Wide enough for the default lists.
    m_sizes->setMinimumWidth(220);
    m_thetas->setMinimumWidth(150);
    m_run->setToolTip(tr("Time both force methods and measure the error of Barnes-Hut at every N and θ"));
    m_cancel->setEnabled(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setMaximumWidth(200);
    m_about->setWordWrap(true);
    m_about->setText(tr("N random charges of one sign at density 1. Time: processor seconds of one force "
                        "evaluation on one core; the direct sum is timed up to N = %1.")
                         .arg(QLocale().toString(qulonglong(forceStudyOptions().directLimit))));
    m_summary->setWordWrap(true);
    addControl(tr("Show:"), m_view);
    addControl(tr("N:"), m_sizes);
    addControl(tr("θ:"), m_thetas);
    addControl(m_run);
    addControl(m_cancel);
    addControl(m_progress);
    addControl(m_status);
    addControl(m_about);
    addControl(m_summary);
    // Two columns: the default run has five to seven entries, in a dock about 350 pixels wide on a
    // 1366 x 768 screen.
    placeLegendBelowAxes(*m_plot, 2);
    setChart(m_plot);
    refresh();

    connect(m_view, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(m_run, &QPushButton::clicked, this, [this] { start(); });
    for (QLineEdit* field : {m_sizes, m_thetas})
        connect(field, &QLineEdit::returnPressed, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, &ForceMethodsDock::cancel);
    connect(m_study, &ForceMethodStudy::pointReady, this, &ForceMethodsDock::addPoint);
    connect(m_study, &ForceMethodStudy::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_study, &ForceMethodStudy::finished, this, [this](bool cancelled, const QString& error) {
        for (QWidget* idle : std::initializer_list<QWidget*>{m_run, m_sizes, m_thetas})
            idle->setEnabled(true);
        m_cancel->setEnabled(false);
        m_status->setText(!error.isEmpty() ? tr("Failed: %1").arg(error) : cancelled ? tr("Cancelled") : tr("Done"));
        emit finished(cancelled);
    });
}

std::vector<int> ForceMethodsDock::defaultSizes()
{
    return {100, 300, 1000, 3000, 10000};
}

std::vector<double> ForceMethodsDock::defaultThetas()
{
    return {0.3, 0.5, 0.8};
}

void ForceMethodsDock::start()
{
    if (m_study->isRunning())
        return;
    const auto sizes = parseNumberList(m_sizes->text());
    const bool sizesOk = sizes && std::all_of(sizes->begin(), sizes->end(), [](double n) {
        return n >= 2.0 && n <= kForceStudyLargestN && n == std::floor(n);
    });
    if (!sizesOk) {
        m_status->setText(tr("N: whole numbers from 2 to %1, separated by commas").arg(QLocale().toString(kForceStudyLargestN)));
        return;
    }
    const auto thetas = parseNumberList(m_thetas->text());
    if (!thetas || !std::all_of(thetas->begin(), thetas->end(), [](double t) { return t >= 0.0 && t <= 1.0; })) {
        m_status->setText(tr("θ: numbers from 0 to 1, separated by commas"));
        return;
    }
    start(std::vector<int>(sizes->begin(), sizes->end()), *thetas);
}

void ForceMethodsDock::start(std::vector<int> sizes, std::vector<double> thetas)
{
    if (m_study->isRunning())
        return;
    // Ascending, so each curve grows from its left end as the points come in.
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    std::sort(thetas.begin(), thetas.end());
    thetas.erase(std::unique(thetas.begin(), thetas.end()), thetas.end());
    m_sizes->setText(formatNumberList({sizes.begin(), sizes.end()}));
    m_thetas->setText(formatNumberList(thetas));
    m_points.clear();
    refresh();
    m_progress->setRange(0, static_cast<int>(sizes.size() * thetas.size()));
    m_progress->setValue(0);
    for (QWidget* busy : std::initializer_list<QWidget*>{m_run, m_sizes, m_thetas})
        busy->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Measuring…"));
    m_study->start(sizes, thetas);
}

void ForceMethodsDock::cancel()
{
    if (!m_study->isRunning())
        return;
    m_study->cancel();
    m_status->setText(tr("Cancelling…"));
}

bool ForceMethodsDock::isRunning() const
{
    return m_study->isRunning();
}

void ForceMethodsDock::setView(View view)
{
    m_view->choose(view);
}

ForceMethodsDock::View ForceMethodsDock::view() const
{
    return m_view->current<View>();
}

void ForceMethodsDock::addPoint(const ForceMethodComparison& point)
{
    m_points.push_back(point);
    refresh();
}

std::vector<double> ForceMethodsDock::thetasMeasured() const
{
    std::vector<double> thetas;
    for (const ForceMethodComparison& p : m_points)
        thetas.push_back(p.theta);
    std::sort(thetas.begin(), thetas.end());
    thetas.erase(std::unique(thetas.begin(), thetas.end()), thetas.end());
    return thetas;
}

std::vector<std::size_t> ForceMethodsDock::sizesMeasured() const
{
    std::vector<std::size_t> sizes;
    for (const ForceMethodComparison& p : m_points)
        sizes.push_back(p.n);
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    return sizes;
}

DataTable ForceMethodsDock::timeTable() const
{
    const std::vector<double> thetas = thetasMeasured();
    DataTable table;
    table.columns << tr("charges N") << tr("direct sum, processor seconds per evaluation [s]");
    for (double theta : thetas)
        table.columns << tr("Barnes-Hut θ = %1, processor seconds per evaluation [s]").arg(thetaText(theta));
    // One row per N. The direct sum does not depend on theta: its time at an N is the mean of
    // its measurements there. A pair not measured (cancelled, or the direct sum above its
    // limit) is nan.
    std::map<std::size_t, std::vector<double>> directTimes;
    std::map<std::size_t, std::vector<double>> rows;
    for (const ForceMethodComparison& p : m_points) {
        auto& row = rows[p.n];
        row.resize(thetas.size(), kNone);
        row[std::size_t(std::lower_bound(thetas.begin(), thetas.end(), p.theta) - thetas.begin())] = p.secondsBarnesHut;
        if (p.secondsDirect)
            directTimes[p.n].push_back(*p.secondsDirect);
    }
    for (const auto& [n, treeTimes] : rows) {
        std::vector<double> row{double(n), mean(directTimes[n])};
        row.insert(row.end(), treeTimes.begin(), treeTimes.end());
        table.rows.push_back(std::move(row));
    }
    return table;
}

DataTable ForceMethodsDock::errorTable() const
{
    const std::vector<std::size_t> sizes = sizesMeasured();
    DataTable table;
    table.columns << tr("opening angle θ");
    for (std::size_t n : sizes)
        table.columns << tr("N = %1, median relative error").arg(n) << tr("N = %1, maximum relative error").arg(n);
    // One row per theta, two columns per N; a pair not measured is nan.
    std::map<double, std::vector<double>> rows;
    for (const ForceMethodComparison& p : m_points) {
        auto& row = rows[p.theta];
        row.resize(2 * sizes.size(), kNone);
        const std::size_t k = std::size_t(std::lower_bound(sizes.begin(), sizes.end(), p.n) - sizes.begin());
        row[2 * k] = p.medianRelativeError;
        row[2 * k + 1] = p.maxRelativeError;
    }
    for (const auto& [theta, errors] : rows) {
        std::vector<double> row{theta};
        row.insert(row.end(), errors.begin(), errors.end());
        table.rows.push_back(std::move(row));
    }
    return table;
}

DataTable ForceMethodsDock::chartData() const
{
    return view() == View::TimeAgainstN ? timeTable() : errorTable();
}

QString ForceMethodsDock::chartFileName() const
{
    return view() == View::TimeAgainstN ? QStringLiteral("force-methods-time") : QStringLiteral("force-methods-error");
}

std::vector<std::pair<double, ForceCrossover>> ForceMethodsDock::crossovers() const
{
    // From the time table, so the crossover is where the plotted curves cross.
    const DataTable table = timeTable();
    const std::vector<double> thetas = thetasMeasured();
    std::vector<std::pair<double, ForceCrossover>> found;
    for (std::size_t k = 0; k < thetas.size(); ++k) {
        std::vector<TimedForceSize> sizes;
        for (const auto& row : table.rows) {
            if (!std::isnan(row[1]) && !std::isnan(row[2 + k]))
                sizes.push_back({row[0], row[1], row[2 + k]});
        }
        found.emplace_back(thetas[k], forceMethodCrossover(std::move(sizes)));
    }
    return found;
}

QString ForceMethodsDock::summary() const
{
    if (view() == View::ErrorAgainstTheta)
        return tr("Relative error of each charge's force against the direct sum: the median and the maximum over "
                  "all charges up to N = %1, above it over %1 chosen at random.")
            .arg(QLocale().toString(qulonglong(forceStudyOptions().errorSample)));
    if (m_points.empty())
        return tr("Run measures both methods; the N above which Barnes-Hut is faster is stated here.");
    QStringList parts;
    for (const auto& [theta, c] : crossovers()) {
        switch (c.where) {
        case ForceCrossover::Where::Between:
            parts << tr("θ = %1 from N ≈ %2").arg(thetaText(theta), roughly(c.n));
            break;
        case ForceCrossover::Where::BelowSmallest:
            parts << tr("θ = %1 already at N = %2, the smallest measured").arg(thetaText(theta), QLocale().toString(qulonglong(c.n)));
            break;
        case ForceCrossover::Where::NotReached:
            parts << tr("θ = %1 not below N = %2").arg(thetaText(theta), QLocale().toString(qulonglong(c.n)));
            break;
        case ForceCrossover::Where::Unknown:
            break;
        }
    }
    if (parts.isEmpty())
        return tr("Crossover: no N has both methods timed yet.");
    return tr("Crossover, where Barnes-Hut becomes faster than the direct sum: %1.").arg(parts.join(QStringLiteral("; ")));
}

void ForceMethodsDock::refresh()
{
    m_plot->clearGraphs();
    const bool times = view() == View::TimeAgainstN;
    setAxisScale(*m_plot->xAxis, times);
    setAxisScale(*m_plot->yAxis, true);
    if (times)
        drawTimes();
    else
        drawErrors();
    setRanges();
    showLegendWhenItHasItems(*m_plot);
    m_plot->replot();
    m_summary->setText(summary());
}

void ForceMethodsDock::drawTimes()
{
    m_plot->xAxis->setLabel(tr("charges N"));
    m_plot->yAxis->setLabel(tr("processor seconds per evaluation [s]"));
    const DataTable table = timeTable();
    const auto column = [&table](std::size_t c) {
        QVector<double> values;
        for (const auto& row : table.rows)
            values << row[c];
        return values;
    };
    const QVector<double> n = column(0);
    QCPGraph* direct = addGraph(*m_plot, n, column(1), tr("direct sum O(N²)"));
    direct->setPen(QPen(kDirectColour, 2));
    direct->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, 7));
    const std::vector<double> thetas = thetasMeasured();
    for (std::size_t k = 0; k < thetas.size(); ++k) {
        QCPGraph* tree = addGraph(*m_plot, n, column(2 + k), tr("Barnes-Hut θ = %1").arg(thetaText(thetas[k])));
        tree->setPen(QPen(seriesColour(k), 2));
        tree->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6));
    }
    QVector<double> crossN, crossSeconds;
    for (const auto& [theta, c] : crossovers()) {
        if (c.where == ForceCrossover::Where::Between)
            crossN << c.n, crossSeconds << c.seconds;
    }
    QCPGraph* crossings = addGraph(*m_plot, crossN, crossSeconds, tr("crossover"));
    crossings->setLineStyle(QCPGraph::lsNone);
    // No larger than the legend's icon, which clips it.
    crossings->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(Qt::black, 1.5), Qt::NoBrush, 10));
    for (int g = 0; g < m_plot->graphCount(); ++g) {
        if (m_plot->graph(g)->dataCount() == 0)
            m_plot->graph(g)->removeFromLegend();
    }
}

void ForceMethodsDock::drawErrors()
{
    m_plot->xAxis->setLabel(tr("opening angle θ"));
    m_plot->yAxis->setLabel(tr("relative force error"));
    const DataTable table = errorTable();
    QVector<double> theta;
    for (const auto& row : table.rows)
        theta << row[0];
    const std::vector<std::size_t> sizes = sizesMeasured();
    // First in the legend, the key to the line styles: the colours are the sizes, the styles the
    // two statistics.
    if (!sizes.empty()) {
        QCPGraph* medianKey = addGraph(*m_plot, {}, {}, tr("median"));
        medianKey->setPen(QPen(Qt::gray, 2));
        medianKey->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6));
        QCPGraph* maximumKey = addGraph(*m_plot, {}, {}, tr("maximum"));
        maximumKey->setPen(QPen(Qt::gray, 1.5, Qt::DashLine));
        maximumKey->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangle, 6));
    }
    for (std::size_t k = 0; k < sizes.size(); ++k) {
        QVector<double> median, maximum;
        for (const auto& row : table.rows)
            median << row[1 + 2 * k], maximum << row[2 + 2 * k];
        QCPGraph* mid = addGraph(*m_plot, theta, median, tr("N = %1").arg(sizes[k]));
        mid->setPen(QPen(seriesColour(k), 2));
        mid->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6));
        QCPGraph* top = addGraph(*m_plot, theta, maximum, QString());
        top->setPen(QPen(seriesColour(k), 1.5, Qt::DashLine));
        top->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangle, 6));
        top->removeFromLegend();
    }
}

void ForceMethodsDock::setRanges()
{
    const bool times = view() == View::TimeAgainstN;
    if (m_points.empty()) {
        if (times)
            m_plot->xAxis->setRange(20, 20000);
        else
            m_plot->xAxis->setRange(kThetaAxisLower, kThetaAxisUpper);
        m_plot->yAxis->setRange(times ? 1e-6 : 1e-5, 1);
        return;
    }
    m_plot->rescaleAxes();
    for (auto [axis, margin] : {std::pair{m_plot->xAxis, kLogMarginX}, std::pair{m_plot->yAxis, kLogMarginY}}) {
        if (axis->scaleType() == QCPAxis::stLogarithmic)
            axis->setRange(axis->range().lower / margin, axis->range().upper * margin);
    }
    fixRangesWithoutExtent(*m_plot);
    if (!times)
        m_plot->xAxis->setRange(kThetaAxisLower, kThetaAxisUpper);
}

} // namespace disklab
