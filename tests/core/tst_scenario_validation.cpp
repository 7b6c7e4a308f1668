// Each kind of invalid scenario is refused with a problem naming the disk and field.
#include "core/scenario_validation.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace disklab;

namespace {

Scenario twoDisks()
{
    Scenario s;
    Disk a;
    a.x = 0.25, a.y = 0.5, a.radius = 0.1;
    Disk b = a;
    b.x = 0.75;
    s.disks = {a, b};
    return s;
}

bool has(const std::vector<ScenarioProblem>& problems, int disk, const std::string& field, const std::string& words)
{
    for (const auto& p : problems)
        if (p.disk == disk && p.field == field && p.message.find(words) != std::string::npos)
            return true;
    return false;
}

} // namespace

class TestScenarioValidation : public QObject {
    Q_OBJECT
private slots:
    void validScenarioHasNoProblems() { QVERIFY(validateScenario(twoDisks()).empty()); }

    void eachBadValueIsNamed()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        Scenario s = twoDisks();
        s.disks[1].vy = nan;
        QVERIFY(has(validateScenario(s), 1, "vy", "NaN"));
        s = twoDisks();
        s.disks[0].radius = -0.1;
        QVERIFY(has(validateScenario(s), 0, "radius", "positive"));
        s.disks[0].radius = 0.0;
        QVERIFY(has(validateScenario(s), 0, "radius", "positive"));
        s = twoDisks();
        s.disks[1].mass = 0.0;
        QVERIFY(has(validateScenario(s), 1, "mass", "positive"));
        s.disks[1].mass = -2.0;
        QVERIFY(has(validateScenario(s), 1, "mass", "positive"));
        s = twoDisks();
        s.disks[1].x = 0.95;
        QVERIFY(has(validateScenario(s), 1, "x", "not inside the box"));
        s = twoDisks();
        s.width = std::numeric_limits<double>::infinity();
        QVERIFY(has(validateScenario(s), -1, "width", "positive"));
    }

    void overlapsNameBothDisks()
    {
        Scenario s = twoDisks();
        s.disks[1].x = 0.4;
        const auto problems = validateScenario(s);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems[0].disk, 0);
        QCOMPARE(problems[0].otherDisk, 1);
        ValidationOptions lenient;
        lenient.allowOverlaps = true;
        QVERIFY(validateScenario(s, lenient).empty());
        // Exactly touching is fine.
        s.disks[1].x = 0.45;
        QVERIFY(validateScenario(s).empty());
    }

    void overlapsAcrossPeriodicEdges()
    {
        Scenario s = twoDisks();
        s.boundary = Boundary::Periodic;
        s.width = s.height = 1.0;
        s.disks[0].radius = s.disks[1].radius = 0.1;
        s.disks[0].x = 0.02;
        s.disks[1].x = 0.9;  // 0.12 apart through the edge
        QVERIFY(has(validateScenario(s), 0, "x", "overlaps disk 1"));
    }

    void crushingWallsAreRefused()
    {
        Scenario s = twoDisks();
        s.wall(Side::Right).velocity = -0.1;
        QVERIFY(has(validateScenario(s), -1, "walls.right.stopTime", "forever"));
        s.wall(Side::Right).stopTime = 9.0;  // leaves a gap of 0.1 < diameter 0.2
        QVERIFY(has(validateScenario(s), -1, "walls.right.stopTime", "less than the largest disk diameter"));
        s.wall(Side::Right).stopTime = 5.0;
        QVERIFY(validateScenario(s).empty());
        s.boundary = Boundary::Periodic;
        QVERIFY(has(validateScenario(s), -1, "walls.right.velocity", "periodic"));
    }

    void disksRestingUnderGravityAreRefused()
    {
        // A disk at rest exactly on a wall that gravity presses it against would need a normal
        // force, which hard-disk dynamics does not have: the exact engine would let it sink.
        Scenario s;
        s.width = s.height = 10.0;
        s.gravityY = -1.0;
        Disk d;
        d.x = 3.0, d.y = 0.5, d.vx = 1.0, d.vy = 0.0, d.radius = 0.5;
        s.disks = {d};
        QVERIFY(has(validateScenario(s), 0, "y", "rests on the bottom wall"));
        s.disks[0].y = 0.51;  // dropped from a hair above the floor: it bounces that high for ever
        QVERIFY(validateScenario(s).empty());
        s.disks[0].y = 0.5;
        s.disks[0].vy = 0.3;  // leaving the floor
        QVERIFY(validateScenario(s).empty());
        s.disks[0].vy = 0.0;
        s.gravityY = 0.0;  // nothing presses it
        QVERIFY(validateScenario(s).empty());
        s.gravityY = 1.0;  // pulled away from the floor
        QVERIFY(validateScenario(s).empty());
        s.disks[0].y = 9.5;  // ... and against the ceiling
        QVERIFY(has(validateScenario(s), 0, "y", "rests on the top wall"));
        s.gravityY = 0.0;
        s.gravityX = -2.0;
        s.disks[0] = d;
        s.disks[0].x = 0.5, s.disks[0].vx = 0.0, s.disks[0].vy = 1.0;
        QVERIFY(has(validateScenario(s), 0, "x", "rests on the left wall"));
        s.boundary = Boundary::Periodic;  // no walls to rest on, but nothing to stop the fall either
        const auto problems = validateScenario(s);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front().field, std::string("gravity.x"));
    }

    void gravityInAPeriodicBoxIsRefused()
    {
        // With no floor the gas free-falls for ever: its centre-of-mass speed, counted in the
        // temperature, grows without bound and heights wrap, so the run would measure nothing.
        Scenario s = twoDisks();
        s.width = s.height = 2.0;
        s.boundary = Boundary::Periodic;
        s.gravityY = -1.0;
        auto problems = validateScenario(s);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front().disk, -1);
        QCOMPARE(problems.front().field, std::string("gravity.y"));
        QCOMPARE(problems.front().message,
                 std::string("gravity points along y, but the box is periodic in y: the gas would fall for ever; "
                             "give the box walls (boundary \"walls\") or set gravity.y to 0"));
        s.gravityX = 0.5;  // both components named
        problems = validateScenario(s);
        QVERIFY(has(problems, -1, "gravity.x", "periodic in x"));
        QVERIFY(has(problems, -1, "gravity.y", "periodic in y"));
        s.boundary = Boundary::Walls;  // walls catch the gas
        QVERIFY(validateScenario(s).empty());
        s.boundary = Boundary::Periodic;
        s.gravityX = s.gravityY = 0.0;
        QVERIFY(validateScenario(s).empty());
    }

    void manyProblemsAreCapped()
    {
        Scenario s;
        for (int k = 0; k < 1000; ++k) {
            Disk d;
            d.radius = -1.0;
            s.disks.push_back(d);
        }
        ValidationOptions options;
        options.maxProblems = 5;
        QCOMPARE(validateScenario(s, options).size(), std::size_t(5));
    }
};

QTEST_APPLESS_MAIN(TestScenarioValidation)
#include "tst_scenario_validation.moc"
