// The live view's checkpoints stay within their memory whatever the number of disks, and are
// taken no more often than every 20 collisions per disk, where the command line's defaults
// (64 checkpoints every 200,000 collisions) would take over 10 GB at 10^6 disks.
#include "runtime/engine_factory.h"
#include "runtime/live_view_checkpoints.h"

#include "core/lattice_generator.h"

#include <QtTest>

using namespace disklab;

namespace {

/// An exact engine on a triangular crystal of columns x rows disks at packing 0.5.
std::unique_ptr<Engine> crystal(int columns, int rows)
{
    LatticeParameters parameters;
    parameters.columns = columns;
    parameters.rows = rows;
    parameters.packing = 0.5;
    const Scenario s = generateLattice(parameters);
    return makeEngine(s, s.engine);
}

} // namespace

class TestLiveViewCheckpoints : public QObject {
    Q_OBJECT

private slots:
    void aSmallGasKeepsTheCommandLinesDefaults()
    {
        const std::unique_ptr<Engine> engine = crystal(20, 20);
        const CheckpointPolicy policy = liveViewCheckpoints(*engine);
        QCOMPARE(policy.capacity, CheckpointStore::kDefaultCapacity);
        QCOMPARE(policy.spacing, CheckpointPolicy::kDefaultSpacing);
        QVERIFY(!policy.landOnCounts);
    }

    void aLargeGasKeepsFewerFartherApart()
    {
        const std::unique_ptr<Engine> engine = crystal(320, 320);
        const CheckpointPolicy policy = liveViewCheckpoints(*engine);
        const std::size_t bytes = engine->innerState().size();
        QVERIFY2(bytes > 100 * 320 * 320, qPrintable(QString::number(bytes)));  // what the bound is for
        QVERIFY(policy.capacity >= kFewestLiveViewCheckpoints);
        QVERIFY2(policy.capacity * bytes <= kLiveViewCheckpointBytes || policy.capacity == kFewestLiveViewCheckpoints,
                 qPrintable(QString("%1 checkpoints of %2 bytes").arg(policy.capacity).arg(bytes)));
        QVERIFY(policy.capacity < CheckpointStore::kDefaultCapacity);
        QCOMPARE(policy.spacing, kLiveViewCollisionsPerDisk * 320 * 320);
    }
};

QTEST_APPLESS_MAIN(TestLiveViewCheckpoints)
#include "tst_live_view_checkpoints.moc"
