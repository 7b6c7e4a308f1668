// The Structure dock's record: g(r) averaged over the states added with the mean packing, the
// contact value only for disks of one size (a mixture has no single contact distance), and a
// |psi6| record that thins itself rather than grow without end.
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "runtime/structure_record.h"

#include <QTest>

using namespace disklab;

namespace {

Scenario gasOf(std::vector<GasSpecies> species)
{
    GasParameters p;
    p.species = std::move(species);
    p.packing = 0.4;
    p.periodic = true;
    p.seed = 5;
    return generateGas(p);
}

} // namespace

class StructureRecordTest : public QObject {
    Q_OBJECT
private slots:
    void oneSizeHasAContactValueAndZ()
    {
        const Scenario s = gasOf({{400, 0.5, 1.0, {}, {}}});
        StructureRecord record;
        QVERIFY(!record.contact() && record.meanPacking() == 0.0);
        EventDrivenEngine engine(s);
        for (int k = 0; k < 3; ++k) {
            engine.advanceCollisions(400);
            record.add(s, engine.snapshot());
        }
        QCOMPARE(record.states(), 3);
        QCOMPARE(record.diameter().value(), 1.0);
        QVERIFY(std::abs(record.meanPacking() - 0.4) < 1e-9);
        const double contact = record.contact().value();
        QVERIFY(contact > 1.0);
        QCOMPARE(record.compressibility().value(), 1.0 + 2.0 * record.meanPacking() * contact);
    }

    void aMixtureHasNoContactValue()
    {
        const Scenario s = gasOf({{200, 0.5, 1.0, {}, {}}, {200, 0.3, 1.0, {}, {}}});
        StructureRecord record;
        record.add(s, EventDrivenEngine(s).snapshot());
        QCOMPARE(record.states(), 1);
        QVERIFY(!record.diameter() && !record.contact() && !record.compressibility());
        QVERIFY(record.correlation() != nullptr);
    }

    void theBondOrderRecordThinsItselfWhenFull()
    {
        const Scenario s = gasOf({{100, 0.5, 1.0, {}, {}}});
        StructureRecord record(kDefaultPairBins, kDefaultPairReach, 4);
        EventDrivenEngine engine(s);
        std::vector<double> times;
        for (int k = 0; k < 9; ++k) {
            engine.advanceTo(0.1 * k);
            record.add(s, engine.snapshot());
            times.push_back(engine.snapshot().time);
        }
        // Full at 4: thinned to 2 when the fifth came, again at the seventh and the ninth.
        QVERIFY(record.order().size() <= 4);
        QCOMPARE(record.order().front().time, times.front());
        QCOMPARE(record.order().back().time, times.back());
        for (std::size_t k = 1; k < record.order().size(); ++k)
            QVERIFY(record.order()[k].time > record.order()[k - 1].time);
        QCOMPARE(record.states(), 9);
    }
};

QTEST_MAIN(StructureRecordTest)
#include "tst_structure_record.moc"
