// Species of a scenario's disks: what makes two disks one species, the numbering by first
// appearance, and the chemical symbols that name them (checked against known atomic numbers).
#include "core/disk_species.h"

#include <QtTest>

using namespace disklab;

namespace {

Disk disk(double radius, double mass, Colour colour, std::string label = {}, double charge = 0.0)
{
    Disk d;
    d.radius = radius;
    d.mass = mass;
    d.colour = colour;
    d.label = std::move(label);
    d.charge = charge;
    return d;
}

} // namespace

class TestDiskSpecies : public QObject {
    Q_OBJECT
private slots:
    void symbolsAreTheElementsByAtomicNumber()
    {
        QCOMPARE(chemicalSymbol(1), std::string("H"));
        QCOMPARE(chemicalSymbol(2), std::string("He"));
        QCOMPARE(chemicalSymbol(6), std::string("C"));
        QCOMPARE(chemicalSymbol(26), std::string("Fe"));
        QCOMPARE(chemicalSymbol(54), std::string("Xe"));
        QCOMPARE(chemicalSymbol(79), std::string("Au"));
        QCOMPARE(chemicalSymbol(92), std::string("U"));
        QCOMPARE(chemicalSymbol(118), std::string("Og"));
        QVERIFY(chemicalSymbol(0).empty());
        QVERIFY(chemicalSymbol(119).empty());
    }

    void colourRadiusMassAndChargeMakeASpeciesButTheLabelDoesNot()
    {
        const Colour red{200, 0, 0}, blue{0, 0, 200};
        Scenario s;
        s.disks = {disk(0.5, 1.0, blue, "1"),  disk(0.5, 1.0, red),         disk(0.5, 1.0, blue, "2"),
                   disk(1.0, 1.0, blue),       disk(0.5, 4.0, blue),        disk(0.5, 1.0, blue, {}, -1.0),
                   disk(0.5, 1.0, red, "cue")};
        const SpeciesTable table = diskSpecies(s);
        QCOMPARE(table.species.size(), std::size_t(5));
        // Numbered in order of first appearance: blue, red, larger, heavier, charged.
        QCOMPARE(table.species[0].symbol, std::string("H"));
        QCOMPARE(table.species[0].disks, (std::vector<std::int32_t>{0, 2}));
        QCOMPARE(table.species[1].symbol, std::string("He"));
        QCOMPARE(table.species[1].disks, (std::vector<std::int32_t>{1, 6}));
        QCOMPARE(table.species[2].radius, 1.0);
        QCOMPARE(table.species[3].mass, 4.0);
        QCOMPARE(table.species[4].charge, -1.0);
        QCOMPARE(table.ofDisk, (std::vector<std::int32_t>{0, 1, 0, 2, 3, 4, 1}));
    }

    void everyDiskDifferentLeavesTheSpeciesBeyondTheElementsUnnamed()
    {
        Scenario s;
        for (int i = 0; i < 120; ++i)
            s.disks.push_back(disk(0.1 + 0.001 * i, 1.0, Colour{}));
        const SpeciesTable table = diskSpecies(s);
        QCOMPARE(table.species.size(), std::size_t(120));
        QCOMPARE(table.species[117].symbol, std::string("Og"));
        QVERIFY(table.species[118].symbol.empty());
        QVERIFY(table.species[119].symbol.empty());
    }

    void noDisksNoSpecies()
    {
        const SpeciesTable table = diskSpecies(Scenario{});
        QVERIFY(table.species.empty());
        QVERIFY(table.ofDisk.empty());
    }
};

QTEST_APPLESS_MAIN(TestDiskSpecies)
#include "tst_disk_species.moc"
