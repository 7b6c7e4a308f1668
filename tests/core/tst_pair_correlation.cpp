// g(r) and g6(r) against what geometry and statistics say they must be: independent centres have
// g = 1 at every r, walls' edges included (the normalisation of core/ideal_pair_count.h checked
// against counted pairs, not against itself); a triangular crystal has its pairs only at the
// lattice's shell distances, with g6 = 1 at every one of them.
#include "core/bond_order.h"
#include "core/ideal_pair_count.h"
#include "core/pair_correlation.h"
#include "core/random.h"
#include "core/starting_snapshot.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using namespace disklab;

namespace {

/// n tiny disks placed independently and uniformly where their centres can be.
Scenario idealGas(int n, double width, double height, bool periodic, std::uint64_t seed)
{
    constexpr double radius = 1e-4;
    Random random(seed);
    Scenario s;
    s.boundary = periodic ? Boundary::Periodic : Boundary::Walls;
    s.width = width;
    s.height = height;
    for (int j = 0; j < n; ++j) {
        Disk d;
        d.radius = radius;
        d.x = periodic ? width * random.uniform() : radius + (width - 2.0 * radius) * random.uniform();
        d.y = periodic ? height * random.uniform() : radius + (height - 2.0 * radius) * random.uniform();
        s.disks.push_back(d);
    }
    return s;
}

/// g(r) of `states` independent ideal gases of n centres, and the pairs it counted in all.
std::vector<double> idealGasG(int n, double width, double height, bool periodic, int states, int bins, double rMax,
                              double& pairsPerBin)
{
    PairCorrelation correlation(bins, rMax);
    for (int k = 0; k < states; ++k) {
        const Scenario s = idealGas(n, width, height, periodic, 17 + static_cast<std::uint64_t>(k));
        correlation.add(s, startingSnapshot(s));
    }
    pairsPerBin = 0.5 * n * (n - 1.0) * states * std::numbers::pi * rMax * rMax / (width * height) / bins;
    return correlation.g();
}

} // namespace

class TestPairCorrelation : public QObject {
    Q_OBJECT
private slots:
    void independentCentresHaveGOneInAPeriodicBox()
    {
        double pairs = 0.0;
        const std::vector<double> g = idealGasG(2000, 20.0, 10.0, true, 10, 20, 5.0, pairs);
        // Each bin's count is Poisson to a good approximation: 5 standard errors of sqrt(count).
        for (std::size_t b = 1; b < g.size(); ++b) {
            const double expected = pairs * (2.0 * static_cast<double>(b) + 1.0) / static_cast<double>(g.size());
            QVERIFY2(std::abs(g[b] - 1.0) < 5.0 / std::sqrt(expected), qPrintable(QString("bin %1: g %2").arg(b).arg(g[b])));
        }
    }
    void wallsEdgesAreCorrectedUpToTheShorterSide()
    {
        // Without the correction g would fall to 1 - 2 r (w + h) / (pi w h) = 0.52 at r = 5 in
        // this 10 x 5 box: half the pairs are missing there, and the test would fail by far.
        double pairs = 0.0;
        const std::vector<double> g = idealGasG(1500, 10.0, 5.0, false, 20, 20, 5.0, pairs);
        QCOMPARE(g.size(), std::size_t{20});
        for (std::size_t b = 2; b < g.size(); ++b)
            QVERIFY2(std::abs(g[b] - 1.0) < 0.03, qPrintable(QString("bin %1: g %2").arg(b).arg(g[b])));
    }
    void idealPairCountOfAWalledBoxAddsUpToEveryPairAtTheSquaresDiagonal()
    {
        // The distance between two uniform points of a unit square has the distribution
        // F(r) = pi r^2 - 8 r^3 / 3 + r^4 / 2 for r <= 1 (square line picking, Ghosh 1951), so
        // two centres lie within 1 of each other with probability pi - 8/3 + 1/2 = 0.97493.
        const CentreRegion square{1.0, 1.0, false};
        const double share = idealPairCount(square, 2, 0.0, 1.0);
        QVERIFY(std::abs(share - (std::numbers::pi - 8.0 / 3.0 + 0.5)) < 1e-12);
        QCOMPARE(largestIdealDistance(square), 1.0);
        QCOMPARE(largestIdealDistance({4.0, 3.0, true}), 1.5);
    }
    void triangularCrystalHasPairsOnlyAtItsShellsWithG6One()
    {
        // Lattice constant a = 1.05 (diameter 1): shells at a, sqrt(3) a, 2 a; nothing between.
        const double a = 1.05;
        const int columns = 40, rows = 40;
        Scenario s;
        s.boundary = Boundary::Periodic;
        s.width = columns * a;
        s.height = rows * a * std::numbers::sqrt3 / 2.0;
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < columns; ++c) {
                Disk d;
                d.x = (c + 0.5 * (r % 2) + 0.25) * a;
                d.y = (r + 0.5) * a * std::numbers::sqrt3 / 2.0;
                s.disks.push_back(d);
            }
        const Snapshot snapshot = startingSnapshot(s);
        const BondOrder order = bondOrientationalOrder(s, snapshot);
        const PairCorrelationTable table = pairCorrelationOf(s, snapshot, order, 300, 3.0);
        const double shells[] = {a, std::numbers::sqrt3 * a, 2.0 * a, std::sqrt(7.0) * a};
        for (std::size_t b = 0; b < table.r.size(); ++b) {
            const bool onShell = std::any_of(std::begin(shells), std::end(shells), [&](double shell) {
                return std::abs(table.r[b] - shell) <= 0.5 * table.binWidth + 1e-9;
            });
            if (!onShell) {
                QCOMPARE(table.g[b], 0.0);
                QVERIFY(std::isnan(table.g6[b]));
            } else {
                QVERIFY(table.g[b] > 0.0);
                QVERIFY(std::abs(table.g6[b] - 1.0) < 1e-12);
            }
        }
    }
    void reachIsCutToWhatThePeriodicBoxAllows()
    {
        const Scenario s = idealGas(100, 6.0, 4.0, true, 5);
        PairCorrelation correlation(10, 5.0);
        correlation.add(s, startingSnapshot(s));
        QCOMPARE(correlation.binWidth(), 0.2);
        QCOMPARE(correlation.radii().back(), 1.9);
    }
};

QTEST_APPLESS_MAIN(TestPairCorrelation)
#include "tst_pair_correlation.moc"
