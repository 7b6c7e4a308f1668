// The neighbour lists of the event-driven engine against a plain set of pairs, through random
// links and unlinks that crowd some disks beyond their first block and make every block grow,
// and whether each list holds only neighbours seen directly.
#include "core/neighbour_lists.h"
#include "core/random.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <set>
#include <utility>
#include <vector>

using namespace disklab;

namespace {

/// (neighbour, image) of every entry of a's list.
std::multiset<std::pair<std::int32_t, std::uint32_t>> listed(const NeighbourLists& lists, std::int32_t a)
{
    std::multiset<std::pair<std::int32_t, std::uint32_t>> seen;
    for (int k = 0; k < lists.count(a); ++k) {
        const std::uint32_t entry = lists.entries(a)[k];
        seen.insert({NeighbourLists::neighbour(entry), NeighbourLists::image(entry)});
    }
    return seen;
}

} // namespace

class TestNeighbourLists : public QObject {
    Q_OBJECT
private slots:
    void listsMatchASetOfPairs()
    {
        const int disks = 300;
        NeighbourLists lists;
        lists.reset(disks);
        for (std::int32_t d = 0; d < disks; ++d)
            lists.setCentre(d, {0.5 * d, -1.0 * d});
        // model[a][b] = the image b is seen through from a.
        std::vector<std::map<std::int32_t, std::uint32_t>> model(disks);
        Random random(11);
        auto randomDisk = [&] {
            // A third of the links involve disks 0 to 2, whose lists grow far beyond a block.
            return static_cast<std::int32_t>(random.uniform() < 0.3 ? random.below(3) : random.below(disks));
        };
        for (int step = 0; step < 20000; ++step) {
            const std::int32_t a = randomDisk();
            if (random.uniform() < 0.1) {
                lists.unlinkAll(a);
                for (const auto& [b, image] : model[static_cast<std::size_t>(a)])
                    model[static_cast<std::size_t>(b)].erase(a);
                model[static_cast<std::size_t>(a)].clear();
                continue;
            }
            const std::int32_t b = randomDisk();
            if (a == b || model[static_cast<std::size_t>(a)].count(b))
                continue;
            // Disks from 150 on see one another directly, as away from a periodic box's edges.
            const auto drawn = static_cast<std::uint32_t>(random.below(9));
            const auto image = a >= 150 && b >= 150 ? NeighbourLists::kDirect : drawn;
            lists.link(a, b, image);
            model[static_cast<std::size_t>(a)][b] = image;
            model[static_cast<std::size_t>(b)][a] = 8 - image;
        }
        const auto onlyDirect = [&](std::int32_t a) {
            return std::all_of(model[static_cast<std::size_t>(a)].begin(), model[static_cast<std::size_t>(a)].end(),
                               [](const auto& linked) { return linked.second == NeighbourLists::kDirect; });
        };
        int longest = 0;
        int direct = 0;
        for (std::int32_t a = 0; a < disks; ++a) {
            // A list said to be direct is; one that is may still be said not to be.
            if (lists.allDirect(a))
                QVERIFY(onlyDirect(a));
            std::multiset<std::pair<std::int32_t, std::uint32_t>> expected(model[static_cast<std::size_t>(a)].begin(),
                                                                            model[static_cast<std::size_t>(a)].end());
            QCOMPARE(listed(lists, a), expected);
            longest = std::max(longest, lists.count(a));
            // Growing the blocks kept every centre.
            QCOMPARE(lists.centre(a).x, 0.5 * a);
            QCOMPARE(lists.centre(a).y, -1.0 * a);
        }
        QVERIFY2(longest > 27, qPrintable(QString("longest list %1: the blocks never grew twice").arg(longest)));
        // Worked out afresh (as after restoring an older checkpoint), it is exact, and the
        // lengths are kept.
        lists.findWrapped();
        for (std::int32_t a = 0; a < disks; ++a) {
            QCOMPARE(lists.allDirect(a), onlyDirect(a));
            QCOMPARE(lists.count(a), static_cast<int>(model[static_cast<std::size_t>(a)].size()));
            direct += lists.allDirect(a) ? 1 : 0;
        }
        QVERIFY2(direct > 10 && direct < disks - 10, qPrintable(QString("%1 of %2 lists only direct").arg(direct).arg(disks)));
    }
};

QTEST_APPLESS_MAIN(TestNeighbourLists)
#include "tst_neighbour_lists.moc"
