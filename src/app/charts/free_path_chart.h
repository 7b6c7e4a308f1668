#pragma once
// The Structure dock's free-path view: the distances disks fly between their collisions
// (runtime/free_path_sampler.h) as a probability density p(l), beside the exponential
// exp(-l / lambda) / lambda of the measured mean lambda (the distribution of a gas whose
// collisions come at random, which a dilute gas's nearly is) and Enskog's mean free path with
// Henderson's g(sigma+) (core/enskog_free_path.h) as a vertical line. Lengths in the window's
// unit, the density per that unit.

#include "app/charts/data_table.h"
#include "app/units/unit_system.h"
#include "core/engine.h"
#include "core/scenario.h"
#include "runtime/free_path_sampler.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class QCustomPlot;

namespace disklab {

/// Bins of the histogram, over 0 to kFreePathReach mean free paths.
inline constexpr int kFreePathBins = 40;
inline constexpr double kFreePathReach = 5.0;

/// Enskog's mean free path of the gas of `state` (reduced units); none for disks of several sizes.
std::optional<double> enskogFreePath(const Scenario& scenario, const Snapshot& state);

class FreePathChart {
    Q_DECLARE_TR_FUNCTIONS(disklab::FreePathChart)
public:
    /// Columns: the distance l (bin middles), the measured p(l), the exponential of the measured mean.
    static DataTable table(const FreePathSampler& sampler, const UnitSystem& units);
    /// Draws the table, and Enskog's mean free path `enskog` (reduced units) when there is one.
    static void draw(QCustomPlot& plot, const DataTable& table, const FreePathSampler& sampler,
                     std::optional<double> enskog, const UnitSystem& units);
    /// The measured mean and Enskog's in short, or why there are none.
    static QString summary(const FreePathSampler& sampler, std::optional<double> enskog, const UnitSystem& units);
};

} // namespace disklab
