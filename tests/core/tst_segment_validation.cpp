// Validation of interior walls, and saved states that carry them on.
#include "core/event_driven_engine.h"
#include "core/scenario_validation.h"
#include "core/state_export.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace disklab;

namespace {

Scenario partitioned()
{
    Scenario s;
    s.width = 20.0;
    s.height = 10.0;
    Disk left, right;
    left.x = 5.0, left.y = 5.0, left.vx = 1.0, left.vy = 0.3;
    right.x = 15.0, right.y = 5.0, right.vx = -1.0, right.vy = 0.2;
    s.disks = {left, right};
    s.segments = {{10.0, 0.0, 10.0, 4.0, std::numeric_limits<double>::infinity(), "lower"},
                  {10.0, 6.0, 10.0, 10.0, 3.0, ""}};
    return s;
}

/// The one problem of a scenario that should have exactly one, as "field: message".
QString onlyProblem(const Scenario& s, int* disk = nullptr, int* segment = nullptr)
{
    const std::vector<ScenarioProblem> problems = validateScenario(s);
    if (problems.size() != 1)
        return QString("%1 problems").arg(problems.size());
    if (disk)
        *disk = problems[0].disk;
    if (segment)
        *segment = problems[0].segment;
    return QString::fromStdString(problems[0].field + ": " + problems[0].message);
}

} // namespace

class TestSegmentValidation : public QObject {
    Q_OBJECT
private slots:
    void validPartitionPasses() { QVERIFY(validateScenario(partitioned()).empty()); }
    void geometryProblems()
    {
        Scenario s = partitioned();
        s.segments[1].y1 = std::numeric_limits<double>::quiet_NaN();
        QCOMPARE(onlyProblem(s), QString("segments[1].y1: y1 is NaN"));
        s = partitioned();
        s.segments[0].x1 = s.segments[0].x0, s.segments[0].y1 = s.segments[0].y0;
        QCOMPARE(onlyProblem(s), QString("segments[0]: segment 0 (lower) from (10, 0) to (10, 0) has no length"));
        s = partitioned();
        s.segments[1].y1 = 10.5;
        QCOMPARE(onlyProblem(s), QString("segments[1].x1: end (10, 10.5) is outside the box [0, 20] x [0, 10]"));
        s = partitioned();
        s.segments[1].removeTime = -2.0;
        QCOMPARE(onlyProblem(s), QString("segments[1].removeTime: remove time must be >= 0, got -2"));
        s = partitioned();
        s.boundary = Boundary::Periodic;
        QVERIFY(onlyProblem(s).startsWith("segments: interior walls need a walled box"));
    }
    void namesAreUniqueAndSafe()
    {
        Scenario s = partitioned();
        s.segments[1].name = "lower";
        QCOMPARE(onlyProblem(s), QString("segments[1].name: name \"lower\" is used by another segment"));
        s.segments[1].name = "top";
        QCOMPARE(onlyProblem(s), QString("segments[1].name: name \"top\" is the name of a side of the box"));
        s.segments[1].name = "a,b";
        QCOMPARE(onlyProblem(s), QString("segments[1].name: name \"a,b\" must not contain commas, quotes or line breaks"));
        // An unnamed wall is "segment<k>": a named one may not take that name.
        s.segments[1].name.clear();
        s.segments[0].name = "segment1";
        QCOMPARE(onlyProblem(s), QString("segments[1].name: name \"segment1\" is used by another segment"));
    }
    void disksOnAWallAreNamed()
    {
        Scenario s = partitioned();
        s.disks[1].x = 10.3;
        s.disks[1].y = 8.0;
        int disk = -2, segment = -2;
        QCOMPARE(onlyProblem(s, &disk, &segment), QString(": overlaps segment 1: centre 0.3 from it, radius 0.5"));
        QCOMPARE(disk, 1);
        QCOMPARE(segment, 1);
        // Touching is fine; overlaps may be allowed like overlapping disks.
        s.disks[1].x = 10.5;
        QVERIFY(validateScenario(s).empty());
        s.disks[1].x = 10.3;
        ValidationOptions anyway;
        anyway.allowOverlaps = true;
        QVERIFY(validateScenario(s, anyway).empty());
    }
    void movingWallsStopShortOfInteriorWalls()
    {
        Scenario s = partitioned();
        s.wall(Side::Right) = {-1.0, 9.5};  // stops at x = 10.5: half a diameter from the partition
        QVERIFY2(onlyProblem(s).startsWith("walls.right.stopTime: the right wall stops 0.5 from an interior wall"),
                 qPrintable(onlyProblem(s)));
        s.wall(Side::Right) = {-1.0, 9.0};  // x = 11: one diameter clear
        QVERIFY(validateScenario(s).empty());
        s.wall(Side::Right) = {-1.0, std::numeric_limits<double>::infinity()};
        QVERIFY(!validateScenario(s).empty());
        s.wall(Side::Right) = {1.0, std::numeric_limits<double>::infinity()};  // moving out: nothing to crush
        QVERIFY(validateScenario(s).empty());
    }
    void savedStateKeepsStandingWalls()
    {
        // After t = 4 the unnamed wall (removed at 3) is gone; the named one stays, and a wall
        // removed later keeps its remaining time and its name as the log knew it.
        Scenario s = partitioned();
        s.segments.push_back({2.0, 1.0, 3.0, 2.0, 10.0, ""});
        EventDrivenEngine engine(s);
        engine.advanceTo(4.0);
        const Scenario later = scenarioAt(s, engine.snapshot());
        QCOMPARE(later.segments.size(), std::size_t(2));
        QCOMPARE(later.segments[0].name, std::string("lower"));
        QCOMPARE(later.segments[0].removeTime, std::numeric_limits<double>::infinity());
        QCOMPARE(later.segments[1].name, std::string("segment2"));
        QCOMPARE(later.segments[1].removeTime, 6.0);
        QVERIFY(validateScenario(later).empty());
    }
};

QTEST_APPLESS_MAIN(TestSegmentValidation)
#include "tst_segment_validation.moc"
