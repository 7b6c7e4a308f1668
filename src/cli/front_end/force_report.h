#pragma once
// `forces --json`'s report, and each object of `bench --forces --json`: Barnes-Hut against the
// direct sum (core/force_method_comparison.h) written into a ReportSink.

#include "front_end/report_sink.h"

#include "core/force_method_comparison.h"

namespace disklab::cli {

/// The tree's error and both times; the direct sum's time and the speed-up are none when the
/// direct sum was not timed.
void writeForceComparison(const ForceMethodComparison& comparison, ReportSink& sink);

} // namespace disklab::cli
