// The engine's event calendar against a queue too simple to be wrong.
#include "core/calendar_queue.h"
#include "core/random.h"

#include <QtTest>

#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <vector>

using namespace disklab;

namespace {

/// Every item in one ordered set, sorted by eventBefore itself: the definition of what the
/// calendar must answer, too simple to be wrong and fast enough for calendars of 40,000 items.
class OrderedSetQueue {
public:
    void reset(std::int32_t n)
    {
        m_times.assign(static_cast<std::size_t>(n), std::numeric_limits<double>::infinity());
        m_rank.resize(static_cast<std::size_t>(n));
        std::iota(m_rank.begin(), m_rank.end(), 0);
        m_order.clear();
        for (std::int32_t i = 0; i < n; ++i)
            m_order.insert(i);
    }
    void update(std::int32_t item, double time, std::int32_t rank)
    {
        m_order.erase(item);
        m_times[static_cast<std::size_t>(item)] = time;
        m_rank[static_cast<std::size_t>(item)] = rank;
        m_order.insert(item);
    }
    std::int32_t top() const { return *m_order.begin(); }
    double topTime() const { return m_times[static_cast<std::size_t>(top())]; }
    double time(std::int32_t item) const { return m_times[static_cast<std::size_t>(item)]; }
    std::int32_t size() const { return static_cast<std::int32_t>(m_times.size()); }

private:
    struct Before {
        const OrderedSetQueue* queue;
        bool operator()(std::int32_t a, std::int32_t b) const
        {
            const auto& t = queue->m_times;
            const auto& r = queue->m_rank;
            return eventBefore(t[static_cast<std::size_t>(a)], r[static_cast<std::size_t>(a)], a,
                               t[static_cast<std::size_t>(b)], r[static_cast<std::size_t>(b)], b);
        }
    };
    std::vector<double> m_times;
    std::vector<std::int32_t> m_rank;
    std::set<std::int32_t, Before> m_order{Before{this}};
};
static_assert(EventQueue<OrderedSetQueue>);

} // namespace

