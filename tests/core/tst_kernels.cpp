// Times of impact and elastic responses, checked against hand-solved cases.
#include "core/contact_batch.h"
#include "core/kernels.h"
#include "core/random.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

using namespace disklab;
using kernels::kNever;

class TestKernels : public QObject {
    Q_OBJECT
private slots:
    void headOnPair()
    {
        // Centres 4 apart, closing at 2, contact distance 1: touch after (4 - 1) / 2.
        QCOMPARE(kernels::pairContactTime(4.0, 0.0, -2.0, 0.0, 1.0), 1.5);
    }
    void glancingPair()
    {
        // Second disk at (3, 0.6) moving (-1, 0): contact when (3 - t)^2 + 0.36 = 1 -> t = 3 - 0.8.
        QVERIFY(qAbs(kernels::pairContactTime(3.0, 0.6, -1.0, 0.0, 1.0) - 2.2) < 1e-15);
        // Offset exactly 1: grazing contact at t = 3.
        QVERIFY(qAbs(kernels::pairContactTime(3.0, 1.0, -1.0, 0.0, 1.0) - 3.0) < 1e-12);
        // Offset beyond the contact distance: a miss.
        QCOMPARE(kernels::pairContactTime(3.0, 1.0000001, -1.0, 0.0, 1.0), kNever);
    }
    void recedingPair()
    {
        QCOMPARE(kernels::pairContactTime(2.0, 0.0, 1.0, 0.0, 1.0), kNever);
        QCOMPARE(kernels::pairContactTime(2.0, 0.0, 0.0, 0.0, 1.0), kNever);
        QCOMPARE(kernels::pairContactTime(2.0, 0.0, 0.0, 1.0, 1.0), kNever);  // perpendicular
    }
    void touchingAtTimeZero()
    {
        QCOMPARE(kernels::pairContactTime(1.0, 0.0, -1.0, 0.0, 1.0), 0.0);    // approaching: now
        QCOMPARE(kernels::pairContactTime(1.0, 0.0, 1.0, 0.0, 1.0), kNever);  // separating: never
        QCOMPARE(kernels::pairContactTime(0.9, 0.0, -1.0, 0.0, 1.0), 0.0);    // overlapping: now
    }
    void leavingACircle()
    {
        // From the centre at speed 2, radius 3: out after 1.5, whichever way.
        QCOMPARE(kernels::circleExitTime(0.0, 0.0, 2.0, 0.0, 9.0), 1.5);
        QCOMPARE(kernels::circleExitTime(0.0, 0.0, 0.0, -2.0, 9.0), 1.5);
        // From (1, 0) radius 2: heading out along +x meets x = 2 after 1; heading in, x = -2
        // after 3; heading up, y = sqrt(3).
        QCOMPARE(kernels::circleExitTime(1.0, 0.0, 1.0, 0.0, 4.0), 1.0);
        QCOMPARE(kernels::circleExitTime(1.0, 0.0, -1.0, 0.0, 4.0), 3.0);
        QVERIFY(qAbs(kernels::circleExitTime(1.0, 0.0, 0.0, 1.0, 4.0) - std::sqrt(3.0)) < 1e-15);
        // Just outside by round-off and moving out: now. At rest: never.
        QCOMPARE(kernels::circleExitTime(2.0 + 1e-15, 0.0, 1.0, 0.0, 4.0), 0.0);
        QCOMPARE(kernels::circleExitTime(1.0, 0.0, 0.0, 0.0, 4.0), kNever);
    }
    void staticWall()
    {
        // Gap 1 closing at 2.
        QCOMPARE(kernels::gapClosingTime(1.0, -2.0, 0.0), 0.5);
        QCOMPARE(kernels::gapClosingTime(1.0, 2.0, 0.0), kNever);
        QCOMPARE(kernels::gapClosingTime(0.0, -1.0, 0.0), 0.0);
        QCOMPARE(kernels::gapClosingTime(-1e-17, -1.0, 0.0), 0.0);
    }
    void movingWall()
    {
        // Disk at x = 0.5 (radius 0.1) moving +1, right wall at 1 moving -0.5 (a piston):
        // gap 0.4 closes at 1.5.
        const double gap = 1.0 - 0.5 - 0.1;
        QVERIFY(qAbs(kernels::gapClosingTime(gap, -0.5 - 1.0, 0.0) - 0.4 / 1.5) < 1e-16);
        // Wall retreating faster than the disk: never.
        QCOMPARE(kernels::gapClosingTime(gap, 2.0 - 1.0, 0.0), kNever);
    }
    void wallUnderGravity()
    {
        // Dropped from height 2 with g = 9.81: t = sqrt(2 h / g).
        QVERIFY(qAbs(kernels::gapClosingTime(2.0, 0.0, -9.81) - std::sqrt(4.0 / 9.81)) < 1e-15);
        // Thrown up at 3 from the floor: back after 2 v / g, not at t = 0.
        QVERIFY(qAbs(kernels::gapClosingTime(0.0, 3.0, -9.81) - 6.0 / 9.81) < 1e-15);
        QVERIFY(qAbs(kernels::gapClosingTime(-1e-16, 3.0, -9.81) - 6.0 / 9.81) < 1e-12);
        // Moving towards the ceiling but decelerating before reaching it.
        QCOMPARE(kernels::gapClosingTime(1.0, -1.0, 9.81), kNever);
        // Reaching it: 1 = t + ... with a = 0.5: gap 1, rate -2, accel 0.5.
        const double t = kernels::gapClosingTime(1.0, -2.0, 0.5);
        QVERIFY(qAbs(1.0 - 2.0 * t + 0.25 * t * t) < 1e-15);
        QVERIFY(-2.0 + 0.5 * t < 0.0);
    }
    void cornerHitsBothWallsAtOnce()
    {
        // Disk of radius 0.1 at (0.5, 0.5) moving (1, 1) in the unit box: both walls at 0.4.
        const double tx = kernels::gapClosingTime(1.0 - 0.5 - 0.1, -1.0, 0.0);
        const double ty = kernels::gapClosingTime(1.0 - 0.5 - 0.1, -1.0, 0.0);
        QCOMPARE(tx, ty);
        QVERIFY(qAbs(tx - 0.4) < 1e-15);
    }
    void equalMassesExchangeNormalVelocities()
    {
        double v1x = 1.0, v1y = 0.3, v2x = -2.0, v2y = 0.7;
        kernels::elasticCollision(1.0, 0.0, v2x - v1x, v2y - v1y, 1.0, 1.0, v1x, v1y, v2x, v2y);
        QCOMPARE(v1x, -2.0);
        QCOMPARE(v2x, 1.0);
        QCOMPARE(v1y, 0.3);
        QCOMPARE(v2y, 0.7);
    }
    void conservesMomentumAndEnergy_data()
    {
        QTest::addColumn<double>("massRatio");
        for (double ratio : {1.0, 3.7, 1e3, 1e5, 1e8, 1e-8})
            QTest::addRow("ratio %g", ratio) << ratio;
    }
    void conservesMomentumAndEnergy()
    {
        QFETCH(double, massRatio);
        Random random(42);
        for (int trial = 0; trial < 1000; ++trial) {
            const double angle = 2.0 * M_PI * random.uniform();
            const double dx = std::cos(angle), dy = std::sin(angle);
            const double mi = 1.0, mj = massRatio;
            // The partner moves at the thermal speed of its mass; only approaching pairs collide.
            double vix, viy, vjx, vjy;
            do {
                vix = random.normal(), viy = random.normal();
                vjx = random.normal() / std::sqrt(mj), vjy = random.normal() / std::sqrt(mj);
            } while ((vjx - vix) * dx + (vjy - viy) * dy >= 0.0);
            const double px = mi * vix + mj * vjx, py = mi * viy + mj * vjy;
            const double e = 0.5 * mi * (vix * vix + viy * viy) + 0.5 * mj * (vjx * vjx + vjy * vjy);
            const double bBefore = dx * (vjx - vix) + dy * (vjy - viy);
            const double virial = kernels::elasticCollision(dx, dy, vjx - vix, vjy - viy, mi, mj, vix, viy, vjx, vjy);
            const double pScale = std::abs(mi * vix) + std::abs(mj * vjx) + std::abs(mi * viy) + std::abs(mj * vjy);
            QVERIFY2(std::abs(mi * vix + mj * vjx - px) <= 1e-14 * pScale, "x momentum");
            QVERIFY2(std::abs(mi * viy + mj * vjy - py) <= 1e-14 * pScale, "y momentum");
            const double eAfter = 0.5 * mi * (vix * vix + viy * viy) + 0.5 * mj * (vjx * vjx + vjy * vjy);
            QVERIFY2(std::abs(eAfter - e) <= 1e-13 * e, qPrintable(QString("energy %1 -> %2").arg(e, 0, 'g', 17).arg(eAfter, 0, 'g', 17)));
            const double bAfter = dx * (vjx - vix) + dy * (vjy - viy);
            QVERIFY(std::abs(bAfter + bBefore) <= 1e-12 * std::abs(bBefore) + 1e-15);
            const double mu = mi * mj / (mi + mj);
            QVERIFY(std::abs(virial - 2.0 * mu * std::abs(bBefore)) <= 1e-12 * virial);
        }
    }
    void movingWallReflection()
    {
        double v = 3.0;
        const double impulse = kernels::wallReflection(v, -0.5, 2.0);  // wall moving towards the disk
        QCOMPARE(v, -4.0);
        QCOMPARE(impulse, -14.0);
    }

