// The shipped force-engine scenarios against theory: the spring pendulum swings with the period
// 2 pi sqrt(L / g), the hanging chain settles with each spring stretched by the weight below
// it, the damped one-sign charged gas loses its energy and orders into a Coulomb crystal (the
// spread of nearest-neighbour distances shrinks, the bond-orientational order psi6 rises), and
// opposite charges pair up while the energy they release heats the gas, with K + U kept by
// both of the force engine's contact schemes.
#include "core/force_engine.h"
#include "core/observables.h"
#include "io/scenario_file.h"

#include <QtTest>

#include <QDir>

#include <algorithm>
#include <cmath>
#include <complex>
#include <numbers>

using namespace disklab;

namespace {

Scenario shipped(const char* name)
{
    const LoadResult loaded = loadScenarioFile(QDir(DISKLAB_SCENARIO_DIR).filePath(name));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error));
    return *loaded.scenario;
}

double kinetic(const Scenario& s, const Snapshot& snap) { return kineticEnergy(s, snap); }

double centreDistance(const Snapshot& snap, std::size_t i, std::size_t j)
{
    return std::hypot(snap.x[i] - snap.x[j], snap.y[i] - snap.y[j]);
}

/// The disks of `snap` sorted by distance from disk i, i itself left out.
std::vector<std::size_t> byDistance(const Snapshot& snap, std::size_t i)
{
    std::vector<std::size_t> others;
    for (std::size_t j = 0; j < snap.size(); ++j)
        if (j != i)
            others.push_back(j);
    std::sort(others.begin(), others.end(),
              [&](std::size_t a, std::size_t b) { return centreDistance(snap, i, a) < centreDistance(snap, i, b); });
    return others;
}

/// Relative spread (standard deviation over mean) of the nearest-neighbour distances of the
/// disks at least `margin` from every wall.
double nearestNeighbourSpread(const Scenario& s, const Snapshot& snap, double margin)
{
    double sum = 0.0, squares = 0.0;
    int counted = 0;
    for (std::size_t i = 0; i < snap.size(); ++i) {
        if (std::min({snap.x[i], s.width - snap.x[i], snap.y[i], s.height - snap.y[i]}) < margin)
            continue;
        const double d = centreDistance(snap, i, byDistance(snap, i).front());
        sum += d, squares += d * d, ++counted;
    }
    const double mean = sum / counted;
    return std::sqrt(std::max(0.0, squares / counted - mean * mean)) / mean;
}

/// The mean of |psi6| = |(1/6) sum exp(6 i theta_ij)| over a disk's six nearest neighbours,
/// for the disks at least `margin` from every wall (those along the walls have no full shell):
/// 1 on a perfect triangular lattice, about 0.3 to 0.4 for random places.
double bondOrientationalOrder(const Scenario& s, const Snapshot& snap, double margin)
{
    double sum = 0.0;
    int counted = 0;
    for (std::size_t i = 0; i < snap.size(); ++i) {
        if (std::min({snap.x[i], s.width - snap.x[i], snap.y[i], s.height - snap.y[i]}) < margin)
            continue;
        const std::vector<std::size_t> others = byDistance(snap, i);
        std::complex<double> psi;
        for (std::size_t k = 0; k < 6; ++k)
            psi += std::polar(1.0, 6.0 * std::atan2(snap.y[others[k]] - snap.y[i], snap.x[others[k]] - snap.x[i]));
        sum += std::abs(psi) / 6.0;
        ++counted;
    }
    return counted ? sum / counted : 0.0;
}

/// Disks whose nearest neighbour has the opposite charge and touches or nearly touches
/// (centres within 1.5 diameters): the bound pairs' members.
double pairedFraction(const Scenario& s, const Snapshot& snap)
{
    int paired = 0;
    for (std::size_t i = 0; i < snap.size(); ++i) {
        const std::size_t j = byDistance(snap, i).front();
        if (s.disks[i].charge * s.disks[j].charge < 0.0 && centreDistance(snap, i, j) < 3.0 * s.disks[i].radius)
            ++paired;
    }
    return double(paired) / double(snap.size());
}

} // namespace

