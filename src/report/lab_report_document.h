#pragma once
// A lab report as one HTML text and the images it names: the scenario and its settings, the box
// at the start and at the end, the measured quantities beside their theory, the charts drawn from
// the run, the charts open in the window that asked for it and the command line that reproduces
// every number. The PDF and the HTML version are both written from
// it (report/lab_report_files.h), so they say the same.

#include "report/lab_run.h"
#include "runtime/engine_comparison.h"

#include <QImage>
#include <QString>

#include <optional>
#include <vector>

namespace disklab {

/// A chart as a window showed it when the report was asked for.
struct WindowChart {
    QString title;     ///< its dock's title, in the interface language
    QString fileName;  ///< as the HTML names it, e.g. "window-speed-distribution.png"
    QImage image;
};

/// What the report says about where the run came from.
struct LabReportSource {
    QString scenarioName;  ///< the file's name, or a name for an unsaved scenario
    QString commandLine;   ///< the `disklab-cli run ...` that reproduces the figures
    QString version;       ///< DiskLab's
    QString language;      ///< "en", "zh_CN", "ja": which of the scenario's texts to show
    /// The charts open in the window, in its order; none when no window asked (disklab-cli).
    std::optional<std::vector<WindowChart>> windowCharts;
    /// Comparison mode's figures at the moment shown; none outside comparison mode.
    std::optional<ComparisonReport> comparison;
    /// The `disklab-cli compare ...` that prints `comparison`'s counters; empty without one.
    QString comparisonCommandLine;
};

struct NamedImage {
    QString fileName;  ///< as the HTML names it, e.g. "box-start.png"
    QImage image;
};

struct LabReportDocument {
    QString html;
    std::vector<NamedImage> images;
};

/// The report of `run`, in the interface language (QCoreApplication's translators).
LabReportDocument labReportDocument(const LabRun& run, const LabReportSource& source);

} // namespace disklab
