#pragma once
// The command line's serializer: the typed reports (front_end/window_report.h) as the `run
// --json`, `bench --json` and `compare --json` objects of the command-line contract
// (docs/architecture.md), and as aligned text for people. Nothing inside the program reads these
// objects back but the lab report, which prints what `run --json` would.

#include "front_end/window_report.h"

#include <QJsonObject>
#include <QString>

namespace disklab::cli {

QJsonObject runReportJson(const RunReport& report);
/// runReportJson() of a finished measurement.
QJsonObject runReportJson(const RunMeasurement& run);
QJsonObject windowReportJson(const WindowReport& report);

/// Adds a stepper's figures between two stats of one engine (`first` at the start of the window).
void addTimeDrivenFigures(QJsonObject& report, const EngineConfig& settings, const TimeDrivenStats& first,
                          const TimeDrivenStats& last);

/// `compare --json`'s "event", "time" and "deviation" objects.
QJsonObject comparedEventJson(const ComparisonReport& report);
QJsonObject comparedTimeJson(const ComparisonReport& report);
QJsonObject deviationJson(const DeviationFigures& deviation);

/// A report's keys as aligned "name: value" lines, in key order.
QString runReportText(const QJsonObject& report);

} // namespace disklab::cli
