// The lab report's theory against published and documented numbers, and how it writes a figure
// with its error and a difference in standard errors.
#include "core/enskog_free_path.h"
#include "report/figure_text.h"
#include "report/hard_disk_theory.h"

#include <QtTest>

#include <numbers>

using namespace disklab;

class TestLabReportFigures : public QObject {
    Q_OBJECT

private slots:
    void hendersonsEquationOfState()
    {
        QCOMPARE(hendersonCompressibility(0.0), 1.0);
        // The second virial coefficient of hard disks: Z = 1 + 2 eta + O(eta^2).
        const double eta = 1e-6;
        QVERIFY(std::abs((hendersonCompressibility(eta) - 1.0) / eta - 2.0) < 1e-5);
        // docs/physics.md's reference at eta = 0.65 (Henderson with its eta^4 term).
        QVERIFY(std::abs(hendersonCompressibility(0.65) - 8.4154) < 5e-5);
    }

    void enskogsMeanFreePathOfADiluteGas()
    {
        // docs/physics.md: 2000 disks of diameter 1 at eta = 0.05, Enskog's path 5.12422 with
        // Henderson's contact value (1 - 7 eta/16)/(1 - eta)^2, which the eta^4 term of Z moves
        // by a few parts in a million.
        const double eta = 0.05;
        const double density = eta / (std::numbers::pi * 0.25);
        QVERIFY(std::abs(enskogMeanFreePath(density, 1.0, hendersonContact(eta)) / 5.12422 - 1.0) < 1e-4);
    }

    void kolmogorovSmirnovCriticalValue()
    {
        // The asymptotic 5 % critical value of the one-sample test, 1.358 / sqrt(n).
        QVERIFY(std::abs(kolmogorovSmirnovBound95(400) - 0.0679) < 1e-12);
        QCOMPARE(kolmogorovSmirnovBound95(0), 0.0);
    }

    void packingAndTheBulkFluid()
    {
        Scenario s;
        s.width = s.height = 10.0;
        s.boundary = Boundary::Periodic;
        for (int i = 0; i < 20; ++i)
            s.disks.push_back(Disk{0.5 * i, 1.0, 0.0, 0.0, 0.5, 1.0, {}, {}, 0.0});
        QVERIFY(std::abs(packingFraction(s) - 20 * std::numbers::pi * 0.25 / 100.0) < 1e-15);
        QVERIFY(isBulkHardDiskFluid(s));
        s.gravityY = -1.0;
        QVERIFY(!isBulkHardDiskFluid(s));
        s.gravityY = 0.0;
        s.boundary = Boundary::Walls;
        QVERIFY(!isBulkHardDiskFluid(s));
        s.boundary = Boundary::Periodic;
        s.disks.back().radius = 0.4;
        QVERIFY(!isBulkHardDiskFluid(s));
    }

    void aFigureWithItsError()
    {
        QCOMPARE(figureWithError(0.4184046912560676, 0.0019755608308344302), QStringLiteral("0.4184 ± 0.0020"));
        QCOMPARE(figureWithError(1.6431, 0.0078), QStringLiteral("1.6431 ± 0.0078"));
        QCOMPARE(figureWithError(152.3, 12.0), QStringLiteral("152 ± 12"));
        // An error at round-off is shown as it is, beside the value's digits.
        QCOMPARE(figureWithError(0.9999999999999877, 6.427298821781138e-15), QStringLiteral("1 ± 6.4e-15"));
        QCOMPARE(figureWithError(2.5, std::nullopt), QStringLiteral("2.5"));
    }

    void aDifferenceInStandardErrors()
    {
        QCOMPARE(differenceInErrors(0.4036, 0.399843, 0.0019), QStringLiteral("+2.0 σ"));
        QCOMPARE(differenceInErrors(0.13, 0.1354, 0.002), QStringLiteral("-2.7 σ"));
        QVERIFY(differenceInErrors(1.0, 1.0, 1e-15).isEmpty());
        QVERIFY(differenceInErrors(1.0, 1.0, std::nullopt).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLabReportFigures)
#include "tst_lab_report_figures.moc"
