#pragma once
// Charged disks and springs: velocity Verlet (kick, drift, kick) around DiskLab's time-driven
// stepper, which does the drift with everything a hard disk meets on the way: exact parabolas
// under gravity, contacts with the other disks (its broad phase and its naive or rollback
// elastic response), the box's walls and the interior walls. The kicks are the forces between
// disks (core/force_evaluator.h): Coulomb's law by the direct sum or a Barnes-Hut tree, and
// Hooke's springs; a velocity damping, when the scenario has one, acts with them. How a step
// works is in core/force_engine_internals.h, which only the engine's own file includes.
//
// advanceTo(t) lands where the step grid says (core/step_grid.h), as the stepper does. Totals
// and collisions are the stepper's: `events` counts resolved contacts.

#include "core/engine.h"
#include "core/engine_config.h"
#include "core/variational_contact_step.h"

#include <cstdint>
#include <functional>
#include <memory>

namespace disklab {

/// How a step resolves the contacts inside it (docs/forces.md, "Contacts inside a step").
enum class ContactScheme {
    /// The variational contact step (core/variational_contact_step.h), symplectic, where the
    /// scene is conservative and contacts are resolved at their exact times: no damping, no
    /// thermal or moving walls, no interior walls, the rollback response. Elsewhere the drift lead.
    Automatic,
    /// The drift lead everywhere (core/force_engine_internals.h): second order and reversible,
    /// not symplectic. For comparing the two.
    DriftLead,
};

class ForceEngine final : public Engine {
public:
    /// The scenario must have passed validateScenario. Uses dt, the broad phase, the response,
    /// the force method and theta of `settings`, whatever its kind says. Throws
    /// std::invalid_argument for a periodic box or a step that is not finite and positive.
    ForceEngine(const Scenario& scenario, const EngineConfig& settings,
                ContactScheme scheme = ContactScheme::Automatic);
    ~ForceEngine() override;

    void advanceTo(double t) override;
    /// Takes whole steps until `count` more collisions have been resolved. Returns false when
    /// nothing moves and no force acts, or when 10^6 steps in a row bring no collision (springs
    /// and repelling charges may keep disks apart for ever).
    bool advanceCollisions(std::uint64_t count) override;
    double nextStopTime(double t) const override;
    double time() const override;
    Snapshot snapshot() const override;
    Totals totals() const override;
    const Scenario& scenario() const override;
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener) override;
    /// The stepper's: its thermal walls draw, the forces do not.
    std::map<std::string, RandomPosition> randomStreams() const override;
    std::vector<std::byte> innerState() const override;
    void restoreInnerState(const Scenario& scenario, std::span<const std::byte> state) override;

    /// The energy now: kinetic, gravitational (-m g.r), Coulomb and springs (direct sum, O(N^2)
    /// in the charged disks). Engine thread.
    double totalEnergy() const;

    /// Whether steps are the variational contact step (else the drift lead), and its counters
    /// since construction (zero without it): how many steps had contacts, several of them, and
    /// contacts it could not resolve as the scheme says. Engine thread.
    bool isVariational() const;
    VariationalContactStep::Counters variationalCounters() const;

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace disklab
