// Thermal walls (heaters and coolers) against kinetic theory: the emitted flux has the moments of
// a Rayleigh normal speed and a Gaussian tangential velocity; a gas between walls at T_w relaxes
// to kT = T_w and to Maxwell-Boltzmann at T_w; the heat and work the walls exchange close the
// energy and momentum balance to round-off; runs repeat exactly from the scenario's seed.
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "core/observables.h"
#include "core/scenario_validation.h"
#include "core/state_export.h"
#include "core/box_wall_hit.h"
#include "core/time_driven_engine.h"

#include <QtTest>

#include <cmath>
#include <memory>
#include <numbers>

using namespace disklab;

namespace {

/// A dilute walled gas of 400 disks at kT = `start`, every wall at kT = `wall`.
Scenario gasBetweenThermalWalls(double start, double wall, std::uint64_t seed = 5)
{
    GasParameters p;
    p.count = 400;
    p.packing = 0.1;
    p.temperature = start;
    p.seed = seed;
    Scenario s = generateGas(p);
    for (Side side : kAllSides)
        s.wall(side).temperature = wall;
    return s;
}

std::unique_ptr<Engine> makeElasticEngine(const Scenario& s, EngineKind kind, Response response = Response::Naive)
{
    if (kind == EngineKind::EventDriven)
        return std::make_unique<EventDrivenEngine>(s);
    EngineConfig config = s.engine;
    config.kind = EngineKind::TimeDriven;
    config.dt = 0.01;
    config.broadphase = Broadphase::Grid;
    config.response = response;
    return std::make_unique<TimeDrivenEngine>(s, config);
}

double sanitizedShare() { return qEnvironmentVariableIsSet("DISKLAB_SANITIZED") ? 0.25 : 1.0; }

} // namespace

class TestThermalWalls : public QObject {
    Q_OBJECT
private slots:
    void emissionHasTheMomentsOfAWallFlux()
    {
        // Normal speed (relative to the wall) Rayleigh with sigma^2 = kT/m: mean sigma sqrt(pi/2),
        // mean square 2 sigma^2; tangential velocity Gaussian with variance sigma^2.
        const double kT = 1.7, mass = 2.5, u = 0.3, sigma2 = kT / mass;
        Random noise(11);
        const int draws = 200000;
        double sumNormal = 0.0, sumNormal2 = 0.0, sumTangential = 0.0, sumTangential2 = 0.0, frameHeat = 0.0;
        for (int k = 0; k < draws; ++k) {
            double normal = 1.2, tangential = -0.4;  // arriving at a wall on the right (inward -1)
            const WallExchange e = emitFromThermalWall(noise, kT, mass, u, -1.0, normal, tangential);
            const double away = u - normal;
            QVERIFY(away > 0.0);
            sumNormal += away;
            sumNormal2 += away * away;
            sumTangential += tangential;
            sumTangential2 += tangential * tangential;
            QCOMPARE(e.impulse, mass * (normal - 1.2));
            QCOMPARE(e.work, u * e.impulse);
            // Heat is the kinetic energy change seen from the moving wall.
            const double wallFrame = 0.5 * mass * (away * away + tangential * tangential)
                                   - 0.5 * mass * ((1.2 - u) * (1.2 - u) + 0.4 * 0.4);
            frameHeat = std::max(frameHeat, std::abs(e.heat - wallFrame) / (1.0 + std::abs(wallFrame)));
        }
        const double meanNormal = sumNormal / draws, meanNormal2 = sumNormal2 / draws;
        const double meanTangential = sumTangential / draws, varianceTangential = sumTangential2 / draws;
        // Tolerances of 5 standard errors of each sample mean.
        const double sigma = std::sqrt(sigma2);
        QVERIFY2(std::abs(meanNormal - sigma * std::sqrt(std::numbers::pi / 2.0)) < 5.0 * 0.655 * sigma / std::sqrt(draws),
                 qPrintable(QString::number(meanNormal)));
        QVERIFY2(std::abs(meanNormal2 - 2.0 * sigma2) < 5.0 * 2.0 * sigma2 / std::sqrt(draws), qPrintable(QString::number(meanNormal2)));
        QVERIFY2(std::abs(meanTangential) < 5.0 * sigma / std::sqrt(draws), qPrintable(QString::number(meanTangential)));
        QVERIFY2(std::abs(varianceTangential - sigma2) < 5.0 * std::sqrt(2.0) * sigma2 / std::sqrt(draws),
                 qPrintable(QString::number(varianceTangential)));
        QVERIFY(frameHeat < 1e-12);
    }

