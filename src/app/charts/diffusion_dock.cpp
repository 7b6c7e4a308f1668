#include "app/charts/diffusion_dock.h"

#include "app/charts/custom_plot_render.h"
#include "app/charts/nice_ticks.h"
#include "app/charts/plot_legend.h"
#include "app/charts/plot_ranges.h"
#include "runtime/diffusion_verdict.h"

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <qcustomplot.h>

#include <cmath>
#include <limits>

namespace disklab {
namespace {
constexpr int kRedrawMs = 200;
enum Column { TimeColumn, MsdColumn, BallisticColumn, FitColumn };
}

DiffusionDock::DiffusionDock(QWidget* parent)
    : ChartDock(tr("Diffusion"), QStringLiteral("diffusionDock"), parent),
      m_tracked(new QSpinBox),
      m_logarithmic(new QCheckBox(tr("Log-log"))),
      m_summary(new QLabel),
      m_plot(makeDockPlot(Qt::AlignTop | Qt::AlignLeft))
{
    m_tracked->setRange(1, 100000);
    m_tracked->setValue(1000);
    m_tracked->setToolTip(tr("Most disks tracked, spread evenly over the disk indices"));
    m_logarithmic->setChecked(true);
    auto* restart = new QPushButton(tr("Restart"));
    restart->setToolTip(tr("Measure displacements from the current state"));
    addControl(tr("Track:"), m_tracked);
    addControl(m_logarithmic);
    addControl(restart);
    addControl(m_summary);
    placeLegendBelowAxes(*m_plot);
    setChart(m_plot);
    connect(restart, &QPushButton::clicked, this, &DiffusionDock::restartTracking);
    connect(m_logarithmic, &QCheckBox::toggled, this, [this] { refresh(); });
}

void DiffusionDock::restartTracking()
{
    m_restart = true;
}

void DiffusionDock::setTrackedDisks(int count)
{
    m_tracked->setValue(count);
}

void DiffusionDock::setLogarithmic(bool on)
{
    m_logarithmic->setChecked(on);
    refresh();
}

void DiffusionDock::setUnits(const UnitSystem& units)
{
    m_units = units;
    refresh();
}

void DiffusionDock::showFrame(const FrameSnapshot& frame)
{
    if (!frame.scenario)
        return;
    // A seek back on the timeline starts the record at the moment shown: what was recorded
    // after it is that moment's future.
    const bool wentBack = frame.state.time < m_lastTime;
    m_lastTime = frame.state.time;
    if (m_restart || wentBack || frame.generation != m_generation || !m_tracker.started()) {
        m_generation = frame.generation;
        m_restart = false;
        m_tracker.start(*frame.scenario, frame.state, static_cast<std::size_t>(m_tracked->value()));
        // At once, so the previous run's curves and axes never stay on a new one.
        refresh();
        return;
    }
    const bool added = m_tracker.add(frame.state);
    if ((added || !frame.running) && (!frame.running || !m_lastDraw.isValid() || m_lastDraw.elapsed() >= kRedrawMs))
        refresh();
}

void DiffusionDock::refresh()
{
    m_lastDraw.start();
    m_plot->clearGraphs();
    const DataTable table = chartData();
    const bool logarithmic = m_logarithmic->isChecked();
    const auto column = [&](int c) {
        QVector<double> t, values;
        for (const auto& row : table.rows) {
            // Log axes cannot show t = 0 or msd = 0; the fit exists only over its range.
            const double v = row[static_cast<std::size_t>(c)];
            if (std::isnan(v) || (logarithmic && (row[TimeColumn] <= 0.0 || v <= 0.0)))
                continue;
            t << row[TimeColumn];
            values << v;
        }
        return std::pair{t, values};
    };
    const struct {
        int column;
        QColor colour;
        Qt::PenStyle style;
        QString name;
    } curves[] = {{MsdColumn, QColor(31, 119, 180), Qt::SolidLine, tr("measured MSD")},
                  {BallisticColumn, QColor(0, 0, 0), Qt::DashLine, tr("ballistic 2(kT/m) t²")},
                  // The legend carries the fitted D, so an exported chart shows it too.
                  {FitColumn, QColor(214, 39, 40), Qt::DashDotLine, tr("diffusive fit 4 D t + c: %1").arg(summary())}};
    for (const auto& curve : curves) {
        const auto [t, values] = column(curve.column);
        QCPGraph* graph = m_plot->addGraph();
        graph->setData(t, values, true);
        graph->setName(curve.name);
        graph->setPen(QPen(curve.colour, curve.column == MsdColumn ? 2 : 1.5, curve.style));
        if (curve.column == MsdColumn)
            graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 3));
        // The fit is drawn only for a diffusive record; the legend names only what is drawn.
        if (curve.column == FitColumn && t.isEmpty())
            graph->removeFromLegend();
    }
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis})
        setAxisScale(*axis, logarithmic);
    m_plot->xAxis->setLabel(table.columns[TimeColumn]);
    m_plot->yAxis->setLabel(table.columns[MsdColumn]);
    // Scale to the measurement; the ballistic parabola would otherwise dwarf it at long times.
    m_plot->graph(0)->rescaleAxes();
    fixRangesWithoutExtent(*m_plot);
    if (!logarithmic && m_plot->yAxis->range().lower > 0.0)
        m_plot->yAxis->setRangeLower(0.0);
    showLegendWhenItHasItems(*m_plot);
    m_plot->replot();
    m_summary->setText(summary());
}

