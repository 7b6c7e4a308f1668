// A saved state resumes the same run: the scenario scenarioAt writes holds every parameter the
// run used, including defaults that depend on the starting state, and an aggregation's clusters,
// so a resumed run is the same physics as the run that went on; the file keeps it all.
#include "core/aggregation_engine.h"
#include "core/aggregation_generator.h"
#include "core/event_driven_engine.h"
#include "core/free_piston.h"
#include "core/gas_generator.h"
#include "core/observables.h"
#include "core/scenario_validation.h"
#include "core/state_export.h"
#include "support/through_a_file.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <stdexcept>

using namespace disklab;
using disklab::test::throughAFile;

namespace {

/// A walled gas of 200 disks at packing 0.1 whose right wall is a free piston of the gas's mass,
/// thrown in at speed 0.3 under a pressure below the gas's, with the cylinder's end left to its
/// default: the box's width at the start. The piston goes in, and the gas throws it back out.
Scenario gasUnderPistonWithDefaultLimit()
{
    GasParameters p;
    p.count = 200;
    p.packing = 0.1;
    p.seed = 11;
    Scenario s = generateGas(p);
    BoxWall& piston = s.wall(Side::Right);
    piston.mass = 200.0;
    piston.pressure = 0.05;
    piston.velocity = -0.3;
    return s;
}

double pistonX(const Snapshot& s) { return s.wallPositions[static_cast<std::size_t>(Side::Right)]; }

/// The piston's largest x over `duration` from the engine's time now, sampled every 0.5.
double farthestPiston(EventDrivenEngine& engine, double duration)
{
    double farthest = pistonX(engine.snapshot());
    const double end = engine.time() + duration;
    while (engine.time() < end) {
        engine.advanceTo(std::min(end, engine.time() + 0.5));
        farthest = std::max(farthest, pistonX(engine.snapshot()));
    }
    return farthest;
}

/// 150 disks at 5 % of a periodic box, aggregating by `motion`.
Scenario aggregating(AggregationMotion motion)
{
    AggregationParameters p;
    p.count = 150;
    p.areaFraction = 0.05;
    p.motion = motion;
    p.seed = 4;
    return generateAggregation(p);
}

} // namespace

class TstSavedState : public QObject {
    Q_OBJECT
private slots:
    void freePistonKeepsItsCylinderEnd()
    {
        const Scenario s = gasUnderPistonWithDefaultLimit();
        QVERIFY(!s.wall(Side::Right).limit);
        EventDrivenEngine straight(s);
        // A moment when the piston is in by 2 % of the box.
        while (pistonX(straight.snapshot()) > 0.98 * s.width && straight.time() < 50.0)
            straight.advanceTo(straight.time() + 0.5);
        QVERIFY(pistonX(straight.snapshot()) <= 0.98 * s.width);
        const Snapshot now = straight.snapshot();
        const Scenario saved = scenarioAt(straight.scenario(), now);
        QVERIFY(validateScenario(saved).empty());
        QVERIFY(saved.wall(Side::Right).limit);
        QCOMPARE(*saved.wall(Side::Right).limit, s.width);
        QCOMPARE(saved.width, pistonX(now));

        // Resumed, the piston can go back out past where it was saved, to the original end, as
        // it does in the run that went on.
        EventDrivenEngine resumed(saved);
        const double straightFarthest = farthestPiston(straight, 200.0);
        const double resumedFarthest = farthestPiston(resumed, 200.0);
        QVERIFY2(straightFarthest > 0.99 * s.width, qPrintable(QString::number(straightFarthest)));
        QVERIFY2(resumedFarthest > 0.99 * s.width, qPrintable(QString::number(resumedFarthest)));
        QVERIFY(resumedFarthest <= s.width);
    }

    void explicitCylinderEndIsKeptInTheSavedFrame()
    {
        Scenario s = gasUnderPistonWithDefaultLimit();
        s.wall(Side::Right).limit = 2.0 * s.width;
        EventDrivenEngine engine(s);
        engine.advanceTo(5.0);
        const Scenario saved = scenarioAt(engine.scenario(), engine.snapshot());
        QCOMPARE(*saved.wall(Side::Right).limit, 2.0 * s.width);
        QCOMPARE(saved.wall(Side::Right).pressure, 0.05);
        QCOMPARE(saved.wall(Side::Right).mass, 200.0);
    }

    void aggregationKeepsItsClusters()
    {
        // Ballistic clusters, saved at t = 20 and resumed, go on as the run that went on: the
        // same clusters, merges at the same moments, the same kinetic energy (to round-off).
        const Scenario s = aggregating(AggregationMotion::Ballistic);
        AggregationEngine straight(s);
        straight.advanceTo(20.0);
        const std::uint64_t clustersThen = straight.aggregationStats()->clusters;
        QVERIFY(clustersThen < 120);
        const Scenario saved = throughAFile(scenarioAt(s, straight.snapshot(), straight.aggregationStats()->clusterLabels));
        QVERIFY(!saved.aggregation->clusters.empty());
        QVERIFY(validateScenario(saved).empty());
        AggregationEngine resumed(saved);
        QCOMPARE(resumed.aggregationStats()->clusters, clustersThen);
        for (double t : {5.0, 10.0, 20.0}) {
            straight.advanceTo(20.0 + t);
            resumed.advanceTo(t);
            QCOMPARE(resumed.aggregationStats()->clusters, straight.aggregationStats()->clusters);
            const double a = kineticEnergy(s, straight.snapshot()), b = kineticEnergy(s, resumed.snapshot());
            QVERIFY2(std::abs(a - b) <= 1e-9 * a, qPrintable(QStringLiteral("%1 vs %2 at %3").arg(a).arg(b).arg(t)));
        }

        // Brownian clusters keep their members too: nothing merges at the resumed start.
        const Scenario dlca = aggregating(AggregationMotion::Brownian);
        AggregationEngine brownian(dlca);
        brownian.advanceTo(30.0);
        const Scenario savedDlca = throughAFile(scenarioAt(dlca, brownian.snapshot(), brownian.aggregationStats()->clusterLabels));
        AggregationEngine resumedDlca(savedDlca);
        QCOMPARE(resumedDlca.aggregationStats()->clusters, brownian.aggregationStats()->clusters);
        QCOMPARE(resumedDlca.aggregationStats()->largestCluster, brownian.aggregationStats()->largestCluster);
    }

    void badSavedClustersAreRefusedByName()
    {
        Scenario s = aggregating(AggregationMotion::Ballistic);
        s.aggregation->clusters = {{0}, {1, 2}, {2, 400}};
        const auto problems = validateScenario(s);
        QCOMPARE(problems.size(), std::size_t(3));
        QCOMPARE(problems[0].field, std::string("aggregation.clusters[0]"));
        QCOMPARE(problems[0].message, std::string("a cluster needs two disks or more"));
        QCOMPARE(problems[1].message, std::string("disk 2 is in another cluster too"));
        QCOMPARE(problems[2].message, std::string("disk 400 does not exist (there are 150 disks)"));
        // Disks that do not touch cannot be one rigid cluster.
        s.aggregation->clusters = {{0, 1}};
        QVERIFY(validateScenario(s).empty());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, AggregationEngine{s});
    }
};

QTEST_APPLESS_MAIN(TstSavedState)

#include "tst_saved_state.moc"
