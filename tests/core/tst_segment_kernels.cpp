// Disk against interior wall: contact times checked against hand-solved cases (faces,
// endpoints, glancing and receding disks, gravity), the quartic endpoint time against a
// brute-force scan of the distance, and the reflection against its defining properties.
#include "core/random.h"
#include "core/segment_kernels.h"

#include <QtTest>

#include <cmath>

using namespace disklab;
using kernels::kNever;

namespace {

constexpr double kG = 9.81;

/// First time in [0, horizon] at which |d + v t + g t^2/2| falls to r while closing, found by
/// scanning the distance on a fine grid and bisecting the first entering crossing: a method
/// that shares nothing with the kernel's root isolation.
double scannedPointContact(double dx, double dy, double vx, double vy, double gx, double gy, double r, double horizon)
{
    auto gap = [&](double t) {
        return std::hypot(dx + t * (vx + 0.5 * gx * t), dy + t * (vy + 0.5 * gy * t)) - r;
    };
    constexpr int kSteps = 200000;
    double previous = gap(0.0);
    for (int k = 1; k <= kSteps; ++k) {
        const double t1 = horizon * k / kSteps;
        const double now = gap(t1);
        if (previous > 0.0 && now <= 0.0) {
            double lo = horizon * (k - 1) / kSteps, hi = t1;
            for (int i = 0; i < 200; ++i) {
                const double mid = 0.5 * (lo + hi);
                (gap(mid) > 0.0 ? lo : hi) = mid;
            }
            return lo;
        }
        previous = now;
    }
    return kNever;
}

} // namespace

