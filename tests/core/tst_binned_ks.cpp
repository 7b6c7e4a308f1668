// The linear-time Kolmogorov-Smirnov bounds bracket the exact, sorted distance, and are tight.
#include "core/binned_ks.h"
#include "core/observables.h"

#include <QtTest>

#include <cmath>
#include <random>

using namespace disklab;

namespace {

/// Speeds drawn from the 2D Maxwell-Boltzmann law of mass 1 at kT, with an optional stretch
/// that moves them away from it.
std::vector<double> maxwellSpeeds(std::size_t n, double kT, double stretch, unsigned seed)
{
    std::mt19937_64 random(seed);
    std::normal_distribution<double> gauss(0.0, std::sqrt(kT));
    std::vector<double> v(n);
    for (double& speed : v)
        speed = stretch * std::hypot(gauss(random), gauss(random));
    return v;
}

} // namespace

class TestBinnedKs : public QObject {
    Q_OBJECT
private slots:
    void bracketsTheSortedDistance()
    {
        const auto cdf = [](double v) { return maxwellBoltzmannCdf(v, 1.0, 1.0); };
        for (double stretch : {1.0, 1.05, 1.5}) {
            for (std::size_t n : {std::size_t(1), std::size_t(7), std::size_t(1000), std::size_t(200000)}) {
                const std::vector<double> v = maxwellSpeeds(n, 1.0, stretch, static_cast<unsigned>(n));
                const double exact = kolmogorovSmirnovDistance(v, cdf);
                const DistanceBounds b = kolmogorovSmirnovBounds({std::span<const double>(v)}, cdf, 4.0 * std::sqrt(2.0));
                QVERIFY2(b.lower <= exact + 1e-15 && exact <= b.upper + 1e-15,
                         qPrintable(QStringLiteral("n %1: %2 not in [%3, %4]").arg(n).arg(exact).arg(b.lower).arg(b.upper)));
                // The peak density 0.61 over bins 5.66 / 65536 wide: bounds within 5.3e-5.
                QVERIFY2(b.upper - b.lower < 5.3e-5, qPrintable(QString::number(b.upper - b.lower)));
            }
        }
    }
    void poolsPartsAsOneSample()
    {
        const auto cdf = [](double v) { return maxwellBoltzmannCdf(v, 1.0, 2.0); };
        std::vector<double> a = maxwellSpeeds(5000, 2.0, 1.0, 1), b = maxwellSpeeds(3000, 2.0, 1.2, 2);
        std::vector<double> both = a;
        both.insert(both.end(), b.begin(), b.end());
        const double exact = kolmogorovSmirnovDistance(both, cdf);
        const DistanceBounds bounds = kolmogorovSmirnovBounds({std::span<const double>(a), std::span<const double>(b)}, cdf, 8.0);
        QVERIFY(bounds.lower <= exact && exact <= bounds.upper);
    }
    void samplesBeyondTheTopStayBracketed()
    {
        // A few speeds far above the top share the last bin; one bin holding the whole sample
        // still brackets the exact distance.
        const auto cdf = [](double v) { return maxwellBoltzmannCdf(v, 1.0, 1.0); };
        std::vector<double> v = maxwellSpeeds(2000, 1.0, 1.0, 3);
        v.push_back(40.0);
        v.push_back(55.0);
        const double exact = kolmogorovSmirnovDistance(v, cdf);
        for (int bins : {1, 64, 1 << 16}) {
            const DistanceBounds b = kolmogorovSmirnovBounds({std::span<const double>(v)}, cdf, 5.0, bins);
            QVERIFY(b.lower <= exact + 1e-15 && exact <= b.upper + 1e-15);
        }
    }
    void emptySampleIsZero()
    {
        const DistanceBounds b = kolmogorovSmirnovBounds({}, [](double) { return 0.5; }, 1.0);
        QCOMPARE(b.upper, 0.0);
        QCOMPARE(b.lower, 0.0);
    }
};

QTEST_APPLESS_MAIN(TestBinnedKs)
#include "tst_binned_ks.moc"
