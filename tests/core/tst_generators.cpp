// Every scenario generator at several parameter sets: a valid, overlap-free scenario with the
// disks, temperature and geometry asked for, the same one again from the same seed, and errors
// that name the parameter at fault.
#include "generator_checks.h"

#include "core/generators.h"
#include "core/observables.h"
#include "core/scenario_validation.h"

#include <QtTest>

#include <cmath>
#include <functional>
#include <numbers>

using namespace disklab;
using namespace disklab::test;

namespace {

/// Problems of a scenario that must have none, as one line for QVERIFY2.
QString problemsOf(const Scenario& s)
{
    QStringList lines;
    for (const ScenarioProblem& p : validateScenario(s))
        lines << QString("disk %1 / segment %2: %3: %4").arg(p.disk).arg(p.segment).arg(QString::fromStdString(p.field),
                                                                                         QString::fromStdString(p.message));
    return lines.join("; ");
}

Snapshot velocities(const Scenario& s)
{
    Snapshot snap;
    for (const Disk& d : s.disks) {
        snap.x.push_back(d.x), snap.y.push_back(d.y);
        snap.vx.push_back(d.vx), snap.vy.push_back(d.vy);
    }
    return snap;
}

double kinetic(const Scenario& s) { return kineticEnergy(s, velocities(s)); }

} // namespace

