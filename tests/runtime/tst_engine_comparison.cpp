// EngineComparison: the exact event-driven engine against the time-driven one in lock-step.
// Where theory says they agree (an exact rollback step, a naive step shrinking to 0) the
// figures say so; on a dense gas at a coarse step they show overlaps and missed collisions;
// the exact column conserves energy to round-off; and `disklab-cli compare` reports the same.
#include "core/gas_generator.h"
#include "io/scenario_file.h"
#include "runtime/engine_comparison.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace disklab;

namespace {

Scenario gas(int n, double packing, std::uint64_t seed)
{
    GasParameters p;
    p.count = n;
    p.packing = packing;
    p.seed = seed;
    return generateGas(p);
}

ComparisonReport compared(const Scenario& scenario, const EngineConfig& settings, double until)
{
    EngineComparison comparison(scenario, settings);
    comparison.advanceTo(until);
    comparison.finish();
    return comparison.report();
}

EngineConfig step(double dt, Response response)
{
    EngineConfig settings;
    settings.kind = EngineKind::TimeDriven;
    settings.dt = dt;
    settings.response = response;
    return settings;
}

double number(const QJsonObject& o, const char* key)
{
    return o.value(QLatin1String(key)).toDouble();
}

double count(std::uint64_t value)
{
    return static_cast<double>(value);
}

} // namespace

class TestEngineComparison : public QObject {
    Q_OBJECT
private slots:
    void exactStepsMatchTheEventDrivenEngine();
    void naiveDeviationShrinksLikeTheStep();
    void coarseStepOnADenseGasOverlapsAndMisses();
    void eventDrivenColumnConservesEnergy();
    void enginesStayInLockStep();
    void agreesWithTheCommandLine();
};

void TestEngineComparison::exactStepsMatchTheEventDrivenEngine()
{
    // Rollback takes every contact back to its exact time: the same collisions, the same
    // trajectory up to round-off.
    const Scenario scenario = gas(100, 0.1, 3);
    const ComparisonReport r = compared(scenario, step(1e-3, Response::Rollback), 2.0);
    const double collisions = count(r.event.collisions);
    QVERIFY(collisions > 50.0);  // not a vacuous match
    QCOMPARE(count(r.time.collisions), collisions);
    QCOMPARE(count(r.deviation.matchedCollisions), count(r.event.collisions));
    QVERIFY(!r.deviation.firstDifferenceTime);
    QCOMPARE(count(r.timeDriven.missedCollisions), 0.0);
    QCOMPARE(count(r.time.overlaps), 0.0);
    QVERIFY2(r.deviation.positionMaxPeak < 1e-8,
             qPrintable(QString::number(r.deviation.positionMaxPeak)));
}

void TestEngineComparison::naiveDeviationShrinksLikeTheStep()
{
    // The naive response resolves a contact up to one step late, a position error of order
    // v dt: the deviation is first order in dt, and the collision sequence is the exact one
    // once dt is small. Where in its step each contact falls varies from one dt to the next,
    // so a single halving is noisy; over a factor 16 the mean deviation must shrink about
    // 16-fold (a zeroth-order error would not shrink, a second-order one 256-fold).
    const Scenario scenario = gas(100, 0.1, 3);
    const ComparisonReport coarse = compared(scenario, step(1e-4, Response::Naive), 2.0);
    const ComparisonReport fine = compared(scenario, step(1e-4 / 16.0, Response::Naive), 2.0);
    for (const ComparisonReport* r : {&coarse, &fine}) {
        QCOMPARE(count(r->timeDriven.missedCollisions), 0.0);
        QCOMPARE(count(r->deviation.matchedCollisions), count(r->event.collisions));
        QVERIFY(!r->deviation.firstDifferenceTime);
    }
    QVERIFY(fine.deviation.positionMean > 0.0);
    const double ratio = coarse.deviation.positionMean / fine.deviation.positionMean;
    QVERIFY2(ratio > 8.0 && ratio < 32.0, qPrintable(QString("deviation ratio %1 for dt / 16").arg(ratio)));
    QVERIFY(fine.deviation.positionMaxPeak < 1e-3);  // of a disk diameter of 1
}

