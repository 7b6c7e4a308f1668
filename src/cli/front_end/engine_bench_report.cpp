#include "front_end/engine_bench_report.h"

#include "front_end/report_keys.h"
#include "front_end/window_report.h"

namespace disklab::cli {

void writeEngineBenchReport(const EngineBenchReport& report, ReportSink& sink)
{
    writeRunReport(report.run, sink);
    sink.number(key::peakMemoryMb, report.peakMemoryMb);
    sink.number(key::nsPerCollision, report.nsPerCollision);
    sink.number(key::cpuSeconds, report.cpuSeconds);
    sink.number(key::collisionsPerCpuSecond, report.collisionsPerCpuSecond);
    if (report.exact) {
        sink.count(key::cells, report.exact->cells);
        sink.flag(key::neighbourLists, report.exact->neighbourLists);
    }
    if (report.stepper) {
        writeTimeDrivenFigures(report.stepper->figures, sink);
        sink.number(key::stepsPerSecond, report.stepper->stepsPerSecond);
        sink.number(key::pairTestsPerStep, report.stepper->pairTestsPerStep);
    }
    sink.number(key::packing, report.packing);
    sink.number(key::psi6, report.psi6);
    sink.number(key::psi6Generated, report.psi6Generated);
    sink.number(key::setupSeconds, report.setupSeconds);
    sink.number(key::secondsPerTimeUnit, report.secondsPerTimeUnit);
}

} // namespace disklab::cli
