// The cell list of the event-driven engine against a plain set per cell, through random
// moves that overflow cells and make them grow.
#include "core/cell_grid.h"
#include "core/event_driven_engine.h"
#include "core/random.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <set>
#include <vector>

using namespace disklab;

class TestCellGrid : public QObject {
    Q_OBJECT
private slots:
    void aPeriodicBoxWithFewDisksGetsThreeCellsEachWay()
    {
        // One disk of diameter 1 in a periodic 20 x 10 box: valid (at least three diameters
        // each way), so the grid must not ask for fewer cells than periodic wrapping needs.
        CellGrid grid(20.0, 10.0, 1.0, 1, true);
        QVERIFY(grid.nx() >= 3 && grid.ny() >= 3);
        QVERIFY(grid.cellWidth() >= 1.0 && grid.cellHeight() >= 1.0);

        Scenario s;
        s.width = 20.0;
        s.height = 10.0;
        s.boundary = Boundary::Periodic;
        Disk d;
        d.x = 3.0, d.y = 4.0, d.vx = 1.3, d.vy = -0.7, d.radius = 0.5;
        s.disks = {d};
        EventDrivenEngine engine(s);
        engine.advanceTo(100.0);
        const Snapshot after = engine.snapshot();
        // Free flight, wrapped: x = 3 + 130 mod 20, y = 4 - 70 mod 10.
        QVERIFY(std::abs(after.x[0] - 13.0) < 1e-9);
        QVERIFY(std::abs(after.y[0] - 4.0) < 1e-9);
    }

    void cellsMatchASetPerCell()
    {
        CellGrid grid(10.0, 10.0, 1.0, 100, false);
        const int cells = grid.nx() * grid.ny();
        const int disks = 500;  // five a cell on average: cells of four slots must grow
        Random random(7);
        std::vector<std::set<std::int32_t>> model(static_cast<std::size_t>(cells));
        std::vector<std::int32_t> cellOf(disks);
        auto randomCell = [&] {
            // Half the disks crowd into three cells, so some cells hold far more than four.
            return random.uniform() < 0.5 ? static_cast<std::int32_t>(random.below(3))
                                          : static_cast<std::int32_t>(random.below(static_cast<std::uint64_t>(cells)));
        };
        for (std::int32_t d = 0; d < disks; ++d) {
            cellOf[static_cast<std::size_t>(d)] = randomCell();
            grid.insert(d, cellOf[static_cast<std::size_t>(d)]);
            model[static_cast<std::size_t>(cellOf[static_cast<std::size_t>(d)])].insert(d);
        }
        for (int move = 0; move < 20000; ++move) {
            const auto d = static_cast<std::int32_t>(random.below(disks));
            const std::int32_t to = randomCell();
            grid.remove(d, cellOf[static_cast<std::size_t>(d)]);
            model[static_cast<std::size_t>(cellOf[static_cast<std::size_t>(d)])].erase(d);
            grid.insert(d, to);
            model[static_cast<std::size_t>(to)].insert(d);
            cellOf[static_cast<std::size_t>(d)] = to;
        }
        QVERIFY(grid.capacity() > 4);
        for (std::int32_t cell = 0; cell < cells; ++cell) {
            const std::set<std::int32_t>& expected = model[static_cast<std::size_t>(cell)];
            QCOMPARE(grid.count(cell), static_cast<int>(expected.size()));
            const std::int32_t* members = grid.members(cell);
            const std::set<std::int32_t> actual(members, members + grid.count(cell));
            QVERIFY(actual == expected);
        }
    }

    // A prediction's row of three cells, copied and counted at once, against each cell's own
    // members, for every way of filling three cells of four slots.
    void threeCellsCopyTheirDisks()
    {
        CellGrid grid(10.0, 10.0, 1.0, 100, false);
        QCOMPARE(grid.capacity(), CellGrid::kFirstCapacity);
        for (int fill = 0; fill < 125; ++fill) {
            grid.clear();
            // A disk that came and went leaves its slot empty for the next.
            grid.insert(99, 1);
            grid.remove(99, 1);
            const int counts[3] = {fill % 5, fill / 5 % 5, fill / 25};
            std::int32_t disk = 0;
            std::vector<std::int32_t> expected;
            for (std::int32_t cell = 0; cell < 3; ++cell) {
                for (int k = 0; k < counts[cell]; ++k) {
                    grid.insert(disk, cell);
                    expected.push_back(disk++);
                }
            }
            std::int32_t out[3 * CellGrid::kFirstCapacity];
            const std::size_t copied = grid.copyThreeCells(0, out);
            QCOMPARE(copied, expected.size());
            QVERIFY(std::equal(expected.begin(), expected.end(), out));
        }
        QCOMPARE(grid.capacity(), CellGrid::kFirstCapacity);
    }
};

QTEST_APPLESS_MAIN(TestCellGrid)
#include "tst_cell_grid.moc"
