#pragma once
// A Barnes-Hut quadtree for Coulomb forces (core/coulomb_law.h), O(N log N) per evaluation.
//
// Build: the bodies are sorted by a 32-bit Morton key (16 bits per axis in the bounding square)
// with a radix sort, so every node of the quadtree is a contiguous run of sorted bodies; the
// nodes are found by splitting runs on the key's next two bits, down to leaves of at most
// kLeafSize bodies (or the 16th level, where bodies share a key). Each node keeps its square
// and its monopoles. All storage is flat vectors kept between evaluations: after the first
// evaluation of a given size nothing is allocated, and no node is ever allocated on its own.
//
// Mixed signs: a node keeps two monopoles, its positive charge at the centre of its positive
// charge and its negative charge at the centre of its negative charge, rather than one total
// charge at a charge-weighted centre. With both signs in a node the total charge may be near 0
// and its charge-weighted centre anywhere (outside the node, or undefined), while the node's
// dipole moment is not small: one monopole would then be wrong at first order in s/d. Each
// one-signed monopole about its own centre of charge has no dipole term, so the error stays
// second order in s/d, as for gravity, at twice the work for mixed nodes (nodes of one sign
// pay for one monopole only). The opening test measures d to the node's |q|-weighted centre.
//
// Traversal, a group at a time (Barnes 1990): a group is the largest node of at most kGroupSize
// bodies (or a leaf, when bodies share a key), and its bodies share one walk of the tree.
// A node of width s whose |q|-weighted centre is at distance d from the group's bodies (from
// the box around them, so d is never more than any one body's distance) is taken as its
// monopoles when s < theta d and its square does not meet that box (so no body meets itself
// in a monopole); otherwise its children are visited, and a leaf reached is summed directly.
// The walk writes an interaction list (monopoles, runs of bodies) that the group then sums
// source by source, each source over all the group's bodies in a loop the compiler vectorises
// (one body per lane): the walk's cost is shared by up to kGroupSize bodies, and the criterion
// is at least as strict as one body's. theta = 0 opens every node: the direct sum, in another
// order, so it equals direct summation to round-off. The stack is a fixed array on the stack.

#include "core/coulomb_law.h"

#include <cstdint>
#include <vector>

namespace disklab {

class BarnesHutTree {
public:
    static constexpr std::uint32_t kLeafSize = 8;
    /// Bodies that share one walk of the tree (see Traversal above).
    static constexpr std::uint32_t kGroupSize = 32;

    /// Builds the tree of `bodies` (copied). Reuses the storage of the previous build. Any thread,
    /// one tree per thread.
    void build(const ChargedBodies& bodies);
    /// Adds to fx[i], fy[i] (the bodies' size, in the order given to build) the Coulomb force on
    /// body i, with opening angle theta >= 0.
    /// Uses the tree's interaction lists, so one tree evaluates on one thread at a time.
    void addForces(const CoulombLaw& law, double theta, std::vector<double>& fx, std::vector<double>& fy);

    std::size_t nodeCount() const { return m_nodes.size(); }

private:
    struct Node {
        double cx, cy, half;       // the node's square: centre and half width
        double qPos, xPos, yPos;   // positive charge and its centre
        double qNeg, xNeg, yNeg;   // negative charge and its centre
        double xAbs, yAbs;         // |q|-weighted centre, for the opening test
        std::uint32_t begin, end;  // the node's run of sorted bodies
        std::uint32_t firstChild;  // children are contiguous; 0 for a leaf (the root is no child)
        std::uint32_t childCount;
    };

    void sortByMortonKey(const ChargedBodies& bodies);
    void buildNode(std::uint32_t node, std::uint32_t level);
    void summarise(Node& node) const;
    /// Fills the interaction lists of the bodies of `group`.
    void listInteractions(const Node& group, double theta2);
    void addGroupForces(const Node& group, double scale, double eps2, std::vector<double>& fx,
                        std::vector<double>& fy) const;

    std::vector<Node> m_nodes;
    // Sorted bodies: positions, charges, original index, Morton key; and the radix sort's scratch.
    std::vector<double> m_x, m_y, m_q;
    std::vector<std::uint32_t> m_index, m_key, m_keyScratch, m_indexScratch;
    double m_originX = 0.0, m_originY = 0.0, m_size = 1.0;
    // One group's interaction list: monopoles (charge, position) and runs of sorted bodies.
    std::vector<double> m_farQ, m_farX, m_farY;
    std::vector<std::uint32_t> m_nearBegin, m_nearEnd;
};

} // namespace disklab