class TestForceScenarios : public QObject {
    Q_OBJECT
private slots:
    void pendulumPeriodIsTwoPiSqrtLOverG()
    {
        // Hung from a fixed pivot (an anchor), the bob swings with the period of a pendulum of its
        // amplitude, 2 pi sqrt(L / g) (1 + theta0^2 / 16 + 11 theta0^4 / 3072), within 1e-4.
        const Scenario s = shipped("spring-pendulum.json");
        QCOMPARE(s.engine.kind, EngineKind::Force);
        const Anchor& pivot = s.forces.anchors.at(0);
        const Disk& bob = s.disks.at(0);
        const double g = -s.gravityY, m = bob.mass;
        // L: the rest length and the static stretch m g / k.
        const double length = pivot.restLength + m * g / pivot.stiffness;
        const double amplitude = std::atan2(std::abs(bob.x - pivot.x), pivot.y - bob.y);
        const double smallAngle = 2.0 * std::numbers::pi * std::sqrt(length / g);
        const double expected = smallAngle * (1.0 + amplitude * amplitude / 16.0 + 11.0 * std::pow(amplitude, 4) / 3072.0);
        ForceEngine engine(s, s.engine);
        const double dt = s.engine.dt;
        std::vector<double> crossings;
        double before = bob.x - pivot.x;
        while (engine.time() < 3.2 * expected) {
            engine.advanceTo(engine.time() + dt);
            const double now = engine.snapshot().x[0] - pivot.x;
            if (before < 0.0 && now >= 0.0)
                crossings.push_back(engine.time() - dt * now / (now - before));
            before = now;
        }
        QVERIFY(crossings.size() >= 3);
        const double period = (crossings.back() - crossings.front()) / double(crossings.size() - 1);
        qInfo("period %.5f; 2 pi sqrt(L/g) = %.5f, at the amplitude %.5f", period, smallAngle, expected);
        QVERIFY2(std::abs(period / expected - 1.0) < 1e-4, qPrintable(QString("%1 vs %2").arg(period).arg(expected)));
    }

    void chainHangsWithTheWeightBelowEachSpring()
    {
        const Scenario s = shipped("spring-chain.json");
        ForceEngine engine(s, s.engine);
        engine.advanceTo(150.0);
        const Snapshot snap = engine.snapshot();
        // Settled: every disk at rest, hanging from the fixed pivot (anchor 0 holds disk 0).
        QCOMPARE(s.forces.anchors.size(), std::size_t(1));
        double chainKinetic = 0.0;
        for (std::size_t i = 0; i < snap.size(); ++i)
            chainKinetic += 0.5 * s.disks[i].mass * (snap.vx[i] * snap.vx[i] + snap.vy[i] * snap.vy[i]);
        QVERIFY2(chainKinetic < 1e-8, qPrintable(QString::number(chainKinetic)));
        const double g = -s.gravityY;
        const std::size_t count = s.disks.size();
        auto checkStretch = [&](const char* spring, double stretch, std::size_t below, double stiffness) {
            const double expected = double(below) * s.disks.back().mass * g / stiffness;
            qInfo("spring %s: stretch %.6f, expected %.6f", spring, stretch, expected);
            QVERIFY2(std::abs(stretch / expected - 1.0) < 0.01, qPrintable(QString("%1 vs %2").arg(stretch).arg(expected)));
        };
        const Anchor& pivot = s.forces.anchors[0];
        checkStretch("pivot", std::hypot(snap.x[0] - pivot.x, snap.y[0] - pivot.y) - pivot.restLength, count, pivot.stiffness);
        for (const Link& link : s.forces.links) {
            // Link k holds disk k + 1 and every disk below it.
            const double stretch = centreDistance(snap, std::size_t(link.a), std::size_t(link.b)) - link.restLength;
            checkStretch(std::to_string(link.a).c_str(), stretch, count - 1 - std::size_t(link.a), link.stiffness);
        }
    }

