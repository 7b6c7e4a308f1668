#include "front_end/structure_report.h"

#include "front_end/report_keys.h"

#include <QElapsedTimer>

#include <cmath>
#include <ctime>

namespace disklab::cli {
namespace {

/// A contact value of unequal disks or of a g(r) with no pair at contact is none, as is one
/// that is not finite.
std::optional<double> finite(const std::optional<double>& value)
{
    return value && std::isfinite(*value) ? value : std::nullopt;
}

} // namespace

StructureReport measureStructure(const Scenario& scenario, const Snapshot& state, int bins,
                                 std::optional<double> rMax)
{
    StructureReport report;
    report.disks = state.size();
    report.boundary = scenario.boundary;
    QElapsedTimer clock;
    clock.start();
    const std::clock_t processorStart = std::clock();
    report.figures = stateStructure(scenario, state, bins, rMax);
    report.took = {static_cast<double>(clock.nsecsElapsed()) * 1e-9,
                   static_cast<double>(std::clock() - processorStart) / CLOCKS_PER_SEC};
    return report;
}

void writeStructureReport(const StructureReport& report, ReportSink& sink)
{
    const StateStructure& figures = report.figures;
    const auto bins = figures.table.r.size();
    sink.count(key::n, report.disks);
    sink.text(key::boundary, key::boundaryValue(report.boundary));
    sink.number(key::packing, figures.packing);
    sink.number(key::psi6, figures.order.global);
    sink.optionalNumber(key::gContact, finite(figures.contact));
    sink.optionalNumber(key::zContact, finite(figures.compressibility));
    sink.count(key::bins, bins);
    sink.number(key::binWidth, figures.table.binWidth);
    sink.number(key::rmax, figures.table.binWidth * static_cast<double>(bins));
    sink.counts(key::speciesLeft, figures.halves.left);
    sink.counts(key::speciesRight, figures.halves.right);
    sink.number(key::seconds, report.took.wall);
    sink.number(key::cpuSeconds, report.took.processor);
}

} // namespace disklab::cli
