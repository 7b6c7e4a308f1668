#include "app/charts/aggregation_dock.h"

#include "app/charts/custom_plot_render.h"
#include "app/charts/nice_ticks.h"
#include "app/charts/plot_legend.h"
#include "app/charts/plot_ranges.h"
#include "app/charts/quantity_chooser.h"
#include "core/cluster_sizes.h"
#include "core/fractal_dimension.h"

#include <QCheckBox>
#include <QLabel>
#include <QLocale>
#include <qcustomplot.h>

#include <cmath>
#include <limits>

namespace disklab {
namespace {

constexpr int kRedrawMs = 200;
/// The clusters-against-time record keeps at most this many points: when it is full every
/// other one goes, so a long run costs the same to draw as a short one and keeps its start.
constexpr std::size_t kMostSamples = 4000;
/// Room left around the data: a factor on log axes, a fraction of the span on linear ones.
constexpr double kLogMargin = 1.15;
constexpr double kLinearMargin = 0.03;
constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

const QColor kMeasured(31, 119, 180);
const QColor kSecond(255, 127, 14);
const QColor kFitted(214, 39, 40);

} // namespace

AggregationDock::AggregationDock(QWidget* parent)
    : ChartDock(tr("Aggregation"), QStringLiteral("aggregationDock"), parent),
      m_view(new QuantityChooser({tr("Clusters against time"), tr("Cluster sizes now"),
                                  tr("Radius of gyration against mass")})),
      m_logarithmic(new QCheckBox(tr("Log-log"))),
      m_summary(new QLabel),
      m_plot(makeDockPlot(Qt::AlignTop | Qt::AlignRight))
{
    m_logarithmic->setChecked(true);
    m_summary->setWordWrap(true);
    addControl(tr("Show:"), m_view);
    addControl(m_logarithmic);
    addControl(m_summary);
    placeLegendBelowAxes(*m_plot);
    setChart(m_plot);
    connect(m_view, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(m_logarithmic, &QCheckBox::toggled, this, [this] { refresh(); });
    refresh();
}

void AggregationDock::setView(View view)
{
    m_view->choose(view);
}

AggregationDock::View AggregationDock::view() const
{
    return m_view->current<View>();
}

void AggregationDock::setUnits(const UnitSystem& units)
{
    m_units = units;
    refresh();
}

void AggregationDock::setLogarithmic(bool on)
{
    m_logarithmic->setChecked(on);
}

void AggregationDock::showFrame(const FrameSnapshot& frame)
{
    if (frame.generation != m_generation) {
        m_generation = frame.generation;
        m_history.clear();
        m_stats.reset();
        record(frame);
        // At once, so the previous run's curves never stay on a new one.
        refresh();
        return;
    }
    const bool changed = m_stats != frame.aggregation;
    record(frame);
    if (changed && (!frame.running || !m_lastDraw.isValid() || m_lastDraw.elapsed() >= kRedrawMs))
        refresh();
}

void AggregationDock::record(const FrameSnapshot& frame)
{
    m_stats = frame.aggregation;
    // The timeline went back: what was recorded after the moment shown is its future.
    while (!m_history.empty() && m_history.back().time > frame.state.time)
        m_history.pop_back();
    if (!m_stats || (!m_history.empty() && frame.state.time <= m_history.back().time))
        return;
    if (m_history.size() >= kMostSamples) {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < m_history.size(); i += 2)
            m_history[kept++] = m_history[i];
        m_history.resize(kept);
    }
    m_history.push_back({frame.state.time, double(m_stats->clusters), double(m_stats->largestCluster)});
}

void AggregationDock::refresh()
{
    m_lastDraw.start();
    m_plot->clearGraphs();
    const DataTable table = chartData();
    if (!table.columns.empty())
        drawCurves(table);
    const bool logarithmic = m_logarithmic->isChecked();
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis})
        setAxisScale(*axis, logarithmic);
    m_plot->xAxis->setLabel(table.columns.empty() ? QString() : table.columns[0]);
    m_plot->yAxis->setLabel(table.columns.empty() ? QString() : table.columns[1]);
    if (view() == View::SizeDistribution && !table.columns.empty())
        m_plot->yAxis->setLabel(table.columns[2]);
    if (view() == View::ClustersAgainstTime && !table.columns.empty())
        m_plot->yAxis->setLabel(tr("clusters, or disks in the largest"));
    m_plot->rescaleAxes();
    // A little room around the data, so the points at its ends are not cut in half by the axes.
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        const QCPRange r = axis->range();
        if (logarithmic)
            axis->setRange(r.lower / kLogMargin, r.upper * kLogMargin);
        else
            axis->setRange(r.lower - kLinearMargin * r.size(), r.upper + kLinearMargin * r.size());
    }
    fixRangesWithoutExtent(*m_plot);
    if (!logarithmic && m_plot->yAxis->range().lower > 0.0)
        m_plot->yAxis->setRangeLower(0.0);
    showLegendWhenItHasItems(*m_plot);
    m_plot->replot();
    m_summary->setText(summary());
}

