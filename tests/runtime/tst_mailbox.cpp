// The one-slot mailbox between the simulation thread and the GUI: the newest item wins, and a
// reader is owed at most one notification until it takes what is there, from any thread.
#include "runtime/mailbox.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <thread>

using namespace disklab;

class TestMailbox : public QObject {
    Q_OBJECT
private slots:
    void emptyUntilTheFirstItem()
    {
        Mailbox<int> box;
        QVERIFY(!box.peek());
        QVERIFY(!box.take());
    }

    void theNewestItemWins()
    {
        Mailbox<int> box;
        box.publish(std::make_shared<const int>(1));
        box.publish(std::make_shared<const int>(2));
        box.publish(std::make_shared<const int>(3));
        QCOMPARE(*box.peek(), 3);
        QCOMPARE(*box.take(), 3);
        // Taking does not empty the slot: a late reader still gets the newest.
        QCOMPARE(*box.take(), 3);
    }

    void atMostOneNotificationUntilTaken()
    {
        Mailbox<int> box;
        QVERIFY(box.publish(std::make_shared<const int>(1)));
        QVERIFY(!box.publish(std::make_shared<const int>(2)));
        QVERIFY(!box.publish(std::make_shared<const int>(3)));
        // Peeking is not answering.
        QCOMPARE(*box.peek(), 3);
        QVERIFY(!box.publish(std::make_shared<const int>(4)));
        QCOMPARE(*box.take(), 4);
        QVERIFY(box.publish(std::make_shared<const int>(5)));
        QVERIFY(!box.publish(std::make_shared<const int>(6)));
    }

    void aProducerThreadNeverOwesMoreThanOneNotification()
    {
        Mailbox<int> box;
        constexpr int kItems = 20000;
        std::atomic<int> owed{0};
        std::atomic<bool> done{false};
        std::thread producer([&] {
            for (int k = 1; k <= kItems; ++k)
                if (box.publish(std::make_shared<const int>(k)))
                    owed.fetch_add(1);
            done.store(true);
        });
        int taken = 0, last = 0, mostOwed = 0;
        bool increasing = true;
        while (!done.load() || owed.load() > 0) {
            if (owed.load() == 0)
                continue;
            // Between a notification and the take that answers it, no other can be owed.
            mostOwed = std::max(mostOwed, owed.load());
            const int value = *box.take();
            owed.fetch_sub(1);
            increasing = increasing && value >= last;
            last = value;
            ++taken;
        }
        producer.join();
        QCOMPARE(mostOwed, 1);
        QVERIFY(increasing);
        QVERIFY(taken >= 1);
        QCOMPARE(*box.peek(), kItems);
    }
};

QTEST_APPLESS_MAIN(TestMailbox)
#include "tst_mailbox.moc"
