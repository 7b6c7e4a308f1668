#pragma once
// One step of the force engine for a conservative scene (no damping, no thermal or moving
// walls, no interior walls): symplectic, time-reversible and second order with hard contacts.
//
// A step of length h without contacts is velocity Verlet. A step in which disks touch (found on
// the parabolas q0 + s v0 + s^2 a(q0) / 2 of every disk) is split (Strang) between the forces
// that do not involve the touching disks, a kick of h/2 on either side, and the rest: the
// kinetic energy, gravity, the forces that involve the touching disks (the "set": their Coulomb
// interactions with every charge, their springs) and the hard contacts, which the variational
// collision integrator of Fetecau, Marsden, Ortiz and West (SIAM J. Appl. Dyn. Syst. 2, 381
// (2003)) integrates over h. Each part is symplectic, so their composition is, and the contacts
// live only in the inner part, so the split is second order. Were every force inside, the
// integrator's energy condition, which is one for the whole system, would make each contact
// take up the discrete-energy mismatch of every disk under a force (of order tau^2 F' v^2 per
// disk), an error in K + U that grows with the number of disks; with the split it is that of
// the forces the touching disks take part in.
//
// The inner step is the stationary point of a discrete action: the contacts cut it into
// sub-intervals tau_1 .. tau_k+1 (summing to h), each with the trapezoidal action
// tau [K((q_end - q_start) / tau) - (V(q_start) + V(q_end)) / 2] (V: the inner potential), and
// the positions at the cuts lie on the contact surfaces (a pair at r_i + r_j, a disk at r_i from
// a wall). Being stationary in every unknown gives:
//   1. u_1 = v0 + (tau_1 / 2) a(q0), q_c1 = q0 + tau_1 u_1, where tau_1 is when the parabolas
//      q0 + s v0 + s^2 a(q0) / 2 first reach a contact surface;
//   2. at cut j, u_j+1 = u_j + ((tau_j + tau_j+1) / 2) a(q_cj) + lambda_j N_j, with N_j the
//      contact's impulse direction over the masses, and the "discrete energy" of every
//      sub-interval equal: K(u_j) + (V(q_cj-1) + V(q_cj)) / 2 = E_1 for all j (stationarity in
//      the cut times). For the last cut tau_k+1 is what is left of h and lambda_k solves the
//      energy equation; for a cut followed by another contact, lambda_j and tau_j+1 are solved
//      together so that q_cj + tau_j+1 u_j+1 lies on the next contact surface too;
//   3. v1 = u_k+1 + (tau_k+1 / 2) a(q1).
// A contact of a disk outside the set met on the way adds its disks to the set, and the step is
// taken again from its start. Each unknown is solved to round-off (bisection for the contact
// times; for an impulse, secant steps on the energy, each one evaluation of the potential of the
// impulse's disks, O(N); for a sub-interval, secant steps with an inner potential evaluation
// each). Where the energy equation has no root near the elastic one (a contact soft against the
// force's impulse over a step, like a disk resting on the floor), the contact takes the elastic
// reflection instead and is counted (Counters): such steps are not symplectic.

#include "core/broadphase.h"
#include "core/engine_config.h"
#include "core/scenario.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace disklab {

class VariationalContactStep {
public:
    /// Forces (without gravity) on every disk at positions x, y, into fx, fy.
    using Forces = std::function<void(const std::vector<double>& x, const std::vector<double>& y,
                                      std::vector<double>& fx, std::vector<double>& fy)>;
    /// The part of the forces (without gravity) that involves the listed disks, on every disk
    /// (ForceEvaluator::evaluateOf).
    using ForcesOf = std::function<void(const std::vector<std::int32_t>& disks, const std::vector<double>& x,
                                        const std::vector<double>& y, std::vector<double>& fx, std::vector<double>& fy)>;
    /// The part of the potential energy (without gravity) that involves the listed disks
    /// (ForceEvaluator::potentialEnergyOf).
    using PotentialOf = std::function<double(const std::vector<std::int32_t>& disks, const std::vector<double>& x,
                                             const std::vector<double>& y)>;

    /// A contact the step resolved: `since` the step's start (the cut's time), disk a and disk b
    /// (wall false) or box wall Side b (wall true); `impulse` the normal impulse it gave (> 0).
    struct Contact {
        double since = 0.0;
        bool wall = false;
        std::int32_t a = 0, b = 0;
        double impulse = 0.0;
    };

    /// What did not go as the scheme says, since construction.
    struct Counters {
        std::uint64_t steps = 0, stepsWithContacts = 0, stepsWithSeveralContacts = 0, contacts = 0;
        /// Disks in the sets of touching disks, summed over the steps with contacts.
        std::uint64_t setDisks = 0;
        /// Contacts whose energy equation had no root near the elastic one: resolved by the
        /// elastic reflection instead.
        std::uint64_t contactsWithoutEnergyRoot = 0;
        /// Cuts followed by another contact whose joint solve for impulse and sub-interval did
        /// not converge: the next cut is then placed on the first sub-interval's parabola and
        /// that sub-interval's energy is not matched.
        std::uint64_t cutsNotMatched = 0;
        /// Steps that met more than kMostCuts contacts (disks jammed against each other within
        /// a step): the rest of such a step flies on without looking for contacts.
        std::uint64_t stepsOverCutLimit = 0;
        /// Adds another run's counts.
        Counters& operator+=(const Counters& other);
    };

