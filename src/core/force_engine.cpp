#include "core/force_engine.h"

#include "core/force_engine_internals.h"
#include "core/observables.h"
#include "core/scenario_validation.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace disklab {
namespace {

/// The stepper sees the scenario without what it does not simulate (it refuses charges and links).
Scenario withoutForces(Scenario scenario)
{
    for (Disk& disk : scenario.disks)
        disk.charge = 0.0;
    scenario.forces = ForceField{};
    return scenario;
}

EngineConfig stepperSettings(EngineConfig settings)
{
    settings.kind = EngineKind::TimeDriven;
    return settings;
}

const Scenario& walledScenario(const Scenario& scenario)
{
    if (scenario.boundary == Boundary::Periodic)
        throw std::invalid_argument(kForceEngineNeedsWalls);
    if (scenario.hasFreePiston())
        throw std::invalid_argument(kFreePistonNeedsEventDriven);
    if (scenario.pump)
        throw std::invalid_argument(kPumpNeedsEventDriven);
    return scenario;
}

/// Whether the variational contact step applies: a conservative scene (no damping, walls that
/// neither move nor heat, no interior walls) whose contacts are resolved at their exact times.
bool takesVariationalStep(const Scenario& scenario, const EngineConfig& settings, ContactScheme scheme)
{
    return scheme == ContactScheme::Automatic && settings.response == Response::Rollback
           && scenario.forces.damping == 0.0 && scenario.segments.empty()
           && std::all_of(kAllSides.begin(), kAllSides.end(), [&](Side side) {
                  const BoxWall& wall = scenario.wall(side);
                  return wall.velocity == 0.0 && wall.temperature == 0.0;
              });
}

/// A step this many times in a row without a collision ends advanceCollisions.
constexpr std::uint64_t kStepsWithoutCollision = 1'000'000;

/// Drifts again with the mean of both ends' forces at most this often per step: each changes
/// the end by a factor of order h^2 F' / m, so round-off is reached in two or three.
constexpr int kMostDrifts = 6;

} // namespace

ForceEngine::Impl::Impl(const Scenario& scenario, const EngineConfig& settings, ContactScheme scheme)
    : m_scenario(walledScenario(scenario)),
      m_grid(settings.dt),
      m_stepper(withoutForces(scenario), stepperSettings(settings)),
      m_forces(scenario, settings.forceMethod, settings.theta),
      m_damping(scenario.forces.damping)
{
    if (!std::isfinite(settings.theta) || settings.theta < 0.0)
        throw std::invalid_argument("theta must be a number >= 0");
    for (const Disk& disk : scenario.disks)
        m_inverseMass.push_back(1.0 / disk.mass);
    evaluateForces();
    if (takesVariationalStep(scenario, settings, scheme)) {
        using Disks = std::vector<std::int32_t>;
        using Positions = std::vector<double>;
        m_variational = std::make_unique<VariationalContactStep>(
            scenario, settings.broadphase,
            [this](const Positions& x, const Positions& y, Positions& fx, Positions& fy) {
                m_forces.evaluate(x, y, fx, fy);
            },
            [this](const Disks& disks, const Positions& x, const Positions& y, Positions& fx, Positions& fy) {
                m_forces.evaluateOf(disks, x, y, fx, fy);
            },
            [this](const Disks& disks, const Positions& x, const Positions& y) {
                return m_forces.potentialEnergyOf(disks, x, y);
            });
        return;
    }
    m_stepper.setDriftLead([this](std::size_t i, double since, double vx, double vy) { return driftLead(i, since, vx, vy); });
}

void ForceEngine::Impl::setCollisionListener(std::function<void(const CollisionRecord&)> listener)
{
    m_listener = std::move(listener);
    if (m_listener)
        m_stepper.setCollisionListener([this](const CollisionRecord& r) { m_stepCollisions.push_back(r); });
    else
        m_stepper.setCollisionListener(nullptr);
}

void ForceEngine::Impl::evaluateForces()
{
    m_stepper.kick([&](const std::vector<double>& x, const std::vector<double>& y, std::vector<double>&,
                       std::vector<double>&) { m_forces.evaluate(x, y, m_fx, m_fy); });
}

