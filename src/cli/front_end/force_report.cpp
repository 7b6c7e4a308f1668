#include "front_end/force_report.h"

#include "front_end/report_keys.h"

namespace disklab::cli {

void writeForceComparison(const ForceMethodComparison& c, ReportSink& sink)
{
    sink.count(key::n, c.n);
    sink.number(key::theta, c.theta);
    sink.number(key::medianRelativeError, c.medianRelativeError);
    sink.number(key::maxRelativeError, c.maxRelativeError);
    sink.count(key::errorSample, c.errorSample);
    sink.optionalNumber(key::secondsDirect, c.secondsDirect);
    sink.number(key::secondsBarnesHut, c.secondsBarnesHut);
    sink.number(key::secondsBuild, c.secondsBuild);
    sink.number(key::secondsTraversal, c.secondsTraversal);
    sink.optionalNumber(key::speedup, c.secondsDirect ? std::optional(*c.secondsDirect / c.secondsBarnesHut) : std::nullopt);
    sink.count(key::nodes, c.nodes);
}

} // namespace disklab::cli
