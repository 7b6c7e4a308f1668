// A saved state resumes the run exactly where the engine's state allows it. A random stream
// continues from its saved position; through a file and back, the time-driven and force
// engines go on bit for bit as the run that went on, their thermal walls drawing the numbers
// the straight run drew (without the streams' positions the resumed runs part from the
// straight ones: the positions are what makes them the same); the exact and aggregation
// engines start their streams where the saved runs left them. Every feature that carries state
// (walls that move or heat, a partition that opens, gravity, springs to disks and to fixed
// points, charges, damping, a free or held piston, the pump under way) is saved, resumed and
// checked field by field against the state the straight run reaches.
#include "core/aggregation_engine.h"
#include "core/aggregation_generator.h"
#include "core/charged_gas_generator.h"
#include "core/diffusion_generator.h"
#include "core/event_driven_engine.h"
#include "core/force_engine.h"
#include "core/gas_generator.h"
#include "core/random_streams.h"
#include "core/spring_chain_generator.h"
#include "core/state_export.h"
#include "core/time_driven_engine.h"
#include "support/gas_between_hot_walls.h"
#include "support/through_a_file.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <memory>
#include <string_view>

using namespace disklab;
using disklab::test::gasBetweenHotWalls;

namespace {

/// Through a file and back; a time-driven run's state may hold the overlaps it made.
Scenario throughAFile(const Scenario& s) { return test::throughAFile(s, test::allowingOverlaps()); }

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


/// Within `tolerance` of each other, relative to the larger, or both the same infinity.
bool close(double a, double b, double tolerance)
{
    if (a == b)
        return true;
    return std::abs(a - b) <= tolerance * std::max({1.0, std::abs(a), std::abs(b)});
}

bool close(const std::optional<double>& a, const std::optional<double>& b, double tolerance)
{
    return a.has_value() == b.has_value() && (!a || close(*a, *b, tolerance));
}

/// The first field in which two saved states differ by more than `tolerance` ("" if none):
/// every parameter of the box, its walls, the partitions, gravity, forces, the pump, the
/// engine's settings and the random streams, the disks' properties, their positions and
/// velocities. Times and places are compared within `tolerance`; counts, names and the
/// streams exactly.
QString firstDifference(const Scenario& a, const Scenario& b, double tolerance)
{
    const auto differs = [&](double x, double y) { return !close(x, y, tolerance); };
    if (differs(a.width, b.width) || differs(a.height, b.height) || a.boundary != b.boundary)
        return QStringLiteral("box");
    for (std::size_t k = 0; k < a.walls.size(); ++k) {
        const BoxWall &u = a.walls[k], &v = b.walls[k];
        if (differs(u.velocity, v.velocity) || differs(u.stopTime, v.stopTime) || u.temperature != v.temperature
            || u.mass != v.mass || u.pressure != v.pressure || !close(u.limit, v.limit, tolerance) || u.held != v.held)
            return QStringLiteral("walls[%1]").arg(k);
    }
    if (a.gravityX != b.gravityX || a.gravityY != b.gravityY)
        return QStringLiteral("gravity");
    if (a.segments.size() != b.segments.size())
        return QStringLiteral("segments");
    for (std::size_t k = 0; k < a.segments.size(); ++k) {
        const SegmentWall &u = a.segments[k], &v = b.segments[k];
        if (differs(u.x0, v.x0) || differs(u.y0, v.y0) || differs(u.x1, v.x1) || differs(u.y1, v.y1)
            || differs(u.removeTime, v.removeTime) || u.name != v.name)
            return QStringLiteral("segments[%1]").arg(k);
    }
    if (!(a.forces == b.forces))
        return QStringLiteral("forces");
    if (a.pump.has_value() != b.pump.has_value())
        return QStringLiteral("pump");
    if (a.pump) {
        const Pump &u = *a.pump, &v = *b.pump;
        if (u.side != v.side || !close(u.position, v.position, tolerance) || u.width != v.width || u.count != v.count
            || u.temperature != v.temperature || u.interval != v.interval || differs(u.start, v.start))
            return QStringLiteral("pump");
    }
    if (a.seed != b.seed || !(a.engine == b.engine))
        return QStringLiteral("seed or engine");
    if (a.randomStreams != b.randomStreams)
        return QStringLiteral("random_streams");
    if (a.disks.size() != b.disks.size())
        return QStringLiteral("number of disks");
    for (std::size_t i = 0; i < a.disks.size(); ++i) {
        const Disk &u = a.disks[i], &v = b.disks[i];
        if (u.radius != v.radius || u.mass != v.mass || u.charge != v.charge || u.label != v.label || !(u.colour == v.colour))
            return QStringLiteral("disks[%1]").arg(i);
        if (differs(u.x, v.x) || differs(u.y, v.y) || differs(u.vx, v.vx) || differs(u.vy, v.vy))
            return QStringLiteral("disks[%1] position or velocity").arg(i);
    }
    return {};
}

/// A feature's scenario and the engine that runs it.
struct Feature {
    Scenario scenario;
    EngineConfig config;
};

std::unique_ptr<Engine> engineFor(const Scenario& s, const EngineConfig& config)
{
    switch (config.kind) {
    case EngineKind::TimeDriven:
        return std::make_unique<TimeDrivenEngine>(s, config);
    case EngineKind::Force:
        return std::make_unique<ForceEngine>(s, config);
    default:
        return std::make_unique<EventDrivenEngine>(s);
    }
}

/// Saves `feature`'s run at `saveAt`, resumes it through a file, and gives the first difference
/// between the resumed run's saved state `further` on and the straight run's at the same moment.
QString resumedDifference(const Feature& feature, double saveAt, double further, double tolerance)
{
    std::unique_ptr<Engine> straight = engineFor(feature.scenario, feature.config);
    straight->advanceTo(saveAt);
    Scenario saved = savedState(*straight);
    saved.engine = feature.config;
    const Scenario reloaded = throughAFile(saved);
    if (const QString lost = firstDifference(reloaded, saved, 0.0); !lost.isEmpty())
        return QStringLiteral("the file lost ") + lost;
    std::unique_ptr<Engine> resumed = engineFor(reloaded, reloaded.engine);
    straight->advanceTo(saveAt + further);
    resumed->advanceTo(further);
    Scenario there = savedState(*straight), here = savedState(*resumed);
    there.engine = here.engine = feature.config;
    return firstDifference(here, there, tolerance);
}

EngineConfig stepper(EngineKind kind, double dt)
{
    EngineConfig config;
    config.kind = kind;
    config.dt = dt;
    return config;
}

GasParameters smallGas()
{
    GasParameters p;
    p.count = 100;
    p.packing = 0.15;
    p.seed = 31;
    return p;
}

} // namespace

