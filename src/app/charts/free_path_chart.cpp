#include "app/charts/free_path_chart.h"

#include "app/charts/table_columns.h"
#include "core/contact_value.h"
#include "core/enskog_free_path.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace disklab {
namespace {
enum Column { DistanceColumn, MeasuredColumn, ExponentialColumn };
} // namespace

std::optional<double> enskogFreePath(const Scenario& scenario, const Snapshot& state)
{
    const std::optional<double> sigma = commonDiameter(scenario, state.size());
    if (!sigma)
        return std::nullopt;
    const double eta = packingFraction(scenario, state);
    // n = eta / (pi sigma^2 / 4): the disks' number per unit area.
    const double density = 4.0 * eta / (std::numbers::pi * *sigma * *sigma);
    return enskogMeanFreePath(density, *sigma, hendersonContact(eta));
}

DataTable FreePathChart::table(const FreePathSampler& sampler, const UnitSystem& units)
{
    const QString length = units.unit(Quantity::Length);
    DataTable table;
    table.columns = {tr("free path l [%1]").arg(length), tr("probability density p(l) [1/%1]").arg(length),
                     tr("exponential of the measured mean [1/%1]").arg(length)};
    const std::vector<double>& distances = sampler.distances();
    const double mean = sampler.meanDistance();
    if (distances.empty() || !(mean > 0.0))
        return table;
    const double width = kFreePathReach * mean / kFreePathBins;
    std::vector<double> counts(kFreePathBins, 0.0);
    for (double l : distances) {
        const auto bin = static_cast<std::size_t>(l / width);
        if (bin < counts.size())
            ++counts[bin];
    }
    // A density over every flight kept, those beyond the last bin included.
    const double perFlight = 1.0 / (double(distances.size()) * width);
    const double lengthFactor = units.shown(Quantity::Length, 1.0);
    for (std::size_t k = 0; k < counts.size(); ++k) {
        const double l = (double(k) + 0.5) * width;
        table.rows.push_back({l * lengthFactor, counts[k] * perFlight / lengthFactor,
                              std::exp(-l / mean) / mean / lengthFactor});
    }
    return table;
}

void FreePathChart::draw(QCustomPlot& plot, const DataTable& table, const FreePathSampler& sampler,
                         std::optional<double> enskog, const UnitSystem& units)
{
    const QVector<double> l = tableColumn(table, DistanceColumn), p = tableColumn(table, MeasuredColumn),
                          exponential = tableColumn(table, ExponentialColumn);
    QCPGraph* measured = plot.addGraph();
    measured->setData(l, p, true);
    measured->setLineStyle(QCPGraph::lsStepCenter);
    measured->setName(tr("whole flights between collisions: %1").arg(sampler.flights()));
    measured->setPen(QPen(QColor(31, 119, 180), 2));
    QCPGraph* poisson = plot.addGraph();
    poisson->setData(l, exponential, true);
    poisson->setName(tr("exp(−l/λ)/λ, λ = measured mean %1 %2")
                         .arg(units.shown(Quantity::Length, sampler.meanDistance()), 0, 'g', 4)
                         .arg(units.unit(Quantity::Length)));
    poisson->setPen(QPen(Qt::black, 1.5, Qt::DashLine));
    const double top = 1.1 * std::max(p.isEmpty() ? 0.0 : *std::max_element(p.cbegin(), p.cend()),
                                       exponential.isEmpty() ? 0.0 : exponential.front());
    QCPGraph* theory = plot.addGraph();
    theory->setPen(QPen(QColor(214, 39, 40), 2, Qt::DashDotLine));
    if (enskog && !l.isEmpty()) {
        const double shown = units.shown(Quantity::Length, *enskog);
        theory->setData({shown, shown}, {0.0, top}, true);
        theory->setName(tr("Enskog's mean free path %1 %2, with Henderson's g(σ+)")
                            .arg(shown, 0, 'g', 4)
                            .arg(units.unit(Quantity::Length)));
    } else {
        theory->removeFromLegend();
    }
    const double reach = l.isEmpty() ? 1.0 : l.back() + 0.5 * (l.size() > 1 ? l[1] - l[0] : 0.0);
    plot.xAxis->setRange(0.0, reach);
    plot.yAxis->setRange(0.0, top > 0.0 ? top : 1.0);
}

QString FreePathChart::summary(const FreePathSampler& sampler, std::optional<double> enskog, const UnitSystem& units)
{
    if (sampler.flights() == 0)
        return tr("No whole flight yet (free paths need the exact engine)");
    const QString unit = units.unit(Quantity::Length);
    QString text = tr("mean free path %1 %2").arg(units.shown(Quantity::Length, sampler.meanDistance()), 0, 'g', 4).arg(unit);
    if (enskog)
        text = tr("%1; Enskog: %2 %3").arg(text).arg(units.shown(Quantity::Length, *enskog), 0, 'g', 4).arg(unit);
    // Collisions that came faster than the frames carry them cut flights, and the long ones most.
    const double seen = sampler.shareOfCollisionsSeen();
    if (seen < 1.0)
        text = tr("%1; from %2 % of the collisions: slow the playback to see them all").arg(text).arg(100.0 * seen, 0, 'f', 0);
    return text;
}

} // namespace disklab