class TestGenerators : public QObject {
    Q_OBJECT
private slots:
    void gasMixture_data()
    {
        QTest::addColumn<bool>("periodic");
        QTest::addColumn<double>("packing");
        // Lattice sites are spaced for the largest disks: this mixture fits up to about 0.3.
        QTest::newRow("walls 0.1") << false << 0.1;
        QTest::newRow("walls 0.28") << false << 0.28;
        QTest::newRow("periodic 0.3") << true << 0.3;
    }
    void gasMixture()
    {
        QFETCH(bool, periodic);
        QFETCH(double, packing);
        GasParameters p;
        p.species = {{300, 0.5, 1.0, {10, 20, 30}, "light"}, {60, 1.0, 8.0, {200, 20, 30}, "heavy"}};
        p.packing = packing;
        p.periodic = periodic;
        p.temperature = 2.0;
        const Scenario s = generateGas(p);
        QVERIFY2(problemsOf(s).isEmpty(), qPrintable(problemsOf(s)));
        QCOMPARE(int(s.disks.size()), 360);
        double area = 0.0;
        int heavy = 0;
        for (const Disk& d : s.disks) {
            area += std::numbers::pi * d.radius * d.radius;
            if (d.label == "heavy") {
                ++heavy;
                QCOMPARE(d.mass, 8.0);
                QVERIFY(d.colour == (Colour{200, 20, 30}));
            }
        }
        QCOMPARE(heavy, 60);
        QVERIFY(std::abs(area / s.area() - packing) < 1e-12);
        // kT exactly as asked (N - 1 degrees of freedom in a periodic box), which melting keeps;
        // no net momentum, which melting keeps where momentum is conserved: in a periodic box.
        QVERIFY(std::abs(temperature(s, kinetic(s)) - 2.0) < 1e-9);
        if (periodic) {
            const auto momentum = totalMomentum(s, velocities(s));
            QVERIFY(std::abs(momentum[0]) < 1e-9 && std::abs(momentum[1]) < 1e-9);
        }
        GasParameters unmelted = p;
        unmelted.meltCollisionsPerDisk = 0.0;
        const auto start = totalMomentum(s, velocities(generateGas(unmelted)));
        QVERIFY(std::abs(start[0]) < 1e-9 && std::abs(start[1]) < 1e-9);
        checkReproducible([&](std::uint64_t seed) { GasParameters q = p; q.seed = seed; return generateGas(q); }, true);
    }
    void gasInAGivenBox()
    {
        GasParameters p;
        p.count = 200;
        p.width = 40.0;
        p.height = 15.0;
        const Scenario s = generateGas(p);
        QVERIFY2(problemsOf(s).isEmpty(), qPrintable(problemsOf(s)));
        QCOMPARE(s.width, 40.0);
        QCOMPARE(s.height, 15.0);
        checkRefused([&] { GasParameters q = p; q.width = 5.0; q.height = 5.0; generateGas(q); }, "width");
        checkRefused([&] { GasParameters q = p; q.species = {{10, -1.0, 1.0}}; generateGas(q); }, "species");
        checkRefused([] { GasParameters q; q.packing = 0.95; generateGas(q); }, "packing");
        checkRefused([] { GasParameters q; q.count = 0; generateGas(q); }, "count");
    }
    void lattice_data()
    {
        QTest::addColumn<bool>("periodic");
        QTest::addColumn<double>("packing");
        QTest::newRow("periodic 0.75") << true << 0.75;
        QTest::newRow("periodic 0.9") << true << 0.9;
        QTest::newRow("walls 0.6") << false << 0.6;
    }
    void lattice()
    {
        QFETCH(bool, periodic);
        QFETCH(double, packing);
        LatticeParameters p;
        p.columns = 12;
        p.rows = 10;
        p.packing = packing;
        p.periodic = periodic;
        p.temperature = 0.5;
        const Scenario s = generateLattice(p);
        QVERIFY2(problemsOf(s).isEmpty(), qPrintable(problemsOf(s)));
        QCOMPARE(int(s.disks.size()), 120);
        // Every disk has its six (or, at an edge of a walled box, fewer) neighbours one lattice
        // constant a away, with pi r^2 / (a^2 sqrt3 / 2) the packing fraction asked for.
        const double a = std::hypot(s.disks[1].x - s.disks[0].x, s.disks[1].y - s.disks[0].y);
        QVERIFY(std::abs(std::numbers::pi * 0.25 / (a * a * std::sqrt(3.0) / 2.0) - packing) < 1e-12);
        if (periodic)
            QVERIFY(std::abs(120 * std::numbers::pi * 0.25 / s.area() - packing) < 1e-12);
        QVERIFY(std::abs(temperature(s, kinetic(s)) - 0.5) < 1e-12);
        checkReproducible([&](std::uint64_t seed) { LatticeParameters q = p; q.seed = seed; return generateLattice(q); }, true);
        checkRefused([&] { LatticeParameters q = p; q.packing = 0.91; generateLattice(q); }, "packing");
        checkRefused([&] { LatticeParameters q = p; q.rows = 7; q.periodic = true; generateLattice(q); }, "rows");
    }
    void billiards_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<double>("angle");
        QTest::newRow("3 balls") << 2 << 0.0;
        QTest::newRow("10 balls") << 4 << 3.0;
        QTest::newRow("15 balls") << 5 << -10.0;
        QTest::newRow("21 balls") << 6 << 0.0;
    }
    void billiards()
    {
        QFETCH(int, rows);
        QFETCH(double, angle);
        BilliardsParameters p;
        p.rows = rows;
        p.cueAngle = angle;
        p.cueSpeed = 7.0;
        const Scenario s = generateBilliards(p);
        QVERIFY2(problemsOf(s).isEmpty(), qPrintable(problemsOf(s)));
        QCOMPARE(int(s.disks.size()), 1 + rows * (rows + 1) / 2);
        QCOMPARE(s.disks[0].label, std::string("cue"));
        QVERIFY(std::abs(std::hypot(s.disks[0].vx, s.disks[0].vy) - 7.0) < 1e-12);
        QVERIFY(std::abs(std::atan2(s.disks[0].vy, s.disks[0].vx) * 180.0 / std::numbers::pi - angle) < 1e-9);
        for (std::size_t k = 1; k < s.disks.size(); ++k) {
            QCOMPARE(s.disks[k].label, std::to_string(k));
            QCOMPARE(s.disks[k].vx, 0.0);
        }
        // Racked balls are the gap apart, give or take the jitter; none touch.
        double closest = 1e300;
        for (std::size_t i = 1; i < s.disks.size(); ++i)
            for (std::size_t j = i + 1; j < s.disks.size(); ++j)
                closest = std::min(closest, std::hypot(s.disks[i].x - s.disks[j].x, s.disks[i].y - s.disks[j].y));
        if (rows > 1)
            QVERIFY(closest > 1.0 + p.gap - 3.0 * p.jitter && closest < 1.0 + p.gap + 3.0 * p.jitter);
        checkReproducible([&](std::uint64_t seed) { BilliardsParameters q = p; q.seed = seed; return generateBilliards(q); },
                          rows > 1);
        checkRefused([&] { BilliardsParameters q = p; q.rows = 30; generateBilliards(q); }, "rows");
        checkRefused([&] { BilliardsParameters q = p; q.jitter = q.gap; generateBilliards(q); }, "jitter");
        checkRefused([&] { BilliardsParameters q = p; q.cueSpeed = -1.0; generateBilliards(q); }, "cueSpeed");
    }
    void diffusion_data()
    {
        QTest::addColumn<int>("left");
        QTest::addColumn<int>("right");
        QTest::addColumn<bool>("slit");
        QTest::newRow("slit") << 150 << 150 << true;
        QTest::newRow("uneven slit") << 200 << 50 << true;
        QTest::newRow("removable") << 150 << 150 << false;
        QTest::newRow("free expansion") << 300 << 0 << false;
    }
    void diffusion()
    {
        QFETCH(int, left);
        QFETCH(int, right);
        QFETCH(bool, slit);
        DiffusionParameters p;
        p.leftCount = left;
        p.rightCount = right;
        p.partition = slit ? PartitionKind::Slit : PartitionKind::Removable;
        p.removeTime = 12.5;
        p.rightMass = 3.0;
        const Scenario s = generateDiffusion(p);
        QVERIFY2(problemsOf(s).isEmpty(), qPrintable(problemsOf(s)));
        QCOMPARE(int(s.disks.size()), left + right);
        const double middle = 0.5 * s.width;
        // Melted with the partition closed: every disk still on its own side, in its colour.
        for (std::size_t k = 0; k < s.disks.size(); ++k) {
            const Disk& d = s.disks[k];
            const bool isLeft = static_cast<int>(k) < left;
            QVERIFY(isLeft ? d.x <= middle - d.radius * (1 - 1e-9) : d.x >= middle + d.radius * (1 - 1e-9));
            QVERIFY(d.colour == (isLeft ? p.leftColour : p.rightColour));
            QCOMPARE(d.mass, isLeft ? 1.0 : 3.0);
        }
        if (slit) {
            QCOMPARE(int(s.segments.size()), 2);
            QCOMPARE(s.segments[1].y0 - s.segments[0].y1, p.slitWidth);
            QCOMPARE(s.segments[0].removeTime, std::numeric_limits<double>::infinity());
        } else {
            QCOMPARE(int(s.segments.size()), 1);
            QCOMPARE(s.segments[0].removeTime, 12.5);
            QCOMPARE(s.segments[0].y1 - s.segments[0].y0, s.height);
        }
        // Melting conserves energy: kT is still the one asked for.
        QVERIFY(std::abs(temperature(s, kinetic(s)) - 1.0) < 1e-9);
        checkReproducible([&](std::uint64_t seed) { DiffusionParameters q = p; q.seed = seed; return generateDiffusion(q); },
                          true);
        checkRefused([&] { DiffusionParameters q = p; q.slitWidth = 0.9; q.partition = PartitionKind::Slit; generateDiffusion(q); },
                     "slitWidth");
        checkRefused([&] { DiffusionParameters q = p; q.packing = 0.85; generateDiffusion(q); }, "leftCount");
    }
    void squeeze()
    {
        for (double smallMass : {4e-4, 0.04}) {
            SqueezeParameters p;
            p.smallMass = smallMass;
            const Scenario s = generateSqueeze(p);
            QVERIFY2(problemsOf(s).isEmpty(), qPrintable(problemsOf(s)));
            QCOMPARE(int(s.disks.size()), 3);
            QCOMPARE(s.disks[1].mass, smallMass);
            QVERIFY(s.disks[0].vx > 0.0 && s.disks[2].vx < 0.0);
            // A time step that moves the fastest disk at most a twentieth of the small radius.
            QVERIFY(s.engine.dt > 0.0 && s.engine.dt * std::max(p.largeSpeed, p.smallSpeed) <= 0.05 * p.smallRadius * (1 + 1e-12));
            checkReproducible([&](std::uint64_t seed) { SqueezeParameters q = p; q.seed = seed; return generateSqueeze(q); },
                              false);
        }
        checkRefused([] { SqueezeParameters q; q.largeRadius = 5.0; generateSqueeze(q); }, "largeRadius");
    }
    void cradle()
    {
        for (auto [count, strikers, gap] : {std::tuple{5, 1, 0.0}, std::tuple{5, 2, 0.0}, std::tuple{3, 3, 1e-4}}) {
            CradleParameters p;
            p.count = count;
            p.strikers = strikers;
            p.gap = gap;
            const Scenario s = generateCradle(p);
            QVERIFY2(problemsOf(s).isEmpty(), qPrintable(problemsOf(s)));
            QCOMPARE(int(s.disks.size()), count + strikers);
            // Neighbours in the row are exactly 2 r + gap apart.
            for (int k = strikers + 1; k < count + strikers; ++k)
                QVERIFY(std::abs(s.disks[k].x - s.disks[k - 1].x - (1.0 + gap)) < 1e-12);
            checkReproducible([&](std::uint64_t seed) { CradleParameters q = p; q.seed = seed; return generateCradle(q); },
                              false);
        }
        checkRefused([] { CradleParameters q; q.strikers = 6; generateCradle(q); }, "strikers");
    }
    void brownian_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("packing");
        QTest::addColumn<double>("largeRadius");
        QTest::newRow("default") << 600 << 0.25 << 5.0;
        QTest::newRow("dense") << 800 << 0.5 << 3.0;
        QTest::newRow("huge") << 300 << 0.4 << 10.0;
    }
    void brownian()
    {
        QFETCH(int, count);
        QFETCH(double, packing);
        QFETCH(double, largeRadius);
        BrownianParameters p;
        p.count = count;
        p.packing = packing;
        p.largeRadius = largeRadius;
        const Scenario s = generateBrownian(p);
        QVERIFY2(problemsOf(s).isEmpty(), qPrintable(problemsOf(s)));
        QCOMPARE(int(s.disks.size()), count + 1);
        const auto tracked = std::count_if(s.disks.begin(), s.disks.end(),
                                           [](const Disk& d) { return d.label == kBrownianLabel; });
        QCOMPARE(int(tracked), 1);
        QCOMPARE(s.disks[0].label, std::string(kBrownianLabel));
        QCOMPARE(s.disks[0].radius, largeRadius);
        QVERIFY(std::abs(temperature(s, kinetic(s)) - 1.0) < 1e-9);
        checkReproducible([&](std::uint64_t seed) { BrownianParameters q = p; q.seed = seed; return generateBrownian(q); },
                          true);
        checkRefused([&] { BrownianParameters q = p; q.count = 20; q.packing = 0.8; q.largeRadius = 1.0; generateBrownian(q); },
                     "packing");
    }
    void piston()
    {
        for (double finalWidth : {0.5, 0.8, 1.5}) {
            PistonParameters p;
            p.finalWidth = finalWidth;
            p.pistonSpeed = 0.1;
            const Scenario s = generatePiston(p);
            QVERIFY2(problemsOf(s).isEmpty(), qPrintable(problemsOf(s)));
            const BoxWall& right = s.wall(Side::Right);
            QCOMPARE(right.velocity, finalWidth < 1.0 ? -0.1 : 0.1);
            QVERIFY(std::abs(wallPosition(s, Side::Right, 1e9) - finalWidth * s.width) < 1e-9 * s.width);
            checkReproducible([&](std::uint64_t seed) { PistonParameters q = p; q.seed = seed; return generatePiston(q); },
                              true);
        }
        checkRefused([] { PistonParameters q; q.packing = 0.5; q.finalWidth = 0.5; generatePiston(q); }, "finalWidth");
        checkRefused([] { PistonParameters q; q.pistonSpeed = 0.0; generatePiston(q); }, "pistonSpeed");
    }
    void aggregation()
    {
        for (double fraction : {0.01, 0.2}) {
            AggregationParameters p;
            p.count = 500;
            p.areaFraction = fraction;
            const Scenario s = generateAggregation(p);
            QVERIFY2(problemsOf(s).isEmpty(), qPrintable(problemsOf(s)));
            QCOMPARE(s.disks.size(), std::size_t{500});
            QVERIFY(s.boundary == Boundary::Periodic && s.aggregation);
            const double area = 500 * std::numbers::pi * 0.25;
            QVERIFY(std::abs(area / s.area() - fraction) < 1e-12);
            checkReproducible([&](std::uint64_t seed) { AggregationParameters q = p; q.seed = seed; return generateAggregation(q); },
                              true);
        }
        checkRefused([] { AggregationParameters q; q.count = 1; generateAggregation(q); }, "count");
        checkRefused([] { AggregationParameters q; q.areaFraction = 0.5; generateAggregation(q); }, "areaFraction");
        checkRefused([] { AggregationParameters q; q.step = 0.0; generateAggregation(q); }, "step");
    }
    void wallBouncing()
    {
        for (auto [columns, rows] : {std::pair{9, 9}, std::pair{3, 0}, std::pair{15, 5}}) {
            WallBouncingParameters p;
            p.columns = columns;
            p.rows = rows;
            const Scenario s = generateWallBouncing(p);
            QVERIFY2(problemsOf(s).isEmpty(), qPrintable(problemsOf(s)));
            QCOMPARE(int(s.disks.size()), columns + rows);
            for (int k = 0; k < columns; ++k)
                QVERIFY(s.disks[k].vx == 0.0 && s.disks[k].vy == 1.0 && s.disks[k].y == 0.5);
            checkReproducible([&](std::uint64_t seed) { WallBouncingParameters q = p; q.seed = seed; return generateWallBouncing(q); },
                              false);
        }
        checkRefused([] { WallBouncingParameters q; q.columns = 30; generateWallBouncing(q); }, "size");
    }
    void incline_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("angle");
        QTest::addColumn<double>("temperature");
        QTest::newRow("dropped") << 20 << 20.0 << 0.0;
        QTest::newRow("steep, warm") << 40 << 35.0 << 1.0;
        QTest::newRow("one disk") << 1 << 10.0 << 0.0;
    }
    void incline()
    {
        QFETCH(int, count);
        QFETCH(double, angle);
        QFETCH(double, temperature);
        InclineParameters p;
        p.count = count;
        p.angle = angle;
        p.temperature = temperature;
        const Scenario s = generateIncline(p);
        QVERIFY2(problemsOf(s).isEmpty(), qPrintable(problemsOf(s)));
        QCOMPARE(int(s.disks.size()), count);
        QCOMPARE(s.gravityY, -p.gravity);
        QCOMPARE(int(s.segments.size()), 1);
        const SegmentWall& floor = s.segments[0];
        QVERIFY(std::abs(std::atan2(floor.y0 - floor.y1, floor.x1 - floor.x0) * 180.0 / std::numbers::pi - angle) < 1e-9);
        // Every disk starts above the floor with room to fall.
        for (const Disk& d : s.disks) {
            const double lineY = floor.y0 + (floor.y1 - floor.y0) * (d.x - floor.x0) / (floor.x1 - floor.x0);
            QVERIFY((d.y - lineY) * std::cos(angle * std::numbers::pi / 180.0) >= 1.25 * d.radius * (1 - 1e-12));
        }
        checkReproducible([&](std::uint64_t seed) { InclineParameters q = p; q.seed = seed; return generateIncline(q); },
                          count > 1 || temperature > 0.0);
        checkRefused([&] { InclineParameters q = p; q.angle = 60.0; generateIncline(q); }, "angle");
        checkRefused([&] { InclineParameters q = p; q.count = 5000; generateIncline(q); }, "count");
    }
};

QTEST_APPLESS_MAIN(TestGenerators)
#include "tst_generators.moc"