void ForceEngine::Impl::halfKick(double h)
{
    // The exact flow of dv/dt = F/m - gamma v over h/2 with F held: the damping's decay and
    // the force's gain, which is F/m h/2 when gamma = 0.
    const double half = 0.5 * h;
    const double decay = std::exp(-m_damping * half);
    const double gain = m_damping > 0.0 ? -std::expm1(-m_damping * half) / m_damping : half;
    m_stepper.kick([&](const std::vector<double>&, const std::vector<double>&, std::vector<double>& vx,
                       std::vector<double>& vy) {
        for (std::size_t i = 0; i < vx.size(); ++i) {
            vx[i] = decay * vx[i] + gain * m_fx[i] * m_inverseMass[i];
            vy[i] = decay * vy[i] + gain * m_fy[i] * m_inverseMass[i];
        }
    });
}

std::array<double, 2> ForceEngine::Impl::driftLead(std::size_t i, double since, double vx, double vy)
{
    ++m_leadsTaken;
    // A contact taken back to before the step (rollback) is resolved as at its start.
    const double ahead = 0.5 * m_stepLength - std::clamp(since, 0.0, m_stepLength);
    return {(m_leadFx[i] * m_inverseMass[i] - m_damping * vx) * ahead,
            (m_leadFy[i] * m_inverseMass[i] - m_damping * vy) * ahead};
}

void ForceEngine::Impl::drift(double end, const std::vector<std::byte>& start)
{
    if (!start.empty())
        m_stepper.restoreInnerState(m_stepper.scenario(), start);
    m_leadsTaken = 0;
    m_stepCollisions.clear();
    m_stepper.advanceTo(end);
    evaluateForces();
}

void ForceEngine::Impl::step(double end)
{
    m_stepLength = m_grid.stepLength(m_gridSteps, m_stepper.time(), end);
    m_stepCollisions.clear();
    if (m_variational)
        variationalStep(end);
    else
        driftLeadStep(end);
    for (const CollisionRecord& r : m_stepCollisions)
        m_listener(r);
    m_stepCollisions.clear();
}

void ForceEngine::Impl::variationalStep(double end)
{
    m_stepper.moveStep(end, [this](double h, std::vector<double>& x, std::vector<double>& y, std::vector<double>& vx,
                                   std::vector<double>& vy, std::vector<TimeDrivenEngine::MovedContact>& contacts) {
        m_variational->advance(h, x, y, vx, vy, m_fx, m_fy, m_contacts);
        for (const VariationalContactStep::Contact& c : m_contacts)
            contacts.push_back({c.since, c.wall ? CollisionRecord::Kind::Wall : CollisionRecord::Kind::Pair, c.a, c.b,
                                c.impulse});
    });
}

void ForceEngine::Impl::driftLeadStep(double end)
{
    const double h = m_stepLength;
    halfKick(h);
    m_startFx = m_fx, m_startFy = m_fy;
    m_leadFx = m_fx, m_leadFy = m_fy;
    const std::vector<std::byte> start = m_damping == 0.0 ? m_stepper.innerState() : std::vector<std::byte>{};
    drift(end, {});
    // Again with the lead of the two ends' mean force, until the end forces repeat: then the
    // lead is the mean of the forces at both ends of the step it drove.
    for (int pass = 0; pass < kMostDrifts && m_leadsTaken > 0 && !start.empty(); ++pass) {
        const std::vector<double> endFx = m_fx, endFy = m_fy;
        for (std::size_t i = 0; i < m_fx.size(); ++i) {
            m_leadFx[i] = 0.5 * (m_startFx[i] + endFx[i]);
            m_leadFy[i] = 0.5 * (m_startFy[i] + endFy[i]);
        }
        drift(end, start);
        if (m_fx == endFx && m_fy == endFy)
            break;
    }
    halfKick(h);
}

