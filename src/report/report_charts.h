#pragma once
// The charts a lab report draws from a run: the speeds at the end against Maxwell-Boltzmann, the
// pressure of each error block against time, and under gravity the density against height
// beside the barometric law.

#include "report/lab_run.h"
#include "report/report_chart.h"

#include <optional>

namespace disklab {

/// The histogram of the final speeds with the 2D Maxwell-Boltzmann density at their
/// temperature (the mixture's with several masses); none for an aggregation or fewer than 20 disks.
std::optional<ReportChart> speedChart(const LabRun& run);

/// The pressure of each error block at its middle, with the window's mean; none without blocks
/// or a pressure (gravity).
std::optional<ReportChart> pressureChart(const LabRun& run);

/// The number density against height over the window's states, with the barometric law at the
/// measured temperature; none where the law does not describe the gas or no state was taken.
std::optional<ReportChart> densityChart(const LabRun& run);

} // namespace disklab
