#include "front_end/compare_report.h"

#include "front_end/report_keys.h"
#include "front_end/window_report.h"

namespace disklab::cli {
namespace {

/// The stepper's side of one comparison and how far it went from the exact engine.
void writeSteppedSide(const ComparisonReport& run, ReportSink& sink)
{
    sink.report(key::time, [&](ReportSink& time) { writeComparedTime(run, time); });
    sink.report(key::deviation, [&](ReportSink& deviation) { writeDeviation(run.deviation, deviation); });
}

} // namespace

void writeCompareReport(const CompareReport& report, ReportSink& sink)
{
    if (report.scenario)
        sink.text(key::scenario, *report.scenario);
    sink.number(key::until, report.until);
    if (report.runs.empty())
        return;
    const ComparisonReport& first = report.runs.front();
    // The exact engine runs the same in every row of a sweep, so it is reported once.
    sink.report(key::event, [&](ReportSink& event) { writeComparedEvent(first, event); });
    if (!report.sweep) {
        writeSteppedSide(first, sink);
        return;
    }
    sink.reports(key::sweep, report.runs.size(), [&](std::size_t k, ReportSink& row) {
        row.number(key::dt, report.runs[k].timeDriven.settings.dt);
        writeSteppedSide(report.runs[k], row);
    });
}

} // namespace disklab::cli
