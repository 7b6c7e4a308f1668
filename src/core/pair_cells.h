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
        const int columnCount = around(cell % m_nx, m_nx, columns);
        const int rowCount = around(cell / m_nx, m_ny, rows);
        for (int r = 0; r < rowCount; ++r) {
            for (int c = 0; c < columnCount; ++c) {
                const auto other = static_cast<std::size_t>(rows[r] * m_nx + columns[c]);
                for (std::int32_t m = m_start[other]; m < m_start[other + 1]; ++m) {
                    const auto k = static_cast<std::size_t>(m_members[static_cast<std::size_t>(m)]);
                    if (LaterOnly ? k <= j : k == j)
                        continue;
                    double dx = m_x[k] - m_x[j];
                    double dy = m_y[k] - m_y[j];
                    if (m_periodic) {
                        dx -= m_width * std::round(dx / m_width);
                        dy -= m_height * std::round(dy / m_height);
                    }
                    visit(k, dx, dy);
                }
            }
        }
    }

private:
    /// The cells whose column (or row) is within one of `c`: wrapped around a periodic box,
    /// each at most once however few cells there are, and cut at the edges of a walled one.
    int around(int c, int cells, int out[3]) const;

    bool m_periodic = false;
    double m_x0 = 0.0, m_y0 = 0.0, m_width = 0.0, m_height = 0.0;
    int m_nx = 1, m_ny = 1;
    std::vector<double> m_x, m_y;
    std::vector<std::int32_t> m_cellOf;  ///< each disk's cell, row * nx + column
    std::vector<std::int32_t> m_start;   ///< cell c holds m_members[m_start[c] .. m_start[c + 1])
    std::vector<std::int32_t> m_members;
};

} // namespace disklab
