// The aggregation narrow phase: first contacts of translating and rotating clusters, against
// closed-form answers, and a check against dense sampling that no contact is ever skipped, also
// after two clusters bounced apart and still touch; the smallest member gap of clusters with many
// near members, searched among one cluster's members filed in cells, against every pair.
#include "core/cluster_bounce.h"
#include "core/cluster_contact.h"
#include "core/random.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using namespace disklab;

namespace {

constexpr double kTolerance = 1e-9;
const std::vector<double> kRadii(16, 0.5);

/// A dumbbell of two radius-0.5 disks (indices first, first + 1) whose centres are `half` from
/// its middle (cx, cy), at body angle `angle`, spinning at omega.
RigidCluster dumbbell(std::int32_t first, double half, double cx, double cy, double angle, double omega)
{
    RigidCluster c = singleDiskCluster(first, 0.5, 1.0, cx, cy, 0.0, 0.0, 0.0);
    c.members = {first, first + 1};
    c.offsetX = {half, -half};
    c.offsetY = {0.0, 0.0};
    c.mass = 2.0;
    c.inertia = 2.0 * (0.125 + half * half);
    c.angle = angle;
    c.omega = omega;
    c.reach = half;
    c.boundingRadius = half + 0.5;
    return c;
}

/// The smallest member gap at time t, by brute force over every member pair.
double smallestGap(const RigidCluster& a, const RigidCluster& b, double t, double shiftX = 0.0)
{
    double best = std::numeric_limits<double>::infinity();
    const double angleA = a.angleAt(t), angleB = b.angleAt(t);
    for (std::size_t i = 0; i < a.size(); ++i) {
        const double ax = a.xAt(t) + std::cos(angleA) * a.offsetX[i] - std::sin(angleA) * a.offsetY[i];
        const double ay = a.yAt(t) + std::sin(angleA) * a.offsetX[i] + std::cos(angleA) * a.offsetY[i];
        for (std::size_t j = 0; j < b.size(); ++j) {
            const double bx = b.xAt(t) + shiftX + std::cos(angleB) * b.offsetX[j] - std::sin(angleB) * b.offsetY[j];
            const double by = b.yAt(t) + std::sin(angleB) * b.offsetX[j] + std::cos(angleB) * b.offsetY[j];
            best = std::min(best, std::hypot(ax - bx, ay - by) - 1.0);
        }
    }
    return best;
}

} // namespace

class TestClusterContact : public QObject {
    Q_OBJECT
private slots:
    void manyNearMembersFindTheSmallestGapOfAllPairs()
    {
        // Two clouds of 80 disks side by side: 6400 pairs, past the count where one cluster's
        // members are filed in cells and only those near the other's are looked at.
        Random random(3);
        const std::vector<double> radii(160, 0.5), masses(160, 1.0);
        const PeriodicBox box{1000.0, 1000.0};
        for (int round = 0; round < 20; ++round) {
            std::vector<std::int32_t> left, right;
            std::vector<double> xl, yl, xr, yr;
            for (std::int32_t k = 0; k < 80; ++k) {
                left.push_back(k);
                right.push_back(80 + k);
                xl.push_back(100.0 + 12.0 * random.uniform());
                yl.push_back(100.0 + 12.0 * random.uniform());
                xr.push_back(113.0 + 12.0 * random.uniform());
                yr.push_back(100.0 + 12.0 * random.uniform());
            }
            std::vector<double> x(160), y(160);
            std::copy(xl.begin(), xl.end(), x.begin());
            std::copy(xr.begin(), xr.end(), x.begin() + 80);
            std::copy(yl.begin(), yl.end(), y.begin());
            std::copy(yr.begin(), yr.end(), y.begin() + 80);
            const std::vector<double> v(160, 0.0);
            const RigidCluster a = clusterOfMovingDisks(left, x, y, v, v, masses, radii, 0.0);
            const RigidCluster b = clusterOfMovingDisks(right, x, y, v, v, masses, radii, 0.0);
            ContactWorkspace workspace;
            const double found = smallestMemberGap(a, b, 0.0, radii, box, 50.0, workspace);
            QVERIFY2(std::abs(found - smallestGap(a, b, 0.0)) < 1e-12,
                     qPrintable(QString("%1 against %2").arg(found, 0, 'g', 17).arg(smallestGap(a, b, 0.0), 0, 'g', 17)));
        }
    }

    void aSpinningDumbbellSweepsIntoAResting()
    {
        // A spins clockwise from upright; its upper member meets B's left member when
        // |(c - d cos th, -d sin th)| = 1 with c = X - d: cos th = (c^2 + d^2 - 1) / (2 c d).
        const double d = 1.5, bigX = 3.2, omega = -0.8;
        const RigidCluster a = dumbbell(0, d, 0.0, 0.0, std::numbers::pi / 2, omega);
        const RigidCluster b = dumbbell(2, d, bigX, 0.0, 0.0, 0.0);
        const double c = bigX - d;
        const double theta = std::acos((c * c + d * d - 1.0) / (2.0 * c * d));
        const double expected = (std::numbers::pi / 2 - theta) / -omega;
        ContactWorkspace w;
        const auto contact = firstClusterContact(a, b, kRadii, 0.0, 10.0, {}, kTolerance, w);
        QVERIFY(contact);
        QVERIFY2(std::abs(contact->time - expected) < 1e-7, qPrintable(QString::number(contact->time - expected)));
        const double gap = smallestGap(a, b, contact->time);
        QVERIFY(gap >= -1e-12 && gap <= kTolerance);
    }

