// The Coulomb sums (core/direct_coulomb.h, core/barnes_hut_tree.h) against a reference written
// here from the law itself, one body at a time with no pair shared: theta = 0 is the direct sum
// to round-off, theta = 0.5 errs by well under 1 % (median) on random configurations of one or
// both signs, the direct sum conserves momentum to round-off, and springs pull as Hooke says.
#include "core/barnes_hut_tree.h"
#include "core/direct_coulomb.h"
#include "core/random.h"
#include "core/spring_forces.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace disklab;

namespace {

ChargedBodies randomBodies(std::size_t n, bool bothSigns, std::uint64_t seed)
{
    Random random(seed);
    ChargedBodies bodies;
    for (std::size_t i = 0; i < n; ++i) {
        bodies.x.push_back(100.0 * random.uniform());
        bodies.y.push_back(60.0 * random.uniform());
        const double size = 0.5 + random.uniform();
        bodies.q.push_back(bothSigns && random.uniform() < 0.5 ? -size : size);
    }
    return bodies;
}

/// F_i = k q_i sum_j q_j (r_i - r_j) / (|r_i - r_j|^2 + eps^2)^(3/2), body by body.
void referenceForce(const ChargedBodies& b, const CoulombLaw& law, std::size_t i, double& fx, double& fy)
{
    long double sx = 0.0L, sy = 0.0L;
    for (std::size_t j = 0; j < b.size(); ++j) {
        if (j == i)
            continue;
        const long double dx = b.x[i] - b.x[j], dy = b.y[i] - b.y[j];
        const long double r2 = dx * dx + dy * dy + law.softening * law.softening;
        sx += b.q[j] * dx / (r2 * std::sqrt(r2));
        sy += b.q[j] * dy / (r2 * std::sqrt(r2));
    }
    fx = static_cast<double>(law.k * b.q[i] * sx);
    fy = static_cast<double>(law.k * b.q[i] * sy);
}

struct Errors {
    double median = 0.0, max = 0.0;
};

Errors relativeErrors(const ChargedBodies& b, const CoulombLaw& law, const std::vector<double>& fx,
                      const std::vector<double>& fy)
{
    std::vector<double> errors;
    for (std::size_t i = 0; i < b.size(); ++i) {
        double rx = 0.0, ry = 0.0;
        referenceForce(b, law, i, rx, ry);
        errors.push_back(std::hypot(fx[i] - rx, fy[i] - ry) / std::hypot(rx, ry));
    }
    std::sort(errors.begin(), errors.end());
    return {errors[errors.size() / 2], errors.back()};
}

Errors barnesHutErrors(const ChargedBodies& bodies, const CoulombLaw& law, double theta)
{
    BarnesHutTree tree;
    tree.build(bodies);
    std::vector<double> fx(bodies.size()), fy(bodies.size());
    tree.addForces(law, theta, fx, fy);
    return relativeErrors(bodies, law, fx, fy);
}

} // namespace

class TstCoulombForces : public QObject {
    Q_OBJECT
private slots:
    void directSumMatchesTheLaw()
    {
        const ChargedBodies bodies = randomBodies(300, true, 11);
        const CoulombLaw law{2.5, 0.3};
        std::vector<double> fx(bodies.size()), fy(bodies.size());
        addDirectCoulombForces(bodies, law, fx, fy);
        QVERIFY(relativeErrors(bodies, law, fx, fy).max < 1e-12);
    }

    void twoChargesRepelAsCoulombSays()
    {
        // q1 = 2, q2 = 3 at distance 4, k = 1: |F| = 6 / 16, along the line, repelling.
        ChargedBodies bodies;
        bodies.x = {1.0, 5.0}, bodies.y = {2.0, 2.0}, bodies.q = {2.0, 3.0};
        std::vector<double> fx(2), fy(2);
        addDirectCoulombForces(bodies, CoulombLaw{}, fx, fy);
        QCOMPARE(fx[0], -6.0 / 16.0);
        QCOMPARE(fx[1], 6.0 / 16.0);
        QCOMPARE(coulombPotentialEnergy(bodies, CoulombLaw{}), 6.0 / 4.0);
    }

