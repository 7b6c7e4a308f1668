// A saved state resumes the same run: the scenario scenarioAt writes holds every parameter the
// run used, including defaults that depend on the starting state, so a resumed run is the same
// physics as the run that went on.
#include "core/event_driven_engine.h"
#include "core/free_piston.h"
#include "core/gas_generator.h"
#include "core/scenario_validation.h"
#include "core/state_export.h"

#include <QTest>

#include <algorithm>

using namespace disklab;

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
};

QTEST_APPLESS_MAIN(TstSavedState)

#include "tst_saved_state.moc"
