// The engine's indexed heap against a queue too simple to be wrong.
#include "core/indexed_heap.h"
#include "core/random.h"

#include <QtTest>

#include <limits>
#include <vector>

using namespace disklab;

namespace {

/// O(n) per query; the definition of what the heap must answer.
class LinearScanQueue {
public:
    void reset(std::int32_t n) { m_times.assign(static_cast<std::size_t>(n), std::numeric_limits<double>::infinity()); }
    void update(std::int32_t item, double time) { m_times[static_cast<std::size_t>(item)] = time; }
    std::int32_t top() const
    {
        std::int32_t best = 0;
        for (std::int32_t i = 1; i < size(); ++i)
            if (eventBefore(m_times[static_cast<std::size_t>(i)], i, m_times[static_cast<std::size_t>(best)], best))
                best = i;
        return best;
    }
    double topTime() const { return m_times[static_cast<std::size_t>(top())]; }
    double time(std::int32_t item) const { return m_times[static_cast<std::size_t>(item)]; }
    std::int32_t size() const { return static_cast<std::int32_t>(m_times.size()); }

private:
    std::vector<double> m_times;
};
static_assert(EventQueue<LinearScanQueue>);

} // namespace

class TestEventQueue : public QObject {
    Q_OBJECT
private slots:
    void matchesReference_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("distinctTimes");
        for (int n : {1, 2, 7, 64, 1000})
            for (int distinct : {3, 1000000})  // few distinct times force ties
                QTest::addRow("n=%d distinct=%d", n, distinct) << n << distinct;
    }
    void matchesReference()
    {
        QFETCH(int, size);
        QFETCH(int, distinctTimes);
        IndexedHeap heap;
        LinearScanQueue reference;
        heap.reset(size);
        reference.reset(size);
        Random random(static_cast<std::uint64_t>(size * 31 + distinctTimes));
        for (int step = 0; step < 20000; ++step) {
            const auto item = static_cast<std::int32_t>(random.below(static_cast<std::uint64_t>(size)));
            double time = static_cast<double>(random.below(static_cast<std::uint64_t>(distinctTimes)));
            if (random.uniform() < 0.05)
                time = std::numeric_limits<double>::infinity();
            // The engine mostly pops the top and pushes it later: do that too.
            const std::int32_t chosen = random.uniform() < 0.5 ? heap.top() : item;
            heap.update(chosen, time);
            reference.update(chosen, time);
            QCOMPARE(heap.top(), reference.top());
            QCOMPARE(heap.topTime(), reference.topTime());
            QCOMPARE(heap.time(chosen), time);
        }
    }
};

QTEST_APPLESS_MAIN(TestEventQueue)
#include "tst_event_queue.moc"