    void gasRelaxesToTheWallTemperature_data()
    {
        QTest::addColumn<int>("engine");
        QTest::addColumn<double>("start");
        QTest::addColumn<double>("wall");
        QTest::newRow("event, heated 1 -> 2") << int(EngineKind::EventDriven) << 1.0 << 2.0;
        QTest::newRow("event, cooled 2 -> 0.5") << int(EngineKind::EventDriven) << 2.0 << 0.5;
        QTest::newRow("time, heated 1 -> 2") << int(EngineKind::TimeDriven) << 1.0 << 2.0;
    }
    void gasRelaxesToTheWallTemperature()
    {
        QFETCH(int, engine);
        QFETCH(double, start);
        QFETCH(double, wall);
        const Scenario s = gasBetweenThermalWalls(start, wall);
        const std::unique_ptr<Engine> e = makeElasticEngine(s, EngineKind(engine));
        // The box is 56 wide; disks cross it in about 40 time units at these speeds. The walls
        // exchange energy slowly, so the gas's temperature wanders by about 1 % over 1000 time
        // units: ten such blocks (four for the slower stepper) pin the mean. Under the
        // sanitizers the exact engine's blocks are a quarter as long; the stepper's keep their
        // length, since a quarter of its four leaves the mean too loose for 2 %.
        const double sound = std::sqrt(std::min(start, wall));
        e->advanceTo(1000.0 / sound);
        const bool exact = engine == int(EngineKind::EventDriven);
        const int blocks = exact ? 10 : 4;
        const double block = 1000.0 * (exact ? sanitizedShare() : 1.0) / sound;
        std::vector<double> temperatures;
        for (int b = 0; b < blocks; ++b) {
            const Totals begin = e->totals();
            e->advanceTo(e->time() + block);
            temperatures.push_back(measureWindow(s, begin, e->totals()).temperature);
        }
        double mean = 0.0, variance = 0.0;
        for (double t : temperatures)
            mean += t / blocks;
        for (double t : temperatures)
            variance += (t - mean) * (t - mean) / (blocks - 1);
        qInfo("kT %.3g -> walls %.3g: measured %.5f +- %.5f", start, wall, mean, std::sqrt(variance / blocks));
        QVERIFY2(std::abs(mean / wall - 1.0) < 0.02, qPrintable(QString("kT = %1, walls at %2").arg(mean).arg(wall)));
    }

    void speedsFollowMaxwellBoltzmannAtTheWallTemperature()
    {
        const double start = 1.0, wall = 2.0;
        const Scenario s = gasBetweenThermalWalls(start, wall);
        EventDrivenEngine e(s);
        e.advanceTo(400.0);
        // Snapshots far enough apart (many collision times) to be independent samples.
        std::vector<double> samples;
        for (int k = 0; k < 20; ++k) {
            e.advanceTo(e.time() + 50.0);
            const std::vector<double> v = speeds(e.snapshot());
            samples.insert(samples.end(), v.begin(), v.end());
        }
        const auto n = static_cast<double>(samples.size());
        const double critical = 1.95 / std::sqrt(n);  // Kolmogorov-Smirnov at the 0.1 % level
        const double atWall = kolmogorovSmirnovDistance(samples, [&](double v) { return maxwellBoltzmannCdf(v, 1.0, wall); });
        const double atStart = kolmogorovSmirnovDistance(samples, [&](double v) { return maxwellBoltzmannCdf(v, 1.0, start); });
        qInfo("KS distance %.4f at the walls' kT, %.4f at the start's (critical %.4f, %g speeds)", atWall, atStart, critical, n);
        QVERIFY2(atWall < critical, qPrintable(QString::number(atWall)));
        QVERIFY2(atStart > 10.0 * critical, qPrintable(QString::number(atStart)));
    }

