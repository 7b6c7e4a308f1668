// The mixing count: each species' disks on either side of the box's middle.
#include "core/species_halves.h"
#include "core/starting_snapshot.h"

#include <QtTest>

using namespace disklab;

class TestSpeciesHalves : public QObject {
    Q_OBJECT
private slots:
    void eachSpeciesIsCountedOnItsSide()
    {
        Scenario s;
        s.width = 10.0;
        s.height = 4.0;
        const auto add = [&](double x, double radius) {
            Disk d;
            d.x = x;
            d.y = 2.0;
            d.radius = radius;
            s.disks.push_back(d);
        };
        add(1.0, 0.5);
        add(2.0, 0.5);
        add(6.0, 0.5);
        add(5.0, 0.3);  // on the middle: right
        add(9.0, 0.3);
        const SpeciesHalves halves = speciesHalves(s, diskSpecies(s), startingSnapshot(s));
        QCOMPARE(halves.left, (std::vector<std::int64_t>{2, 0}));
        QCOMPARE(halves.right, (std::vector<std::int64_t>{1, 2}));
    }
    void periodicCentresAreWrappedFirst()
    {
        Scenario s;
        s.boundary = Boundary::Periodic;
        s.width = 10.0;
        s.height = 4.0;
        Disk d;
        d.x = 1.0;
        d.y = 2.0;
        s.disks = {d};
        Snapshot moved = startingSnapshot(s);
        moved.x[0] = 18.0;  // 8 once wrapped
        QCOMPARE(speciesHalves(s, diskSpecies(s), moved).right, (std::vector<std::int64_t>{1}));
    }
};

QTEST_APPLESS_MAIN(TestSpeciesHalves)
#include "tst_species_halves.moc"
