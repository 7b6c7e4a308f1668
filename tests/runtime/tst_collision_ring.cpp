// The collision ring a run's frames carry their latest collisions from: it keeps the newest up to
// its capacity, and a cut back to an earlier count (the timeline went back) keeps exactly the
// records up to it that no later push overwrote, and goes on numbering from there.
#include "runtime/collision_ring.h"

#include <QTest>

using namespace disklab;

namespace {

/// Collision number k (from 1) of a made-up run, told apart by its disk a.
CollisionRecord collision(int k)
{
    return {0.5 * k, CollisionRecord::Kind::Pair, k, k + 1};
}

/// The disks a of the ring's records, oldest first.
QList<int> numbers(const CollisionRing& ring)
{
    QList<int> out;
    for (const CollisionRecord& record : ring.recent())
        out << record.a;
    return out;
}

void push(CollisionRing& ring, int from, int to)
{
    for (int k = from; k <= to; ++k)
        ring.push(collision(k));
}

} // namespace

class TestCollisionRing : public QObject {
    Q_OBJECT
private slots:
    void keepsTheNewestUpToItsCapacity()
    {
        CollisionRing ring(4);
        push(ring, 1, 6);
        QCOMPARE(ring.total(), std::uint64_t(6));
        QCOMPARE(numbers(ring), QList<int>({3, 4, 5, 6}));
    }

    void aCutKeepsOnlyWhatNoLaterPushOverwrote()
    {
        CollisionRing ring(4);
        push(ring, 1, 10);
        // Records 7 to 10 overwrote 3 to 6: back at collision 8, only 7 and 8 are left.
        ring.cutTo(8);
        QCOMPARE(ring.total(), std::uint64_t(8));
        QCOMPARE(numbers(ring), QList<int>({7, 8}));
        ring.cutTo(5);
        QCOMPARE(ring.total(), std::uint64_t(5));
        QVERIFY(ring.recent().empty());
    }

    void pushesAfterACutGoOnFromIt()
    {
        CollisionRing ring(4);
        push(ring, 1, 6);
        ring.cutTo(5);
        QCOMPARE(numbers(ring), QList<int>({3, 4, 5}));
        // The run plays on from collision 5 and makes 6, 7 and 8 again.
        push(ring, 6, 8);
        QCOMPARE(ring.total(), std::uint64_t(8));
        QCOMPARE(numbers(ring), QList<int>({5, 6, 7, 8}));
        ring.clear();
        push(ring, 1, 2);
        QCOMPARE(numbers(ring), QList<int>({1, 2}));
    }
};

QTEST_APPLESS_MAIN(TestCollisionRing)
#include "tst_collision_ring.moc"