    void mirrorSpinningDumbbellsMeetFaceToFace()
    {
        // B mirrors A: A's member at (d cos th, d sin th), B's at (X - d cos th, d sin th), so
        // they touch when X - 2 d cos th = 1.
        const double d = 1.0, bigX = 2.6, omega = -1.3;
        const RigidCluster a = dumbbell(0, d, 0.0, 0.0, std::numbers::pi / 2, omega);
        RigidCluster b = dumbbell(2, d, bigX, 0.0, std::numbers::pi / 2, -omega);
        b.offsetX = {-d, d};  // body frame mirrored: member 2 sits at (X - d cos th, d sin th)
        const double expected = (std::numbers::pi / 2 - std::acos((bigX - 1.0) / (2.0 * d))) / -omega;
        ContactWorkspace w;
        const auto contact = firstClusterContact(a, b, kRadii, 0.0, 10.0, {}, kTolerance, w);
        QVERIFY(contact);
        QVERIFY2(std::abs(contact->time - expected) < 1e-7, qPrintable(QString::number(contact->time - expected)));
    }

    void headOnTranslationIsExact()
    {
        RigidCluster a = dumbbell(0, 0.5, 0.0, 0.0, 0.0, 0.0);
        RigidCluster b = dumbbell(2, 0.5, 5.0, 0.0, 0.0, 0.0);
        b.vx = -2.0;
        ContactWorkspace w;
        const auto contact = firstClusterContact(a, b, kRadii, 0.0, 10.0, {}, kTolerance, w);
        QVERIFY(contact);
        QVERIFY(std::abs(contact->time - 1.5) < 1e-9);  // gap 5 - 1 - 1 = 3 closes at 2
    }

    void aContactAcrossThePeriodicBoundaryIsFoundWithItsImage()
    {
        RigidCluster a = dumbbell(0, 0.5, 0.8, 5.0, std::numbers::pi / 2, 0.0);
        RigidCluster b = dumbbell(2, 0.5, 9.2, 5.0, std::numbers::pi / 2, 0.0);
        b.vx = 1.0;
        ContactWorkspace w;
        const auto contact = firstClusterContact(a, b, kRadii, 0.0, 10.0, {10.0, 10.0}, kTolerance, w);
        QVERIFY(contact);
        QVERIFY(std::abs(contact->time - 0.6) < 1e-9);  // centres 1.6 apart through the boundary
        QCOMPARE(contact->shiftX, -10.0);
    }

    void aMissIsReportedAsNone()
    {
        RigidCluster a = dumbbell(0, 1.0, 0.0, 0.0, 0.0, 3.0);
        RigidCluster b = dumbbell(2, 1.0, 0.0, 5.0, 0.0, -2.0);
        b.vx = 1.0;  // passes 5 above: bounding circles of radius 1.5 never meet
        ContactWorkspace w;
        QVERIFY(!firstClusterContact(a, b, kRadii, 0.0, 10.0, {}, kTolerance, w));
        QCOMPARE(w.memberSearches, std::uint64_t{0});
    }

    void noContactIsSkippedAgainstDenseSampling()
    {
        Random random(3);
        int contacts = 0;
        for (int trial = 0; trial < 200; ++trial) {
            RigidCluster a = dumbbell(0, 0.5 + 1.5 * random.uniform(), 0.0, 0.0, 6.0 * random.uniform(),
                                      8.0 * random.normal());
            RigidCluster b = dumbbell(2, 0.5 + 1.5 * random.uniform(), 3.0 + 3.0 * random.uniform(),
                                      3.0 * random.normal(), 6.0 * random.uniform(), 8.0 * random.normal());
            a.vx = random.normal();
            b.vx = random.normal() - 1.0;
            b.vy = random.normal();
            if (smallestGap(a, b, 0.0) <= 0.0)
                continue;  // drawn overlapping: not a valid start
            ContactWorkspace w;
            const double end = 4.0;
            const auto contact = firstClusterContact(a, b, kRadii, 0.0, end, {}, kTolerance, w);
            const double until = contact ? contact->time : end;
            for (int k = 0; k <= 5000; ++k) {
                const double t = until * k / 5000.0;
                QVERIFY2(smallestGap(a, b, t) > -1e-9, qPrintable(QString("trial %1 overlaps at %2").arg(trial).arg(t)));
            }
            if (contact) {
                ++contacts;
                const double gap = smallestGap(a, b, contact->time);
                QVERIFY2(gap >= -1e-12 && gap <= kTolerance, qPrintable(QString::number(gap)));
            }
        }
        QVERIFY(contacts > 50);  // the trials are not all misses
    }

