// separateOverlaps leaves a valid scenario, moves only the disks that overlapped, and moves
// them little.
#include "core/overlap_separation.h"
#include "core/scenario_validation.h"
#include "test_scenarios.h"

#include <QtTest>

#include <cmath>
#include <random>

using namespace disklab;

class TestOverlapSeparation : public QObject {
    Q_OBJECT
private slots:
    void validScenarioIsUntouched()
    {
        const Scenario s = test::gas(200, 0.3, false);
        const OverlapSeparation r = separateOverlaps(s);
        QVERIFY(r.converged);
        QVERIFY(r.scenario == s);
    }

    void overlappingPairMovesApartSymmetrically()
    {
        Scenario s;
        s.width = s.height = 10.0;
        s.disks = {test::disk(4.6, 5.0, 0, 0, 0.5), test::disk(5.4, 5.0, 0, 0, 0.5), test::disk(1.0, 1.0, 0, 0, 0.5)};
        const OverlapSeparation r = separateOverlaps(s);
        QVERIFY(r.converged);
        QVERIFY(validateScenario(r.scenario).empty());
        const auto& d = r.scenario.disks;
        QCOMPARE(d[2], s.disks[2]);
        QVERIFY(std::abs((d[0].x + d[1].x) / 2 - 5.0) < 1e-12);
        // Minimal: they end touching, not further apart.
        QVERIFY(d[1].x - d[0].x < 1.0 + 1e-5);
        QCOMPARE(d[0].y, 5.0);
    }

    void coincidentAndOutsideDisks()
    {
        Scenario s;
        s.width = s.height = 6.0;
        s.disks = {test::disk(3, 3, 0, 0, 0.5), test::disk(3, 3, 0, 0, 0.5), test::disk(-1, 7, 0, 0, 0.5)};
        const OverlapSeparation r = separateOverlaps(s);
        QVERIFY(r.converged);
        QVERIFY(validateScenario(r.scenario).empty());
    }

    void randomPileInBothBoundariesAndAroundAWall()
    {
        for (bool periodic : {false, true}) {
            Scenario s;
            s.width = s.height = 40.0;
            s.boundary = periodic ? Boundary::Periodic : Boundary::Walls;
            if (!periodic) {
                SegmentWall wall;
                wall.x0 = wall.x1 = 20.0;
                wall.y0 = 5.0;
                wall.y1 = 35.0;
                s.segments.push_back(wall);
            }
            std::mt19937_64 random(7);
            std::uniform_real_distribution<double> position(8.0, 32.0);
            for (int i = 0; i < 300; ++i)
                s.disks.push_back(test::disk(position(random), position(random), 0, 0, 0.5));
            const OverlapSeparation r = separateOverlaps(s);
            QVERIFY(r.converged);
            const auto problems = validateScenario(r.scenario);
            QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().message.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestOverlapSeparation)
#include "tst_overlap_separation.moc"
