// The fractal dimension fit: an exact power law is recovered exactly, radii that scatter between
// clusters of one size (as real aggregates' do) leave D_f unbiased, and over runs of many seeds
// the reported error matches the scatter of D_f between them.
#include "core/aggregation_engine.h"
#include "core/aggregation_generator.h"
#include "core/fractal_dimension.h"
#include "core/random.h"

#include <QtTest>

#include <cmath>

using namespace disklab;

namespace {

FormedCluster cluster(std::uint32_t size, double radiusOfGyration)
{
    FormedCluster c;
    c.size = size;
    c.mass = size;
    c.radiusOfGyration = radiusOfGyration;
    return c;
}

struct Spread {
    double mean = 0.0;
    double deviation = 0.0;  ///< the sample standard deviation
};

Spread spreadOf(const std::vector<double>& values)
{
    Spread s;
    for (double v : values)
        s.mean += v / double(values.size());
    for (double v : values)
        s.deviation += (v - s.mean) * (v - s.mean) / double(values.size() - 1);
    s.deviation = std::sqrt(s.deviation);
    return s;
}

/// D_f's error by ordinary least squares over every cluster formed, as if they were independent.
double leastSquaresErrorOverAll(const std::vector<FormedCluster>& clusters)
{
    double n = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, sxy = 0.0;
    for (const FormedCluster& c : clusters) {
        const double x = std::log(double(c.size)), y = std::log(c.radiusOfGyration);
        n += 1.0, sx += x, sy += y, sxx += x * x, sxy += x * y;
    }
    const double spread = sxx - sx * sx / n, slope = (sxy - sx * sy / n) / spread, intercept = (sy - slope * sx) / n;
    double residuals = 0.0;
    for (const FormedCluster& c : clusters) {
        const double r = std::log(c.radiusOfGyration) - intercept - slope * std::log(double(c.size));
        residuals += r * r;
    }
    return std::sqrt(residuals / (n - 2.0) / spread) / (slope * slope);
}

} // namespace

class TestFractalDimension : public QObject {
    Q_OBJECT
private slots:
    void anExactPowerLawIsRecovered()
    {
        std::vector<FormedCluster> clusters;
        for (std::uint32_t size = 2; size <= 300; size += 7)
            clusters.push_back(cluster(size, 0.4 * std::pow(size, 1.0 / 1.45)));
        clusters.push_back(cluster(1, 0.35));    // monomers are left out
        clusters.push_back(cluster(400, 99.0));  // and clusters larger than asked for
        const FractalFit fit = fitFractalDimension(clusters, 300);
        QCOMPARE(fit.clusters, clusters.size() - 2);
        QVERIFY(std::abs(fit.dimension - 1.45) < 1e-12);
        QVERIFY(fit.error < 1e-10);
        // size = k Rg^D: k = 0.4^-D.
        QVERIFY(std::abs(fit.logPrefactor + 1.45 * std::log(0.4)) < 1e-10);
    }

    void scatteredRadiiLeaveTheDimensionUnbiased()
    {
        // Twenty clusters at each size from 2 to 1024, their radii scattered log-normally by 30 %
        // about 0.5 size^(1 / 1.45), many more small clusters than large, as a run forms them.
        const double dimension = 1.45;
        Random random(2026);
        std::vector<FormedCluster> clusters;
        double n = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, sxy = 0.0;
        for (std::uint32_t size = 2; size <= 1024; size *= 2) {
            const int count = static_cast<int>(20 * 1024 / size);
            for (int k = 0; k < count; ++k) {
                const double radius = 0.5 * std::pow(size, 1.0 / dimension) * std::exp(0.3 * random.normal());
                clusters.push_back(cluster(size, radius));
                const double x = std::log(radius);
                const double y = std::log(static_cast<double>(size));
                n += 1.0;
                sx += x;
                sy += y;
                sxx += x * x;
                sxy += x * y;
            }
        }
        // The data are such that fitting log size on log radius, the other way round, would
        // understate D_f badly; the fit of the radius on the size must not.
        const double diluted = (sxy - sx * sy / n) / (sxx - sx * sx / n);
        QVERIFY2(diluted < dimension - 0.1, qPrintable(QString::number(diluted)));
        const FractalFit fit = fitFractalDimension(clusters, 1024);
        QVERIFY2(std::abs(fit.dimension - dimension) < 3.0 * fit.error && fit.error < 0.01,
                 qPrintable(QStringLiteral("D %1 +- %2").arg(fit.dimension).arg(fit.error)));
    }

    void tooFewSizesGiveNoFit()
    {
        // Four octaves are needed (2-3, 4-7, 8-15, 16-31, ...), three when one is left out.
        QCOMPARE(fitFractalDimension({cluster(2, 0.6), cluster(5, 0.9), cluster(9, 1.2)}, 64).dimension, 0.0);
        QCOMPARE(fitFractalDimension({cluster(4, 0.6), cluster(4, 0.7), cluster(4, 0.8)}, 64).dimension, 0.0);
        const std::vector<FormedCluster> four{cluster(2, 0.6), cluster(5, 0.9), cluster(9, 1.2), cluster(17, 1.8)};
        QVERIFY(fitFractalDimension(four, 64).dimension > 0.0);
        QCOMPARE(fitFractalDimension(four, 64, 3).dimension, 0.0);
        QCOMPARE(fitFractalDimension(four, 16).dimension, 0.0);
        QCOMPARE(largestFittedSize(1000), std::size_t{125});
        QCOMPARE(largestFittedSize(50), std::size_t{16});
    }

    void theErrorCoversTheScatterBetweenSeeds()
    {
        // 24 ballistic runs of 300 disks at 3 % of the area, each to one cluster: the standard
        // deviation of their D_f against the mean error each reported. An ordinary least-squares
        // fit over every cluster formed, nested as they are, reports a third or a quarter of it.
        std::vector<double> dimensions, errors, naiveErrors;
        for (std::uint64_t seed = 1; seed <= 24; ++seed) {
            AggregationParameters p;
            p.count = 300;
            p.areaFraction = 0.03;
            p.motion = AggregationMotion::Ballistic;
            p.seed = 500 + seed;
            AggregationEngine engine(generateAggregation(p));
            for (double t = 100.0; engine.aggregationStats()->clusters > 1; t *= 2.0)
                engine.advanceTo(t);
            const AggregationStats stats = *engine.aggregationStats();
            const FractalFit fit = fitFractalDimension(stats);
            QCOMPARE(fit.largestSize, std::size_t{37});
            dimensions.push_back(fit.dimension);
            errors.push_back(fit.error);
            naiveErrors.push_back(leastSquaresErrorOverAll(stats.formed));
        }
        const Spread d = spreadOf(dimensions), e = spreadOf(errors), naive = spreadOf(naiveErrors);
        const double ratio = d.deviation / e.mean;
        qInfo("D_f %.4f, seed scatter %.4f, mean error %.4f (ratio %.2f); least squares over all: %.4f",
              d.mean, d.deviation, e.mean, ratio, naive.mean);
        QVERIFY2(ratio > 1.0 / 1.5 && ratio < 1.5, qPrintable(QString::number(ratio)));
        QVERIFY(d.deviation / naive.mean > 2.0);
        // Ballistic cluster-cluster aggregation in two dimensions: D_f about 1.5.
        QVERIFY2(std::abs(d.mean - 1.5) < 0.05, qPrintable(QString::number(d.mean)));
    }
};

QTEST_APPLESS_MAIN(TestFractalDimension)
#include "tst_fractal_dimension.moc"
