// The shipped scenario library (scenarios/): scripts/make-scenarios.sh regenerates it byte for
// byte with disklab-cli, and every file loads, says what to watch, stays small and runs 10^4
// collisions in both engines (the exact one alone for a free piston or a pump), without an
// overlap or a disk through a wall in the exact one; a scenario with charges or springs runs in
// the force engine instead, every disk kept in the box (tst_force_scenarios checks their
// physics), and one of sticky disks in the aggregation engine, its clusters growing without an
// overlap.
#include "core/aggregation_engine.h"
#include "core/event_driven_engine.h"
#include "core/force_engine.h"
#include "core/observables.h"
#include "core/overlap_check.h"
#include "core/segment_kernels.h"
#include "core/time_driven_engine.h"
#include "io/scenario_file.h"

#include <QtTest>

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>

using namespace disklab;

namespace {

QStringList shippedFiles()
{
    return QDir(DISKLAB_SCENARIO_DIR).entryList({"*.json"}, QDir::Files, QDir::Name);
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Closest approach of any disk to any standing interior wall, in radii.
double closestToWalls(const Scenario& s, const Snapshot& snap)
{
    double closest = std::numeric_limits<double>::infinity();
    for (const SegmentWall& w : s.segments) {
        if (w.removeTime <= snap.time)
            continue;
        const auto g = kernels::segmentGeometry(w.x0, w.y0, w.x1, w.y1);
        for (std::size_t i = 0; i < snap.size(); ++i)
            closest = std::min(closest, kernels::segmentDistance(g, snap.x[i], snap.y[i]) / s.disks[i].radius);
    }
    return closest;
}

/// Two thousand steps of the force engine, every disk in the box and nothing gone to infinity.
void runsInTheForceEngine(const Scenario& s)
{
    QVERIFY(s.hasForces());
    ForceEngine engine(s, s.engine);
    engine.advanceTo(2000.0 * s.engine.dt);
    const Snapshot snap = engine.snapshot();
    for (std::size_t i = 0; i < snap.size(); ++i) {
        const double r = s.disks[i].radius * (1.0 - 1e-6);
        QVERIFY2(snap.x[i] >= r && snap.x[i] <= s.width - r && snap.y[i] >= r && snap.y[i] <= s.height - r,
                 qPrintable(QString("disk %1 left the box").arg(i)));
    }
    QVERIFY(std::isfinite(engine.totalEnergy()));
}

/// An aggregation scenario runs in the aggregation engine: clusters form, and no two disks ever
/// overlap deeper than the engine's contact tolerance.
void runsInTheAggregationEngine(const Scenario& s)
{
    AggregationEngine engine(s);
    for (int k = 1; k <= 10; ++k) {
        engine.advanceTo(5.0 * k);
        const Snapshot snap = engine.snapshot();
        forEachOverlap(s, snap.x, snap.y, s.aggregation->tolerance, [&](int i, int j, double distance, double contact) {
            QTest::qFail(qPrintable(QString("disks %1 and %2 overlap by %3").arg(i).arg(j).arg(contact - distance)),
                         __FILE__, __LINE__);
            return false;
        });
    }
    const AggregationStats stats = *engine.aggregationStats();
    QVERIFY(stats.merges > 0);
    QCOMPARE(stats.clusters + stats.merges, std::uint64_t(s.disks.size()));
}

} // namespace

class TestScenarioLibrary : public QObject {
    Q_OBJECT
private slots:
    void scriptRegeneratesTheLibrary()
    {
        QTemporaryDir dir;
        QProcess script;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("DISKLAB_CLI", DISKLAB_CLI_PATH);
        script.setProcessEnvironment(environment);
        script.start("bash", {QDir(DISKLAB_SCENARIO_DIR).filePath("../scripts/make-scenarios.sh"), dir.path()});
        QVERIFY(script.waitForFinished(240000));
        QVERIFY2(script.exitCode() == 0, script.readAllStandardError().constData());
        const QStringList made = QDir(dir.path()).entryList({"*.json"}, QDir::Files, QDir::Name);
        QCOMPARE(made, shippedFiles());
        for (const QString& name : made)
            QVERIFY2(contents(dir.filePath(name)) == contents(QDir(DISKLAB_SCENARIO_DIR).filePath(name)),
                     qPrintable(name + " differs from what scripts/make-scenarios.sh makes"));
    }
    void everyFileRunsInBothEngines_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString& name : shippedFiles())
            QTest::newRow(qPrintable(name)) << name;
    }
    void everyFileRunsInBothEngines()
    {
        QFETCH(QString, file);
        const QString path = QDir(DISKLAB_SCENARIO_DIR).filePath(file);
        QVERIFY2(QFileInfo(path).size() < 400 * 1024, "small enough to ship");
        const LoadResult loaded = loadScenarioFile(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QVERIFY2(loaded.warnings.isEmpty(), qPrintable(loaded.warnings.join('\n')));
        const Scenario& s = *loaded.scenario;
        QVERIFY(s.title.size() > 5 && s.description.size() > 100);
        if (s.engine.kind == EngineKind::Force) {
            runsInTheForceEngine(s);
            return;
        }
        if (s.aggregation) {
            runsInTheAggregationEngine(s);
            return;
        }

        // Under the sanitizers (scripts/test-sanitizers.sh), a fifth of the collisions.
        const std::uint64_t scale = qEnvironmentVariableIsSet("DISKLAB_SANITIZED") ? 5 : 1;
        EventDrivenEngine exact(s);
        const Snapshot first = exact.snapshot();
        const Totals firstTotals = exact.totals();
        double closest = std::numeric_limits<double>::infinity();
        // A pump adds disks as the run goes: the engine's own scenario holds every one of them.
        for (int chunk = 0; chunk < 20; ++chunk) {
            QVERIFY(exact.advanceCollisions(500 / scale));
            const Snapshot snap = exact.snapshot();
            QCOMPARE(measureOverlaps(exact.scenario(), snap.x, snap.y).overlappingPairs, std::uint64_t(0));
            closest = std::min(closest, closestToWalls(exact.scenario(), snap));
        }
        QVERIFY2(closest >= 1.0 - 1e-9, qPrintable(QString("a disk within %1 radii of a wall").arg(closest)));
        const double drift =
            relativeEnergyDrift(exact.scenario(), first, firstTotals, exact.snapshot(), exact.totals());
        QVERIFY2(std::abs(drift) < 1e-10, qPrintable(QString("energy drift %1").arg(drift)));

        // A pump that has started has let disks in.
        if (s.pump && exact.time() > s.pump->start)
            QVERIFY(exact.snapshot().size() > s.disks.size());

        // A free piston and a pump are the exact engine's alone: the stepper refuses them by name.
        if (s.hasFreePiston() || s.pump) {
            EngineConfig stepped = s.engine;
            stepped.kind = EngineKind::TimeDriven;
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TimeDrivenEngine(s, stepped));
            return;
        }

        // The time-driven engine at the scenario's own step, with the app's default response;
        // also with rollback where interior walls or gravity take its less common paths. It
        // reports its errors (overlaps, misses) but must not fail.
        std::vector<Response> responses{Response::Naive};
        if (!s.segments.empty() || s.gravityX != 0.0 || s.gravityY != 0.0)
            responses.push_back(Response::Rollback);
        for (const Response response : responses) {
            TimeDrivenEngine stepper(s, {EngineKind::TimeDriven, s.engine.dt, Broadphase::Grid, response});
            QVERIFY(stepper.advanceCollisions(10000 / scale));
            QVERIFY(stepper.totals().collisions >= 10000 / scale);
        }
    }
};

QTEST_GUILESS_MAIN(TestScenarioLibrary)
#include "tst_scenario_library.moc"
