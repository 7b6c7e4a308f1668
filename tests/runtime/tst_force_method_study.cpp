// The force-method study: on the simulation thread it compares Barnes-Hut with the direct sum for
// every N and theta, in order; its errors are those of the tree against Coulomb's law summed here
// pair by pair; it can be cancelled, reports a size it cannot take, and is quiet when destroyed
// mid-run. Speeds are never asserted.
#include "core/barnes_hut_tree.h"
#include "runtime/force_method_study.h"
#include "runtime/simulation_controller.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace disklab;

namespace {

/// The median relative error of the tree at `theta` on `bodies`, against a direct sum in long
/// double written here, independent of the core's.
double medianTreeError(const ChargedBodies& bodies, double theta)
{
    const std::size_t n = bodies.size();
    BarnesHutTree tree;
    tree.build(bodies);
    std::vector<double> fx(n, 0.0), fy(n, 0.0);
    tree.addForces(CoulombLaw{}, theta, fx, fy);
    std::vector<double> errors;
    for (std::size_t i = 0; i < n; ++i) {
        long double ex = 0.0L, ey = 0.0L;
        for (std::size_t j = 0; j < n; ++j) {
            if (j == i)
                continue;
            const long double dx = bodies.x[i] - bodies.x[j], dy = bodies.y[i] - bodies.y[j];
            const long double r2 = dx * dx + dy * dy;
            const long double f = bodies.q[i] * bodies.q[j] / (r2 * std::sqrt(r2));
            ex += f * dx, ey += f * dy;
        }
        errors.push_back(double(std::hypot(fx[i] - ex, fy[i] - ey) / std::hypot(ex, ey)));
    }
    std::sort(errors.begin(), errors.end());
    return errors[n / 2];
}

} // namespace

class TestForceMethodStudy : public QObject {
    Q_OBJECT
private slots:
    void measuresEverySizeAndThetaInOrder()
    {
        SimulationController simulation;
        ForceMethodStudy study(simulation);
        QSignalSpy points(&study, &ForceMethodStudy::pointReady);
        QSignalSpy progress(&study, &ForceMethodStudy::progress);
        QSignalSpy finished(&study, &ForceMethodStudy::finished);
        study.start({50, 200}, {0.0, 0.5});
        QVERIFY(study.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.first().at(0).toBool(), false);
        QVERIFY(finished.first().at(1).toString().isEmpty());
        QVERIFY(!study.isRunning());
        QCOMPARE(points.size(), 4);
        QCOMPARE(progress.last().at(0).toInt(), 4);
        QCOMPARE(progress.last().at(1).toInt(), 4);

        const std::pair<std::size_t, double> order[] = {{50, 0.0}, {50, 0.5}, {200, 0.0}, {200, 0.5}};
        for (int k = 0; k < 4; ++k) {
            const auto p = points.at(k).at(0).value<ForceMethodComparison>();
            QCOMPARE(p.n, order[k].first);
            QCOMPARE(p.theta, order[k].second);
            QCOMPARE(p.errorSample, p.n);  // every charge, below 1000
            QVERIFY(p.secondsDirect && *p.secondsDirect > 0.0);
            QVERIFY(p.secondsBarnesHut > 0.0);
            if (p.theta == 0.0) {
                // Every node opened: the direct sum in another order.
                QVERIFY2(p.maxRelativeError < 1e-10, qPrintable(QString::number(p.maxRelativeError)));
            } else {
                QVERIFY2(p.medianRelativeError < 1e-2, qPrintable(QString::number(p.medianRelativeError)));
                QVERIFY(p.maxRelativeError >= p.medianRelativeError);
                // The error reported is the tree's against Coulomb's law, on the charges
                // bench --forces uses.
                const double expected = medianTreeError(randomCharges(p.n, 1), p.theta);
                QVERIFY2(std::abs(p.medianRelativeError - expected) <= 1e-6 * expected,
                         qPrintable(QString("%1 against %2").arg(p.medianRelativeError).arg(expected)));
            }
        }
    }

    void theDirectSumIsTimedOnlyUpToItsLimit()
    {
        SimulationController simulation;
        ForceMethodStudy study(simulation);
        QSignalSpy points(&study, &ForceMethodStudy::pointReady);
        QSignalSpy finished(&study, &ForceMethodStudy::finished);
        ForceComparisonOptions options = forceStudyOptions();
        options.directLimit = 100;
        options.minimumSeconds = 0.001;
        study.start({100, 1500}, {0.5}, options);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(points.size(), 2);
        const auto small = points.at(0).at(0).value<ForceMethodComparison>();
        const auto large = points.at(1).at(0).value<ForceMethodComparison>();
        QVERIFY(small.secondsDirect.has_value());
        QVERIFY(!large.secondsDirect.has_value());
        // Above 1000 charges the error is measured on a sample, each against its own direct sum.
        QCOMPARE(large.errorSample, std::size_t(1000));
        QVERIFY(large.medianRelativeError > 0.0 && large.medianRelativeError < 1e-2);
    }

    void cancelStopsBeforeTheNextComparison()
    {
        SimulationController simulation;
        ForceMethodStudy study(simulation);
        QSignalSpy points(&study, &ForceMethodStudy::pointReady);
        QSignalSpy finished(&study, &ForceMethodStudy::finished);
        study.start({100, 300, 1000, 3000, 10000}, {0.3, 0.5, 0.8});
        study.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.first().at(0).toBool(), true);
        QVERIFY(points.size() < 15);
        QVERIFY(!study.isRunning());

        // Idle again: a second run starts and completes.
        finished.clear();
        study.start({50}, {0.5});
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.first().at(0).toBool(), false);
    }

    void aSizeItCannotTakeIsReported()
    {
        SimulationController simulation;
        ForceMethodStudy study(simulation);
        QSignalSpy points(&study, &ForceMethodStudy::pointReady);
        QSignalSpy finished(&study, &ForceMethodStudy::finished);
        study.start({50, 0}, {0.5});
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.first().at(0).toBool(), false);
        QVERIFY(!finished.first().at(1).toString().isEmpty());
        QCOMPARE(points.size(), 1);
    }

    void destroyingAStudyMidRunIsQuiet()
    {
        SimulationController simulation;
        auto study = std::make_unique<ForceMethodStudy>(simulation);
        study->start({3000, 10000, 20000}, {0.3, 0.5, 0.8});
        QTest::qWait(50);
        study.reset();
        // The simulation thread is free for the next job soon after.
        ForceMethodStudy next(simulation);
        QSignalSpy finished(&next, &ForceMethodStudy::finished);
        next.start({50}, {0.5});
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
    }
};

QTEST_GUILESS_MAIN(TestForceMethodStudy)
#include "tst_force_method_study.moc"
