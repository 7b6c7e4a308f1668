// The force engine's step is a symplectic map in conservative scenes, contacts included: its
// Jacobian J in the canonical coordinates (positions, momenta) keeps the symplectic form,
// J^T Omega J = Omega, as every Hamiltonian flow does. J is taken by central differences of one
// step, for small scenes whose step holds a contact well inside it (so that the perturbed
// starts meet the same contacts in the same order): a mass on a spring falling onto the floor,
// two opposite charges that touch, and a step with two contacts (a charged pair touching early
// in the step and a third charge hitting a wall late in it), and the charged pair among
// bystanders that touch nothing, so that the step splits the forces between the pair's and the
// rest. The drift-lead scheme, second
// order and reversible but not symplectic, is printed beside it for docs/forces.md.
#include "core/force_engine.h"
#include "core/scenario_validation.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <vector>

using namespace disklab;

namespace {

Disk disk(double x, double y, double vx, double vy, double charge = 0.0, double mass = 1.0)
{
    Disk d;
    d.x = x, d.y = y, d.vx = vx, d.vy = vy, d.radius = 0.5, d.mass = mass, d.charge = charge;
    return d;
}

Scenario forceScenario(double dt)
{
    Scenario s;
    s.width = 10.0, s.height = 10.0;
    s.engine.kind = EngineKind::Force;
    s.engine.forceMethod = ForceMethod::Direct;
    s.engine.response = Response::Rollback;
    s.engine.dt = dt;
    return s;
}

/// A dumbbell of two masses on a spring (k = 30, stretched), the lower one 0.4 dt above
/// touching the floor and falling at speed 1 under gravity 2: it hits the floor 0.4 dt into
/// the step.
Scenario springOntoTheFloor(double dt)
{
    Scenario s = forceScenario(dt);
    s.gravityY = -2.0;
    s.disks = {disk(5.0, 0.5 + 0.4 * dt, 0.3, -1.0, 0.0, 1.0), disk(5.6, 2.3, -0.2, -0.7, 0.0, 1.5)};
    s.forces.links.push_back({0, 1, 30.0, 1.5});
    return s;
}

/// Opposite charges closing at relative speed 2, 0.9 dt of flight apart (at that speed): they
/// touch 0.45 dt into the step, a little off centre.
Scenario chargesThatTouch(double dt)
{
    Scenario s = forceScenario(dt);
    const double gap = 0.9 * dt;  // beyond contact, 1 + gap apart, 0.1 of it across
    const double along = std::sqrt((1.0 + gap) * (1.0 + gap) - 0.01);
    s.disks = {disk(4.0, 5.0, 1.0, 0.1, 1.0), disk(4.0 + along, 5.1, -1.0, 0.0, -1.0, 2.0)};
    return s;
}

/// Two contacts in one step: the charged pair of chargesThatTouch, and a third charge 0.75 dt of
/// flight from the left wall, moving into it.
Scenario twoContactsInAStep(double dt)
{
    Scenario s = chargesThatTouch(dt);
    s.disks.push_back(disk(0.5 + 0.75 * dt, 8.0, -1.0, 0.4, 0.5));
    return s;
}

/// The charged pair of chargesThatTouch among bystanders that touch nothing in the step: two
/// more charges and a pair on a spring, one of them charged. The step splits the forces
/// between those that involve the touching pair and the rest; all of them act on the bystanders.
Scenario touchingAmongBystanders(double dt)
{
    Scenario s = chargesThatTouch(dt);
    s.disks.push_back(disk(2.0, 2.5, 0.3, 0.5, -1.0));
    s.disks.push_back(disk(7.5, 2.0, -0.4, 0.2, 1.0, 0.5));
    s.disks.push_back(disk(7.0, 8.0, 0.2, -0.3, -0.5));
    s.disks.push_back(disk(8.6, 7.6, -0.1, 0.4, 0.0, 1.2));
    s.forces.links.push_back({4, 5, 20.0, 1.4});
    return s;
}

/// The state as (x_1, y_1, .., x_n, y_n, p_x1, p_y1, .., p_xn, p_yn).
std::vector<double> canonical(const Scenario& s, const Snapshot& state)
{
    const std::size_t n = s.disks.size();
    std::vector<double> z(4 * n);
    for (std::size_t i = 0; i < n; ++i) {
        z[2 * i] = state.x[i], z[2 * i + 1] = state.y[i];
        z[2 * n + 2 * i] = s.disks[i].mass * state.vx[i], z[2 * n + 2 * i + 1] = s.disks[i].mass * state.vy[i];
    }
    return z;
}

struct OneStep {
    std::vector<double> end;
    std::uint64_t contacts = 0;
};

/// One step of dt from the scene with its canonical start z.
OneStep stepFrom(const Scenario& scene, const std::vector<double>& z, ContactScheme scheme)
{
    Scenario s = scene;
    const std::size_t n = s.disks.size();
    for (std::size_t i = 0; i < n; ++i) {
        Disk& d = s.disks[i];
        d.x = z[2 * i], d.y = z[2 * i + 1];
        d.vx = z[2 * n + 2 * i] / d.mass, d.vy = z[2 * n + 2 * i + 1] / d.mass;
    }
    ForceEngine engine(s, s.engine, scheme);
    engine.advanceTo(s.engine.dt);
    return {canonical(s, engine.snapshot()), engine.totals().collisions};
}

/// Central difference step in every coordinate. The differences err by their truncation, which
/// grows as its square (measured on these scenes: 1.5e-4 at 1e-3, 1.5e-6 at 1e-4, 1.5e-8 at 1e-5
/// in the stiffest, the spring), and by the map's round-off over it, which grows as its inverse
/// (the solves stop at round-off, about 1e-15 of the state: 1e-8 at 1e-7); at 1e-6 both are
/// about 1e-9.
constexpr double kDifference = 1e-6;

struct Defect {
    double largest = 0.0;  ///< largest entry of |J^T Omega J - Omega|
    std::uint64_t contacts = 0;
};

Defect symplecticDefect(const Scenario& scene, ContactScheme scheme)
{
    const std::size_t n = scene.disks.size(), dim = 4 * n;
    std::vector<double> start(dim);
    for (std::size_t i = 0; i < n; ++i) {
        const Disk& d = scene.disks[i];
        start[2 * i] = d.x, start[2 * i + 1] = d.y;
        start[2 * n + 2 * i] = d.mass * d.vx, start[2 * n + 2 * i + 1] = d.mass * d.vy;
    }
    const OneStep centre = stepFrom(scene, start, scheme);
    // J[r][c] = d end_r / d start_c; every perturbed step must meet the centre's contacts.
    std::vector<std::vector<double>> jacobian(dim, std::vector<double>(dim));
    for (std::size_t c = 0; c < dim; ++c) {
        std::vector<double> plus = start, minus = start;
        plus[c] += kDifference, minus[c] -= kDifference;
        const OneStep up = stepFrom(scene, plus, scheme), down = stepFrom(scene, minus, scheme);
        if (up.contacts != centre.contacts || down.contacts != centre.contacts)
            return {std::numeric_limits<double>::infinity(), centre.contacts};
        for (std::size_t r = 0; r < dim; ++r)
            jacobian[r][c] = (up.end[r] - down.end[r]) / (2.0 * kDifference);
    }
    // Omega z = (p-part, -q-part): (Omega)_{r, r+half} = 1, (Omega)_{r+half, r} = -1.
    const std::size_t half = dim / 2;
    const auto omega = [&](std::size_t r, std::size_t c) { return c == r + half ? 1.0 : (r == c + half ? -1.0 : 0.0); };
    double largest = 0.0;
    for (std::size_t a = 0; a < dim; ++a) {
        for (std::size_t b = 0; b < dim; ++b) {
            double sum = 0.0;  // (J^T Omega J)_{ab} = sum_r J_ra (J_{r+half, b}) - J_{r+half, a} J_rb
            for (std::size_t r = 0; r < half; ++r)
                sum += jacobian[r][a] * jacobian[r + half][b] - jacobian[r + half][a] * jacobian[r][b];
            largest = std::max(largest, std::abs(sum - omega(a, b)));
        }
    }
    return {largest, centre.contacts};
}

/// The variational step's defect must be at the finite differences' level, about 1e-9 (see
/// kDifference): 1e-7 leaves a margin of 30 or more. The drift-lead scheme's defect is of order
/// dt, 2e-4 to 5e-2 on these scenes at dt = 0.005 to 0.02, three orders and more above.
constexpr double kMostDefect = 1e-7;

void checkSymplectic(const std::function<Scenario(double)>& make, const char* name, std::uint64_t contacts)
{
    for (double dt : {0.02, 0.01, 0.005}) {
        const Scenario scene = make(dt);
        const auto problems = validateScenario(scene);
        for (const auto& problem : problems)
            std::printf("problem: %s\n", problem.message.c_str());
        QVERIFY(problems.empty());
        QVERIFY(ForceEngine(scene, scene.engine).isVariational());
        const Defect variational = symplecticDefect(scene, ContactScheme::Automatic);
        const Defect lead = symplecticDefect(scene, ContactScheme::DriftLead);
        std::printf("symplectic defect: %s, dt %g: variational %.3g, drift lead %.3g, contacts %llu\n", name, dt,
                    variational.largest, lead.largest, static_cast<unsigned long long>(variational.contacts));
        QCOMPARE(variational.contacts, contacts);
        QVERIFY2(variational.largest < kMostDefect, qPrintable(QString::number(variational.largest)));
    }
}

} // namespace

class TstForceEngineSymplectic : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { std::printf("symplectic defect bound %g\n", kMostDefect); }
    void springFallingOntoTheFloor() { checkSymplectic(springOntoTheFloor, "spring onto the floor", 1); }
    void oppositeChargesThatTouch() { checkSymplectic(chargesThatTouch, "charges that touch", 1); }
    void twoContactsInOneStep() { checkSymplectic(twoContactsInAStep, "two contacts in a step", 2); }
    void touchingPairAmongBystanders() { checkSymplectic(touchingAmongBystanders, "a pair among bystanders", 1); }
};

QTEST_APPLESS_MAIN(TstForceEngineSymplectic)

#include "tst_force_engine_symplectic.moc"