    /// The disks' masses and radii and the box (static walls at 0, width, 0, height) come from
    /// `scenario`; gravity is part of the potential.
    VariationalContactStep(const Scenario& scenario, Broadphase broadphase, Forces forces, ForcesOf forcesOf,
                           PotentialOf potentialOf);
    ~VariationalContactStep();

    /// Advances positions and velocities by h. fx, fy hold the forces at the start (as the last
    /// step left them) and are left at the end's. The contacts it resolved replace `contacts`.
    void advance(double h, std::vector<double>& x, std::vector<double>& y, std::vector<double>& vx,
                 std::vector<double>& vy, std::vector<double>& fx, std::vector<double>& fy,
                 std::vector<Contact>& contacts);

    const Counters& counters() const { return m_counters; }

private:
    /// The inner step over h from the state given, with the set's forces; false, with the
    /// disks added to the set, when it meets a contact of a disk outside the set.
    bool innerStep(double h, std::vector<double>& x, std::vector<double>& y, std::vector<double>& vx,
                   std::vector<double>& vy, std::vector<Contact>& contacts, Counters& counted);
    /// Velocity Verlet of the inner part over h, from the accelerations at its start (m_ax, m_ay).
    void innerVerlet(double h, std::vector<double>& x, std::vector<double>& y, std::vector<double>& vx,
                     std::vector<double>& vy);
    /// The first sub-interval, tau long: u1 = v0 + tau a(q0) / 2 into m_ux, m_uy and the cut
    /// q_c = q0 + tau u1 into m_cx, m_cy.
    void flyToFirstCut(double tau, const std::vector<double>& x, const std::vector<double>& y,
                       const std::vector<double>& vx, const std::vector<double>& vy);
    /// The velocity after a cut before its impulse, u + (since / 2) a(q_c), into m_baseX, m_baseY
    /// (since: the sub-intervals before and after the cut together).
    void setBase(double since);
    /// The flight after a cut whose end is q_c + left u: W = u - (left / 2) a(q_c), into m_wx, m_wy,
    /// so that q_c + s W + s^2 a(q_c) / 2 meets that end at s = left.
    void setFlightAfterCut(double left);
    /// The last sub-interval, `left` long: q1 = q_c + left u (m_ex, m_ey), v1 = u + (left / 2) a(q1).
    void land(double left, std::vector<double>& x, std::vector<double>& y, std::vector<double>& vx,
              std::vector<double>& vy);
    /// The inner accelerations at x, y: the set's forces over the masses, and gravity.
    void innerAccelerations(const std::vector<double>& x, const std::vector<double>& y);
    /// Adds the contact's disks to the set; false if they were all in it.
    bool joinSet(const Contact& contact);
    /// The first contact of the flights (x, y) + s w + s^2 a / 2 in [0, until], if any, into
    /// `found` (its `since` the flight's s).
    bool firstContact(const std::vector<double>& x, const std::vector<double>& y, const std::vector<double>& wx,
                      const std::vector<double>& wy, const std::vector<double>& ax, const std::vector<double>& ay,
                      double until, Contact& found);
    void accelerations(const std::vector<double>& fx, const std::vector<double>& fy, std::vector<double>& ax,
                       std::vector<double>& ay) const;
    /// The inner potential energy (the set's, and gravity's of every disk), and the part of it
    /// of the impulse's disks alone.
    double energy(const std::vector<double>& x, const std::vector<double>& y) const;
    double energyOfImpulseDisks(const std::vector<double>& x, const std::vector<double>& y) const;
    double kinetic(const std::vector<double>& ux, const std::vector<double>& uy) const;
    /// The impulse direction over the masses of `contact` at positions x, y: N (sparse: only the
    /// contact's disks) and N.M.N.
    void impulseDirection(const Contact& contact, const std::vector<double>& x, const std::vector<double>& y);
    /// The impulse lambda for which the sub-interval of length tau after a cut at qc, flown with
    /// u = base + lambda N, has the discrete energy E; false when there is none near the elastic
    /// one, with lambda then the elastic one.
    bool solveImpulse(const std::vector<double>& qx, const std::vector<double>& qy, double vAtCut, double tau,
                      double targetEnergy, double& lambda);
    /// The velocity u = base + lambda N into ux, uy, and the end qc + tau u into ex, ey.
    void flyOn(const std::vector<double>& qx, const std::vector<double>& qy, double lambda, double tau);
    /// Signed distance to contact of `contact` at positions x, y (0 on the surface).
    double gap(const Contact& contact, const std::vector<double>& x, const std::vector<double>& y) const;

    std::vector<double> m_mass, m_inverseMass, m_radius;
    double m_width, m_height, m_gx, m_gy;
    std::unique_ptr<BroadphaseFinder> m_finder;
    Forces m_forces;
    ForcesOf m_forcesOf;
    PotentialOf m_potentialOf;
    std::vector<std::int32_t> m_set;  // the touching disks of the step under way
    Counters m_counters;
    // Scratch kept between steps.
    BoxList m_boxes;
    std::vector<CandidatePair> m_pairs, m_pairScratch;
    std::vector<std::uint32_t> m_counts;
    std::vector<double> m_ax, m_ay, m_cx, m_cy, m_ux, m_uy, m_baseX, m_baseY, m_ex, m_ey;
    std::vector<double> m_wx, m_wy, m_setFx, m_setFy;
    std::vector<double> m_startX, m_startY, m_startVx, m_startVy;
    std::vector<std::int32_t> m_impulseDisks;  // the disks N moves
    std::vector<double> m_impulseX, m_impulseY;  // N on those disks
    double m_impulseNorm = 0.0;  // N.M.N
};

} // namespace disklab
