#pragma once
// The Structure dock's profile view: the number density of disk centres along gravity averaged
// over the states measured (runtime/structure_record.h), beside the barometric law of an ideal
// gas at the states' mean kT,
//     n(h) = (N / W) beta exp(-beta h) / (exp(-beta h_low) - exp(-beta h_high)),  beta = m g / kT,
// normalised to the N disks whose centres lie between h_low = r and h_high = H - r (a centre
// stays a radius from the floor and the ceiling), W the box's width across gravity. The law
// holds for a dilute gas; a dense one is flatter at the bottom, where the disks crowd. Drawn
// when gravity points along an axis of a walled box and every disk has one mass and radius.
// Heights in the window's length unit, densities per its area unit.

#include "app/charts/data_table.h"
#include "app/units/unit_system.h"
#include "core/engine.h"
#include "core/scenario.h"
#include "runtime/structure_record.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class QCustomPlot;

namespace disklab {

/// What the barometric law needs of a gas, reduced units.
struct BarometricGas {
    double weight = 0.0;     ///< m g
    double disks = 0.0;      ///< N
    double width = 0.0;      ///< W, across gravity
    double lowest = 0.0;     ///< h_low
    double highest = 0.0;    ///< h_high
};

/// The gas of `state` as the law sees it; none without gravity along an axis of a walled box,
/// or with disks of several masses or radii.
std::optional<BarometricGas> barometricGas(const Scenario& scenario, const Snapshot& state);
/// n(h) of `gas` at `kT`.
double barometricDensity(const BarometricGas& gas, double kT, double height);

class DensityProfileChart {
    Q_DECLARE_TR_FUNCTIONS(disklab::DensityProfileChart)
public:
    /// Columns: the height h (slice middles), the measured n(h), the barometric law (NaN without one).
    static DataTable table(const StructureRecord& record, const std::optional<BarometricGas>& gas,
                           const UnitSystem& units);
    static void draw(QCustomPlot& plot, const DataTable& table, const StructureRecord& record,
                     const std::optional<BarometricGas>& gas);
    /// The states averaged and the law's m g / kT, or why there is no law.
    static QString summary(const StructureRecord& record, const std::optional<BarometricGas>& gas,
                           const UnitSystem& units);
};

} // namespace disklab
