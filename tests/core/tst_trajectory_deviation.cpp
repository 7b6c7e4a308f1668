// Position deviation between two snapshots: mean and max, nearest image in a periodic box.
#include "core/trajectory_deviation.h"

#include <QtTest>

using namespace disklab;

class TestTrajectoryDeviation : public QObject {
    Q_OBJECT
private slots:
    void meanAndMax()
    {
        Scenario s;
        s.width = s.height = 10.0;
        Snapshot a, b;
        a.x = {1.0, 2.0, 3.0}, a.y = {1.0, 1.0, 1.0};
        b.x = {1.0, 2.3, 3.0}, b.y = {1.0, 1.4, 2.0};
        const PositionDeviation d = positionDeviation(s, a, b);
        QCOMPARE(d.max, 1.0);
        QVERIFY(std::abs(d.mean - 0.5) < 1e-15);
    }

    void nearestImageWhenPeriodic()
    {
        Scenario s;
        s.width = s.height = 10.0;
        Snapshot a, b;
        a.x = {0.1}, a.y = {9.95};
        b.x = {9.9}, b.y = {0.05};
        s.boundary = Boundary::Walls;
        QVERIFY(positionDeviation(s, a, b).max > 9.0);
        s.boundary = Boundary::Periodic;
        QVERIFY(std::abs(positionDeviation(s, a, b).max - std::hypot(0.2, 0.1)) < 1e-12);
    }
};

QTEST_APPLESS_MAIN(TestTrajectoryDeviation)
#include "tst_trajectory_deviation.moc"