void AggregationDock::drawCurves(const DataTable& table)
{
    const bool logarithmic = m_logarithmic->isChecked();
    const auto addCurve = [&](int xColumn, int yColumn, const QString& name, const QColor& colour, bool joined) {
        QVector<double> x, y;
        for (const auto& row : table.rows) {
            const double u = row[std::size_t(xColumn)], v = row[std::size_t(yColumn)];
            // Log axes cannot show zeros (an empty size bin, t = 0); a fit exists only where it does.
            if (std::isnan(v) || (logarithmic && (u <= 0.0 || v <= 0.0)))
                continue;
            x << u;
            y << v;
        }
        QCPGraph* graph = m_plot->addGraph();
        graph->setData(x, y);
        graph->setName(name);
        graph->setPen(QPen(colour, joined ? 2.0 : 1.5, Qt::SolidLine));
        if (!joined) {
            graph->setLineStyle(QCPGraph::lsNone);
            graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
        }
        if (x.isEmpty())
            graph->removeFromLegend();
        return graph;
    };
    switch (view()) {
    case View::ClustersAgainstTime:
        addCurve(0, 1, tr("clusters"), kMeasured, true);
        addCurve(0, 2, tr("disks in the largest cluster"), kSecond, true);
        break;
    case View::SizeDistribution:
        addCurve(0, 2, tr("clusters per unit size, bins doubling in width"), kMeasured, true)
            ->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6));
        break;
    case View::GyrationAgainstMass: {
        addCurve(0, 1, tr("every cluster formed"), kMeasured, false);
        const FractalFit& fit = fractalFit();
        // The plot's text has no subscripts: the fractal dimension is plain D there.
        addCurve(0, 2,
                 tr("fit M ∝ Rg^D over 2 to %1 disks, fractal dimension D = %2 ± %3")
                     .arg(QLocale().toString(qulonglong(fit.largestSize)), QLocale().toString(fit.dimension, 'f', 3),
                          QLocale().toString(fit.error, 'f', 3)),
                 kFitted, true);
        break;
    }
    }
}

const FractalFit& AggregationDock::fractalFit() const
{
    if (m_fitted != m_stats) {
        m_fitted = m_stats;
        m_fit = m_stats ? fitFractalDimension(*m_stats) : FractalFit{};
    }
    return m_fit;
}

QString AggregationDock::summary() const
{
    if (!m_stats)
        return tr("This run does not aggregate: open an aggregation example (File ▸ Open Example) to watch clusters grow.");
    QString now = tr("%n clusters now, ", nullptr, int(m_stats->clusters))
        + tr("the largest of %n disks", nullptr, int(m_stats->largestCluster));
    if (m_stats->bounces > 0)
        now += QStringLiteral("; ") + tr("%n contacts bounced off without sticking", nullptr, int(m_stats->bounces));
    const FractalFit& fit = fractalFit();
    if (fit.dimension <= 0.0)
        return now + QStringLiteral("; ")
            + tr("fractal dimension: clusters of up to %1 disks in fewer than four size octaves yet")
                  .arg(QLocale().toString(qulonglong(fit.largestSize)));
    return now + QStringLiteral("; ")
        + tr("fractal dimension D = %1 ± %2 from %n clusters of 2 to %3 disks formed", nullptr, int(fit.clusters))
              .arg(QLocale().toString(fit.dimension, 'f', 3), QLocale().toString(fit.error, 'f', 3),
                   QLocale().toString(qulonglong(fit.largestSize)));
}

DataTable AggregationDock::chartData() const
{
    DataTable table;
    if (!m_stats)
        return table;
    switch (view()) {
    case View::ClustersAgainstTime:
        table.columns = {tr("time [%1]").arg(m_units.unit(Quantity::Time)), tr("clusters"),
                         tr("disks in the largest cluster")};
        for (const Sample& s : m_history)
            table.rows.push_back({m_units.shown(Quantity::Time, s.time), s.clusters, s.largest});
        break;
    case View::SizeDistribution:
        // A bin is drawn at its sizes' geometric mean, the middle of its span on a log axis.
        table.columns = {tr("cluster size [disks]"), tr("clusters in the bin"), tr("clusters per unit size")};
        for (const ClusterSizeBin& bin : clusterSizeDistribution(m_stats->clusterLabels))
            table.rows.push_back({std::sqrt(double(bin.smallest) * double(bin.largest)), double(bin.clusters),
                                  bin.clustersPerSize});
        break;
    case View::GyrationAgainstMass: {
        const QString length = m_units.unit(Quantity::Length);
        table.columns = {tr("mass [disks]"), tr("radius of gyration [%1]").arg(length),
                         tr("fitted radius of gyration [%1]").arg(length)};
        const double lengthFactor = m_units.factor(Quantity::Length);
        const FractalFit& fit = fractalFit();
        for (const FormedCluster& c : m_stats->formed) {
            // The line is drawn over the sizes it was fitted to only.
            const bool fitted = fit.dimension > 0.0 && c.size >= fit.smallestSize && c.size <= fit.largestSize;
            const double line = fitted ? std::exp((std::log(double(c.size)) - fit.logPrefactor) / fit.dimension) : kNone;
            table.rows.push_back({double(c.size), c.radiusOfGyration * lengthFactor, line * lengthFactor});
        }
        break;
    }
    }
    return table;
}

QString AggregationDock::chartFileName() const
{
    switch (view()) {
    case View::ClustersAgainstTime:
        return QStringLiteral("aggregation-clusters");
    case View::SizeDistribution:
        return QStringLiteral("aggregation-cluster-sizes");
    case View::GyrationAgainstMass:
        break;
    }
    return QStringLiteral("aggregation-fractal-dimension");
}

} // namespace disklab
