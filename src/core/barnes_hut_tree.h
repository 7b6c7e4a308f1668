#pragma once
// A Barnes-Hut quadtree for Coulomb forces (core/coulomb_law.h), O(N log N) per evaluation.
//
// Build (barnes_hut_tree.cpp): the bodies are sorted by a 32-bit Morton key (16 bits per axis
// in the bounding square) with a radix sort, so every node of the quadtree is a contiguous run
// of sorted bodies; the nodes are found by splitting runs on the key's next two bits, down to
// leaves of at most kLeafSize bodies (or the 16th level, where bodies share a key). All storage
// is flat vectors kept between evaluations: after the first evaluation of a given size nothing
// is allocated, and no node is ever allocated on its own.
//
// Each node keeps one multipole per sign (core/coulomb_multipole.h): its positive charge about
// the centre of its positive charge and its negative charge about the centre of its negative
// charge, each with its quadrupole. One multipole of the total charge fails when signs mix: the
// total may be near 0 and its centre anywhere while the dipole moment is not small, so the
// error would be first order in b/d. Nodes of one sign pay for one multipole only.
//
// The opening test uses the node's radius b: the distance from its |q|-weighted centre to the
// farthest corner of the box around its charges, so every charge of the node lies within b of
// that centre. A node whose centre is at distance d from a target is taken as its multipoles
// when b < theta d (and b < d, which bounds theta at 1): the expansion then converges, and no
// target lies among the node's charges. For a square cell full of charges b is about 0.7 of
// its width, and less for a cell whose charges fill only part of it.
//
// Traversal (barnes_hut_walk.cpp), a group at a time (Barnes 1990): a group is the largest node
// of at most kGroupSize bodies (or a leaf, when bodies share a key), and its bodies share one
// walk of the tree, with d measured from the box around them (never more than any one body's
// distance), so the criterion is at least as strict as one body's. The walk writes an
// interaction list (multipoles, runs of bodies) that the group then sums source by source, each
// source over all the group's bodies in a loop the compiler vectorises (one body per lane).
// theta = 0 opens every node: the direct sum, in another order, so it equals direct summation
// to round-off. The walk's stack is a fixed array on the stack.

#include "core/coulomb_law.h"
#include "core/coulomb_multipole.h"

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
    /// What the walk reads of a node; its multipoles are apart, in m_multipoles.
    struct Node {
        double x, y;               // |q|-weighted centre, for the opening test
        double radius;             // every charge of the node lies within this of (x, y)
        std::uint32_t begin, end;  // the node's run of sorted bodies
        std::uint32_t firstChild;  // children are contiguous; 0 for a leaf (the root is no child)
        std::uint32_t childCount;
    };
    struct NodeMultipoles {
        Multipole positive, negative;
    };
    struct ChargeBox {
        double minX, maxX, minY, maxY;
    };

    void sortByMortonKey(const ChargedBodies& bodies);
    void buildNode(std::uint32_t node, std::uint32_t level);
    void summarise(std::uint32_t node);
    /// Fills the interaction list of the bodies of `group`.
    void listInteractions(const Node& group, double acceptance);
    void addGroupForces(const Node& group, double scale, double eps2, std::vector<double>& fx,
                        std::vector<double>& fy) const;

    // Nodes, and per node its multipoles and the box around its charges (the build's only).
    std::vector<Node> m_nodes;
    std::vector<NodeMultipoles> m_multipoles;
    std::vector<ChargeBox> m_boxes;
    // Sorted bodies: positions, charges, original index, Morton key; and the radix sort's scratch.
    std::vector<double> m_x, m_y, m_q;
    std::vector<std::uint32_t> m_index, m_key, m_keyScratch, m_indexScratch;
    double m_originX = 0.0, m_originY = 0.0, m_size = 1.0;
    // One group's interaction list: multipoles, and runs of sorted bodies.
    std::vector<Multipole> m_far;
    std::vector<std::uint32_t> m_nearBegin, m_nearEnd;
};

} // namespace disklab
