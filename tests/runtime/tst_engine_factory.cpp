// The engine a run gets: the time-driven engine takes its broad phase and contact response
// from the scenario's engine settings and its step from the run's choice.
#include "core/time_driven_engine.h"
#include "runtime/engine_factory.h"

#include <QTest>

using namespace disklab;

class TestEngineFactory : public QObject {
    Q_OBJECT
private slots:
    void timeDrivenEngineHonoursTheScenariosSettings();
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

    const std::unique_ptr<Engine> engine = makeEngine(scenario, {EngineKind::TimeDriven, 0.02});
    const auto* timeDriven = dynamic_cast<const TimeDrivenEngine*>(engine.get());
    QVERIFY(timeDriven);
    QCOMPARE(timeDriven->settings().response, Response::Rollback);
    QCOMPARE(timeDriven->settings().broadphase, Broadphase::Quadtree);
    QCOMPARE(timeDriven->settings().dt, 0.02);
}

QTEST_APPLESS_MAIN(TestEngineFactory)
#include "tst_engine_factory.moc"
