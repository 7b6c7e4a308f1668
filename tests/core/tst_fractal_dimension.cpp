// The fractal dimension fit: an exact power law is recovered exactly, and radii that scatter
// between clusters of one size (as real aggregates' do) leave D_f unbiased.
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

} // namespace

class TestFractalDimension : public QObject {
    Q_OBJECT
private slots:
    void anExactPowerLawIsRecovered()
    {
        std::vector<FormedCluster> clusters;
        for (std::uint32_t size = 2; size <= 300; size += 7)
            clusters.push_back(cluster(size, 0.4 * std::pow(size, 1.0 / 1.45)));
        clusters.push_back(cluster(1, 0.35));  // monomers are left out
        const FractalFit fit = fitFractalDimension(clusters);
        QCOMPARE(fit.clusters, clusters.size() - 1);
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
        const FractalFit fit = fitFractalDimension(clusters);
        QVERIFY2(std::abs(fit.dimension - dimension) < 3.0 * fit.error && fit.error < 0.01,
                 qPrintable(QStringLiteral("D %1 +- %2").arg(fit.dimension).arg(fit.error)));
    }

    void tooFewSizesGiveNoFit()
    {
        QCOMPARE(fitFractalDimension({cluster(2, 0.6), cluster(3, 0.7)}).dimension, 0.0);
        QCOMPARE(fitFractalDimension({cluster(4, 0.6), cluster(4, 0.7), cluster(4, 0.8)}).dimension, 0.0);
        QCOMPARE(fitFractalDimension({cluster(2, 0.6), cluster(3, 0.7), cluster(5, 0.9)}, 3).dimension, 0.0);
    }
};

QTEST_APPLESS_MAIN(TestFractalDimension)
#include "tst_fractal_dimension.moc"
