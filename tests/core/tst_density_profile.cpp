// The density profile counts centres per unit area in slices along gravity, from the floor up.
#include "core/density_profile.h"
#include "core/starting_snapshot.h"

#include <QtTest>

using namespace disklab;

class TestDensityProfile : public QObject {
    Q_OBJECT
private slots:
    void slicesAreCountedFromTheFloorAgainstGravity()
    {
        Scenario s;
        s.width = 4.0;
        s.height = 10.0;
        s.gravityY = -1.0;
        for (double y : {0.5, 1.5, 1.9, 9.5}) {
            Disk d;
            d.x = 2.0;
            d.y = y;
            s.disks.push_back(d);
        }
        DensityProfile profile(s, 5);
        profile.add(startingSnapshot(s));
        profile.add(startingSnapshot(s));
        QCOMPARE(profile.heights(), (std::vector<double>{1.0, 3.0, 5.0, 7.0, 9.0}));
        // Slices of 4 x 2 = 8: three centres in the lowest, one in the highest, every state alike.
        QCOMPARE(profile.density(), (std::vector<double>{3.0 / 8.0, 0.0, 0.0, 0.0, 1.0 / 8.0}));
        QCOMPARE(profile.states(), 2);
    }
    void gravityAlongXMeasuresFromTheWallItPullsTowards()
    {
        Scenario s;
        s.width = 10.0;
        s.height = 2.0;
        s.gravityX = 2.0;  // the floor is the right wall
        Disk d;
        d.x = 9.0;
        d.y = 1.0;
        s.disks.push_back(d);
        DensityProfile profile(s, 10);
        profile.add(startingSnapshot(s));
        QCOMPARE(profile.density()[0], 0.0);
        QCOMPARE(profile.density()[1], 0.5);
    }
};

QTEST_APPLESS_MAIN(TestDensityProfile)
#include "tst_density_profile.moc"
