// The first-passage series of Brownian motion out of a disk, in units of its radius and
// diffusion coefficient, against what theory says of it: the survival starts at 1 and decays at
// the slowest mode's rate j_1^2 (j_1 the first zero of J0, a published constant); the exit time
// has mean 1/4 and second moment 3/32 (E tau solves Laplace's equation, 1/4 (1 - rho^2), and
// E tau^2 the one with -2 E tau as source); drawn exit times follow the series' distribution
// (Kolmogorov-Smirnov); and a walk still inside at time s is where |X|^2 - 4t, a martingale
// stopped at the exit, puts it on average: S E[rho^2 | inside] + (1 - S) = 4 int_0^s S.
#include "core/disk_first_passage.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace disklab;

namespace {

constexpr double kFirstZeroOfJ0 = 2.404825557695773;

/// int_0^s S by Simpson's rule.
double survivalIntegral(double s)
{
    const int n = 40000;
    const double h = s / n;
    double sum = diskSurvival(0.0) + diskSurvival(s);
    for (int k = 1; k < n; ++k)
        sum += (k % 2 ? 4.0 : 2.0) * diskSurvival(k * h);
    return sum * h / 3.0;
}

} // namespace

class TestDiskFirstPassage : public QObject {
    Q_OBJECT
private slots:
    void survivalFollowsTheory()
    {
        QCOMPARE(diskSurvival(0.0), 1.0);
        QVERIFY(std::abs(diskSurvival(0.002) - 1.0) < 1e-12);
        // Mean exit time: int_0^inf S = 1/4.
        QVERIFY2(std::abs(survivalIntegral(30.0) - 0.25) < 1e-9, qPrintable(QString::number(survivalIntegral(30.0), 'g', 15)));
        // The slowest mode alone at late times: -d ln S / ds = j_1^2.
        const double rate = diskExitDensity(3.0) / diskSurvival(3.0);
        QVERIFY2(std::abs(rate - kFirstZeroOfJ0 * kFirstZeroOfJ0) < 1e-9, qPrintable(QString::number(rate, 'g', 15)));
    }

    void exitTimeInvertsTheDistribution()
    {
        double worst = 0.0;
        for (int k = 1; k < 20000; ++k) {
            const double u = k / 20000.0;
            const double s = diskExitTime(u);
            // The error in s that the error in F means, relative to s.
            worst = std::max(worst, std::abs(1.0 - diskSurvival(s) - u) / diskExitDensity(s) / s);
        }
        QVERIFY2(worst < 1e-8, qPrintable(QString::number(worst)));
        QVERIFY(diskExitTime(1e-300) > 0.0);
        QVERIFY(std::isfinite(diskExitTime(1.0 - 1e-16)));
    }

    void drawnExitTimesFollowTheSeries()
    {
        Random random(7);
        const int n = 40000;
        std::vector<double> times(n);
        double sum = 0.0, sumOfSquares = 0.0, sumOfFourth = 0.0;
        for (double& t : times) {
            t = diskExitTime(random.uniform() + 0x1.0p-54);
            sum += t;
            sumOfSquares += t * t;
            sumOfFourth += t * t * t * t;
        }
        // tau has variance 3/32 - 1/16 = 1/32; tau^2's is taken from the sample. Four standard
        // errors each.
        const double meanSquare = sumOfSquares / n;
        const double squareError = std::sqrt((sumOfFourth / n - meanSquare * meanSquare) / (n - 1.0));
        QVERIFY2(std::abs(sum / n - 0.25) < 4.0 * std::sqrt(1.0 / 32.0 / n), qPrintable(QString::number(sum / n)));
        QVERIFY2(std::abs(meanSquare - 3.0 / 32.0) < 4.0 * squareError,
                 qPrintable(QString("%1 +- %2").arg(meanSquare).arg(squareError)));
        std::sort(times.begin(), times.end());
        double d = 0.0;
        for (int k = 0; k < n; ++k) {
            const double f = 1.0 - diskSurvival(times[static_cast<std::size_t>(k)]);
            d = std::max({d, std::abs(f - k / double(n)), std::abs(f - (k + 1) / double(n))});
        }
        // The Kolmogorov-Smirnov statistic's 1 % point is 1.63 / sqrt(n).
        QVERIFY2(d < 1.63 / std::sqrt(double(n)), qPrintable(QString::number(d)));
    }

    void aWalkStillInsideIsWhereTheMartingaleSays_data()
    {
        QTest::addColumn<double>("s");
        QTest::newRow("free Gaussian") << 0.001;
        QTest::newRow("Gaussian proposal") << 0.03;
        QTest::newRow("near the median exit time") << 0.2;
        QTest::newRow("slowest mode") << 0.8;
    }

    void aWalkStillInsideIsWhereTheMartingaleSays()
    {
        QFETCH(double, s);
        Random random(11);
        const int n = 20000;
        double sum = 0.0, sumOfSquares = 0.0;
        for (int k = 0; k < n; ++k) {
            const double rho = diskRadiusBeforeExit(s, random);
            QVERIFY(rho >= 0.0 && rho < 1.0);
            sum += rho * rho;
            sumOfSquares += rho * rho * rho * rho;
        }
        const double mean = sum / n;
        const double error = std::sqrt((sumOfSquares / n - mean * mean) / (n - 1.0));
        const double survival = diskSurvival(s);
        const double theory = (4.0 * survivalIntegral(s) - (1.0 - survival)) / survival;
        QVERIFY2(std::abs(mean - theory) < 4.0 * error,
                 qPrintable(QString("<rho^2> %1 +- %2, theory %3").arg(mean).arg(error).arg(theory)));
    }
};

QTEST_APPLESS_MAIN(TestDiskFirstPassage)
#include "tst_disk_first_passage.moc"