QString DiffusionDock::summary() const
{
    const DiffusionVerdict verdict = judgeDiffusion(m_tracker.samples());
    switch (verdict.regime) {
    case DiffusionRegime::TooFewSamples:
        return tr("D: not enough data yet");
    case DiffusionRegime::NotYetDiffusive:
        return tr("D: not diffusive yet (MSD grows faster than t)");
    case DiffusionRegime::Bounded:
        return tr("D: no diffusion (MSD bounded)");
    case DiffusionRegime::Diffusive:
        break;
    }
    return tr("D = %1 %2 (%n disks)", nullptr, int(m_tracker.trackedCount()))
        .arg(m_units.shown(Quantity::Diffusion, verdict.coefficient), 0, 'g', 4)
        .arg(m_units.unit(Quantity::Diffusion));
}

DataTable DiffusionDock::chartData() const
{
    DataTable table;
    const QString time = m_units.unit(Quantity::Time), area = m_units.unit(Quantity::Area);
    table.columns = {tr("time since start [%1]").arg(time), tr("mean-square displacement [%1]").arg(area),
                     tr("ballistic 2(kT/m) t^2 [%1]").arg(area), tr("diffusive fit 4 D t + c [%1]").arg(area)};
    const double timeFactor = m_units.factor(Quantity::Time), areaFactor = m_units.factor(Quantity::Area);
    // The line 4 D t + c only where it means something: over the later half of a diffusive record.
    const DiffusionVerdict verdict = judgeDiffusion(m_tracker.samples());
    const LinearFit& fit = verdict.fit;
    const bool diffusive = verdict.regime == DiffusionRegime::Diffusive;
    const double from = m_tracker.samples().empty() ? 0.0 : 0.5 * m_tracker.samples().back().time;
    for (const MsdSample& s : m_tracker.samples()) {
        const double ballistic = m_tracker.ballisticCoefficient() * s.time * s.time;
        const double line = diffusive && s.time >= from ? fit.slope * s.time + fit.intercept
                                                              : std::numeric_limits<double>::quiet_NaN();
        table.rows.push_back({s.time * timeFactor, s.msd * areaFactor, ballistic * areaFactor, line * areaFactor});
    }
    return table;
}

QString DiffusionDock::chartFileName() const
{
    return QStringLiteral("diffusion-msd");
}

} // namespace disklab
