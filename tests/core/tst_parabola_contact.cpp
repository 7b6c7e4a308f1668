// When disks flying on parabolas first touch a wall or each other, against closed forms: a disk
// dropped onto the floor, a thrown one that turns back before a wall, two disks decelerating
// towards each other that stop short or meet, a pair that just parted, and a pair overlapping
// and closing at the start.
#include "core/parabola_contact.h"

#include <QTest>

#include <cmath>

using namespace disklab;
using parabola::Axis;

class TstParabolaContact : public QObject {
    Q_OBJECT
private slots:
    void aDroppedDiskReachesTheFloorAtSqrtTwoHOverG()
    {
        // Centre 2.5 above the floor, radius 0.5: it touches after falling 2 under g = 9.81.
        const auto s = parabola::firstWallTouch({2.5, 0.0, -9.81}, 0.5, 1.0, 1.0);
        QVERIFY(s);
        QCOMPARE(*s, std::sqrt(2.0 * 2.0 / 9.81));
    }

    void aDiskThatTurnsBackShortOfAWallNeverTouchesIt()
    {
        // Towards the right wall (x <= 9.5) at 1 from 8, decelerating at 1: it stops at 8.5.
        QVERIFY(!parabola::firstWallTouch({8.0, 1.0, -1.0}, 9.5, -1.0, 10.0));
        // Faster, 2: 8 + 2 s - s^2 / 2 = 9.5 first at s = 2 - 1 = 1.
        const auto s = parabola::firstWallTouch({8.0, 2.0, -1.0}, 9.5, -1.0, 10.0);
        QVERIFY(s);
        QCOMPARE(*s, 1.0);
    }

    void disksDeceleratingTowardsEachOtherStopShortOrMeet()
    {
        // Centres 3 apart on x, each decelerating at 1 towards the other. Closing at 1.8, their
        // distance 3 - 1.8 s + s^2 bottoms out at 2.19, above the contact distance 2; closing at
        // 2.2, 3 - 2.2 s + s^2 reaches 2 first at s = 1.1 - sqrt(0.21). Disks at rest 5 apart
        // never touch.
        const std::array<Axis, 2> still{{{0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}}};
        QVERIFY(!parabola::firstPairTouch({{{0.0, 0.9, -1.0}, {0.0, 0.0, 0.0}}}, {{{3.0, -0.9, 1.0}, {0.0, 0.0, 0.0}}},
                                          2.0, 5.0));
        const auto s = parabola::firstPairTouch({{{0.0, 1.1, -1.0}, {0.0, 0.0, 0.0}}},
                                                {{{3.0, -1.1, 1.0}, {0.0, 0.0, 0.0}}}, 2.0, 5.0);
        QVERIFY(s);
        QVERIFY(std::abs(*s - (1.1 - std::sqrt(0.21))) < 1e-15);
        QVERIFY(!parabola::firstPairTouch(still, {{{5.0, 0.0, 0.0}, {0.0, 0.0, 0.0}}}, 1.0, 100.0));
    }

    void aPairThatJustPartedIsNoContactButOneOverlappingAndClosingIs()
    {
        // Touching (distance 1) and opening: no contact, though the gap starts at zero.
        QVERIFY(!parabola::firstPairTouch({{{0.0, -1.0, 0.0}, {0.0, 0.0, 0.0}}}, {{{1.0, 1.0, 0.0}, {0.0, 0.0, 0.0}}},
                                          1.0, 1.0));
        // Overlapping by round-off and closing: a contact at once.
        const auto s = parabola::firstPairTouch({{{0.0, 1.0, 0.0}, {0.0, 0.0, 0.0}}},
                                                {{{1.0 - 1e-15, -1.0, 0.0}, {0.0, 0.0, 0.0}}}, 1.0, 1.0);
        QVERIFY(s);
        QCOMPARE(*s, 0.0);
    }
};

QTEST_APPLESS_MAIN(TstParabolaContact)

#include "tst_parabola_contact.moc"
