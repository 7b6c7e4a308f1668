#pragma once
// The disks of a snapshot binned in cells at least one reach wide, for the structure measures that
// visit every pair closer than a fixed reach (psi6's bonds, g(r) and g6(r)): each disk looks at
// its own cell and the eight around it, so a pass costs O(N) at a fixed density.
//
// Unlike the engines' CellGrid (core/cell_grid.h), which is kept up to date event by event, these
// cells are built once per snapshot by a counting sort (two passes over the disks, one array of
// members), and there are never more than about four per disk, so a nearly empty box costs no
// more than a full one. In a periodic box the centres are wrapped into the box and distances are
// minimum images; a walled box's cells cover the disks wherever they are (moving walls may have
// taken disks past the scenario's box), and distances never wrap. Standard C++ only.

#include "core/engine.h"
#include "core/scenario.h"

#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

namespace disklab {

class PairCells {
public:
    /// Bins the snapshot's disks in cells at least `reach` wide; the scenario's boundary says
    /// whether distances wrap. O(N).
    PairCells(const Scenario& scenario, const Snapshot& snapshot, double reach);

    bool periodic() const { return m_periodic; }
    /// Disk j's centre (wrapped into the box when periodic).
    double x(std::size_t j) const { return m_x[j]; }
    double y(std::size_t j) const { return m_y[j]; }

    /// Calls visit(k, dx, dy) for every disk k other than j in j's cell and the eight around it,
    /// each once, (dx, dy) the vector from j to k (minimum image when periodic). Disks farther
    /// than the reach are among them: the caller tests the distance. With LaterOnly, only the
    /// disks k > j: a pass over every j then meets each pair once.
    template <bool LaterOnly = false, typename Visit>
    void forEachNear(std::size_t j, Visit&& visit) const
    {
        const std::int32_t cell = m_cellOf[j];
        int columns[3], rows[3];
        double shiftX[3], shiftY[3];
        const int columnCount = around(cell % m_nx, m_nx, m_width, columns, shiftX);
        const int rowCount = around(cell / m_nx, m_ny, m_height, rows, shiftY);
        for (int r = 0; r < rowCount; ++r) {
            for (int c = 0; c < columnCount; ++c) {
                const auto other = static_cast<std::size_t>(rows[r] * m_nx + columns[c]);
                for (std::int32_t m = m_start[other]; m < m_start[other + 1]; ++m) {
                    const auto slot = static_cast<std::size_t>(m);
                    const auto k = static_cast<std::size_t>(m_members[slot]);
                    if (LaterOnly ? k <= j : k == j)
                        continue;
                    const auto [dx, dy] = separation(j, slot, shiftX[c], shiftY[r]);
                    visit(k, dx, dy);
                }
            }
        }
    }

    /// Calls visit(j, k, dx, dy) once for every pair of disks in the same or neighbouring cells,
    /// (dx, dy) the vector from j to k as forEachNear gives it. Each cell meets its own pairs and
    /// those of the four cells ahead of it (east, and the three above), so no pair is looked at
    /// twice and no index is compared; a periodic box with fewer than three cells along a side,
    /// whose neighbours are not all different cells, goes disk by disk instead.
    template <typename Visit>
    void forEachPair(Visit&& visit) const
    {
        if (m_periodic && (m_nx < 3 || m_ny < 3)) {
            for (std::size_t j = 0; j < m_x.size(); ++j)
                forEachNear<true>(j, [&](std::size_t k, double dx, double dy) { visit(j, k, dx, dy); });
            return;
        }
        for (int row = 0; row < m_ny; ++row)
            for (int column = 0; column < m_nx; ++column)
                pairsFrom(column, row, visit);
    }

private:
    /// The cells whose column (or row) is within one of `c`: wrapped around a periodic box,
    /// each at most once however few cells there are, and cut at the edges of a walled one.
    /// shift[i]: what to add to a coordinate in out[i] to bring it next to `c` (+-side across a
    /// periodic edge, else 0), or NaN where the minimum image must be found by rounding (fewer
    /// than three cells along the side, so a neighbour may lie on either side).
    int around(int c, int cells, double side, int out[3], double shift[3]) const;

