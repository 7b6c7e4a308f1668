// The contact value's extrapolation against functions whose value at contact is known: exact for a
// parabola, and within the stated bias for the steep exponential fall of a dense fluid's g.
#include "core/contact_value.h"
#include "core/starting_snapshot.h"

#include <QtTest>

#include <cmath>
#include <functional>

using namespace disklab;

namespace {

/// Bin means of f over [0, rMax) in `bins` bins (Simpson's rule within each bin).
std::vector<double> binMeans(const std::function<double(double)>& f, int bins, double rMax, std::vector<double>& centres)
{
    const double width = rMax / bins;
    std::vector<double> means;
    centres.clear();
    for (int b = 0; b < bins; ++b) {
        const double left = b * width, right = left + width;
        centres.push_back(left + 0.5 * width);
        means.push_back((f(left) + 4.0 * f(left + 0.5 * width) + f(right)) / 6.0);
    }
    return means;
}

} // namespace

class TestContactValue : public QObject {
    Q_OBJECT
private slots:
    void aParabolaIsExtrapolatedExactly()
    {
        // Bin means of a parabola differ from its value at the bin's centre by g'' w^2 / 24: take
        // the centre values, which the fit assumes, so the fit is exact.
        std::vector<double> r, g;
        for (int b = 0; b < 250; ++b) {
            r.push_back((b + 0.5) * 0.02);
            const double x = r.back() - 1.0;
            g.push_back(r.back() < 1.0 ? 0.0 : 4.0 - 12.0 * x + 30.0 * x * x);
        }
        const std::optional<double> contact = contactValue(r, g, 0.02, 1.0);
        QVERIFY(contact);
        QVERIFY2(std::abs(*contact - 4.0) < 1e-9, qPrintable(QString::number(*contact, 'g', 17)));
    }
    void aSteepFallIsExtrapolatedWithinItsStatedBias()
    {
        // g = 1 + 3 exp(-(r - 1) / 0.3) above contact: g(1+) = 4, g3 = -3 / 0.027 = -111, and the
        // stated bias g3 h^3 / 120 with h = 0.1 is 9e-4; bins averaged as a histogram does.
        std::vector<double> r;
        const std::vector<double> g = binMeans([](double x) { return x < 1.0 ? 0.0 : 1.0 + 3.0 * std::exp(-(x - 1.0) / 0.3); }, 250, 5.0, r);
        const std::optional<double> contact = contactValue(r, g, 0.02, 1.0);
        QVERIFY(contact);
        QVERIFY2(std::abs(*contact - 4.0) < 2e-3, qPrintable(QString::number(*contact, 'g', 17)));
    }
    void binsTooWideForTheReachGiveNothing()
    {
        std::vector<double> r{0.25, 0.75, 1.25, 1.75}, g{0.0, 0.0, 2.0, 1.5};
        QVERIFY(!contactValue(r, g, 0.5, 1.0));
    }
    void onlyEqualDisksHaveACommonDiameterAndPackingCountsTheWallsBox()
    {
        Scenario s;
        s.width = 10.0;
        s.height = 5.0;
        Disk d;
        d.radius = 0.5;
        s.disks = {d, d};
        QCOMPARE(*commonDiameter(s, 2), 1.0);
        s.disks[1].radius = 0.4;
        QVERIFY(!commonDiameter(s, 2));
        QVERIFY(std::abs(packingFraction(s, startingSnapshot(s)) - std::numbers::pi * (0.25 + 0.16) / 50.0) < 1e-15);
    }
};

QTEST_APPLESS_MAIN(TestContactValue)
#include "tst_contact_value.moc"