class TestSegmentKernels : public QObject {
    Q_OBJECT
private slots:
    void faceHeadOn()
    {
        const auto s = kernels::segmentGeometry(0.0, 0.0, 4.0, 0.0);
        // From above: gap 3 - 0.5 closing at 1.
        QCOMPARE(kernels::segmentContactTime(s, 2.0, 3.0, 0.0, -1.0, 0.0, 0.0, 0.5), 2.5);
        // From below: gap 1.5 closing at 2.
        QCOMPARE(kernels::segmentContactTime(s, 1.0, -2.0, 0.0, 2.0, 0.0, 0.0, 0.5), 0.75);
        // Slanting in: only the normal component closes the gap.
        QCOMPARE(kernels::segmentContactTime(s, 1.0, 2.5, 0.5, -2.0, 0.0, 0.0, 0.5), 1.0);
    }
    void tiltedFace()
    {
        // Segment (0,0)-(3,4): tangent (0.6, 0.8), normal (-0.8, 0.6). A disk 3 from its
        // middle along the normal, closing at 2: touches after (3 - r) / 2 at the middle.
        const auto s = kernels::segmentGeometry(0.0, 0.0, 3.0, 4.0);
        const double px = 1.5 - 0.8 * 3.0, py = 2.0 + 0.6 * 3.0;
        const double t = kernels::segmentContactTime(s, px, py, 0.8 * 2.0, -0.6 * 2.0, 0.0, 0.0, 0.25);
        QVERIFY(std::abs(t - 1.375) < 1e-15);
        // The other side, mirrored.
        const double qx = 1.5 + 0.8 * 3.0, qy = 2.0 - 0.6 * 3.0;
        QVERIFY(std::abs(kernels::segmentContactTime(s, qx, qy, -1.6, 1.2, 0.0, 0.0, 0.25) - 1.375) < 1e-15);
        QCOMPARE(kernels::segmentDistance(s, px, py), 3.0);
    }
    void endpointHeadOn()
    {
        // Along the segment's own line towards its end (4, 0): the face is never touched, the
        // end is at 2 - 0.5 closing at 1.
        const auto s = kernels::segmentGeometry(0.0, 0.0, 4.0, 0.0);
        QCOMPARE(kernels::segmentFaceTime(s, 6.0, 0.0, -1.0, 0.0, 0.0, 0.0, 0.5), kNever);
        QCOMPARE(kernels::segmentContactTime(s, 6.0, 0.0, -1.0, 0.0, 0.0, 0.0, 0.5), 1.5);
        // And the other end (0, 0) from the left.
        QCOMPARE(kernels::segmentContactTime(s, -3.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.5), 1.25);
    }
    void endpointGlancing()
    {
        const auto s = kernels::segmentGeometry(0.0, 0.0, 4.0, 0.0);
        // Offset 0.3 from the line: (2 - t)^2 + 0.09 = 0.25 -> t = 1.6.
        QVERIFY(std::abs(kernels::segmentContactTime(s, 6.0, 0.3, -1.0, 0.0, 0.0, 0.0, 0.5) - 1.6) < 1e-15);
        // Offset equal to the radius: it grazes the face's end at t = 2.
        QVERIFY(std::abs(kernels::segmentContactTime(s, 6.0, 0.5, -1.0, 0.0, 0.0, 0.0, 0.5) - 2.0) < 1e-12);
        // Falling just past the end: the face's contact point would lie beyond it, the endpoint
        // is met instead when 0.09 + (2 - t)^2 = 0.25.
        QCOMPARE(kernels::segmentFaceTime(s, 4.3, 2.0, 0.0, -1.0, 0.0, 0.0, 0.5), kNever);
        QVERIFY(std::abs(kernels::segmentContactTime(s, 4.3, 2.0, 0.0, -1.0, 0.0, 0.0, 0.5) - 1.6) < 1e-15);
        // Falling 0.5000001 past the end: a miss.
        QCOMPARE(kernels::segmentContactTime(s, 4.5000001, 2.0, 0.0, -1.0, 0.0, 0.0, 0.5), kNever);
    }
    void recedingAndParallel()
    {
        const auto s = kernels::segmentGeometry(0.0, 0.0, 4.0, 0.0);
        QCOMPARE(kernels::segmentContactTime(s, 2.0, 3.0, 0.0, 1.0, 0.0, 0.0, 0.5), kNever);   // away
        QCOMPARE(kernels::segmentContactTime(s, 2.0, 3.0, 1.0, 0.0, 0.0, 0.0, 0.5), kNever);   // parallel
        QCOMPARE(kernels::segmentContactTime(s, 6.0, 0.3, 1.0, 0.0, 0.0, 0.0, 0.5), kNever);   // away from the end
        QCOMPARE(kernels::segmentContactTime(s, -6.0, 3.0, 1.0, -0.1, 0.0, 0.0, 0.5), kNever); // passes beyond the end
    }
    void touchingAndOverlapping()
    {
        const auto s = kernels::segmentGeometry(0.0, 0.0, 4.0, 0.0);
        // On the face, moving in: now. Moving out (it has just bounced): never, even a hair inside.
        QCOMPARE(kernels::segmentContactTime(s, 2.0, 0.5, 0.0, -1.0, 0.0, 0.0, 0.5), 0.0);
        QCOMPARE(kernels::segmentContactTime(s, 2.0, 0.5 - 1e-16, 0.0, 1.0, 0.0, 0.0, 0.5), kNever);
        QCOMPARE(kernels::segmentContactTime(s, 2.0, 0.4, 0.0, -1.0, 0.0, 0.0, 0.5), 0.0);
        // On an endpoint, likewise.
        QCOMPARE(kernels::segmentContactTime(s, 4.5, 0.0, -1.0, 0.0, 0.0, 0.0, 0.5), 0.0);
        QCOMPARE(kernels::segmentContactTime(s, 4.5 - 1e-16, 0.0, 1.0, 0.2, 0.0, 0.0, 0.5), kNever);
    }
    void faceUnderGravity()
    {
        // Dropped from rest 2 above a floor: sqrt(2 h / g).
        const auto floor = kernels::segmentGeometry(0.0, 0.0, 10.0, 0.0);
        const double t = kernels::segmentContactTime(floor, 5.0, 2.5, 0.0, 0.0, 0.0, -kG, 0.5);
        QVERIFY(std::abs(t - std::sqrt(4.0 / kG)) < 1e-15);
        // Bouncing up from it (just reflected, a hair inside): back after 2 v / g, not at once.
        const double back = kernels::segmentContactTime(floor, 5.0, 0.5 - 1e-16, 0.0, 3.0, 0.0, -kG, 0.5);
        QVERIFY(std::abs(back - 6.0 / kG) < 1e-12);
        // A floor tilted by 30 degrees: the normal component of gravity is g cos 30.
        const double angle = M_PI / 6.0;
        const auto slope = kernels::segmentGeometry(0.0, 0.0, 10.0 * std::cos(angle), 10.0 * std::sin(angle));
        const double height = 1.5;  // centre height above the slope, along its normal
        const double cx = 4.0 * std::cos(angle) - height * std::sin(angle);
        const double cy = 4.0 * std::sin(angle) + height * std::cos(angle);
        const double tilted = kernels::segmentContactTime(slope, cx, cy, 0.0, 0.0, 0.0, -kG, 0.5);
        QVERIFY(std::abs(tilted - std::sqrt(2.0 * (height - 0.5) / (kG * std::cos(angle)))) < 1e-14);
    }
    void endpointUnderGravity()
    {
        // A disk dropped from rest onto the tip (0, 0) of a vertical spike, 0.3 to one side:
        // 0.09 + (y - g t^2/2)^2 = 0.25 -> y - g t^2 / 2 = 0.4.
        const auto spike = kernels::segmentGeometry(0.0, -5.0, 0.0, 0.0);
        const double t = kernels::segmentContactTime(spike, 0.3, 3.0, 0.0, 0.0, 0.0, -kG, 0.5);
        QVERIFY(std::abs(t - std::sqrt(2.0 * 2.6 / kG)) < 1e-14);
        // Thrown up at a point 2 above, 0.3 aside: met on the way up at height 1.6, the
        // earlier root of v0 t - g t^2/2 = 1.6.
        const double v0 = 8.0;
        const double up = kernels::pointContactTime(0.3, -2.0, 0.0, v0, 0.0, -kG, 0.5);
        QVERIFY(std::abs(up - (v0 - std::sqrt(v0 * v0 - 3.2 * kG)) / kG) < 1e-14);
        // Thrown too slowly to reach it: never.
        QCOMPARE(kernels::pointContactTime(0.3, -2.0, 0.0, 5.0, 0.0, -kG, 0.5), kNever);
        // Just bounced straight up off the tip (a hair inside): comes back after 2 v / g.
        const double back = kernels::pointContactTime(0.0, 0.5 - 1e-16, 0.0, 2.0, 0.0, -kG, 0.5);
        QVERIFY(std::abs(back - 4.0 / kG) < 1e-12);
        // Leaving sideways and downwards, it falls away for good.
        QCOMPARE(kernels::pointContactTime(0.5, 0.0, 1.0, -1.0, 0.0, -kG, 0.5), kNever);
        // Within the horizon or not.
        QCOMPARE(kernels::pointContactTime(0.3, 3.0, 0.0, 0.0, 0.0, -kG, 0.5, 0.5), kNever);
    }
    void endpointOnTheWayBack()
    {
        // Gravity (-2, -0.0343) bends a flight past the point at the origin: out along
        // x = -2 + 4t - t^2 it passes x = 0 at t = 2 - sqrt 2 with y near 0.69 (a miss for r =
        // 0.5), turns at t = 2 and meets the point on the way back, near t = 2 + sqrt 2.
        const double gx = -2.0, gy = -0.4 / (6.0 + 4.0 * std::sqrt(2.0));
        const double t = kernels::pointContactTime(-2.0, 0.7, 4.0, 0.0, gx, gy, 0.5);
        QVERIFY(t > 2.0 && t < 2.0 + std::sqrt(2.0));
        QVERIFY(std::abs(t - scannedPointContact(-2.0, 0.7, 4.0, 0.0, gx, gy, 0.5, 5.0)) < 1e-12);
        const double x = -2.0 + t * (4.0 + 0.5 * gx * t), y = 0.7 + 0.5 * gy * t * t;
        QVERIFY(std::abs(std::hypot(x, y) - 0.5) < 1e-14);
    }
    void quarticAgainstScan()
    {
        // Parabolic flights towards a point, built so that they touch it at a chosen time T
        // while closing; some pass near it first and touch on a second approach. The kernel
        // must find the first entering contact that a brute-force scan finds.
        Random random(11);
        int contacts = 0, turnsBeforeContact = 0;
        for (int trial = 0; trial < 400; ++trial) {
            const double r = 0.05 + random.uniform();
            const double gx = random.normal(), gy = -2.0 - 8.0 * random.uniform();
            const double vx = 3.0 * random.normal(), vy = 3.0 * random.normal();
            const double T = 0.1 + 2.0 * random.uniform();
            // Velocity at T, and a direction w with w . v(T) > 0, so the centre approaches the
            // point e = p(T) + r w at T.
            const double wvx = vx + gx * T, wvy = vy + gy * T;
            double angle = 2.0 * M_PI * random.uniform();
            double wx = std::cos(angle), wy = std::sin(angle);
            if (wx * wvx + wy * wvy <= 0.0)
                wx = -wx, wy = -wy;
            const double px = T * (vx + 0.5 * gx * T), py = T * (vy + 0.5 * gy * T);  // p(T) with p(0) = 0
            const double ex = px + r * wx, ey = py + r * wy;
            if (std::hypot(ex, ey) <= r) {
                --trial;  // starts in contact: not a flight towards the point
                continue;
            }
            const double horizon = T + 1.0;
            const double expected = scannedPointContact(-ex, -ey, vx, vy, gx, gy, r, horizon);
            const double got = kernels::pointContactTime(-ex, -ey, vx, vy, gx, gy, r, horizon);
            QVERIFY2(expected != kNever, "the scan finds the built contact or an earlier one");
            QVERIFY2(std::abs(got - expected) <= 1e-9 * (1.0 + expected),
                     qPrintable(QString("trial %1: kernel %2, scan %3").arg(trial).arg(got, 0, 'g', 17).arg(expected, 0, 'g', 17)));
            ++contacts;
            if (expected < T - 1e-6)
                ++turnsBeforeContact;
            // At the contact the distance is r and closing.
            const double cx = -ex + got * (vx + 0.5 * gx * got), cy = -ey + got * (vy + 0.5 * gy * got);
            QVERIFY(std::abs(std::hypot(cx, cy) - r) <= 1e-12 * (1.0 + std::hypot(ex, ey)));
            QVERIFY(cx * (vx + gx * got) + cy * (vy + gy * got) < 0.0);
        }
        QCOMPARE(contacts, 400);
        qInfo("%d of 400 flights touched the point before the built time", turnsBeforeContact);
    }
    void reflectionKeepsSpeed()
    {
        Random random(5);
        for (int trial = 0; trial < 10000; ++trial) {
            const double nx = random.normal() * (trial % 7 + 0.1), ny = random.normal();
            double vx = random.normal() * 10.0, vy = random.normal();
            const double before = vx * vx + vy * vy;
            const double normalBefore = (vx * nx + vy * ny) / std::hypot(nx, ny);
            const double tangentBefore = (vy * nx - vx * ny) / std::hypot(nx, ny);
            kernels::fixedWallReflection(nx, ny, vx, vy);
            QVERIFY(std::abs(vx * vx + vy * vy - before) <= 1e-14 * before);
            QVERIFY(std::abs((vx * nx + vy * ny) / std::hypot(nx, ny) + normalBefore) <= 1e-13 * std::sqrt(before));
            QVERIFY(std::abs((vy * nx - vx * ny) / std::hypot(nx, ny) - tangentBefore) <= 1e-13 * std::sqrt(before));
        }
    }
    void contactNormals()
    {
        const auto s = kernels::segmentGeometry(0.0, 0.0, 4.0, 0.0);
        // On the face: the face normal on the disk's side.
        QCOMPARE(kernels::segmentContactNormal(s, 1.0, 0.5), (std::pair{-0.0, 1.0}));
        QCOMPARE(kernels::segmentContactNormal(s, 1.0, -0.5), (std::pair{0.0, -1.0}));
        // Beyond the ends: from the endpoint to the centre.
        QCOMPARE(kernels::segmentContactNormal(s, 4.3, 0.4), (std::pair{4.3 - 4.0, 0.4}));
        QCOMPARE(kernels::segmentContactNormal(s, -0.3, -0.4), (std::pair{-0.3, -0.4}));
        QCOMPARE(kernels::segmentDistance(s, -0.3, -0.4), 0.5);
        // A head-on endpoint hit reflects straight back.
        double vx = -1.0, vy = 0.0;
        const auto [nx, ny] = kernels::segmentContactNormal(s, 4.5, 0.0);
        kernels::fixedWallReflection(nx, ny, vx, vy);
        QCOMPARE(vx, 1.0);
        QCOMPARE(vy, 0.0);
    }
};

QTEST_APPLESS_MAIN(TestSegmentKernels)
#include "tst_segment_kernels.moc"
