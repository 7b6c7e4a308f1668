// The broad phases of the time-driven engine: every one finds exactly the pairs of boxes the
// all-pairs search finds, the grid's work per box does not grow with N, and the quadtree copes
// with one large disk among many small ones.
#include "core/broadphase.h"
#include "core/random.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <cmath>

using namespace disklab;

namespace {

struct Found {
    std::vector<CandidatePair> pairs;
    std::uint64_t tests = 0;
};

Found find(Broadphase broadphase, const BoxList& boxes, std::size_t disks)
{
    Found found;
    std::vector<CandidatePair> scratch;
    std::vector<std::uint32_t> counts;
    found.tests = makeBroadphaseFinder(broadphase)->findPairs(boxes, found.pairs);
    sortCandidatePairs(found.pairs, disks, scratch, counts);
    return found;
}

/// Disks of radius r at random places in a side x side square, each swept by a random step.
BoxList randomBoxes(int n, double side, double radius, double sweep, std::uint64_t seed)
{
    Random random(seed);
    BoxList boxes;
    for (int i = 0; i < n; ++i) {
        const double x = side * random.uniform(), y = side * random.uniform();
        const double dx = sweep * (2.0 * random.uniform() - 1.0), dy = sweep * (2.0 * random.uniform() - 1.0);
        boxes.add(std::min(x, x + dx) - radius, std::min(y, y + dy) - radius, std::max(x, x + dx) + radius,
                  std::max(y, y + dy) + radius, i);
    }
    return boxes;
}

} // namespace

class TestBroadphase : public QObject {
    Q_OBJECT
private slots:
    void sortingOrdersAndDropsRepeats()
    {
        std::vector<CandidatePair> pairs{{3, 4}, {0, 9}, {0, 2}, {3, 4}, {1, 2}, {0, 2}};
        std::vector<CandidatePair> scratch;
        std::vector<std::uint32_t> counts;
        sortCandidatePairs(pairs, 10, scratch, counts);
        const std::vector<CandidatePair> expected{{0, 2}, {0, 9}, {1, 2}, {3, 4}};
        QVERIFY(pairs == expected);
    }

