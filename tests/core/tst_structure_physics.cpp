// The structure measures against theory, on runs of the exact engine: the contact value of g(r)
// gives the pressure the collisions give (2D virial theorem); free paths of a dilute gas have
// Enskog's mean and Boltzmann's distribution; a dilute gas under gravity thins out as
// exp(-m g h / kT); |<psi6>| of a fluid falls as 1/sqrt(N); the velocity autocorrelation starts
// to decay at Enskog's rate.
#include "core/bond_order.h"
#include "core/contact_value.h"
#include "core/density_profile.h"
#include "core/event_driven_engine.h"
#include "core/free_paths.h"
#include "core/gas_generator.h"
#include "core/observables.h"
#include "core/pair_correlation.h"
#include "core/velocity_autocorrelation.h"
#include "test_scenarios.h"

#include <QtTest>

#include <cmath>
#include <numeric>
#include <cstdlib>
#include <numbers>

using namespace disklab;

namespace {

/// Henderson's contact value of the hard-disk fluid, g(sigma+) = (1 - 7 eta / 16) / (1 - eta)^2
/// (Mol. Phys. 30, 971 (1975)), exact to second order in eta.
double hendersonContact(double eta)
{
    return (1.0 - 7.0 * eta / 16.0) / ((1.0 - eta) * (1.0 - eta));
}

/// Under the sanitizers, shorter runs (the bounds below widen with their statistics).
bool sanitized()
{
    return std::getenv("DISKLAB_SANITIZED") != nullptr;
}

} // namespace

