// The engine a run gets: makeEngine builds the kind the config names, with every field of it
// (step, broad phase, response), whatever the scenario's own settings say.
#include "core/event_driven_engine.h"
#include "core/time_driven_engine.h"
#include "runtime/engine_factory.h"

#include <QTest>

using namespace disklab;

namespace {

Scenario oneDisk()
{
    Scenario scenario;
    scenario.width = scenario.height = 10.0;
    Disk disk;
    disk.x = disk.y = 5.0;
    scenario.disks = {disk};
    return scenario;
}

} // namespace

class TestEngineFactory : public QObject {
    Q_OBJECT
private slots:
    void timeDrivenEngineTakesEveryFieldOfTheConfig();
    void theConfigWinsOverTheScenario();
    void eventDrivenConfigBuildsTheExactEngine();
};

void TestEngineFactory::timeDrivenEngineTakesEveryFieldOfTheConfig()
{
    const Scenario scenario = oneDisk();
    for (Broadphase broadphase : kAllBroadphases)
        for (Response response : kAllResponses) {
            const EngineConfig config{EngineKind::TimeDriven, 0.02, broadphase, response};
            const std::unique_ptr<Engine> engine = makeEngine(scenario, config);
            const auto* timeDriven = dynamic_cast<const TimeDrivenEngine*>(engine.get());
            QVERIFY(timeDriven);
            QVERIFY(timeDriven->settings() == config);
        }
}

void TestEngineFactory::theConfigWinsOverTheScenario()
{
    // A choice made for the run (the run controls) applies even where the file says otherwise.
    Scenario scenario = oneDisk();
    scenario.engine = {EngineKind::EventDriven, 0.5, Broadphase::Quadtree, Response::Rollback};
    const std::unique_ptr<Engine> engine =
        makeEngine(scenario, {EngineKind::TimeDriven, 0.01, Broadphase::Swept, Response::Naive});
    const EngineConfig& used = dynamic_cast<const TimeDrivenEngine&>(*engine).settings();
    QCOMPARE(used.response, Response::Naive);
    QCOMPARE(used.broadphase, Broadphase::Swept);
    QCOMPARE(used.dt, 0.01);
}

void TestEngineFactory::eventDrivenConfigBuildsTheExactEngine()
{
    Scenario scenario = oneDisk();
    scenario.engine.kind = EngineKind::TimeDriven;
    const std::unique_ptr<Engine> engine = makeEngine(scenario, EngineConfig{});
    QVERIFY(dynamic_cast<const EventDrivenEngine*>(engine.get()));
}

QTEST_APPLESS_MAIN(TestEngineFactory)
#include "tst_engine_factory.moc"