    void heatAndWorkCloseTheBalance_data()
    {
        QTest::addColumn<int>("engine");
        QTest::addColumn<int>("response");
        QTest::newRow("event") << int(EngineKind::EventDriven) << int(Response::Naive);
        QTest::newRow("time, naive") << int(EngineKind::TimeDriven) << int(Response::Naive);
        QTest::newRow("time, rollback") << int(EngineKind::TimeDriven) << int(Response::Rollback);
    }
    void heatAndWorkCloseTheBalance()
    {
        // A hot left wall, a cold right piston moving in, gravity: energy and momentum change
        // only by what the walls and gravity give.
        QFETCH(int, engine);
        QFETCH(int, response);
        Scenario s = gasBetweenThermalWalls(1.0, 0.0);
        s.wall(Side::Left).temperature = 3.0;
        s.wall(Side::Right).temperature = 0.4;
        s.wall(Side::Right).velocity = -0.05;
        s.wall(Side::Right).stopTime = 200.0;
        s.gravityY = -0.01;
        QVERIFY(validateScenario(s).empty());
        const std::unique_ptr<Engine> e = makeElasticEngine(s, EngineKind(engine), Response(response));
        const Snapshot first = e->snapshot();
        const Totals firstTotals = e->totals();
        e->advanceTo(300.0);
        const Snapshot last = e->snapshot();
        const Totals lastTotals = e->totals();
        QVERIFY(lastTotals.wallHeat != 0.0);
        QVERIFY(lastTotals.wallWork != 0.0);
        const double drift = relativeEnergyDrift(s, first, firstTotals, last, lastTotals);
        const auto p0 = totalMomentum(s, first), p1 = totalMomentum(s, last);
        const auto& j = lastTotals.wallImpulse;
        double mass = 0.0;
        for (const Disk& d : s.disks)
            mass += d.mass;
        const double ex = p1[0] - p0[0] - (j[0] - j[1]) - lastTotals.wallShearImpulse[0];
        const double ey = p1[1] - p0[1] - (j[2] - j[3]) - lastTotals.wallShearImpulse[1] - mass * s.gravityY * last.time;
        const double scale = j[0] + j[1] + j[2] + j[3];
        qInfo("energy drift %.3g, momentum error %.3g of %.3g", drift, std::hypot(ex, ey), scale);
        // Exact contact times keep the balance at round-off; the naive stepper moves disks.
        if (engine == int(EngineKind::EventDriven) || response == int(Response::Rollback))
            QVERIFY2(std::abs(drift) < 1e-12, qPrintable(QString::number(drift)));
        else  // the stepper's own error: disks pushed back out of the walls gain or lose height
            QVERIFY2(std::abs(drift) < 1e-3, qPrintable(QString::number(drift)));
        QVERIFY2(std::hypot(ex, ey) < 1e-12 * scale, qPrintable(QString::number(std::hypot(ex, ey))));
    }

    void runsRepeatFromTheSeed()
    {
        auto wallHits = [](const Scenario& s) {
            EventDrivenEngine e(s);
            std::vector<double> log;
            e.setCollisionListener([&](const CollisionRecord& r) { log.push_back(r.time); });
            e.advanceTo(200.0);
            return log;
        };
        Scenario s = gasBetweenThermalWalls(1.0, 1.5);
        const std::vector<double> first = wallHits(s);
        QCOMPARE(wallHits(s), first);
        s.seed += 1;
        QVERIFY(wallHits(s) != first);
    }

    void elasticWallsAreUnchanged()
    {
        // Temperature 0 means elastic: the same events as a scenario that never had the field.
        const Scenario s = gasBetweenThermalWalls(1.0, 0.0);
        QVERIFY(!s.hasThermalWalls());
        EventDrivenEngine e(s);
        e.advanceTo(300.0);
        QCOMPARE(e.totals().wallHeat, 0.0);
        QCOMPARE(e.totals().wallShearImpulse[0], 0.0);
    }

    void savedStatesKeepTheirHeaters()
    {
        // A piston that has stopped is exported at rest, but it stays a thermal wall.
        Scenario s = gasBetweenThermalWalls(1.0, 0.0);
        s.wall(Side::Right) = {-0.05, 10.0, 2.5};
        s.wall(Side::Left).temperature = 0.7;
        EventDrivenEngine e(s);
        e.advanceTo(20.0);
        const Scenario resumed = scenarioAt(s, e.snapshot());
        QCOMPARE(resumed.wall(Side::Right).velocity, 0.0);
        QCOMPARE(resumed.wall(Side::Right).temperature, 2.5);
        QCOMPARE(resumed.wall(Side::Left).temperature, 0.7);
    }

    void badTemperaturesAreRefusedByField()
    {
        Scenario s = gasBetweenThermalWalls(1.0, 0.0);
        s.wall(Side::Top).temperature = -1.0;
        auto problems = validateScenario(s);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front().field, std::string("walls.top.temperature"));
        QVERIFY(problems.front().message.find("-1") != std::string::npos);
        s.wall(Side::Top).temperature = 1.0;
        s.boundary = Boundary::Periodic;
        problems = validateScenario(s);
        QVERIFY(std::any_of(problems.begin(), problems.end(), [](const ScenarioProblem& p) {
            return p.field == "walls.top.temperature" && p.message.find("periodic") != std::string::npos;
        }));
    }
};

QTEST_GUILESS_MAIN(TestThermalWalls)
#include "tst_thermal_walls.moc"