void TestEngineComparison::coarseStepOnADenseGasOverlapsAndMisses()
{
    // At packing 0.5 the gap between neighbours is a small fraction of a diameter, and at
    // dt = 0.1 a disk moves about 0.13: contacts are found deep inside, or stepped over.
    const Scenario scenario = gas(200, 0.5, 4);
    const ComparisonReport r = compared(scenario, step(0.1, Response::Naive), 2.0);
    QVERIFY(count(r.timeDriven.overlapsCumulative) > 0.0);
    QVERIFY(r.timeDriven.maxOverlapEver > 0.0);
    QVERIFY(count(r.timeDriven.missedCollisions) > 0.0);
    QVERIFY(count(r.deviation.matchedCollisions) < count(r.event.collisions));
    QVERIFY(r.deviation.firstDifferenceTime.has_value());
    QCOMPARE(count(r.event.overlaps), 0.0);
    }

void TestEngineComparison::eventDrivenColumnConservesEnergy()
{
    const Scenario scenario = gas(200, 0.5, 4);
    const ComparisonReport r = compared(scenario, step(0.01, Response::Naive), 5.0);
    QVERIFY(count(r.event.collisions) > 1000.0);
    QVERIFY2(std::abs(r.event.energyDrift) < 1e-12, qPrintable(QString::number(r.event.energyDrift)));
    QVERIFY(std::abs(r.event.momentumDrift) < 1e-12);
}

void TestEngineComparison::enginesStayInLockStep()
{
    const Scenario scenario = gas(50, 0.2, 5);
    EngineComparison comparison(scenario, step(0.1, Response::Naive));
    for (double t : {0.37, 0.4, 1.05, 2.0}) {  // on and off the step grid
        comparison.advanceTo(t);
        QCOMPARE(comparison.time(), t);
        QCOMPARE(comparison.exact().time(), t);
        QCOMPARE(comparison.stepped().time(), t);
    }
    comparison.finish();
    QCOMPARE(comparison.report().event.time, 2.0);
    QCOMPARE(comparison.report().time.time, 2.0);
}

void TestEngineComparison::agreesWithTheCommandLine()
{
    const Scenario scenario = gas(100, 0.3, 6);
    QTemporaryDir dir;
    const QString path = dir.filePath("gas.json");
    QVERIFY(saveScenarioFile(path, scenario).ok());
    QProcess cli;
    cli.start(DISKLAB_CLI_PATH, {"compare", path, "--until", "1", "--dt", "0.001", "--chunks", "1", "--json"});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject printed = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    const ComparisonReport r = compared(scenario, step(1e-3, Response::Naive), 1.0);
    const QJsonObject event = printed["event"].toObject(), stepped = printed["time"].toObject();
    QCOMPARE(number(event, "collisions"), count(r.event.collisions));
    QCOMPARE(number(event, "pair_collisions"), count(r.event.pairCollisions));
    QCOMPARE(number(event, "wall_collisions"), count(r.event.wallCollisions));
    QCOMPARE(number(event, "kinetic_energy"), r.event.kineticEnergy);
    QCOMPARE(number(event, "pressure"), r.event.pressure);
    QCOMPARE(number(stepped, "collisions"), count(r.time.collisions));
    QCOMPARE(number(stepped, "steps"), count(r.timeDriven.steps));
    QCOMPARE(number(stepped, "missed_collisions"), count(r.timeDriven.missedCollisions));
    QCOMPARE(number(stepped, "overlaps_cumulative"), count(r.timeDriven.overlapsCumulative));
    QCOMPARE(number(stepped, "max_overlap_ever"), r.timeDriven.maxOverlapEver);
    const QJsonObject deviation = printed["deviation"].toObject();
    QCOMPARE(number(deviation, "matched_collisions"), count(r.deviation.matchedCollisions));
    QCOMPARE(number(deviation, "position_mean"), r.deviation.positionMean);
    QCOMPARE(number(deviation, "position_max"), r.deviation.positionMax);
    QCOMPARE(deviation["first_difference_time"].isNull(), !r.deviation.firstDifferenceTime);
    if (r.deviation.firstDifferenceTime)
        QCOMPARE(number(deviation, "first_difference_time"), *r.deviation.firstDifferenceTime);
}

QTEST_APPLESS_MAIN(TestEngineComparison)
#include "tst_engine_comparison.moc"
