#include "app/charts/mixing_chart.h"

#include "app/charts/table_columns.h"

#include <qcustomplot.h>

#include <algorithm>

namespace disklab {

QString MixingChart::nameOf(const StructureRecord& record, std::size_t species)
{
    const std::string& symbol = record.species().species[species].symbol;
    return symbol.empty() ? tr("species %1").arg(species + 1) : QString::fromStdString(symbol);
}

DataTable MixingChart::table(const StructureRecord& record, const UnitSystem& units)
{
    DataTable table;
    table.columns = {tr("time [%1]").arg(units.unit(Quantity::Time))};
    const std::size_t kinds = record.species().species.size();
    for (std::size_t k = 0; k < kinds; ++k)
        table.columns << tr("%1 in the left half").arg(nameOf(record, k)) << tr("%1 in the right half").arg(nameOf(record, k));
    for (const MixingSample& sample : record.mixing()) {
        std::vector<double> row{units.shown(Quantity::Time, sample.time)};
        for (std::size_t k = 0; k < kinds; ++k) {
            row.push_back(double(sample.halves.left[k]));
            row.push_back(double(sample.halves.right[k]));
        }
        table.rows.push_back(std::move(row));
    }
    return table;
}

void MixingChart::draw(QCustomPlot& plot, const DataTable& table, const StructureRecord& record)
{
    const QVector<double> time = tableColumn(table, 0);
    double top = 0.0;
    for (int c = 1; c < table.columns.size(); ++c) {
        const std::size_t species = std::size_t(c - 1) / 2;
        const Colour colour = record.species().species[species].colour;
        const bool left = c % 2 == 1;
        const QVector<double> counts = tableColumn(table, c);
        QCPGraph* graph = plot.addGraph();
        graph->setData(time, counts, true);
        graph->setName(table.columns[c]);
        graph->setPen(QPen(QColor(colour.r, colour.g, colour.b), 2, left ? Qt::SolidLine : Qt::DashLine));
        for (double n : counts)
            top = std::max(top, n);
    }
    if (!time.isEmpty())
        plot.xAxis->setRange(time.front(), time.back());
    plot.yAxis->setRange(0.0, top > 0.0 ? 1.1 * top : 1.0);
}

QString MixingChart::summary(const StructureRecord& record)
{
    if (record.mixing().empty())
        return tr("No state measured yet");
    const SpeciesHalves& now = record.mixing().back().halves;
    QStringList shares;
    for (std::size_t k = 0; k < now.left.size(); ++k) {
        const auto total = now.left[k] + now.right[k];
        if (total > 0)
            shares << tr("%1 left: %2 %").arg(nameOf(record, k)).arg(100.0 * double(now.left[k]) / double(total), 0, 'f', 0);
    }
    return shares.join(QStringLiteral(", "));
}

} // namespace disklab
