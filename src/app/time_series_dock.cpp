#include "app/time_series_dock.h"

#include "app/custom_plot_render.h"
#include "app/quantity_chooser.h"
#include "core/observables.h"

#include <qcustomplot.h>

#include <cmath>

namespace disklab {
namespace {
constexpr int kRedrawMs = 200;

/// About 60 pressure windows over the time a typical disk takes to cross a tenth of the box:
/// long enough to hold many wall hits, short enough to follow a piston.
double samplingInterval(const Scenario& scenario, const Snapshot& state)
{
    const double kinetic = kineticEnergy(scenario, state);
    double mass = 0.0;
    for (const Disk& d : scenario.disks)
        mass += d.mass;
    const double rms = mass > 0.0 ? std::sqrt(2.0 * kinetic / mass) : 0.0;
    const double side = std::sqrt(scenario.area());
    return rms > 0.0 ? 0.1 * side / rms / 6.0 : 0.1;
}
}

TimeSeriesDock::TimeSeriesDock(QWidget* parent)
    : ChartDock(tr("Time Series"), QStringLiteral("timeSeriesDock"), parent),
      m_quantity(new QuantityChooser({tr("Kinetic energy and temperature"),
                                      tr("Pressure: walls and ideal gas"),
                                      tr("Total momentum"),
                                      tr("P-V diagram")})),
      m_plot(makeDockPlot(Qt::AlignTop | Qt::AlignRight))
{
    addControl(tr("Show:"), m_quantity);
    setChart(m_plot);
    connect(m_quantity, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
}

void TimeSeriesDock::setQuantity(Quantity quantity)
{
    m_quantity->choose(quantity);
    refresh();
}

TimeSeriesDock::Quantity TimeSeriesDock::quantity() const
{
    return m_quantity->current<Quantity>();
}

void TimeSeriesDock::showFrame(const FrameSnapshot& frame)
{
    if (!frame.scenario)
        return;
    if (frame.generation != m_generation) {
        m_generation = frame.generation;
        m_series.setInterval(samplingInterval(*frame.scenario, frame.state));
    }
    const bool added = m_series.addFrame(frame);
    if ((added || !frame.running) && (!frame.running || !m_lastDraw.isValid() || m_lastDraw.elapsed() >= kRedrawMs))
        refresh();
}

void TimeSeriesDock::refresh()
{
    m_lastDraw.start();
    m_plot->clearGraphs();
    m_plot->clearPlottables();
    const DataTable table = chartData();
    const auto column = [&](int c) {
        QVector<double> values;
        for (const auto& row : table.rows)
            values << row[static_cast<std::size_t>(c)];
        return values;
    };
    const QColor colours[] = {QColor(31, 119, 180), QColor(214, 39, 40), QColor(44, 160, 44), QColor(0, 0, 0)};
    if (quantity() == Quantity::PressureVolume) {
        auto* curve = new QCPCurve(m_plot->xAxis, m_plot->yAxis);
        curve->setData(column(1), column(2));
        curve->setName(tr("measured at the walls"));
        curve->setPen(QPen(colours[0], 2));
        curve->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
        auto* ideal = new QCPCurve(m_plot->xAxis, m_plot->yAxis);
        ideal->setData(column(1), column(3));
        ideal->setName(tr("ideal gas N k T / A"));
        ideal->setPen(QPen(colours[3], 1.5, Qt::DashLine));
    } else {
        const QVector<double> t = column(0);
        for (int c = 1; c < table.columns.size(); ++c) {
            // Temperature is per disk, kinetic energy for all N: give it the right-hand axis.
            const bool right = quantity() == Quantity::EnergyTemperature && c == 2;
            QCPGraph* graph = m_plot->addGraph(m_plot->xAxis, right ? m_plot->yAxis2 : m_plot->yAxis);
            graph->setData(t, column(c), true);
            graph->setName(table.columns[c]);
            graph->setPen(QPen(colours[(c - 1) % 4], c == 2 && quantity() == Quantity::Pressure ? 1.5 : 2,
                               c == 2 && quantity() == Quantity::Pressure ? Qt::DashLine : Qt::SolidLine));
        }
    }
    m_plot->xAxis->setLabel(table.columns.value(quantity() == Quantity::PressureVolume ? 1 : 0));
    static const char* const yLabels[] = {QT_TR_NOOP("kinetic energy [energy]"), QT_TR_NOOP("pressure [force/length]"),
                                          QT_TR_NOOP("momentum [mass length/time]"), QT_TR_NOOP("pressure [force/length]")};
    m_plot->yAxis->setLabel(tr(yLabels[static_cast<int>(quantity())]));
    m_plot->yAxis2->setVisible(quantity() == Quantity::EnergyTemperature);
    m_plot->yAxis2->setLabel(tr("temperature kT [energy]"));
    m_plot->rescaleAxes();
    if (m_plot->yAxis2->range().lower > 0.0)
        m_plot->yAxis2->setRangeLower(0.0);
    if (quantity() != Quantity::Momentum && m_plot->yAxis->range().lower > 0.0)
        m_plot->yAxis->setRangeLower(0.0);
    m_plot->replot();
}

DataTable TimeSeriesDock::chartData() const
{
    DataTable table;
    const QString time = tr("time [time]");
    switch (quantity()) {
    case Quantity::EnergyTemperature:
        table.columns = {time, tr("kinetic energy [energy]"), tr("temperature kT [energy]")};
        for (const ObservableSample& s : m_series.samples())
            table.rows.push_back({s.time, s.kineticEnergy, s.temperature});
        break;
    case Quantity::Pressure:
        table.columns = {time, tr("wall pressure [force/length]"), tr("ideal-gas pressure N k T / A [force/length]")};
        for (const ObservableSample& s : m_series.samples())
            table.rows.push_back({s.time, s.pressure, s.idealPressure});
        break;
    case Quantity::Momentum:
        table.columns = {time, tr("momentum x [mass length/time]"), tr("momentum y [mass length/time]"),
                         tr("|momentum| [mass length/time]")};
        for (const ObservableSample& s : m_series.samples())
            table.rows.push_back({s.time, s.momentumX, s.momentumY, std::hypot(s.momentumX, s.momentumY)});
        break;
    case Quantity::PressureVolume:
        table.columns = {time, tr("area A [length^2]"), tr("wall pressure [force/length]"),
                         tr("ideal-gas pressure N k T / A [force/length]")};
        for (const ObservableSample& s : m_series.samples())
            table.rows.push_back({s.time, s.area, s.pressure, s.idealPressure});
        break;
    }
    return table;
}

QString TimeSeriesDock::chartFileName() const
{
    static const char* const names[] = {"energy-temperature", "pressure", "momentum", "pressure-volume"};
    return QStringLiteral("time-series-%1").arg(QLatin1String(names[static_cast<int>(quantity())]));
}

} // namespace disklab
