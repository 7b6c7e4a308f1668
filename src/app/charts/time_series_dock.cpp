#include "app/charts/time_series_dock.h"

#include "app/charts/custom_plot_render.h"
#include "app/charts/nice_ticks.h"
#include "app/charts/plot_legend.h"
#include "app/charts/plot_ranges.h"
#include "app/charts/quantity_chooser.h"
#include "app/units/number_field.h"
#include "app/units/number_text.h"
#include "core/observables.h"

#include <qcustomplot.h>

#include <QLabel>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace disklab {
namespace {
constexpr int kRedrawMs = 200;

/// The curves' colours, in the order of the table's columns after the first.
const QColor kCurveColours[] = {QColor(31, 119, 180), QColor(214, 39, 40), QColor(44, 160, 44), QColor(0, 0, 0)};

QVector<double> tableColumn(const DataTable& table, int c)
{
    QVector<double> values;
    for (const auto& row : table.rows)
        values << row[static_cast<std::size_t>(c)];
    return values;
}

constexpr double kShortestWindow = 1e-5;
constexpr double kLongestWindow = 1e5;

/// Collisions that make up the pressure in one default window. The count in a window scatters
/// like a Poisson count, so the pressure scatters by about 1/sqrt(25) = 20 % from point to
/// point: steady enough to compare with N k T / A, short enough to follow a piston.
constexpr double kCollisionsPerWindow = 25.0;

/// The default averaging window: the time for about kCollisionsPerWindow of the collisions
/// the pressure is measured from, at the ideal-gas rates. Walls: n sqrt(kT / (2 pi m)) hits per
/// unit length of wall. Periodic (the collision virial): N n sigma sqrt(pi kT / m) pair
/// collisions per unit time. Rounded to 1, 2 or 5 times a power of ten, so the legend reads
/// "averaged over Δt = 2" rather than 2.19.
double defaultWindow(const Scenario& scenario, double kineticEnergy)
{
    const double n = static_cast<double>(scenario.disks.size());
    if (n == 0.0 || scenario.area() <= 0.0)
        return 1.0;
    double mass = 0.0, diameter = 0.0;
    for (const Disk& d : scenario.disks) {
        mass += d.mass / n;
        diameter += 2.0 * d.radius / n;
    }
    const double kT = kineticEnergy / n;  // 2D: kinetic energy = N kT
    const double density = n / scenario.area();
    const double rate = scenario.boundary == Boundary::Periodic
        ? n * density * diameter * std::sqrt(std::numbers::pi * kT / mass)
        : 2.0 * (scenario.width + scenario.height) * density * std::sqrt(kT / (2.0 * std::numbers::pi * mass));
    if (!(rate > 0.0) || !std::isfinite(rate))
        return 1.0;
    return std::clamp(niceTickStep(kCollisionsPerWindow / rate, 1), kShortestWindow, kLongestWindow);
}

/// The box's area changes only when a wall moves: a P-V diagram of a fixed box is one point.
bool boxAreaChanges(const Scenario& scenario)
{
    if (scenario.boundary == Boundary::Periodic)
        return false;
    if (scenario.hasFreePiston())
        return true;
    for (Side side : kAllSides) {
        const BoxWall& motion = scenario.wall(side);
        if (motion.velocity != 0.0 && motion.stopTime > 0.0)
            return true;
    }
    return false;
}

bool sameScenario(const std::weak_ptr<const Scenario>& seen, const std::shared_ptr<const Scenario>& scenario)
{
    return !seen.owner_before(scenario) && !scenario.owner_before(seen) && !seen.expired();
}
}

