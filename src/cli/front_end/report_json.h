#pragma once
// The command line's serializer of a measured window (front_end/window_report.h): the `run
// --json` object of the command-line contract (docs/architecture.md), and as aligned text for
// people. Nothing inside the program reads these objects back but the lab report, which prints
// what `run --json` would. The other reports go through reportJson (json_report_sink.h).

#include "front_end/window_report.h"

#include <QJsonObject>
#include <QString>

namespace disklab::cli {

QJsonObject windowReportJson(const WindowReport& report);

/// A report's keys as aligned "name: value" lines, in key order.
QString runReportText(const QJsonObject& report);

} // namespace disklab::cli