Q_DECLARE_METATYPE(Feature)

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

    void everySteppedFeatureResumesBitForBit_data()
    {
        QTest::addColumn<Feature>("feature");
        QTest::addColumn<double>("tolerance");
        const EngineConfig time = stepper(EngineKind::TimeDriven, 0.01);
        Scenario moving = generateGas(smallGas());
        moving.wall(Side::Right).velocity = -0.2;  // still moving when saved, stopped by the end
        moving.wall(Side::Right).stopTime = 15.0;
        QTest::newRow("a wall moving in, then stopping") << Feature{moving, time} << 1e-9;
        GasParameters heated = smallGas();
        heated.wallTemperature = 2.0;
        Scenario falling = generateGas(heated);
        falling.gravityY = -0.3;
        QTest::newRow("gravity over heated walls") << Feature{falling, time} << 0.0;
        DiffusionParameters d;
        d.leftCount = 60;
        d.rightCount = 0;
        d.partition = PartitionKind::Removable;
        d.removeTime = 14.0;  // standing when saved, gone by the end
        d.seed = 3;
        QTest::newRow("a partition that opens") << Feature{generateDiffusion(d), time} << 0.0;
        SpringChainParameters c;
        c.count = 8;
        Scenario chain = generateSpringChain(c);
        QTest::newRow("springs, a fixed pivot, gravity and damping")
            << Feature{chain, stepper(EngineKind::Force, chain.engine.dt)} << 0.0;
        ChargedGasParameters q;
        q.count = 60;
        q.signs = ChargeSigns::Both;
        q.packing = 0.1;
        q.seed = 9;
        Scenario charged = generateChargedGas(q);
        charged.forces.damping = 0.05;
        QTest::newRow("charges of both signs, damped")
            << Feature{charged, stepper(EngineKind::Force, charged.engine.dt)} << 0.0;
    }

    void everySteppedFeatureResumesBitForBit()
    {
        // Bit for bit (tolerance 0), but for a wall that moves: its place is its place at the
        // save plus its travel since, where the straight run adds its travel since t = 0 to its
        // place then, so the two differ in the last bits, and so, after it has struck them,
        // do the disks.
        QFETCH(Feature, feature);
        QFETCH(double, tolerance);
        QCOMPARE(resumedDifference(feature, 10.0, 10.0, tolerance), QString());
    }

    void everyExactFeatureResumes_data()
    {
        QTest::addColumn<Feature>("feature");
        const EngineConfig exact;
        GasParameters pumped = smallGas();
        pumped.pumpCount = 40;
        pumped.pumpStart = 2.0;  // some in when saved, some still to come
        QTest::newRow("the pump under way") << Feature{generateGas(pumped), exact};
        GasParameters free = smallGas();
        free.pistonMass = 100.0;
        free.pistonPressure = 0.05;
        free.pistonLimit = 0.0;
        QTest::newRow("a free piston at its default cylinder end") << Feature{generateGas(free), exact};
        Scenario held = generateGas(free);
        held.wall(Side::Right).held = true;
        QTest::newRow("a held piston") << Feature{held, exact};
        GasParameters heated = smallGas();
        heated.wallTemperature = 1.5;
        Scenario moving = generateGas(heated);
        moving.wall(Side::Top).velocity = -0.1;
        moving.wall(Side::Top).stopTime = 4.0;
        QTest::newRow("heated walls, one moving") << Feature{moving, exact};
    }

    void everyExactFeatureResumes()
    {
        // The exact engine predicts its events anew from the saved positions, so the resumed
        // run agrees with the straight one to round-off, which a gas's chaos amplifies: a short
        // stretch after the save, then the fields within 1e-6.
        QFETCH(Feature, feature);
        QCOMPARE(resumedDifference(feature, 3.0, 0.5, 1e-6), QString());
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
