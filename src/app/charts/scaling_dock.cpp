#include "app/charts/scaling_dock.h"

#include "app/charts/custom_plot_render.h"
#include "app/charts/nice_ticks.h"
#include "app/charts/plot_legend.h"
#include "runtime/scaling_study.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <qcustomplot.h>

#include <limits>
#include <map>

namespace disklab {
namespace {
// In the order of scalingEngines().
const char* const kEngineNames[kScalingEngineCount] = {QT_TRANSLATE_NOOP("disklab::ScalingDock", "naive stepper O(N²)"),
                                                      QT_TRANSLATE_NOOP("disklab::ScalingDock", "grid stepper"),
                                                      QT_TRANSLATE_NOOP("disklab::ScalingDock", "event-driven")};
}

ScalingDock::ScalingDock(SimulationController& simulation, QWidget* parent)
    : ChartDock(tr("Scaling"), QStringLiteral("scalingDock"), parent),
      m_study(new ScalingStudy(simulation, this)),
      m_run(new QPushButton(tr("Run"))),
      m_cancel(new QPushButton(tr("Cancel"))),
      m_progress(new QProgressBar),
      m_status(new QLabel),
      m_plot(makeDockPlot(Qt::AlignTop | Qt::AlignLeft))
{
    m_run->setToolTip(tr("Measure the cost of each engine on periodic gases of 250 to 8000 disks"));
    m_cancel->setEnabled(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setMaximumWidth(200);
    addControl(m_run);
    addControl(m_cancel);
    addControl(m_progress);
    addControl(m_status);
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<NiceLogTicker>::create());
    }
    m_plot->xAxis->setLabel(tr("disks N"));
    placeLegendBelowAxes(*m_plot);
    setChart(m_plot);
    refresh();

    connect(m_run, &QPushButton::clicked, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, &ScalingDock::cancel);
    connect(m_study, &ScalingStudy::pointReady, this, &ScalingDock::addPoint);
    connect(m_study, &ScalingStudy::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_study, &ScalingStudy::finished, this, [this](bool cancelled, const QString& error) {
        m_run->setEnabled(true);
        m_cancel->setEnabled(false);
        m_status->setText(!error.isEmpty() ? tr("Failed: %1").arg(error) : cancelled ? tr("Cancelled") : tr("Done"));
        emit finished(cancelled);
    });
}

std::vector<int> ScalingDock::defaultSizes()
{
    return {250, 500, 1000, 2000, 4000, 8000};
}

void ScalingDock::start(const std::vector<int>& sizes, double budgetSeconds)
{
    if (m_study->isRunning())
        return;
    m_points.clear();
    refresh();
    m_progress->setRange(0, static_cast<int>(sizes.size() * kScalingEngineCount));
    m_progress->setValue(0);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Measuring…"));
    m_study->start(sizes, budgetSeconds);
}

void ScalingDock::cancel()
{
    m_study->cancel();
    m_status->setText(tr("Cancelling…"));
}

bool ScalingDock::isRunning() const
{
    return m_study->isRunning();
}

void ScalingDock::addPoint(const ScalingPoint& point)
{
    m_points.push_back(point);
    refresh();
}

void ScalingDock::refresh()
{
    m_plot->clearGraphs();
    m_plot->yAxis->setLabel(costTitle());
    const QColor colours[] = {QColor(214, 39, 40), QColor(255, 127, 14), QColor(31, 119, 180)};
    const QCPScatterStyle::ScatterShape shapes[] = {QCPScatterStyle::ssSquare, QCPScatterStyle::ssTriangle,
                                                    QCPScatterStyle::ssDisc};
    for (std::size_t k = 0; k < kScalingEngineCount; ++k) {
        QVector<double> n, cost;
        for (const ScalingPoint& p : m_points) {
            if (scalingEngineIndex(p.engine) == k && p.cost() > 0.0) {
                n << p.disks;
                cost << shownCost(p);
            }
        }
        QCPGraph* graph = m_plot->addGraph();
        graph->setData(n, cost);
        graph->setName(tr(kEngineNames[k]));
        graph->setPen(QPen(colours[k], 2));
        graph->setScatterStyle(QCPScatterStyle(shapes[k], 7));
    }
    if (m_points.empty()) {
        m_plot->xAxis->setRange(200, 10000);
        m_plot->yAxis->setRange(1e-3, 10);
    } else {
        m_plot->rescaleAxes();
        // Some room around the points, by a factor on log axes.
        m_plot->xAxis->setRange(m_plot->xAxis->range().lower / 1.3, m_plot->xAxis->range().upper * 1.3);
        m_plot->yAxis->setRange(m_plot->yAxis->range().lower / 2.0, m_plot->yAxis->range().upper * 2.0);
    }
    m_plot->replot();
}

void ScalingDock::setUnits(const UnitSystem& units)
{
    m_units = units;
    refresh();
}

QString ScalingDock::costTitle() const
{
    return m_units.atoms() ? tr("wall seconds per simulated ps [s/ps]") : tr("wall seconds per simulated time unit [s]");
}

double ScalingDock::shownCost(const ScalingPoint& point) const
{
    // Wall seconds per unit of simulated time: per ps, the cost of one time unit over its length in ps.
    return point.cost() / m_units.factor(Quantity::Time);
}

DataTable ScalingDock::chartData() const
{
    DataTable table;
    table.columns << tr("disks N");
    for (const char* engine : kEngineNames)
        table.columns << tr("%1, %2").arg(tr(engine), costTitle());
    // One row per N; an engine not measured at that N (cancelled) is nan.
    std::map<int, std::vector<double>> rows;
    for (const ScalingPoint& p : m_points) {
        auto& row = rows[p.disks];
        row.resize(kScalingEngineCount, std::numeric_limits<double>::quiet_NaN());
        const std::size_t k = scalingEngineIndex(p.engine);
        if (k < kScalingEngineCount)
            row[k] = shownCost(p);
    }
    for (const auto& [n, costs] : rows) {
        std::vector<double> row{static_cast<double>(n)};
        row.insert(row.end(), costs.begin(), costs.end());
        table.rows.push_back(std::move(row));
    }
    return table;
}

QString ScalingDock::chartFileName() const
{
    return QStringLiteral("scaling");
}

} // namespace disklab
