#pragma once
// The measured quantities of a lab report, each beside the theory DiskLab knows for it, where it
// applies, and the difference in standard errors: one row of the report's table each.

#include "report/lab_run.h"

#include <QString>

#include <vector>

namespace disklab {

struct ComparedFigure {
    QString quantity;
    QString measured;    ///< value ± standard error
    QString theoryName;  ///< empty where no theory applies
    QString theory;
    QString difference;  ///< in standard errors, or a verdict
};

/// The rows for `run`: temperature, pressure (mean and per wall), Z, the speeds'
/// Kolmogorov-Smirnov distance from Maxwell-Boltzmann, the mean free path, the fractal
/// dimension and the energy drift, each where the run has it. In the interface language.
std::vector<ComparedFigure> comparedFigures(const LabRun& run);

/// Notes on what the rows compare and why some theory is left out, in the interface language.
QStringList comparisonNotes(const LabRun& run);

} // namespace disklab