    void everyBroadphaseFindsTheSamePairs_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("uniform gas") << 0;
        QTest::newRow("large disk among small ones") << 1;
        QTest::newRow("fast movers") << 2;
        QTest::newRow("coincident centres") << 3;
        QTest::newRow("periodic images") << 4;
        QTest::newRow("one box") << 5;
    }
    void everyBroadphaseFindsTheSamePairs()
    {
        QFETCH(int, kind);
        BoxList boxes;
        std::size_t disks = 0;
        switch (kind) {
        case 0:
            boxes = randomBoxes(1500, 40.0, 0.5, 0.2, 1);
            disks = 1500;
            break;
        case 1: {
            // As brownian.txt: radius 0.1 among radius 0.0025 disks in a unit box.
            boxes = randomBoxes(2000, 1.0, 0.0025, 0.001, 2);
            boxes.add(0.35, 0.4, 0.55, 0.6, 2000);
            disks = 2001;
            break;
        }
        case 2:
            boxes = randomBoxes(1000, 30.0, 0.5, 6.0, 3);
            disks = 1000;
            break;
        case 3:
            for (int i = 0; i < 60; ++i)
                boxes.add(1.0, 1.0, 2.0, 2.0, i);
            boxes.add(2.0, 2.0, 3.0, 3.0, 60);  // touches the others at one corner
            boxes.add(2.5, 2.5, 3.0, 3.0, 61);
            disks = 62;
            break;
        case 4: {
            // A disk may own several boxes; its own images never pair with each other.
            boxes = randomBoxes(800, 30.0, 0.5, 0.3, 4);
            for (int i = 0; i < 800; i += 7)
                boxes.add(boxes.minX[i] + 30.0, boxes.minY[i], boxes.maxX[i] + 30.0, boxes.maxY[i], i);
            for (int i = 0; i < 800; i += 5)
                boxes.add(boxes.minX[i], boxes.minY[i] - 0.1, boxes.maxX[i], boxes.maxY[i] - 0.1, i);
            disks = 800;
            break;
        }
        default:
            boxes.add(0.0, 0.0, 1.0, 1.0, 0);
            disks = 1;
        }
        const Found reference = find(Broadphase::Naive, boxes, disks);
        if (kind != 5)
            QVERIFY(!reference.pairs.empty());
        for (Broadphase b : kAllBroadphases) {
            const Found found = find(b, boxes, disks);
            QVERIFY2(found.pairs == reference.pairs,
                     qPrintable(QString("%1: %2 pairs, all-pairs search %3")
                                    .arg(broadphaseName(b))
                                    .arg(found.pairs.size())
                                    .arg(reference.pairs.size())));
            for (const CandidatePair& p : found.pairs)
                QVERIFY(p.a < p.b);
        }
    }

    void gridWorkPerBoxDoesNotGrowWithN()
    {
        // Same density at every size: the grid's box tests per box stay flat (the time per
        // step is linear in N; docs/time-driven.md has the timings).
        std::vector<double> perBox;
        for (int n : {1000, 10000, 100000}) {
            const double side = std::sqrt(static_cast<double>(n) * 2.0);
            const BoxList boxes = randomBoxes(n, side, 0.5, 0.05, 5);
            const Found found = find(Broadphase::Grid, boxes, static_cast<std::size_t>(n));
            perBox.push_back(static_cast<double>(found.tests) / n);
        }
        QVERIFY2(perBox.back() < 1.3 * perBox.front() && perBox.back() < 10.0,
                 qPrintable(QString("tests per box %1 %2 %3").arg(perBox[0]).arg(perBox[1]).arg(perBox[2])));
    }

    void gridDoesNotDependOnBoxOrderOrEarlierCalls()
    {
        // The grid sorts the boxes by cell itself, so the order the disks come in (their file
        // order, unrelated to space once they have moved) changes neither the pairs nor the
        // tests it reports; its scratch memory carries nothing from one call to the next.
        const BoxList boxes = randomBoxes(3000, 60.0, 0.5, 0.2, 7);
        BoxList shuffled;
        Random random(8);
        std::vector<std::size_t> order(boxes.size());
        for (std::size_t p = 0; p < order.size(); ++p)
            order[p] = p;
        for (std::size_t p = order.size() - 1; p > 0; --p)
            std::swap(order[p], order[random.below(p + 1)]);
        for (std::size_t p : order)
            shuffled.add(boxes.minX[p], boxes.minY[p], boxes.maxX[p], boxes.maxY[p], boxes.owner[p]);
        const BoxList fewer = randomBoxes(200, 10.0, 0.5, 0.2, 9);

        const auto finder = makeBroadphaseFinder(Broadphase::Grid);
        std::vector<CandidatePair> scratch;
        std::vector<std::uint32_t> counts;
        auto findWith = [&](const BoxList& list, std::size_t disks) {
            Found found;
            found.tests = finder->findPairs(list, found.pairs);
            sortCandidatePairs(found.pairs, disks, scratch, counts);
            return found;
        };
        const Found inOrder = findWith(boxes, 3000);
        const Found outOfOrder = findWith(shuffled, 3000);
        QVERIFY(!inOrder.pairs.empty());
        QVERIFY(outOfOrder.pairs == inOrder.pairs);
        QCOMPARE(outOfOrder.tests, inOrder.tests);
        const Found small = findWith(fewer, 200);
        const Found fresh = find(Broadphase::Grid, fewer, 200);
        QVERIFY(small.pairs == fresh.pairs);
        QCOMPARE(small.tests, fresh.tests);
    }

    void quadtreeCopesWithUnevenSizes()
    {
        // brownian.txt's mix at 10^4 disks: one radius 0.1 among radius 0.0025 at packing 0.1.
        const int n = 10000;
        BoxList boxes = randomBoxes(n, 1.0, 0.0025, 0.0005, 6);
        boxes.add(0.4, 0.4, 0.6, 0.6, n);
        const Found tree = find(Broadphase::Quadtree, boxes, n + 1);
        const Found grid = find(Broadphase::Grid, boxes, n + 1);
        QVERIFY(tree.pairs == grid.pairs);
        QVERIFY2(tree.tests < 20ull * n, qPrintable(QString::number(tree.tests)));
    }
};

QTEST_APPLESS_MAIN(TestBroadphase)
#include "tst_broadphase.moc"
