// The engine a run gets: the choice read from a scenario's engine settings carries its step and
// contact response, and the time-driven engine takes its broad phase from the scenario.
#include "core/time_driven_engine.h"
#include "runtime/engine_factory.h"

#include <QTest>

using namespace disklab;

class TestEngineFactory : public QObject {
    Q_OBJECT
private slots:
    void timeDrivenEngineHonoursTheScenariosSettings();
    void theRunsResponseWins();
};

void TestEngineFactory::timeDrivenEngineHonoursTheScenariosSettings()
{
    Scenario scenario;
    scenario.width = scenario.height = 10.0;
    Disk disk;
    disk.x = disk.y = 5.0;
    scenario.disks = {disk};
    scenario.engine.broadphase = "quadtree";
    scenario.engine.response = "rollback";
    scenario.engine.dt = 0.5;

    EngineChoice choice = engineChoiceFor(scenario.engine);
    QCOMPARE(choice.response, Response::Rollback);
    choice.kind = EngineKind::TimeDriven;
    choice.dt = 0.02;
    const std::unique_ptr<Engine> engine = makeEngine(scenario, choice);
    const auto* timeDriven = dynamic_cast<const TimeDrivenEngine*>(engine.get());
    QVERIFY(timeDriven);
    QCOMPARE(timeDriven->settings().response, Response::Rollback);
    QCOMPARE(timeDriven->settings().broadphase, Broadphase::Quadtree);
    QCOMPARE(timeDriven->settings().dt, 0.02);
}

void TestEngineFactory::theRunsResponseWins()
{
    // A response chosen for the run (the run controls) applies even where the file says otherwise.
    Scenario scenario;
    scenario.width = scenario.height = 10.0;
    scenario.disks = {Disk{}};
    scenario.disks[0].x = scenario.disks[0].y = 5.0;
    scenario.engine.response = "rollback";
    const std::unique_ptr<Engine> engine = makeEngine(scenario, {EngineKind::TimeDriven, 0.01, Response::Naive});
    QCOMPARE(dynamic_cast<const TimeDrivenEngine&>(*engine).settings().response, Response::Naive);
}

QTEST_APPLESS_MAIN(TestEngineFactory)
#include "tst_engine_factory.moc"