class TestEventQueue : public QObject {
    Q_OBJECT
private slots:
    void calendarMatchesReference_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("distinctTimes");
        QTest::addColumn<double>("bucketWidth");
        // 40,000 items: a calendar as large as those of the systems the engine fetches ahead for.
        for (int n : {1, 2, 7, 64, 1000, 40000})
            for (int distinct : {3, 1000000})
                for (double width : {0.37, 50.0, 1e5})  // many, a few, or one bucket a year
                    QTest::addRow("n=%d distinct=%d width=%g", n, distinct, width) << n << distinct << width;
    }
    void calendarMatchesReference()
    {
        QFETCH(int, size);
        QFETCH(int, distinctTimes);
        QFETCH(double, bucketWidth);
        CalendarQueue<> calendar;
        calendar.reset(size);
        calendar.calibrate(bucketWidth);
        compareWithReference(calendar, size, distinctTimes, bucketWidth);
    }

    /// The engine keeps a disk's mass and last partner as its payload: updates, moving through
    /// the buckets and re-calibrating must leave every payload with its own item.
    void payloadsStayWithTheirItems()
    {
        struct Tag {
            double value;
            std::int32_t owner;
        };
        const int size = 3000;
        CalendarQueue<Tag> calendar;
        calendar.reset(size);
        for (std::int32_t item = 0; item < size; ++item)
            calendar.payload(item) = {0.5 * item, item};
        Random random(5);
        double now = 0.0;
        for (int step = 0; step < 20 * size; ++step) {
            const std::int32_t top = calendar.top();
            now = std::max(now, calendar.topTime() == std::numeric_limits<double>::infinity() ? now : calendar.topTime());
            const auto other = static_cast<std::int32_t>(random.below(size));
            calendar.update(other, now + 10.0 * random.uniform(), other);
            calendar.update(top, now + 10.0 * random.uniform(), top);
            if (step % 5000 == 0)
                calendar.calibrate(0.001 + random.uniform());
        }
        for (std::int32_t item = 0; item < size; ++item) {
            QCOMPARE(calendar.payload(item).owner, item);
            QCOMPARE(calendar.payload(item).value, 0.5 * item);
        }
    }

    /// The engine fetches ahead for the items coming() names, and tells by comingSerial() which
    /// it has seen: coming() must hold only tickets of later buckets, in bucket order, name
    /// nearly every item due in the next few buckets, and a serial number must keep meaning
    /// the same ticket.
    void comingNamesTheTicketsOfLaterBuckets()
    {
        const int size = 1000;
        const double width = 0.05;  // about two items per bucket
        CalendarQueue<> calendar;
        calendar.reset(size);
        Random random(11);
        std::vector<double> times(static_cast<std::size_t>(size));
        for (std::int32_t item = 0; item < size; ++item) {
            times[static_cast<std::size_t>(item)] = 100.0 * random.uniform();
            calendar.update(item, times[static_cast<std::size_t>(item)], item);
        }
        calendar.calibrate(width);
        const auto bucketOf = [width](double time) { return static_cast<std::int64_t>(time / width); };
        std::map<std::uint64_t, CalendarQueue<>::Ticket> seen;
        int named = 0, missed = 0;
        while (std::isfinite(calendar.topTime())) {
            const std::int64_t bucket = bucketOf(calendar.topTime());
            const auto coming = calendar.coming();
            std::set<std::int32_t> comingItems;
            std::int64_t previous = bucket;
            for (std::size_t k = 0; k < coming.size(); ++k) {
                const CalendarQueue<>::Ticket& ticket = coming[k];
                QVERIFY(bucketOf(ticket.time) >= previous);
                previous = bucketOf(ticket.time);
                QVERIFY2(previous > bucket, "a ticket of the current bucket or before is among the coming ones");
                const CalendarQueue<>::Ticket& first = seen.try_emplace(calendar.comingSerial() + k, ticket).first->second;
                QCOMPARE(first.item, ticket.item);
                QCOMPARE(first.time, ticket.time);
                if (calendar.time(ticket.item) == ticket.time)
                    comingItems.insert(ticket.item);
            }
            std::size_t dueNow = 0;
            for (std::int32_t item = 0; item < size; ++item) {
                const std::int64_t due = bucketOf(times[static_cast<std::size_t>(item)]);
                if (due == bucket)
                    ++dueNow;
                else if (due > bucket && due <= bucket + 3)
                    ++(comingItems.contains(item) ? named : missed);
            }
            QVERIFY(calendar.leftInCurrentBucket() >= dueNow);
            const std::int32_t top = calendar.top();
            times[static_cast<std::size_t>(top)] = std::numeric_limits<double>::infinity();
            calendar.update(top, std::numeric_limits<double>::infinity(), top);
        }
        QVERIFY2(missed * 10 < named, qPrintable(QStringLiteral("named %1, missed %2").arg(named).arg(missed)));
    }

private:
    /// Drives a queue as the engine does: times never earlier than the current top, the top
    /// item rescheduled often, far-future and never-times mixed in.
    template <class Queue>
    void compareWithReference(Queue& queue, int size, int distinctTimes, double scale)
    {
        OrderedSetQueue reference;
        reference.reset(size);
        Random random(static_cast<std::uint64_t>(size * 31 + distinctTimes) + static_cast<std::uint64_t>(scale));
        double now = 0.0;
        for (int step = 0; step < 20000; ++step) {
            const auto item = static_cast<std::int32_t>(random.below(static_cast<std::uint64_t>(size)));
            double time = now + static_cast<double>(random.below(static_cast<std::uint64_t>(distinctTimes))) * 1e-3 * scale;
            const double dice = random.uniform();
            if (dice < 0.05)
                time = std::numeric_limits<double>::infinity();
            else if (dice < 0.08)
                time = now + 1e6 * scale * random.uniform();  // beyond a year of buckets
            const std::int32_t chosen = random.uniform() < 0.5 ? queue.top() : item;
            // Few distinct ranks, so equal times often need the item to break the tie.
            const auto rank = static_cast<std::int32_t>(random.below(3));
            queue.update(chosen, time, rank);
            reference.update(chosen, time, rank);
            QCOMPARE(queue.topTime(), reference.topTime());
            if (std::isfinite(reference.topTime()))  // with nothing pending, no item is next
                QCOMPARE(queue.top(), reference.top());
            QCOMPARE(queue.time(chosen), time);
            if (std::isfinite(reference.topTime()))
                now = reference.topTime();
        }
    }
};

QTEST_APPLESS_MAIN(TestEventQueue)
#include "tst_event_queue.moc"