    void batchEqualsPairContactTimeBitForBit()
    {
        // Approaching, receding, missing, grazing, touching and overlapping pairs, and a
        // disk's own zero lane, in batches of every length around the vector width.
        Random random(11);
        ContactBatch batch;
        for (int round = 0; round < 2000; ++round) {
            const int size = 1 + round % 13;
            batch.resize(static_cast<std::size_t>(size));
            std::vector<double> expected;
            for (int k = 0; k < size; ++k) {
                double dx = 4.0 * random.uniform() - 2.0, dy = 4.0 * random.uniform() - 2.0;
                double dvx = 2.0 * random.uniform() - 1.0, dvy = 2.0 * random.uniform() - 1.0;
                if (k == 3)
                    dx = dy = dvx = dvy = 0.0;
                const double contact = 0.5 + random.uniform();
                batch.set(static_cast<std::size_t>(k), dx, dy, dvx, dvy, contact);
                expected.push_back(kernels::pairContactTime(dx, dy, dvx, dvy, contact));
            }
            batch.solve();
            for (int k = 0; k < size; ++k) {
                const double t = batch.time(static_cast<std::size_t>(k));
                QCOMPARE(std::memcmp(&t, &expected[static_cast<std::size_t>(k)], sizeof t), 0);
            }
            // The earliest, and the next earliest once it is taken out of the running.
            std::sort(expected.begin(), expected.end());
            QCOMPARE(batch.earliest(), expected[0]);
            for (int k = 0; k < size; ++k)
                if (batch.time(static_cast<std::size_t>(k)) == expected[0])
                    batch.exclude(static_cast<std::size_t>(k));
            const auto next = std::find_if(expected.begin(), expected.end(), [&](double t) { return t != expected[0]; });
            QCOMPARE(batch.earliest(), next == expected.end() ? kNever : *next);
        }
    }

    void batchVisitsEveryNeighbourAtATimeInSlotOrder()
    {
        // Lengths across the 64-slot masks, a few distinct times so that many slots share one,
        // receding pairs (never) among them.
        Random random(12);
        ContactBatch batch;
        for (const int size : {1, 2, 3, 63, 64, 65, 130}) {
            batch.resize(static_cast<std::size_t>(size));
            for (int k = 0; k < size; ++k) {
                const double gap = 1.0 + std::floor(3.0 * random.uniform());
                const double closing = random.uniform() < 0.2 ? 1.0 : -1.0;
                batch.set(static_cast<std::size_t>(k), gap + 1.0, 0.0, closing, 0.0, 1.0);
            }
            batch.solve();
            for (const double t : {batch.earliest(), 2.0, kNever}) {
                std::vector<std::size_t> expected, visited;
                for (int k = 0; k < size; ++k)
                    if (batch.time(static_cast<std::size_t>(k)) == t)
                        expected.push_back(static_cast<std::size_t>(k));
                batch.forEachAt(t, [&](std::size_t k) { visited.push_back(k); });
                QCOMPARE(visited, expected);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestKernels)
#include "tst_kernels.moc"