    void dampedChargedGasCrystallises()
    {
        const Scenario s = shipped("charged-crystal.json");
        QVERIFY(s.forces.damping > 0.0);
        ForceEngine engine(s, s.engine);
        const Snapshot start = engine.snapshot();
        // The disks along the walls are pressed together by all the others and have no full
        // shell of neighbours: the order is measured two mean spacings in from the walls.
        const double margin = 2.0 * std::sqrt(s.area() / double(s.disks.size()));
        double largest = kinetic(s, start);
        for (int k = 0; k < 150; ++k) {
            engine.advanceTo(engine.time() + 1.0);
            largest = std::max(largest, kinetic(s, engine.snapshot()));
        }
        const Snapshot end = engine.snapshot();
        const double spreadBefore = nearestNeighbourSpread(s, start, margin), spreadAfter = nearestNeighbourSpread(s, end, margin);
        const double orderBefore = bondOrientationalOrder(s, start, margin), orderAfter = bondOrientationalOrder(s, end, margin);
        qInfo("kinetic: start %.4g, largest %.4g, end %.4g; nearest-neighbour spread %.3f -> %.3f; psi6 %.3f -> %.3f",
              kinetic(s, start), largest, kinetic(s, end), spreadBefore, spreadAfter, orderBefore, orderAfter);
        QVERIFY(largest > 2.0 * kinetic(s, start));  // the crowded start pushes the disks apart
        QVERIFY(kinetic(s, end) < 1e-3 * largest);
        QVERIFY(spreadAfter < 0.25 * spreadBefore);
        QVERIFY(orderAfter > 0.5 && orderAfter > orderBefore + 0.15);
    }

    void oppositeChargesPairAndHeatTheGas()
    {
        const Scenario s = shipped("charged-pairs.json");
        QCOMPARE(s.forces.damping, 0.0);
        ForceEngine engine(s, s.engine);
        const Snapshot start = engine.snapshot();
        const double energy = engine.totalEnergy();
        // Pairs form and break: the fraction paired, averaged over t = 60 to 100.
        double paired = 0.0, largestError = 0.0;
        for (int k = 0; k < 5; ++k) {
            engine.advanceTo(60.0 + 10.0 * k);
            paired += pairedFraction(s, engine.snapshot()) / 5.0;
            largestError = std::max(largestError, std::abs(engine.totalEnergy() - energy));
        }
        const double heated = kinetic(s, engine.snapshot());
        qInfo("paired %.2f -> %.2f; kinetic %.4g -> %.4g; K + U %.6g, largest change %.3g", pairedFraction(s, start),
              paired, kinetic(s, start), heated, energy, largestError);
        QVERIFY(paired > 0.4 && paired > pairedFraction(s, start) + 0.2);
        QVERIFY(heated > 3.0 * kinetic(s, start));
        // K + U is kept: its change is small against the kinetic energy the pairs released.
        QVERIFY(largestError < 0.01 * (heated - kinetic(s, start)));
    }

    void oppositeChargesKeepTheirEnergyUnderBothContactSchemes()
    {
        // The same runs with the variational contact step (symplectic) and with the drift lead:
        // the largest change of K + U over t <= 20, observed every 0.1, while the pairs form.
        // Both are second order; each must keep K + U within 1 % of its value at every dt.
        const Scenario s = shipped("charged-pairs.json");
        for (double dt : {0.01, 0.005, 0.0025}) {
            for (ContactScheme scheme : {ContactScheme::Automatic, ContactScheme::DriftLead}) {
                EngineConfig settings = s.engine;
                settings.dt = dt;
                ForceEngine engine(s, settings, scheme);
                const double energy = engine.totalEnergy();
                double largest = 0.0;
                for (int k = 1; k <= 200; ++k) {
                    engine.advanceTo(0.1 * k);
                    largest = std::max(largest, std::abs(engine.totalEnergy() - energy));
                }
                qInfo("charged pairs, %s, dt %g: largest change of K + U %.3e of %.4f over %llu contacts",
                      scheme == ContactScheme::Automatic ? "variational step" : "drift lead", dt, largest, energy,
                      static_cast<unsigned long long>(engine.totals().collisions));
                QVERIFY2(largest < 0.01 * std::abs(energy), qPrintable(QString::number(largest)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestForceScenarios)
#include "tst_force_scenarios.moc"