    void directSumConservesMomentum()
    {
        const ChargedBodies bodies = randomBodies(2000, true, 5);
        std::vector<double> fx(bodies.size()), fy(bodies.size());
        addDirectCoulombForces(bodies, CoulombLaw{}, fx, fy);
        double sumX = 0.0, sumY = 0.0, scale = 0.0;
        for (std::size_t i = 0; i < bodies.size(); ++i)
            sumX += fx[i], sumY += fy[i], scale += std::hypot(fx[i], fy[i]);
        // Round-off: a few ulps of the forces' size per pair summed.
        QVERIFY2(std::hypot(sumX, sumY) < 1e-13 * scale, qPrintable(QString::number(std::hypot(sumX, sumY) / scale)));
    }

    void thetaZeroIsTheDirectSum_data()
    {
        QTest::addColumn<bool>("bothSigns");
        QTest::newRow("one sign") << false;
        QTest::newRow("both signs") << true;
    }

    void thetaZeroIsTheDirectSum()
    {
        QFETCH(bool, bothSigns);
        const ChargedBodies bodies = randomBodies(2000, bothSigns, 7);
        const CoulombLaw law{1.0, 0.05};
        const Errors errors = barnesHutErrors(bodies, law, 0.0);
        QVERIFY2(errors.max < 1e-12, qPrintable(QString::number(errors.max)));
    }

    void thetaHalfErrsBelowOnePercent_data()
    {
        QTest::addColumn<bool>("bothSigns");
        QTest::addColumn<std::uint64_t>("seed");
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            QTest::addRow("one sign, seed %d", int(seed)) << false << seed;
            QTest::addRow("both signs, seed %d", int(seed)) << true << seed;
        }
    }

    void thetaHalfErrsBelowOnePercent()
    {
        QFETCH(bool, bothSigns);
        QFETCH(std::uint64_t, seed);
        const ChargedBodies bodies = randomBodies(2000, bothSigns, seed);
        const Errors errors = barnesHutErrors(bodies, CoulombLaw{}, 0.5);
        QVERIFY2(errors.median < 1e-2, qPrintable(QString::number(errors.median)));
        // A wider angle errs more: the test can tell the tree from the direct sum.
        QVERIFY(barnesHutErrors(bodies, CoulombLaw{}, 1.0).median > errors.median);
    }

    void clusteredAndCoincidentBodiesStayFinite()
    {
        // Many bodies in one point (they share every Morton key) and one far away.
        ChargedBodies bodies;
        for (int i = 0; i < 40; ++i)
            bodies.x.push_back(1.0 + 1e-9 * i), bodies.y.push_back(1.0), bodies.q.push_back(1.0);
        bodies.x.push_back(50.0), bodies.y.push_back(50.0), bodies.q.push_back(-1.0);
        const Errors errors = barnesHutErrors(bodies, CoulombLaw{1.0, 0.1}, 0.0);
        QVERIFY2(errors.max < 1e-10, qPrintable(QString::number(errors.max)));
    }

    void springsPullAsHookeSays()
    {
        // Stretched by 0.5 with k = 4: a pull of 2 along the line, towards each other.
        const std::vector<Link> links{{0, 1, 4.0, 3.0}};
        const std::vector<double> x{0.0, 2.1}, y{0.0, 2.8};  // 3.5 apart
        std::vector<double> fx(2, 0.0), fy(2, 0.0);
        addSpringForces(links, x, y, fx, fy);
        QCOMPARE(std::hypot(fx[0], fy[0]), 2.0);
        QVERIFY(fx[0] > 0.0 && fy[0] > 0.0);
        QCOMPARE(fx[0] + fx[1], 0.0);
        QCOMPARE(springPotentialEnergy(links, x, y), 0.5 * 4.0 * 0.25);
    }
};

QTEST_APPLESS_MAIN(TstCoulombForces)
#include "tst_coulomb_forces.moc"
