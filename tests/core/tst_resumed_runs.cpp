// A saved state resumes the run exactly where the engine's state allows it. A random stream
// continues from its saved position; through a file and back, the time-driven and force
// engines go on bit for bit as the run that went on, their thermal walls drawing the numbers
// the straight run drew (without the streams' positions the resumed runs part from the
// straight ones: the positions are what makes them the same); the exact and aggregation
// engines start their streams where the saved runs left them.
#include "core/aggregation_engine.h"
#include "core/aggregation_generator.h"
#include "core/charged_gas_generator.h"
#include "core/event_driven_engine.h"
#include "core/force_engine.h"
#include "core/gas_generator.h"
#include "core/random_streams.h"
#include "core/state_export.h"
#include "core/time_driven_engine.h"
#include "io/scenario_json.h"

#include <QTest>

#include <functional>
#include <memory>
#include <string_view>

using namespace disklab;

namespace {

/// Through a file and back; a time-driven run's state may hold the overlaps it made, which the
/// file is opened with, as `run --allow-overlaps` opens it.
Scenario throughAFile(const Scenario& s)
{
    const SaveResult saved = scenarioToJson(s);
    if (!saved.ok())
        qFatal("%s", qPrintable(saved.error));
    LoadOptions options;
    options.validation.allowOverlaps = true;
    const LoadResult loaded = scenarioFromJson(saved.bytes, QStringLiteral("saved.json"), options);
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error));
    return *loaded.scenario;
}

/// 100 disks at packing 0.2 between walls at kT 2, twice the gas's: every wall hit draws.
Scenario gasBetweenHotWalls()
{
    GasParameters p;
    p.count = 100;
    p.packing = 0.2;
    p.seed = 21;
    Scenario s = generateGas(p);
    for (BoxWall& wall : s.walls)
        wall.temperature = 2.0;
    return s;
}

bool sameState(const Snapshot& a, const Snapshot& b)
{
    return a.x == b.x && a.y == b.y && a.vx == b.vx && a.vy == b.vy;
}

using MakeEngine = std::function<std::unique_ptr<Engine>(const Scenario&)>;

struct Resumption {
    bool same = false;         ///< the resumed run equals the straight one, bit for bit
    bool sameWithoutStreams = false;  ///< the same without the streams' positions in the file
};

/// Runs `s` to `saveAt`, saves the state through a file, and compares the straight run with the
/// resumed one `further` later.
Resumption resume(const Scenario& s, const MakeEngine& make, double saveAt, double further)
{
    std::unique_ptr<Engine> straight = make(s);
    straight->advanceTo(saveAt);
    Scenario saved = throughAFile(savedState(*straight));
    if (saved.randomStreams != straight->randomStreams())
        qFatal("the file did not keep the streams' positions");
    Scenario withoutStreams = saved;
    withoutStreams.randomStreams.clear();
    std::unique_ptr<Engine> resumed = make(saved), fresh = make(withoutStreams);
    straight->advanceTo(saveAt + further);
    resumed->advanceTo(further);
    fresh->advanceTo(further);
    return {sameState(straight->snapshot(), resumed->snapshot()), sameState(straight->snapshot(), fresh->snapshot())};
}

} // namespace

class TstResumedRuns : public QObject {
    Q_OBJECT
private slots:
    void positionContinuesTheStream()
    {
        // Normal deviates come in pairs: a position taken with the second of a pair still to
        // come, and one taken after uniforms drawn in between, both continue exactly.
        Random straight(77);
        for (int k = 0; k < 1000; ++k) {
            const RandomPosition here = straight.position();
            Random resumed = *Random::at(here);
            QCOMPARE(resumed.position(), here);
            const double next = k % 3 == 0 ? straight.uniform() : straight.normal();
            const double again = k % 3 == 0 ? resumed.uniform() : resumed.normal();
            QCOMPARE(again, next);
        }
        // A state that is not one is refused, not read as something else.
        QVERIFY(!Random::at({"1 2 3", std::nullopt}));
        RandomPosition truncated = straight.position();
        truncated.state.resize(truncated.state.size() / 2);
        QVERIFY(!Random::at(truncated));
    }

    void timeDrivenEngineResumesBitForBit()
    {
        const EngineConfig config{EngineKind::TimeDriven, 0.01};
        const Resumption r = resume(gasBetweenHotWalls(), [&](const Scenario& s) {
            return std::make_unique<TimeDrivenEngine>(s, config);
        }, 10.0, 10.0);
        QVERIFY(r.same);
        QVERIFY(!r.sameWithoutStreams);
    }

    void forceEngineResumesBitForBit()
    {
        ChargedGasParameters p;
        p.count = 60;
        p.signs = ChargeSigns::Both;
        p.packing = 0.1;
        p.temperature = 1.0;
        p.seed = 5;
        Scenario s = generateChargedGas(p);
        for (BoxWall& wall : s.walls)
            wall.temperature = 2.0;
        EngineConfig config = s.engine;
        config.kind = EngineKind::Force;
        const Resumption r = resume(s, [&](const Scenario& scenario) {
            return std::make_unique<ForceEngine>(scenario, config);
        }, 10.0, 10.0);
        QVERIFY(r.same);
        QVERIFY(!r.sameWithoutStreams);
    }

    void exactAndAggregationEnginesResumeTheirStreams()
    {
        // The exact engine re-predicts every event from the saved positions, and the aggregation
        // engine rebuilds its rigid clusters from them, so their resumed runs agree with the
        // straight ones to round-off, not bit for bit; their streams start where the straight
        // runs' stood, not over from the seed.
        EventDrivenEngine exact(gasBetweenHotWalls());
        exact.advanceTo(10.0);
        AggregationParameters p;
        p.count = 150;
        p.areaFraction = 0.05;
        p.motion = AggregationMotion::Brownian;
        p.stickingProbability = 0.5;
        p.seed = 4;
        AggregationEngine aggregation(generateAggregation(p));
        aggregation.advanceTo(30.0);
        const std::map<std::string, RandomPosition> exactDrawn = exact.randomStreams(),
                                                     aggregationDrawn = aggregation.randomStreams();
        // Each stream has moved on from where a new run of the same file starts it.
        const std::map<std::string, RandomPosition> exactFresh = EventDrivenEngine(gasBetweenHotWalls()).randomStreams(),
                                                     aggregationFresh = AggregationEngine(generateAggregation(p)).randomStreams();
        for (std::string_view name : {kWallStreamName})
            QVERIFY(exactDrawn.at(std::string(name)) != exactFresh.at(std::string(name)));
        for (std::string_view name : {kMotionStreamName, kStickingStreamName})
            QVERIFY(aggregationDrawn.at(std::string(name)) != aggregationFresh.at(std::string(name)));
        QCOMPARE(EventDrivenEngine(throughAFile(savedState(exact))).randomStreams(), exactDrawn);
        QCOMPARE(AggregationEngine(throughAFile(savedState(aggregation))).randomStreams(), aggregationDrawn);
    }
};

QTEST_APPLESS_MAIN(TstResumedRuns)

#include "tst_resumed_runs.moc"
