#include "core/bond_order.h"

#include "core/pair_cells.h"
#include "core/starting_snapshot.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace disklab {
namespace {

/// exp(6 i theta) of the bond (dx, dy) of squared length r2 > 0, as (exp(2 i theta))^3 with
/// exp(2 i theta) = (dx + i dy)^2 / r^2: no trigonometry, so bonds along exact directions give
/// exact phases to round-off. The bond seen from its other end, (-dx, -dy), has the same.
std::complex<double> sixfoldPhase(double dx, double dy, double r2)
{
    const double c2 = (dx * dx - dy * dy) / r2, s2 = 2.0 * dx * dy / r2;
    const double c4 = c2 * c2 - s2 * s2, s4 = 2.0 * c2 * s2;
    return {c4 * c2 - s4 * s2, c4 * s2 + s4 * c2};
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

    // Each bond once, its phase added to both of its disks.
    cells.forEachPair([&](std::size_t j, std::size_t k, double dx, double dy) {
        const double distance2 = dx * dx + dy * dy;
        const double reach = kBondCutoff * (scenario.disks[j].radius + scenario.disks[k].radius);
        // A centre on top of another (no bond direction) is no bond.
        if (!(distance2 < reach * reach) || distance2 == 0.0)
            return;
        const std::complex<double> phase = sixfoldPhase(dx, dy, distance2);
        order.perDisk[j] += phase;
        order.perDisk[k] += phase;
        ++order.neighbours[j];
        ++order.neighbours[k];
    });
    std::complex<double> total{0.0, 0.0};
    for (std::size_t j = 0; j < n; ++j) {
        if (order.neighbours[j] > 0)
            order.perDisk[j] /= static_cast<double>(order.neighbours[j]);
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