    void aBouncedPairIsPassedOverUntilTheOtherEndSwingsRound()
    {
        // A dumbbell (half length 1) spins anticlockwise about the origin; a resting disk B sits at
        // (1.5, 0). A's member 0 touches B at angle acos(0.75) and swings away; member 1, half a turn
        // behind, reaches B when its angle is -acos(0.75): after (pi - 2 acos(0.75)) / omega.
        const double omega = 1.0;
        const double touching = std::acos(0.75);
        const RigidCluster a = dumbbell(0, 1.0, 0.0, 0.0, touching, omega);
        const RigidCluster b = singleDiskCluster(2, 0.5, 1.0, 1.5, 0.0, 0.0, 0.0, 0.0);
        QVERIFY(std::abs(smallestGap(a, b, 0.0)) < 1e-12);
        ContactWorkspace w;
        const auto atOnce = firstClusterContact(a, b, kRadii, 0.0, 10.0, {}, kTolerance, w);
        QVERIFY(atOnce && atOnce->time == 0.0);  // sticking clusters: the touch is the contact
        const auto next = firstClusterContact(a, b, kRadii, 0.0, 10.0, {}, kTolerance, w, TouchingRule::OnlyApproaching);
        QVERIFY(next);
        const double expected = (std::numbers::pi - 2.0 * touching) / omega;
        QVERIFY2(std::abs(next->time - expected) < 1e-7, qPrintable(QString::number(next->time - expected)));
    }

    void aTranslatingPairThatSeparatesNeverTouchesAgain()
    {
        RigidCluster a = dumbbell(0, 0.5, 0.0, 0.0, 0.0, 0.0);
        RigidCluster b = dumbbell(2, 0.5, 2.0, 0.0, 0.0, 0.0);
        b.vx = 0.5;
        b.vy = 0.3;
        ContactWorkspace w;
        QVERIFY(firstClusterContact(a, b, kRadii, 0.0, 10.0, {}, kTolerance, w));
        QVERIFY(!firstClusterContact(a, b, kRadii, 0.0, 10.0, {}, kTolerance, w, TouchingRule::OnlyApproaching));
    }

    void noContactIsSkippedAfterABounceAgainstDenseSampling()
    {
        // Random spinning dumbbells meet, bounce apart, and the search goes on from the bounce:
        // up to the next contact no members overlap deeper than the tolerance, and at it a pair
        // closes in.
        Random random(4);
        int bounces = 0, recontacts = 0;
        for (int trial = 0; trial < 1000; ++trial) {
            RigidCluster a = dumbbell(0, 0.5 + 1.5 * random.uniform(), 0.0, 0.0, 6.0 * random.uniform(),
                                      8.0 * random.normal());
            RigidCluster b = dumbbell(2, 0.5 + 1.5 * random.uniform(), 3.0 + 3.0 * random.uniform(),
                                      3.0 * random.normal(), 6.0 * random.uniform(), 8.0 * random.normal());
            // Slow drift, fast spin: the likeliest way for a bounced pair to swing back into contact.
            a.vx = 0.05 * random.normal();
            b.vx = 0.05 * random.normal() - 0.5;
            b.vy = 0.05 * random.normal();
            if (smallestGap(a, b, 0.0) <= 0.0)
                continue;
            ContactWorkspace w;
            const auto first = firstClusterContact(a, b, kRadii, 0.0, 20.0, {}, kTolerance, w);
            if (!first)
                continue;
            ++bounces;
            findTouchingMembers(a, b, 0.0, 0.0, first->time, kRadii, kTolerance, w);
            QVERIFY(fastestClosing(w.touching));
            const TouchingMembers pair = *fastestClosing(w.touching);
            bounceClusters(a, b, pair.inA, pair.inB, 0.0, 0.0, first->time, kRadii);
            const double end = first->time + 4.0;
            const auto next = firstClusterContact(a, b, kRadii, first->time, end, {}, kTolerance, w,
                                                  TouchingRule::OnlyApproaching);
            const double until = next ? next->time : end;
            for (int k = 0; k <= 5000; ++k) {
                const double t = first->time + (until - first->time) * k / 5000.0;
                QVERIFY2(smallestGap(a, b, t) > -kTolerance - 1e-12,
                         qPrintable(QString("trial %1 overlaps at %2").arg(trial).arg(t)));
            }
            if (next) {
                ++recontacts;
                QVERIFY(next->time > first->time);
                findTouchingMembers(a, b, 0.0, 0.0, next->time, kRadii, kTolerance, w);
                QVERIFY(std::any_of(w.touching.begin(), w.touching.end(),
                                    [](const TouchingMembers& p) { return p.normalSpeed < 0.0; }));
            }
        }
        // Most bounced pairs fly apart; the few that swing back in are the cases that matter.
        QVERIFY2(bounces > 500 && recontacts >= 5, qPrintable(QStringLiteral("%1 of %2").arg(recontacts).arg(bounces)));
    }
};

QTEST_APPLESS_MAIN(TestClusterContact)
#include "tst_cluster_contact.moc"
