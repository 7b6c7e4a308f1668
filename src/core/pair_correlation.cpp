#include "core/pair_correlation.h"

#include "core/pair_cells.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

namespace disklab {
namespace {

/// Where the centres of `disks` disks of mean diameter `diameter` can be in the snapshot's box.
CentreRegion centreRegion(const Scenario& scenario, const Snapshot& snapshot, double diameter)
{
    if (scenario.boundary == Boundary::Periodic)
        return {scenario.width, scenario.height, true};
    const auto at = [&](Side side) { return snapshot.wallPositions[static_cast<std::size_t>(side)]; };
    return {std::max(0.0, at(Side::Right) - at(Side::Left) - diameter),
            std::max(0.0, at(Side::Top) - at(Side::Bottom) - diameter), false};
}

} // namespace

double meanDiameter(const Scenario& scenario, std::size_t disks)
{
    double sum = 0.0;
    for (std::size_t j = 0; j < disks; ++j)
        sum += 2.0 * scenario.disks[j].radius;
    return disks > 0 ? sum / static_cast<double>(disks) : 0.0;
}

PairCorrelation::PairCorrelation(int bins, double rMax)
    : m_rMax(rMax), m_pairs(static_cast<std::size_t>(std::max(1, bins)), 0.0), m_ideal(m_pairs),
      m_orientation(m_pairs), m_orientedPairs(m_pairs)
{
    if (!(rMax > 0.0) || bins < 1)
        throw std::invalid_argument("pair correlation: needs at least one bin and a reach > 0");
}

void PairCorrelation::add(const Scenario& scenario, const Snapshot& snapshot, const BondOrder* order)
{
    const std::size_t n = snapshot.size();
    if (scenario.disks.size() < n)
        throw std::invalid_argument("pair correlation: the snapshot has " + std::to_string(n) + " disks, the scenario only "
                                    + std::to_string(scenario.disks.size()));
    const CentreRegion region = centreRegion(scenario, snapshot, meanDiameter(scenario, n));
    // The first state fixes the bins, within what its box allows; a later, smaller box (a
    // piston's) adds only the bins that fit in it, pairs and ideal counts alike.
    const double limit = largestIdealDistance(region);
    if (m_states == 0 && limit > 0.0)
        m_rMax = std::min(m_rMax, limit);
    ++m_states;
    const double width = binWidth();
    const auto fitting = static_cast<std::size_t>(std::clamp(std::floor(limit / width * (1.0 + 1e-12)), 0.0, static_cast<double>(bins())));
    if (fitting == 0 || n < 2)
        return;
    for (std::size_t b = 0; b < fitting; ++b)
        m_ideal[b] += idealPairCount(region, static_cast<std::int64_t>(n), static_cast<double>(b) * width,
                                     static_cast<double>(b + 1) * width);
    const double reach = static_cast<double>(fitting) * width, reach2 = reach * reach, perWidth = 1.0 / width;
    const PairCells cells(scenario, snapshot, reach);
    cells.forEachPair([&](std::size_t j, std::size_t k, double dx, double dy) {
        const double distance2 = dx * dx + dy * dy;
        if (!(distance2 < reach2))
            return;
        const auto bin = std::min(static_cast<std::size_t>(std::sqrt(distance2) * perWidth), fitting - 1);
        m_pairs[bin] += 1.0;
        if (order) {
            m_orientation[bin] += std::real(order->perDisk[j] * std::conj(order->perDisk[k]));
            m_orientedPairs[bin] += 1.0;
        }
    });
}

std::vector<double> PairCorrelation::radii() const
{
    std::vector<double> r(m_pairs.size());
    for (std::size_t b = 0; b < r.size(); ++b)
        r[b] = (static_cast<double>(b) + 0.5) * binWidth();
    return r;
}

std::vector<double> PairCorrelation::g() const
{
    std::vector<double> g(m_pairs.size(), 0.0);
    for (std::size_t b = 0; b < g.size(); ++b)
        if (m_ideal[b] > 0.0)
            g[b] = m_pairs[b] / m_ideal[b];
    return g;
}

std::vector<double> PairCorrelation::g6() const
{
    std::vector<double> g6(m_pairs.size(), std::numeric_limits<double>::quiet_NaN());
    for (std::size_t b = 0; b < g6.size(); ++b)
        if (m_orientedPairs[b] > 0.0)
            g6[b] = m_orientation[b] / m_orientedPairs[b];
    return g6;
}

PairCorrelationTable pairCorrelationOf(const Scenario& scenario, const Snapshot& snapshot, const BondOrder& order,
                                       int bins, std::optional<double> rMax)
{
    const double reach = rMax.value_or(kDefaultPairReach * meanDiameter(scenario, snapshot.size()));
    PairCorrelation correlation(bins, reach > 0.0 ? reach : 1.0);
    correlation.add(scenario, snapshot, &order);
    return {correlation.radii(), correlation.g(), correlation.g6(), correlation.binWidth()};
}

} // namespace disklab
