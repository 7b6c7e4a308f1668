#include "core/bond_order.h"

#include "core/pair_cells.h"
#include "core/starting_snapshot.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace disklab {
namespace {

/// Disk j's bonds: how many, and the sum of their exp(6 i theta).
struct Bonds {
    std::int32_t count = 0;
    std::complex<double> sum{0.0, 0.0};
};

Bonds bondsOf(std::size_t j, const PairCells& cells, const Scenario& scenario)
{
    double re = 0.0, im = 0.0;
    Bonds bonds;
    cells.forEachNear(j, [&](std::size_t k, double dx, double dy) {
        const double distance2 = dx * dx + dy * dy;
        const double reach = kBondCutoff * (scenario.disks[j].radius + scenario.disks[k].radius);
        // A centre on top of j's (no bond direction) is no bond.
        if (!(distance2 < reach * reach) || distance2 == 0.0)
            return;
        // exp(6 i theta) = (exp(2 i theta))^3 with exp(2 i theta) = (dx + i dy)^2 / r^2:
        // no trigonometry, so bonds along exact directions give exact phases to round-off.
        const double c2 = (dx * dx - dy * dy) / distance2, s2 = 2.0 * dx * dy / distance2;
        const double c4 = c2 * c2 - s2 * s2, s4 = 2.0 * c2 * s2;
        re += c4 * c2 - s4 * s2;
        im += c4 * s2 + s4 * c2;
        ++bonds.count;
    });
    bonds.sum = {re, im};
    return bonds;
}

} // namespace

BondOrder bondOrientationalOrder(const Scenario& scenario, const Snapshot& snapshot)
{
    const std::size_t n = snapshot.size();
    if (scenario.disks.size() < n)
        throw std::invalid_argument("bond order: the snapshot has " + std::to_string(n) + " disks, the scenario only "
                                    + std::to_string(scenario.disks.size()));
    BondOrder order;
    order.perDisk.assign(n, {0.0, 0.0});
    order.neighbours.assign(n, 0);
    if (n == 0)
        return order;
    double largestRadius = 0.0;
    for (std::size_t j = 0; j < n; ++j)
        largestRadius = std::max(largestRadius, scenario.disks[j].radius);
    const PairCells cells(scenario, snapshot, kBondCutoff * 2.0 * largestRadius);

    std::complex<double> total{0.0, 0.0};
    for (std::size_t j = 0; j < n; ++j) {
        const Bonds bonds = bondsOf(j, cells, scenario);
        order.neighbours[j] = bonds.count;
        if (bonds.count > 0)
            order.perDisk[j] = bonds.sum / static_cast<double>(bonds.count);
        total += order.perDisk[j];
    }
    order.mean = total / static_cast<double>(n);
    order.global = std::abs(order.mean);
    return order;
}

BondOrder bondOrientationalOrder(const Scenario& scenario)
{
    return bondOrientationalOrder(scenario, startingSnapshot(scenario));
}

} // namespace disklab
