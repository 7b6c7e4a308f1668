// Observables against closed forms.
#include "core/observables.h"

#include <QtTest>

#include <cmath>

using namespace disklab;

class TestObservables : public QObject {
    Q_OBJECT
private slots:
    void maxwellBoltzmannIsNormalised()
    {
        // Trapezoidal integral of the density up to 12 thermal speeds, and the CDF's limit.
        for (double kT : {0.25, 1.0, 7.0}) {
            const double m = 2.0, top = 12.0 * std::sqrt(kT / m);
            const int steps = 200000;
            double sum = 0.0;
            for (int k = 1; k < steps; ++k)
                sum += maxwellBoltzmannDensity(top * k / steps, m, kT);
            sum *= top / steps;
            QVERIFY(std::abs(sum - 1.0) < 1e-9);
            QVERIFY(std::abs(maxwellBoltzmannCdf(top, m, kT) - 1.0) < 1e-15);
            // Median of the 2D speed distribution: sqrt(2 ln 2 kT / m).
            QVERIFY(std::abs(maxwellBoltzmannCdf(std::sqrt(2.0 * std::log(2.0) * kT / m), m, kT) - 0.5) < 1e-15);
        }
    }
    void histogramCountsEveryDisk()
    {
        const std::vector<double> v{0.0, 0.1, 0.5, 0.99, 1.0, 3.0};
        const SpeedHistogram h = speedHistogram(v, 4, 1.0);
        QCOMPARE(h.counts.size(), std::size_t(4));
        QCOMPARE(h.counts[0], 2ull);
        QCOMPARE(h.counts[2], 1ull);
        QCOMPARE(h.counts[3], 3ull);  // 0.99, and 1.0 and 3.0 clamp into the last bin
    }
    void kolmogorovSmirnovOfUniformSamples()
    {
        std::vector<double> v;
        for (int k = 0; k < 100; ++k)
            v.push_back((k + 0.5) / 100.0);
        QVERIFY(std::abs(kolmogorovSmirnovDistance(v, [](double x) { return x; }) - 0.005) < 1e-12);
        QVERIFY(std::abs(kolmogorovSmirnovDistance({0.5}, [](double x) { return x; }) - 0.5) < 1e-15);
    }
    void temperatureDivisors()
    {
        Scenario s;
        s.disks.resize(10);
        QCOMPARE(temperature(s, 20.0), 2.0);
        s.boundary = Boundary::Periodic;
        QCOMPARE(temperature(s, 18.0), 2.0);
    }
    void boxIntegralsFollowMovingWalls()
    {
        Scenario s;
        s.width = 2.0, s.height = 1.0;
        s.wall(Side::Right).velocity = -0.5;
        s.wall(Side::Right).stopTime = 1.0;  // width 2 -> 1.5, then constant
        s.wall(Side::Top).velocity = 0.25;
        s.wall(Side::Top).stopTime = 2.0;    // height 1 -> 1.5
        // width(t) = 2 - 0.5 min(t,1); height(t) = 1 + 0.25 min(t,2), integrate on [0, 3].
        const double widthIntegral = (2.0 - 0.25) + 1.5 * 2.0;
        const double heightIntegral = (2.0 + 0.5) + 1.5;
        QVERIFY(std::abs(perimeterIntegral(s, 0.0, 3.0) - 2.0 * (widthIntegral + heightIntegral)) < 1e-12);
        // Area: [0,1]: (2 - t/2)(1 + t/4); [1,2]: 1.5 (1 + t/4); [2,3]: 2.25.
        const double a01 = 2.0 - 1.0 / 24.0;  // (2 - t/2)(1 + t/4) = 2 - t^2/8
        const double a12 = 1.5 * (1.0 + 0.375);
        const double area = a01 + a12 + 2.25;
        QVERIFY2(std::abs(areaIntegral(s, 0.0, 3.0) - area) < 1e-12, qPrintable(QString::number(areaIntegral(s, 0.0, 3.0), 'g', 17)));
    }
};

QTEST_APPLESS_MAIN(TestObservables)
#include "tst_observables.moc"