TimeSeriesDock::TimeSeriesDock(QWidget* parent)
    : ChartDock(tr("Time Series"), QStringLiteral("timeSeriesDock"), parent),
      m_quantity(new QuantityChooser({tr("Kinetic energy and temperature"),
                                      tr("Pressure: walls and ideal gas"),
                                      tr("Total momentum"),
                                      tr("P-V diagram")})),
      m_window(new NumberField),
      m_windowUnit(new QLabel),
      m_plot(makeDockPlot(Qt::AlignTop | Qt::AlignRight))
{
    m_window->setObjectName(QStringLiteral("averagingWindow"));
    m_window->setMaximumWidth(90);
    showWindow();
    m_window->setToolTip(tr("Simulated time over which each point averages the wall pressure and the temperature: "
                            "longer is smoother, shorter follows faster changes. Changing it starts the record over."));
    addControl(tr("Show:"), m_quantity);
    addControl(tr("Average over Δt:"), m_window);
    addControl(m_windowUnit);
    m_quantity->setAvailable(Quantity::PressureVolume, false, pressureVolumeUnavailable(), Quantity::Pressure);
    useNiceTicks(*m_plot);
    placeLegendBelowAxes(*m_plot);
    setChart(m_plot);
    connect(m_quantity, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(m_window, &NumberField::valueEdited, this, [this](std::optional<double> value) {
        setAveragingWindow(m_units.reduced(disklab::Quantity::Time, value.value_or(0.0)));
    });
    refresh();
}

QString TimeSeriesDock::pressureVolumeUnavailable()
{
    return tr("Only for a box with a moving wall (a piston): in this box the area never changes, so a P-V "
              "diagram would be a single point");
}

void TimeSeriesDock::setAveragingWindow(double window)
{
    if (!(window > 0.0)) {
        showWindow();  // no window of zero or negative length
        return;
    }
    window = std::clamp(window, kShortestWindow, kLongestWindow);
    if (window == m_series.interval()) {
        showWindow();
        return;
    }
    // One curve, one window: the samples taken over the old window go.
    m_series.setInterval(window);
    m_series.clear();
    showWindow();
    refresh();
}

void TimeSeriesDock::showWindow()
{
    // In ps the window is a round number of time units times the gas's time unit: shown to four
    // significant digits (the field emits only what the user types, so the window itself stays).
    const double shown = m_units.shown(disklab::Quantity::Time, m_series.interval());
    m_window->showValue(m_units.atoms() ? roundedToSignificant(shown, 4) : shown);
    m_windowUnit->setText(m_units.unit(disklab::Quantity::Time));
}

void TimeSeriesDock::setUnits(const UnitSystem& units)
{
    m_units = units;
    showWindow();
    refresh();
}

double TimeSeriesDock::averagingWindow() const
{
    return m_series.interval();
}

bool TimeSeriesDock::pressureVolumeAvailable() const
{
    return m_quantity->isAvailable(Quantity::PressureVolume);
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
    // The lab's pump may add disks within a run.
    m_diskCount = static_cast<double>(frame.scenario->disks.size());
    if (frame.generation != m_generation) {
        m_generation = frame.generation;
        // A new scenario gets its own window; a restart of the same one keeps the user's, and
        // the P-V diagram keeps the run that ended beside the next (an adiabatic compression
        // beside an isothermal one).
        const bool newScenario = !sameScenario(m_scenario, frame.scenario);
        if (!newScenario) {
            keepEarlierRun();
        } else {
            m_earlierRuns.clear();
            m_runsStarted = 0;
            m_scenario = frame.scenario;
            m_series.setInterval(defaultWindow(*frame.scenario, frame.kineticEnergy));
            showWindow();
            m_quantity->setAvailable(Quantity::PressureVolume, boxAreaChanges(*frame.scenario),
                                     pressureVolumeUnavailable(), Quantity::Pressure);
        }
        ++m_runsStarted;
        m_lastWallTemperature = frame.scenario->wall(Side::Left).temperature;
        m_series.addFrame(frame);
        // At once, so the previous run's curves and axes never stay on a new one.
        refresh();
        if (newScenario)
            emit scenarioChanged();
        return;
    }
    m_lastWallTemperature = frame.scenario->wall(Side::Left).temperature;
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
    const double shownWindow = m_units.shown(disklab::Quantity::Time, m_series.interval());
    const QString window = m_units.atoms() ? tr("averaged over Δt = %1 ps").arg(shownWindow, 0, 'g', 3)
                                           : tr("averaged over Δt = %1").arg(shownWindow, 0, 'g', 3);
    if (quantity() == Quantity::PressureVolume)
        plotPressureAgainstArea(table, window);
    else
        plotAgainstTime(table, window);
    labelAxes(table, window);
    fitRanges();
    showLegendWhenItHasItems(*m_plot);
    m_plot->replot();
}

void TimeSeriesDock::plotPressureAgainstArea(const DataTable& table, const QString& window)
{
    auto* curve = new QCPCurve(m_plot->xAxis, m_plot->yAxis);
    curve->setData(tableColumn(table, 1), tableColumn(table, 2));
    const QString measured = tr("measured at the walls, %1").arg(window);
    // Beside the runs kept, the run under way says which it is.
    curve->setName(m_earlierRuns.empty() ? measured
                                         : tr("%1: %2").arg(runName(m_runsStarted, m_lastWallTemperature), measured));
    curve->setPen(QPen(kCurveColours[0], 2));
    curve->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    const QColor earlier[] = {QColor(255, 127, 14), QColor(148, 103, 189)};
    const auto shown = [&](QVector<double> values, disklab::Quantity quantity) {
        for (double& value : values)
            value = m_units.shown(quantity, value);
        return values;
    };
    for (std::size_t k = 0; k < m_earlierRuns.size(); ++k) {
        const EarlierRun& run = m_earlierRuns[k];
        auto* kept = new QCPCurve(m_plot->xAxis, m_plot->yAxis);
        kept->setData(shown(run.area, disklab::Quantity::Area), shown(run.pressure, disklab::Quantity::Pressure));
        kept->setName(runName(run.run, run.wallTemperature));
        kept->setPen(QPen(earlier[k % 2], 1.5));
        kept->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    }
    auto* ideal = new QCPCurve(m_plot->xAxis, m_plot->yAxis);
    ideal->setData(tableColumn(table, 1), tableColumn(table, 3));
    ideal->setName(tr("ideal gas N k T / A"));
    ideal->setPen(QPen(kCurveColours[3], 1.5, Qt::DashLine));
}

void TimeSeriesDock::plotAgainstTime(const DataTable& table, const QString& window)
{
    const QVector<double> t = tableColumn(table, 0);
    for (int c = 1; c < table.columns.size(); ++c) {
        // Temperature is per disk, kinetic energy for all N: give it the right-hand axis.
        const bool right = quantity() == Quantity::EnergyTemperature && c == 2;
        QCPGraph* graph = m_plot->addGraph(m_plot->xAxis, right ? m_plot->yAxis2 : m_plot->yAxis);
        graph->setData(t, tableColumn(table, c), true);
        graph->setName(table.columns[c]);
        graph->setPen(QPen(kCurveColours[(c - 1) % 4], 2));
    }
    if (quantity() == Quantity::Pressure) {
        m_plot->graph(0)->setName(tr("wall pressure, %1").arg(window));
        m_plot->graph(1)->setName(tr("ideal gas N k T / A"));
        m_plot->graph(1)->setPen(QPen(kCurveColours[1], 1.5, Qt::DashLine));
    } else if (quantity() == Quantity::EnergyTemperature) {
        // In 2D kT = KE / N, so on axes scaled by N the two curves lie on each other: the
        // energy wide underneath, the temperature dashed on top, both visible.
        m_plot->graph(0)->setPen(QPen(kCurveColours[0], 4));
        m_plot->graph(1)->setPen(QPen(kCurveColours[1], 1.5, Qt::DashLine));
        m_plot->graph(1)->setName(m_units.atoms() ? tr("temperature T = KE / N k (right axis, same curve)")
                                                  : tr("temperature kT = KE / N (right axis, same curve)"));
    }
}

void TimeSeriesDock::labelAxes(const DataTable& table, const QString& window)
{
    m_plot->xAxis->setLabel(table.columns.value(quantity() == Quantity::PressureVolume ? 1 : 0));
    switch (quantity()) {
    case Quantity::EnergyTemperature:
        m_plot->yAxis->setLabel(tr("kinetic energy [%1]").arg(m_units.unit(disklab::Quantity::Energy)));
        break;
    case Quantity::Momentum:
        m_plot->yAxis->setLabel(tr("momentum [%1]").arg(m_units.unit(disklab::Quantity::Momentum)));
        break;
    case Quantity::Pressure:
    case Quantity::PressureVolume:
        m_plot->yAxis->setLabel(tr("pressure [%1], %2").arg(m_units.unit(disklab::Quantity::Pressure), window));
        break;
    }
    m_plot->yAxis2->setVisible(quantity() == Quantity::EnergyTemperature);
    m_plot->yAxis2->setLabel(temperatureTitle());
}

void TimeSeriesDock::fitRanges()
{
    m_plot->rescaleAxes();
    fixRangesWithoutExtent(*m_plot);
    if (quantity() != Quantity::Momentum && m_plot->yAxis->range().lower > 0.0)
        m_plot->yAxis->setRangeLower(0.0);
    // Some room above the highest point, so a steady curve does not hide in the frame's top edge.
    const QCPRange y = m_plot->yAxis->range();
    m_plot->yAxis->setRangeUpper(y.upper + 0.05 * y.size());
    if (quantity() == Quantity::EnergyTemperature && m_diskCount > 0) {
        // The energy axis's ends as temperatures: kT = KE / N, in K or °C on the atoms scale.
        const auto temperatureAt = [&](double energy) {
            return m_units.temperature(m_units.reduced(disklab::Quantity::Energy, energy) / m_diskCount);
        };
        m_plot->yAxis2->setRange(temperatureAt(m_plot->yAxis->range().lower), temperatureAt(m_plot->yAxis->range().upper));
    }
}

DataTable TimeSeriesDock::chartData() const
{
    using disklab::Quantity;
    DataTable table;
    const UnitSystem& u = m_units;
    const QString time = tr("time [%1]").arg(u.unit(Quantity::Time));
    const QString pressure = u.unit(Quantity::Pressure);
    const QString momentum = u.unit(Quantity::Momentum);
    const auto t = [&](const ObservableSample& s) { return u.shown(Quantity::Time, s.time); };
    const auto p = [&](double value) { return u.shown(Quantity::Pressure, value); };
    switch (quantity()) {
    case TimeSeriesDock::Quantity::EnergyTemperature:
        table.columns = {time, tr("kinetic energy [%1]").arg(u.unit(Quantity::Energy)), temperatureTitle()};
        for (const ObservableSample& s : m_series.samples())
            table.rows.push_back({t(s), u.shown(Quantity::Energy, s.kineticEnergy), u.temperature(s.temperature)});
        break;
    case TimeSeriesDock::Quantity::Pressure:
        table.columns = {time, tr("wall pressure [%1]").arg(pressure), tr("ideal-gas pressure N k T / A [%1]").arg(pressure)};
        for (const ObservableSample& s : m_series.samples())
            table.rows.push_back({t(s), p(s.pressure), p(s.idealPressure)});
        break;
    case TimeSeriesDock::Quantity::Momentum:
        table.columns = {time, tr("momentum x [%1]").arg(momentum), tr("momentum y [%1]").arg(momentum),
                         tr("|momentum| [%1]").arg(momentum)};
        for (const ObservableSample& s : m_series.samples()) {
            const double px = u.shown(Quantity::Momentum, s.momentumX), py = u.shown(Quantity::Momentum, s.momentumY);
            table.rows.push_back({t(s), px, py, std::hypot(px, py)});
        }
        break;
    case TimeSeriesDock::Quantity::PressureVolume:
        table.columns = {time, tr("area A [%1]").arg(u.unit(Quantity::Area)), tr("wall pressure [%1]").arg(pressure),
                         tr("ideal-gas pressure N k T / A [%1]").arg(pressure)};
        for (const ObservableSample& s : m_series.samples())
            table.rows.push_back({t(s), u.shown(Quantity::Area, s.area), p(s.pressure), p(s.idealPressure)});
        break;
    }
    return table;
}

QString TimeSeriesDock::temperatureTitle() const
{
    return m_units.atoms() ? tr("temperature [%1]").arg(m_units.temperatureSymbol()) : tr("temperature kT [energy]");
}

QString TimeSeriesDock::runName(int run, double wallTemperature) const
{
    const QString walls = !(wallTemperature > 0.0) ? tr("elastic walls")
                          : m_units.atoms()         ? tr("walls at %1").arg(temperatureText(wallTemperature, m_units))
                                                    : tr("walls at kT %1").arg(QLocale().toString(wallTemperature, 'g', 3));
    return tr("run %1 (%2)").arg(run).arg(walls);
}

void TimeSeriesDock::keepEarlierRun()
{
    if (m_series.samples().size() < 2 || !pressureVolumeAvailable())
        return;
    EarlierRun run{m_runsStarted, m_lastWallTemperature, {}, {}};
    for (const ObservableSample& s : m_series.samples()) {
        run.area << s.area;
        run.pressure << s.pressure;
    }
    m_earlierRuns.push_back(std::move(run));
    if (m_earlierRuns.size() > kEarlierRunsKept)
        m_earlierRuns.pop_front();
}

QString TimeSeriesDock::chartFileName() const
{
    static const char* const names[] = {"energy-temperature", "pressure", "momentum", "pressure-volume"};
    return QStringLiteral("time-series-%1").arg(QLatin1String(names[static_cast<int>(quantity())]));
}

} // namespace disklab