void ForceEngine::Impl::advanceTo(double t)
{
    while (m_now < t) {
        if (m_grid.alreadyAt(m_gridSteps, m_stepper.time(), t)) {
            m_now = t;
            return;
        }
        const StepGrid::Step next = m_grid.stepTowards(m_gridSteps, t);
        step(next.end);
        if (next.reachesPoint)
            ++m_gridSteps;
        if (next.reachesT) {
            m_now = t;
            return;
        }
        m_now = next.end;
    }
}

bool ForceEngine::Impl::anythingMoves() const
{
    const Snapshot s = m_stepper.snapshot();
    const auto nonZero = [](double v) { return v != 0.0; };
    return m_scenario.gravityX != 0.0 || m_scenario.gravityY != 0.0 || std::any_of(s.vx.begin(), s.vx.end(), nonZero)
           || std::any_of(s.vy.begin(), s.vy.end(), nonZero) || std::any_of(m_fx.begin(), m_fx.end(), nonZero)
           || std::any_of(m_fy.begin(), m_fy.end(), nonZero)
           || std::any_of(m_scenario.walls.begin(), m_scenario.walls.end(),
                          [&](const BoxWall& w) { return w.velocity != 0.0 && m_now < w.stopTime; });
}

bool ForceEngine::Impl::advanceCollisions(std::uint64_t count)
{
    if (!anythingMoves())
        return count == 0;
    const std::uint64_t target = m_stepper.totals().collisions + count;
    std::uint64_t quietSteps = 0;
    for (std::uint64_t seen = m_stepper.totals().collisions; seen < target;) {
        const double end = m_grid.point(m_gridSteps + 1);
        step(end);
        ++m_gridSteps;
        m_now = end;
        const std::uint64_t now = m_stepper.totals().collisions;
        quietSteps = now == seen ? quietSteps + 1 : 0;
        seen = now;
        if (quietSteps == kStepsWithoutCollision)
            return false;
    }
    return true;
}

Snapshot ForceEngine::Impl::snapshot() const
{
    Snapshot s = m_stepper.snapshot();
    s.time = m_now;
    return s;
}

Totals ForceEngine::Impl::totals() const
{
    Totals totals = m_stepper.totals();
    totals.time = m_now;
    return totals;
}

double ForceEngine::Impl::totalEnergy() const
{
    const Snapshot s = m_stepper.snapshot();
    return kineticEnergy(m_scenario, s) + potentialEnergy(m_scenario, s);
}

// ForceEngine's public face: each call goes to its Impl, once per call, not per step.
ForceEngine::ForceEngine(const Scenario& scenario, const EngineConfig& settings, ContactScheme scheme)
    : m_impl(std::make_unique<Impl>(scenario, settings, scheme))
{
}
ForceEngine::~ForceEngine() = default;

void ForceEngine::advanceTo(double t) { m_impl->advanceTo(t); }
bool ForceEngine::advanceCollisions(std::uint64_t count) { return m_impl->advanceCollisions(count); }
double ForceEngine::nextStopTime(double t) const { return m_impl->nextStopTime(t); }
double ForceEngine::time() const { return m_impl->time(); }
Snapshot ForceEngine::snapshot() const { return m_impl->snapshot(); }
Totals ForceEngine::totals() const { return m_impl->totals(); }
std::vector<std::byte> ForceEngine::innerState() const { return m_impl->innerState(); }
void ForceEngine::restoreInnerState(const Scenario& scenario, std::span<const std::byte> state)
{
    m_impl->restoreInnerState(scenario, state);
}
std::map<std::string, RandomPosition> ForceEngine::randomStreams() const { return m_impl->randomStreams(); }
const Scenario& ForceEngine::scenario() const { return m_impl->scenario(); }
double ForceEngine::totalEnergy() const { return m_impl->totalEnergy(); }
bool ForceEngine::isVariational() const { return m_impl->isVariational(); }
VariationalContactStep::Counters ForceEngine::variationalCounters() const { return m_impl->variationalCounters(); }

void ForceEngine::setCollisionListener(std::function<void(const CollisionRecord&)> listener)
{
    m_impl->setCollisionListener(std::move(listener));
}

} // namespace disklab