class TestStructurePhysics : public QObject {
    Q_OBJECT
private slots:
    void contactValueGivesTheCollisionPressure_data()
    {
        QTest::addColumn<double>("packing");
        QTest::newRow("eta 0.2") << 0.2;
        QTest::newRow("eta 0.4") << 0.4;
        QTest::newRow("eta 0.6") << 0.6;
    }
    void contactValueGivesTheCollisionPressure()
    {
        // Z = 1 + 2 eta g(sigma+) holds exactly for hard disks in equilibrium; the collisions'
        // virial measures the same Z another way (core/observables.h). Both from one run.
        QFETCH(double, packing);
        const int n = 2000, states = sanitized() ? 40 : 400;
        const Scenario s = test::gas(n, packing, true, 7);
        EventDrivenEngine engine(s);
        engine.advanceCollisions(20ull * n);
        PairCorrelation correlation(kDefaultPairBins, kDefaultPairReach);
        const Totals begin = engine.totals();
        for (int k = 0; k < states; ++k) {
            engine.advanceCollisions(n);
            correlation.add(s, engine.snapshot());
        }
        const double virialZ = measureWindow(s, begin, engine.totals()).compressibility.value();
        const double contact = contactValue(correlation.radii(), correlation.g(), correlation.binWidth(), 1.0).value();
        const double contactZ = 1.0 + 2.0 * packing * contact;
        qInfo("eta %.1f: Z from g(sigma+) = %.4f (g %.4f), from collisions %.4f: %+.2f %%", packing, contactZ, contact,
              virialZ, 100.0 * (contactZ / virialZ - 1.0));
        QVERIFY2(std::abs(contactZ / virialZ - 1.0) < (sanitized() ? 0.04 : 0.01), "contact and collision Z differ");
    }
    void freePathsOfADiluteGasHaveEnskogsMeanAndBoltzmannsDistribution()
    {
        // Enskog: lambda = 1 / (2 sqrt(2) n sigma g(sigma+)), the flight time lambda / <v> with
        // <v> = sqrt(pi kT / 2m). Boltzmann's distribution of flights (each disk's collision rate
        // depending on its speed) is a mixture of exponentials, which quadrature of its integral
        // gives as P(l > x lambda) = 0.58194, 0.35492, 0.13944, 0.05696 at x = 0.5, 1, 2, 3
        // against exp(-x) = 0.60653, 0.36788, 0.13534, 0.04979, and a coefficient of variation
        // of 1.0769 (exponential: 1).
        const int n = 2000;
        const double packing = 0.05;
        const Scenario s = test::gas(n, packing, true, 11);
        EventDrivenEngine engine(s);
        engine.advanceCollisions(20ull * n);
        FreePathRecorder recorder(s, true);
        recorder.start(engine.snapshot());
        engine.setCollisionListener([&](const CollisionRecord& r) { recorder.add(r); });
        const Totals begin = engine.totals();
        engine.advanceCollisions((sanitized() ? 10ull : 100ull) * n);
        recorder.finish(engine.snapshot());
        const double kT = measureWindow(s, begin, engine.totals()).temperature;
        const double density = n / (s.width * s.height);
        const double enskogPath = 1.0 / (2.0 * std::numbers::sqrt2 * density * hendersonContact(packing));
        const double enskogTime = enskogPath / std::sqrt(std::numbers::pi * kT / 2.0);
        qInfo("mean free path %.5f (Enskog %.5f), time %.5f (Enskog %.5f), %llu flights", recorder.meanDistance(),
              enskogPath, recorder.meanTime(), enskogTime, static_cast<unsigned long long>(recorder.flights()));
        QVERIFY(std::abs(recorder.meanDistance() / enskogPath - 1.0) < 0.02);
        QVERIFY(std::abs(recorder.meanTime() / enskogTime - 1.0) < 0.02);

        // The distribution of whole flights, each scaled by their own mean (a short window
        // has fewer long whole flights: core/free_paths.h).
        const std::vector<double>& paths = recorder.distances();
        const double flights = static_cast<double>(paths.size());
        const double mean = std::accumulate(paths.begin(), paths.end(), 0.0) / flights;
        const std::pair<double, double> survival[] = {{0.5, 0.58194}, {1.0, 0.35492}, {2.0, 0.13944}, {3.0, 0.05696}};
        for (const auto& [x, boltzmann] : survival) {
            const double longer = static_cast<double>(std::count_if(paths.begin(), paths.end(), [&](double l) { return l > x * mean; }));
            const double share = longer / flights;
            // Flights of one disk are nearly independent; 5 binomial errors plus 2 % of the value.
            const double bound = 5.0 * std::sqrt(boltzmann * (1.0 - boltzmann) / flights) + 0.02 * boltzmann;
            qInfo("P(l > %.1f lambda) = %.5f (Boltzmann %.5f, exponential %.5f)", x, share, boltzmann, std::exp(-x));
            QVERIFY(std::abs(share - boltzmann) < bound);
        }
        double squares = 0.0;
        for (double l : paths)
            squares += (l - mean) * (l - mean);
        const double variation = std::sqrt(squares / flights) / mean;
        qInfo("coefficient of variation %.4f (Boltzmann 1.0769)", variation);
        QVERIFY(std::abs(variation - 1.0769) < 0.02);
    }
    void velocityAutocorrelationStartsToDecayAtEnskogsRate()
    {
        // Enskog's C(t) = C(0) exp(-t / tau) with tau = D m / kT, D = sqrt(kT / (pi m)) / (2 n
        // sigma g(sigma+)) in 2D (Gass, J. Chem. Phys. 54, 1898 (1971)): exact at t -> 0 for hard
        // disks, where it is the collision integral. Fitted over the first half of tau, with
        // C(0) = 2 kT / m checked too.
        const int n = 2000;
        const double packing = 0.05, every = 0.2;
        const Scenario s = test::gas(n, packing, true, 17);
        EventDrivenEngine engine(s);
        engine.advanceCollisions(20ull * n);
        VelocityAutocorrelation correlation(11);
        const Totals begin = engine.totals();
        const int states = sanitized() ? 200 : 2000;
        for (int k = 0; k < states; ++k) {
            engine.advanceTo(engine.time() + every);
            correlation.add(engine.snapshot());
        }
        const double kT = measureWindow(s, begin, engine.totals()).temperature;
        const double density = n / (s.width * s.height);
        const double tau = std::sqrt(1.0 / (std::numbers::pi * kT)) / (2.0 * density * hendersonContact(packing));
        const std::vector<double> c = correlation.values();
        double sx = 0.0, sy = 0.0, sxx = 0.0, sxy = 0.0;
        for (std::size_t k = 0; k < c.size(); ++k) {
            const double t = static_cast<double>(k) * every, y = std::log(c[k] / c[0]);
            sx += t;
            sy += y;
            sxx += t * t;
            sxy += t * y;
        }
        const double m = static_cast<double>(c.size());
        const double rate = -(m * sxy - sx * sy) / (m * sxx - sx * sx);
        qInfo("C(0) = %.4f (2 kT / m = %.4f); decay rate %.5f, Enskog 1 / tau = %.5f", c[0], 2.0 * kT, rate, 1.0 / tau);
        QVERIFY(std::abs(c[0] / (2.0 * kT) - 1.0) < 0.01);
        QVERIFY(std::abs(rate * tau - 1.0) < (sanitized() ? 0.1 : 0.03));
    }
    void aDiluteGasUnderGravityFollowsTheBarometricLaw()
    {
        // 400 disks of diameter 0.02 in a 20 x 20 box (packing 3e-4), m g H / kT about 2. Dilute
        // enough for the gas to be ideal: the hydrostatic balance dp/dh = -n m g with the
        // pressure of hard disks, p = n kT (1 + 2 eta g), thins it out more slowly by about
        // 1 + 4 eta, 0.2 % at the floor's packing here (4 % with disks five times wider).
        GasParameters p;
        p.count = 400;
        p.radius = 0.01;
        p.width = p.height = 20.0;
        p.seed = 5;
        Scenario s = generateGas(p);
        s.gravityY = -0.1;
        EventDrivenEngine engine(s);
        const double settled = 1000.0;  // about 80 collisions per disk
        engine.advanceTo(settled);
        DensityProfile profile(s, 10);
        const Totals begin = engine.totals();
        const int states = sanitized() ? 400 : 4000;
        for (int k = 1; k <= states; ++k) {
            engine.advanceTo(settled + k * 1.0);
            profile.add(engine.snapshot());
        }
        const double kT = measureWindow(s, begin, engine.totals()).temperature;
        // ln n(h) = ln n(0) - (m g / kT) h: the slope by least squares, each slice weighted by
        // its count (the variance of ln of a count is 1 / count).
        const std::vector<double> h = profile.heights(), density = profile.density();
        double w = 0.0, wx = 0.0, wy = 0.0, wxx = 0.0, wxy = 0.0;
        for (std::size_t b = 0; b < h.size(); ++b) {
            const double weight = density[b], y = std::log(density[b]);
            w += weight;
            wx += weight * h[b];
            wy += weight * y;
            wxx += weight * h[b] * h[b];
            wxy += weight * h[b] * y;
        }
        const double slope = (w * wxy - wx * wy) / (w * wxx - wx * wx);
        const double barometric = -0.1 / kT;
        qInfo("ln n slope %.5f, barometric -m g / kT = %.5f (kT %.4f)", slope, barometric, kT);
        QVERIFY(std::abs(slope / barometric - 1.0) < (sanitized() ? 0.1 : 0.03));
    }
    void globalPsi6OfAFluidFallsAsOneOverSqrtN()
    {
        // Independent regions add psi6 like a random walk: sqrt(N <|<psi6>|^2>) is the same at
        // every N, here between 256 and 4096 disks at packing 0.3, each over 40 states.
        double scaled[2] = {};
        const int sizes[2] = {256, 4096};
        for (int k = 0; k < 2; ++k) {
            const Scenario s = test::gas(sizes[k], 0.3, true, 13);
            EventDrivenEngine engine(s);
            double meanSquare = 0.0;
            const int states = 40;
            for (int state = 0; state < states; ++state) {
                engine.advanceCollisions(5ull * sizes[k]);
                const double global = bondOrientationalOrder(s, engine.snapshot()).global;
                meanSquare += global * global / states;
            }
            scaled[k] = std::sqrt(sizes[k] * meanSquare);
        }
        qInfo("sqrt(N <|psi6|^2>): %.4f at N = 256, %.4f at N = 4096", scaled[0], scaled[1]);
        // 40 states of a squared modulus: about 16 % each on the root; 2.5 of them.
        QVERIFY(std::abs(scaled[0] / scaled[1] - 1.0) < 0.4);
    }
};

QTEST_APPLESS_MAIN(TestStructurePhysics)
#include "tst_structure_physics.moc"
