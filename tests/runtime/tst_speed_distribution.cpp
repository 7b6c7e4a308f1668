// SpeedDistribution against constructed states and the 2D Maxwell-Boltzmann law: histograms
// count every disk once per pooled frame, densities integrate to 1, species split the counts,
// and an equilibrated gas is within the Kolmogorov-Smirnov bound while a spike is far off.
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "runtime/speed_distribution.h"

#include <QTest>

#include <cmath>
#include <numeric>
#include <random>

using namespace disklab;

namespace {

/// n disks (walls), the first `heavy` of mass 4, the rest mass 1.
Scenario disks(int n, int heavy = 0)
{
    Scenario s;
    s.width = s.height = 100.0;
    for (int i = 0; i < n; ++i) {
        Disk d;
        d.radius = 0.1;
        d.mass = i < heavy ? 4.0 : 1.0;
        s.disks.push_back(d);
    }
    return s;
}

/// Velocities drawn from the Maxwell-Boltzmann law at kT for each disk's mass.
Snapshot thermal(const Scenario& scenario, double kT, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    std::normal_distribution<double> gauss;
    Snapshot s;
    for (const Disk& d : scenario.disks) {
        const double sigma = std::sqrt(kT / d.mass);
        s.x.push_back(d.x);
        s.y.push_back(d.y);
        s.vx.push_back(sigma * gauss(random));
        s.vy.push_back(sigma * gauss(random));
    }
    return s;
}

std::uint64_t sum(const Histogram& h)
{
    return std::accumulate(h.counts.begin(), h.counts.end(), std::uint64_t(0));
}

double integral(const Histogram& h)
{
    double total = 0.0;
    for (std::size_t i = 0; i < h.counts.size(); ++i)
        total += h.density(i) * h.binWidth;
    return total;
}

} // namespace

class TestSpeedDistribution : public QObject {
    Q_OBJECT
private slots:
    void binCountsSumToTheDisks();
    void densityIntegratesToOne();
    void framesArePooledOverTheWindow();
    void speciesSplitTheCounts();
    void aNewScenarioStartsOver();
    void temperatureIsTheKineticEnergyPerDisk();
    void referenceDensitiesIntegrateToOne();
    void equilibratedGasIsWithinTheKolmogorovSmirnovBound();
    void aSpikeIsFarFromMaxwellBoltzmann();
};

void TestSpeedDistribution::binCountsSumToTheDisks()
{
    const Scenario scenario = disks(500);
    SpeedDistribution distribution;
    distribution.setBins(17);
    distribution.addFrame(scenario, thermal(scenario, 1.0, 1));
    const Histogram speeds = distribution.speeds();
    QCOMPARE(speeds.counts.size(), std::size_t(17));
    QCOMPARE(speeds.total, std::uint64_t(500));
    QCOMPARE(sum(speeds), std::uint64_t(500));
    for (auto which : {SpeedDistribution::Component::X, SpeedDistribution::Component::Y}) {
        const Histogram component = distribution.component(which);
        QCOMPARE(sum(component), std::uint64_t(500));
        const double upper = component.lower + 17.0 * component.binWidth;
        QVERIFY(std::abs(upper + component.lower) <= 1e-12 * upper);  // symmetric about 0
    }
}

void TestSpeedDistribution::densityIntegratesToOne()
{
    const Scenario scenario = disks(300);
    SpeedDistribution distribution;
    distribution.addFrame(scenario, thermal(scenario, 2.0, 2));
    QVERIFY(std::abs(integral(distribution.speeds()) - 1.0) < 1e-12);
    QVERIFY(std::abs(integral(distribution.component(SpeedDistribution::Component::X)) - 1.0) < 1e-12);
}

void TestSpeedDistribution::framesArePooledOverTheWindow()
{
    const Scenario scenario = disks(100);
    SpeedDistribution distribution;
    distribution.setWindowFrames(3);
    for (std::uint64_t k = 0; k < 5; ++k)
        distribution.addFrame(scenario, thermal(scenario, 1.0, 10 + k));
    QCOMPARE(distribution.sampleCount(), std::size_t(300));
    QCOMPARE(distribution.speeds().total, std::uint64_t(300));
    QVERIFY(std::abs(integral(distribution.speeds()) - 1.0) < 1e-12);
    // Shrinking the window drops the oldest frames: what is left is the last frame alone.
    distribution.setWindowFrames(1);
    QCOMPARE(distribution.sampleCount(), std::size_t(100));
    SpeedDistribution last;
    last.addFrame(scenario, thermal(scenario, 1.0, 14));
    QCOMPARE(distribution.speeds().counts, last.speeds().counts);
}

