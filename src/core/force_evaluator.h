#pragma once
// The forces between the disks of a scenario at given positions: Coulomb's law among the
// charged disks (core/coulomb_law.h) by the direct sum or a Barnes-Hut tree, plus the springs
// of its links (core/spring_forces.h). Gravity is not a force between disks: the force engine
// flies it exactly in the stepper's parabolas. What the force engine, the CLI's `forces` and
// its benchmark evaluate.

#include "core/barnes_hut_tree.h"
#include "core/coulomb_law.h"
#include "core/engine_config.h"
#include "core/scenario.h"

#include <cstdint>
#include <vector>

namespace disklab {

class ForceEvaluator {
public:
    /// Keeps the scenario's charges, Coulomb law and links; the method and theta choose how the
    /// Coulomb forces are summed. Any thread, one evaluator per thread.
    ForceEvaluator(const Scenario& scenario, ForceMethod method, double theta);

    /// Sets fx[i], fy[i] to the force on disk i at positions x, y (scenario order, N each);
    /// fx and fy are resized to N. No allocation after the first call.
    void evaluate(const std::vector<double>& x, const std::vector<double>& y, std::vector<double>& fx,
                  std::vector<double>& fy);

    /// The Coulomb and spring energy at positions x, y, by the direct sum whatever the method
    /// (gravity's -m g.r is the caller's). O(N_charged^2).
    double potentialEnergy(const std::vector<double>& x, const std::vector<double>& y) const;

    /// The part of the forces and of potentialEnergy that involves the disks `disks` (distinct,
    /// few): their Coulomb interactions with every charged disk, the springs and anchors that
    /// hold them, by the direct sum whatever the method; fx, fy are set on every disk (the
    /// partners' reactions included). O(N_charged) per listed disk. The force engine's
    /// variational contact step integrates these together with the contacts of those disks.
    void evaluateOf(const std::vector<std::int32_t>& disks, const std::vector<double>& x, const std::vector<double>& y,
                    std::vector<double>& fx, std::vector<double>& fy) const;
    double potentialEnergyOf(const std::vector<std::int32_t>& disks, const std::vector<double>& x,
                             const std::vector<double>& y) const;

private:
    template <class Pair>
    void forEachPairOf(const std::vector<std::int32_t>& disks, Pair pair) const;
    /// The links and anchors that hold one of `disks`.
    void springsOf(const std::vector<std::int32_t>& disks, std::vector<Link>& links, std::vector<Anchor>& anchors) const;
    void gatherCharges(const std::vector<double>& x, const std::vector<double>& y);

    ForceMethod m_method;
    double m_theta;
    CoulombLaw m_law;
    std::vector<Link> m_links;
    std::vector<Anchor> m_anchors;
    std::vector<std::uint32_t> m_charged;  // the disks with a charge, in scenario order
    ChargedBodies m_bodies;
    std::vector<double> m_fx, m_fy;        // forces on m_bodies
    BarnesHutTree m_tree;
};

} // namespace disklab
