#include "app/charts/performance_dock.h"

#include "app/charts/custom_plot_render.h"
#include "app/charts/nice_ticks.h"
#include "app/charts/plot_legend.h"
#include "app/charts/plot_ranges.h"
#include "app/charts/quantity_chooser.h"
#include "core/step_grid.h"
#include "runtime/comparison_frame.h"

#include <qcustomplot.h>

#include <limits>
#include <map>

namespace disklab {
namespace {
constexpr int kRedrawMs = 200;

/// The event-driven engine keeps exactly one pending event per disk in its calendar (pair,
/// wall, cell crossing or shell exit, or "never"), so its queue holds N entries at all times.
double eventQueueSize(const Scenario& scenario)
{
    return static_cast<double>(scenario.disks.size());
}
}

PerformanceDock::PerformanceDock(QWidget* parent)
    : ChartDock(tr("Performance"), QStringLiteral("performanceDock"), parent),
      m_quantity(new QuantityChooser({tr("Wall time per frame"),
                                      tr("Events or steps per second"),
                                      tr("Event queue size")})),
      m_plot(makeDockPlot(Qt::AlignTop | Qt::AlignRight))
{
    addControl(tr("Show:"), m_quantity);
    useNiceTicks(*m_plot);
    placeLegendBelowAxes(*m_plot);
    setChart(m_plot);
    refresh();
    connect(m_quantity, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
}

void PerformanceDock::setQuantity(Quantity quantity)
{
    m_quantity->choose(quantity);
    refresh();
}

PerformanceDock::Quantity PerformanceDock::quantity() const
{
    return m_quantity->current<Quantity>();
}

void PerformanceDock::follow(Source source, std::uint64_t generation)
{
    if (source == m_source && generation == m_generation)
        return;
    m_source = source;
    m_generation = generation;
    for (PerformanceTrack& t : m_tracks)
        t.clear();
    // At once, so the previous run's curves and axes never stay on a new one.
    refresh();
}

void PerformanceDock::showFrame(const FrameSnapshot& frame)
{
    const Source source = frame.comparison ? Source::Comparison : Source::Run;
    if (!frame.scenario || (m_source != Source::None && source != m_source && !frame.running))
        return;
    follow(source, frame.generation);
    bool added = false;
    for (const FrameSnapshot* engine : {&frame, frame.comparison ? frame.comparison->stepped.get() : nullptr}) {
        if (!engine)
            continue;
        const bool exact = engine->engine.kind == EngineKind::EventDriven;
        // A time-driven engine's work is its steps, whole or partial, from t = 0.
        const std::uint64_t work = exact ? engine->totals.events : StepGrid(engine->engine.dt).stepsToReach(engine->state.time);
        added |= m_tracks[exact ? EventDrivenTrack : TimeDrivenTrack].add(engine->state.time, engine->advanceSeconds, work,
                                                                          engine->engineSeconds,
                                                                          exact ? eventQueueSize(*frame.scenario) : 0.0);
    }
    if (!frame.comparison)
        m_tracks[frame.engine.kind == EngineKind::EventDriven ? TimeDrivenTrack : EventDrivenTrack].clear();
    if (added || !frame.running)
        redrawSoon(frame.running);
}

void PerformanceDock::redrawSoon(bool running)
{
    if (!running || !m_lastDraw.isValid() || m_lastDraw.elapsed() >= kRedrawMs)
        refresh();
}

void PerformanceDock::refresh()
{
    m_lastDraw.start();
    m_plot->clearGraphs();
    const DataTable table = chartData();
    QVector<double> t;
    for (const auto& row : table.rows)
        t << row[0];
    const QColor colours[] = {QColor(31, 119, 180), QColor(214, 39, 40)};
    for (int c = 1; c < table.columns.size(); ++c) {
        QVector<double> values;
        for (const auto& row : table.rows)
            values << row[static_cast<std::size_t>(c)];
        QCPGraph* graph = m_plot->addGraph();
        graph->setData(t, values, true);
        graph->setName(table.columns[c]);
        graph->setPen(QPen(colours[(c - 1) % 2], 1.5));
    }
    m_plot->xAxis->setLabel(table.columns.value(0));
    const bool logarithmic = quantity() == Quantity::Rate;
    setAxisScale(*m_plot->yAxis, logarithmic);
    static const char* const yLabels[] = {QT_TR_NOOP("wall time per frame [ms]"),
                                          QT_TR_NOOP("events or steps per second [1/s]"),
                                          QT_TR_NOOP("event queue size [events]")};
    m_plot->yAxis->setLabel(tr(yLabels[static_cast<int>(quantity())]));
    m_plot->rescaleAxes();
    fixRangesWithoutExtent(*m_plot);
    if (!logarithmic && m_plot->yAxis->range().lower > 0.0)
        m_plot->yAxis->setRangeLower(0.0);
    if (quantity() == Quantity::QueueSize)
        m_plot->yAxis->setRangeUpper(m_plot->yAxis->range().upper * 1.1 + 1.0);
    showLegendWhenItHasItems(*m_plot);
    m_plot->replot();
}

void PerformanceDock::setUnits(const UnitSystem& units)
{
    m_units = units;
    refresh();
}

DataTable PerformanceDock::chartData() const
{
    static const char* const names[] = {QT_TR_NOOP("event-driven"), QT_TR_NOOP("time-driven")};
    DataTable table;
    table.columns << tr("time [%1]").arg(m_units.unit(disklab::Quantity::Time));
    // One row per simulated time at which any shown engine has a sample; an engine without a
    // sample there (or without the quantity, like a time-driven engine's queue) has a gap (nan).
    std::vector<int> shown;
    for (int k = 0; k < TrackCount; ++k) {
        if (m_tracks[k].samples().empty() || (quantity() == Quantity::QueueSize && k == TimeDrivenTrack))
            continue;
        shown.push_back(k);
        switch (quantity()) {
        case Quantity::FrameTime:
            table.columns << tr("wall time per frame, %1 [ms]").arg(tr(names[k]));
            break;
        case Quantity::Rate:
            table.columns << (k == EventDrivenTrack ? tr("events per second, %1 [1/s]") : tr("steps per second, %1 [1/s]"))
                                 .arg(tr(names[k]));
            break;
        case Quantity::QueueSize:
            table.columns << tr("event queue size, %1 [events]").arg(tr(names[k]));
            break;
        }
    }
    std::map<double, std::vector<double>> rows;
    for (std::size_t s = 0; s < shown.size(); ++s) {
        for (const PerformanceSample& p : m_tracks[shown[s]].samples()) {
            auto& row = rows[p.time];
            row.resize(shown.size(), std::numeric_limits<double>::quiet_NaN());
            row[s] = quantity() == Quantity::FrameTime ? p.frameSeconds * 1e3
                     : quantity() == Quantity::Rate    ? p.rate
                                                       : p.queueSize;
        }
    }
    for (auto& [time, values] : rows) {
        std::vector<double> row{m_units.shown(disklab::Quantity::Time, time)};
        row.insert(row.end(), values.begin(), values.end());
        table.rows.push_back(std::move(row));
    }
    return table;
}

QString PerformanceDock::chartFileName() const
{
    static const char* const names[] = {"frame-time", "rate", "queue-size"};
    return QStringLiteral("performance-%1").arg(QLatin1String(names[static_cast<int>(quantity())]));
}

} // namespace disklab