void TestSpeedDistribution::speciesSplitTheCounts()
{
    const Scenario scenario = disks(400, 150);
    SpeedDistribution distribution;
    distribution.setWindowFrames(2);
    distribution.addFrame(scenario, thermal(scenario, 1.0, 3));
    distribution.addFrame(scenario, thermal(scenario, 1.0, 4));
    QCOMPARE(distribution.masses(), (std::vector<double>{1.0, 4.0}));
    const Histogram all = distribution.speeds();
    const Histogram light = distribution.speedsOfMass(1.0);
    const Histogram heavy = distribution.speedsOfMass(4.0);
    QCOMPARE(light.total, std::uint64_t(2 * 250));
    QCOMPARE(heavy.total, std::uint64_t(2 * 150));
    QCOMPARE(light.binWidth, all.binWidth);
    for (std::size_t i = 0; i < all.counts.size(); ++i)
        QCOMPARE(light.counts[i] + heavy.counts[i], all.counts[i]);
    // At one temperature the heavy disks are slower: half as fast on average for 4 times the mass.
    double lightMean = 0.0, heavyMean = 0.0;
    for (std::size_t i = 0; i < all.counts.size(); ++i) {
        lightMean += light.centre(i) * static_cast<double>(light.counts[i]) / static_cast<double>(light.total);
        heavyMean += heavy.centre(i) * static_cast<double>(heavy.counts[i]) / static_cast<double>(heavy.total);
    }
    QVERIFY(heavyMean < 0.7 * lightMean);
    QVERIFY(heavyMean > 0.3 * lightMean);
    QCOMPARE(distribution.speedsOfMass(2.0).total, std::uint64_t(0));
}

void TestSpeedDistribution::aNewScenarioStartsOver()
{
    const Scenario first = disks(100), second = disks(60);
    SpeedDistribution distribution;
    distribution.setWindowFrames(10);
    distribution.addFrame(first, thermal(first, 1.0, 5));
    distribution.addFrame(first, thermal(first, 1.0, 6));
    distribution.addFrame(second, thermal(second, 1.0, 7));
    QCOMPARE(distribution.sampleCount(), std::size_t(60));
    distribution.clear();
    QCOMPARE(distribution.sampleCount(), std::size_t(0));
    QCOMPARE(distribution.speeds().total, std::uint64_t(0));
}

void TestSpeedDistribution::temperatureIsTheKineticEnergyPerDisk()
{
    // In 2D with walls, K = N kT: two disks, m = 1 and 4, speeds 2 and 1, give K = 2 + 2 = 4.
    const Scenario scenario = disks(2, 1);
    Snapshot s;
    s.x = s.y = {0.0, 0.0};
    s.vx = {0.0, 2.0};
    s.vy = {1.0, 0.0};
    SpeedDistribution distribution;
    distribution.addFrame(scenario, s);
    QCOMPARE(distribution.temperature(), 2.0);
}

void TestSpeedDistribution::referenceDensitiesIntegrateToOne()
{
    const Scenario scenario = disks(400, 100);
    SpeedDistribution distribution;
    distribution.addFrame(scenario, thermal(scenario, 1.5, 8));
    // Midpoint rule far into the tails.
    const double upper = 20.0, h = 1e-3;
    double speed = 0.0, component = 0.0;
    for (double v = 0.5 * h; v < upper; v += h) {
        speed += distribution.speedDensity(v) * h;
        component += (distribution.componentDensity(v) + distribution.componentDensity(-v)) * h;
    }
    QVERIFY(std::abs(speed - 1.0) < 1e-6);
    QVERIFY(std::abs(component - 1.0) < 1e-6);
}

void TestSpeedDistribution::equilibratedGasIsWithinTheKolmogorovSmirnovBound()
{
    // A gas melted by the event-driven engine, then run on for several collisions per disk: its
    // speeds are independent draws from the 2D Maxwell-Boltzmann law, so at 95 % the KS distance
    // is below 1.36 / sqrt(N) (the temperature is estimated from the same sample, which only
    // makes the distance smaller).
    GasParameters parameters;
    parameters.count = 4000;
    parameters.packing = 0.2;
    parameters.periodic = true;
    parameters.seed = 11;
    const Scenario scenario = generateGas(parameters);
    EventDrivenEngine engine(scenario);
    engine.advanceTo(5.0);
    SpeedDistribution distribution;
    distribution.addFrame(scenario, engine.snapshot());
    const double bound = 1.36 / std::sqrt(4000.0);
    QVERIFY2(distribution.ksDistance() < bound,
             qPrintable(QString("KS %1, bound %2").arg(distribution.ksDistance()).arg(bound)));
    QVERIFY(std::abs(distribution.temperature() - 1.0) < 0.05);
}

void TestSpeedDistribution::aSpikeIsFarFromMaxwellBoltzmann()
{
    // Every disk at speed v in random directions: kT = m v^2 / 2, and the Maxwell-Boltzmann CDF
    // at v is 1 - exp(-1) = 0.632, where the empirical one jumps from 0 to 1.
    const int n = 1000;
    const Scenario scenario = disks(n);
    Snapshot s;
    for (int i = 0; i < n; ++i) {
        const double angle = 2.0 * M_PI * i / n;
        s.x.push_back(0.0);
        s.y.push_back(0.0);
        s.vx.push_back(1.5 * std::cos(angle));
        s.vy.push_back(1.5 * std::sin(angle));
    }
    SpeedDistribution distribution;
    distribution.addFrame(scenario, s);
    QVERIFY(std::abs(distribution.temperature() - 1.5 * 1.5 / 2.0) < 1e-12);
    QVERIFY(std::abs(distribution.ksDistance() - (1.0 - std::exp(-1.0))) < 1e-9);
}

QTEST_APPLESS_MAIN(TestSpeedDistribution)
#include "tst_speed_distribution.moc"
