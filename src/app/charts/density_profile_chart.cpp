#include "app/charts/density_profile_chart.h"

#include "app/charts/table_columns.h"
#include "core/contact_value.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace disklab {
namespace {
enum Column { HeightColumn, MeasuredColumn, BarometricColumn };

/// Every disk of the first `disks` has the first one's mass.
bool oneMass(const Scenario& scenario, std::size_t disks)
{
    return std::all_of(scenario.disks.begin(), scenario.disks.begin() + std::ptrdiff_t(disks),
                       [&](const Disk& d) { return d.mass == scenario.disks.front().mass; });
}
} // namespace

std::optional<BarometricGas> barometricGas(const Scenario& scenario, const Snapshot& state)
{
    // Along an axis up to rounding: gravity typed as a strength and a direction of 270 degrees
    // keeps a component of cos(270 degrees) ~ 1e-16 of it across.
    const double gx = std::abs(scenario.gravityX), gy = std::abs(scenario.gravityY);
    const bool alongY = gy > 0.0 && gx <= 1e-12 * gy;
    const bool alongX = gx > 0.0 && gy <= 1e-12 * gx;
    const std::optional<double> sigma = commonDiameter(scenario, state.size());
    if (scenario.boundary != Boundary::Walls || !(alongX || alongY) || !sigma || !oneMass(scenario, state.size()))
        return std::nullopt;
    const double extent = alongY ? scenario.height : scenario.width;
    BarometricGas gas;
    gas.weight = scenario.disks.front().mass * std::abs(alongY ? scenario.gravityY : scenario.gravityX);
    gas.disks = double(state.size());
    gas.width = alongY ? scenario.width : scenario.height;
    gas.lowest = 0.5 * *sigma;
    gas.highest = extent - 0.5 * *sigma;
    return gas;
}

double barometricDensity(const BarometricGas& gas, double kT, double height)
{
    const double beta = gas.weight / kT;
    const double normal = std::exp(-beta * gas.lowest) - std::exp(-beta * gas.highest);
    return gas.disks / gas.width * beta * std::exp(-beta * height) / normal;
}

DataTable DensityProfileChart::table(const StructureRecord& record, const std::optional<BarometricGas>& gas,
                                     const UnitSystem& units)
{
    const QString length = units.unit(Quantity::Length), area = units.unit(Quantity::Area);
    DataTable table;
    table.columns = {tr("height h [%1]").arg(length), tr("number density n(h) [1/%1]").arg(area),
                     tr("barometric law [1/%1]").arg(area)};
    const DensityProfile* profile = record.profile();
    if (!profile || profile->states() == 0)
        return table;
    const std::vector<double> heights = profile->heights(), density = profile->density();
    const double kT = record.meanTemperature();
    const double perArea = 1.0 / units.shown(Quantity::Area, 1.0);
    for (std::size_t k = 0; k < heights.size(); ++k) {
        const double law = gas && kT > 0.0 ? barometricDensity(*gas, kT, heights[k]) * perArea
                                           : std::numeric_limits<double>::quiet_NaN();
        table.rows.push_back({units.shown(Quantity::Length, heights[k]), density[k] * perArea, law});
    }
    return table;
}

void DensityProfileChart::draw(QCustomPlot& plot, const DataTable& table, const StructureRecord& record,
                               const std::optional<BarometricGas>& gas)
{
    const QVector<double> h = tableColumn(table, HeightColumn), n = tableColumn(table, MeasuredColumn),
                          law = tableColumn(table, BarometricColumn);
    QCPGraph* measured = plot.addGraph();
    measured->setData(h, n, true);
    measured->setLineStyle(QCPGraph::lsStepCenter);
    measured->setName(tr("n(h), average of %n states", nullptr, record.states()));
    measured->setPen(QPen(QColor(31, 119, 180), 2));
    QCPGraph* barometric = plot.addGraph();
    barometric->setPen(QPen(Qt::black, 1.5, Qt::DashLine));
    if (gas && !h.isEmpty() && std::isfinite(law.front())) {
        barometric->setData(h, law, true);
        barometric->setName(tr("barometric law ∝ exp(−mgh/kT) at the measured kT"));
    } else {
        barometric->removeFromLegend();
    }
    double top = 0.0;
    for (const QVector<double>* values : {&n, &law})
        for (double v : *values)
            if (std::isfinite(v))
                top = std::max(top, v);
    const double step = h.size() > 1 ? h[1] - h[0] : 0.0;
    plot.xAxis->setRange(0.0, h.isEmpty() ? 1.0 : h.back() + 0.5 * step);
    plot.yAxis->setRange(0.0, top > 0.0 ? 1.1 * top : 1.0);
}

QString DensityProfileChart::summary(const StructureRecord& record, const std::optional<BarometricGas>& gas,
                                     const UnitSystem& units)
{
    if (record.states() == 0)
        return tr("No state measured yet");
    if (!gas)
        return tr("No barometric law: it needs gravity along a wall and disks of one mass and size");
    const double kT = record.meanTemperature();
    return tr("mg/kT = %1 per %2").arg(gas->weight / kT / units.shown(Quantity::Length, 1.0), 0, 'g', 3)
        .arg(units.unit(Quantity::Length));
}

} // namespace disklab