    /// The vector from disk j to the disk in member slot `slot`, moved by the shifts of its cell
    /// (NaN: minimum image by rounding).
    std::pair<double, double> separation(std::size_t j, std::size_t slot, double shiftX, double shiftY) const
    {
        double dx = m_slotX[slot] - m_x[j], dy = m_slotY[slot] - m_y[j];
        if (std::isnan(shiftX))
            dx -= m_width * std::round(dx / m_width);
        else
            dx += shiftX;
        if (std::isnan(shiftY))
            dy -= m_height * std::round(dy / m_height);
        else
            dy += shiftY;
        return {dx, dy};
    }

    /// The pairs of one cell (column, row) among themselves and with the four cells ahead.
    template <typename Visit>
    void pairsFrom(int column, int row, Visit& visit) const
    {
        const auto cell = static_cast<std::size_t>(row * m_nx + column);
        const std::int32_t begin = m_start[cell], end = m_start[cell + 1];
        for (auto a = static_cast<std::size_t>(begin); a < static_cast<std::size_t>(end); ++a)
            for (auto b = a + 1; b < static_cast<std::size_t>(end); ++b)
                visitSlots(a, b, 0.0, 0.0, visit);
        static constexpr int kAhead[4][2] = {{1, 0}, {-1, 1}, {0, 1}, {1, 1}};
        for (const auto& [dc, dr] : kAhead) {
            int otherColumn = column + dc, otherRow = row + dr;
            double shiftX = 0.0, shiftY = 0.0;
            if (!wrapInto(otherColumn, m_nx, m_width, shiftX) || !wrapInto(otherRow, m_ny, m_height, shiftY))
                continue;
            const auto other = static_cast<std::size_t>(otherRow * m_nx + otherColumn);
            for (auto a = static_cast<std::size_t>(begin); a < static_cast<std::size_t>(end); ++a)
                for (auto b = static_cast<std::size_t>(m_start[other]); b < static_cast<std::size_t>(m_start[other + 1]); ++b)
                    visitSlots(a, b, shiftX, shiftY, visit);
        }
    }

    /// Visits the disks in member slots a and b, b's coordinates shifted.
    template <typename Visit>
    void visitSlots(std::size_t a, std::size_t b, double shiftX, double shiftY, Visit& visit) const
    {
        visit(static_cast<std::size_t>(m_members[a]), static_cast<std::size_t>(m_members[b]),
              m_slotX[b] - m_slotX[a] + shiftX, m_slotY[b] - m_slotY[a] + shiftY);
    }

    /// Brings a column (or row) one past the edge back into the box: across a periodic edge with
    /// the shift that goes with it, and false past a walled box's edge.
    bool wrapInto(int& c, int cells, double side, double& shift) const
    {
        if (c >= 0 && c < cells)
            return true;
        if (!m_periodic)
            return false;
        shift = c < 0 ? -side : side;
        c = c < 0 ? c + cells : c - cells;
        return true;
    }

    bool m_periodic = false;
    double m_x0 = 0.0, m_y0 = 0.0, m_width = 0.0, m_height = 0.0;
    int m_nx = 1, m_ny = 1;
    std::vector<double> m_x, m_y;
    std::vector<std::int32_t> m_cellOf;  ///< each disk's cell, row * nx + column
    std::vector<std::int32_t> m_start;   ///< cell c holds m_members[m_start[c] .. m_start[c + 1])
    std::vector<std::int32_t> m_members;
    /// The centres in member order, so that a cell's disks lie side by side in memory whatever
    /// their numbers (a gas's neighbours are far apart in the file once it has flowed).
    std::vector<double> m_slotX, m_slotY;
};

} // namespace disklab
