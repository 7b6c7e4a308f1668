#pragma once
// Where each cluster of a per-cluster-stepping aggregation run can be during its current flight.
// A flight is a straight segment, so the box it sweeps, widened by the cluster's bounding
// radius, holds the cluster from the flight's start to its end. A uniform grid of those boxes,
// each filed in every cell it covers, names the clusters that may touch a given one (the boxes
// that meet its own) and the gap to the nearest other cluster, which sets how long its next
// flight may be.

#include "core/aggregation_detection.h"

#include <cstdint>
#include <vector>

namespace disklab {

/// An axis-aligned box by its centre and half sides, in the periodic box's coordinates.
struct FlightBox {
    double x = 0.0;
    double y = 0.0;
    double halfWidth = 0.0;
    double halfHeight = 0.0;
    /// A jump's protective disk, of radius halfWidth: distances are measured to the disk.
    bool round = false;

    /// Member by member, so a checkpoint holds no padding bytes (core/state_archive.h).
    template <class Self, class Archive>
    static void transferState(Self& self, Archive& archive)
    {
        archive(self.x), archive(self.y), archive(self.halfWidth), archive(self.halfHeight), archive(self.round);
    }
};

/// The box a cluster sweeps from time `from` to `to` along its straight flight.
FlightBox sweptBox(const RigidCluster& cluster, double from, double to);

class FlightGrid {
public:
    /// margin: slack for round-off; boxes this close count as meeting.
    FlightGrid(PeriodicBox box, double margin) : m_box(box), m_margin(margin) {}

    /// Lays out about one cell per cluster for this many clusters, all of them empty.
    void layOut(std::size_t clusters);
    /// Files the live clusters again under the boxes they had, in ascending id order.
    void fileAgain(const std::vector<std::int32_t>& live);
    /// Whether the clusters have become so few that the cells are mostly empty.
    bool tooFine(std::size_t live) const { return 4 * live < m_laidOutFor; }
    std::size_t laidOutFor() const { return m_laidOutFor; }
    /// Files (or refiles) cluster id under its new box.
    void set(std::int32_t id, const FlightBox& box);
    void remove(std::int32_t id);
    /// Appends the clusters other than id whose boxes meet `query`.
    void meeting(std::int32_t id, const FlightBox& query, std::vector<std::int32_t>& out);
    /// The gap between the circle of `radius` about (x, y) and the nearest box other than id's,
    /// or `cap` if none is nearer (nearest periodic image).
    double nearestGap(std::int32_t id, double x, double y, double radius, double cap);
    /// Appends the clusters other than id whose boxes come within `reach` of the circle.
    void within(std::int32_t id, double x, double y, double radius, double reach, std::vector<std::int32_t>& out);
    /// The squared distance from (x, y) to the box (nearest image).
    double squaredDistance(const FlightBox& box, double x, double y) const;
    double margin() const { return m_margin; }
    /// Boxes examined so far.
    std::uint64_t pairTests() const { return m_pairTests; }

    /// The boxes and the cell count they were laid out for, for a checkpoint; restoring lays
    /// the cells out for that count and files the boxes again (core/state_archive.h).
    template <class Self, class Archive>
    static void transferState(Self& self, Archive& archive)
    {
        archive(self.m_boxes), archive(self.m_laidOutFor), archive(self.m_pairTests);
    }

private:
    /// How many cells of width `cell` [centre - half, centre + half] spans, unwrapped.
    static long cellsAcross(double centre, double half, double cell);
    template <typename Visit>
    void forCellsOf(double x, double y, double halfWidth, double halfHeight, Visit visit) const;
    template <typename Visit>
    void forNearbyBoxes(std::int32_t id, double x, double y, double halfWidth, double halfHeight, Visit visit);

    PeriodicBox m_box;
    double m_margin;
    std::vector<FlightBox> m_boxes;       ///< by cluster id
    static constexpr char kNotFiled = 0;  ///< dead, or not filed yet
    static constexpr char kInCells = 1;   ///< in every cell its box covers
    static constexpr char kLarge = 2;     ///< in m_large
    std::vector<char> m_filing;           ///< by cluster id
    std::vector<std::vector<std::int32_t>> m_cells;
    std::vector<std::int32_t> m_large;  ///< boxes across half the cells or more, examined by everyone
    std::vector<std::uint32_t> m_stamp;  ///< by cluster id: the query that last examined it
    std::uint32_t m_currentStamp = 0;
    std::size_t m_laidOutFor = 0;
    int m_columns = 1;
    int m_rows = 1;
    double m_cellWidth = 1.0;
    double m_cellHeight = 1.0;
    std::uint64_t m_pairTests = 0;
};

} // namespace disklab
