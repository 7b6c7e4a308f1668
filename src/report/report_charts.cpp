#include "report/report_charts.h"

#include "report/barometric_law.h"
#include "runtime/speed_distribution.h"
#include "front_end/report_keys.h"

#include <QCoreApplication>
#include <QJsonValue>

namespace disklab {
namespace {

/// Fewest disks whose speeds make a histogram worth comparing with a law.
constexpr std::size_t kFewestForHistogram = 20;
/// Points along the theory curve.
constexpr int kCurvePoints = 200;

} // namespace

std::optional<ReportChart> speedChart(const LabRun& run)
{
    if (run.scenario.aggregation || run.last.size() < kFewestForHistogram)
        return std::nullopt;
    SpeedDistribution speeds;
    speeds.setBins(run.last.size() < 400 ? 12 : 30);
    speeds.addFrame(run.scenario, run.last);
    const Histogram histogram = speeds.speeds();
    ReportChart chart;
    chart.xLabel = QCoreApplication::translate("LabReport", "speed v");
    chart.yLabel = QCoreApplication::translate("LabReport", "probability density");
    chart.barWidth = histogram.binWidth;
    chart.barsName = QCoreApplication::translate("LabReport", "measured");
    for (std::size_t i = 0; i < histogram.counts.size(); ++i)
        chart.bars.emplace_back(histogram.centre(i), histogram.density(i));
    chart.curveName = QCoreApplication::translate("LabReport", "Maxwell-Boltzmann");
    const double top = speeds.upperSpeed();
    for (int k = 0; k <= kCurvePoints; ++k) {
        const double v = top * k / kCurvePoints;
        chart.curve.emplace_back(v, speeds.speedDensity(v));
    }
    return chart;
}

std::optional<ReportChart> pressureChart(const LabRun& run)
{
    const QJsonValue mean = run.figures.value(cli::key::pressure);
    if (run.pressures.size() < 2 || !mean.isDouble() || !run.figures.value(cli::key::compressibility).isDouble())
        return std::nullopt;
    ReportChart chart;
    chart.xLabel = QCoreApplication::translate("LabReport", "time t");
    chart.yLabel = QCoreApplication::translate("LabReport", "pressure P");
    chart.pointsName = QCoreApplication::translate("LabReport", "over one stretch");
    for (const PressureSample& sample : run.pressures)
        chart.points.emplace_back(sample.time, sample.pressure);
    chart.reference = mean.toDouble();
    chart.referenceName = QCoreApplication::translate("LabReport", "mean over the window");
    return chart;
}

std::optional<ReportChart> densityChart(const LabRun& run)
{
    const std::optional<BarometricColumn> column = barometricColumn(run.scenario);
    const std::optional<DensityProfile>& profile = run.samples.profile;
    const double kT = run.figures.value(cli::key::temperature).toDouble();
    if (!column || !profile || profile->states() == 0 || !(kT > 0.0))
        return std::nullopt;
    ReportChart chart;
    chart.xLabel = QCoreApplication::translate("LabReport", "height h");
    chart.yLabel = QCoreApplication::translate("LabReport", "number density n(h)");
    const std::vector<double> heights = profile->heights(), density = profile->density();
    chart.barWidth = heights.size() > 1 ? heights[1] - heights[0] : column->highest;
    chart.barsName = QCoreApplication::translate("LabReport", "measured");
    for (std::size_t k = 0; k < heights.size(); ++k)
        chart.bars.emplace_back(heights[k], density[k]);
    chart.curveName = QCoreApplication::translate("LabReport", "barometric law");
    const double disks = static_cast<double>(run.last.size());
    for (int k = 0; k <= kCurvePoints; ++k) {
        const double h = column->lowest + (column->highest - column->lowest) * k / kCurvePoints;
        chart.curve.emplace_back(h, barometricDensity(*column, kT, disks, h));
    }
    return chart;
}

} // namespace disklab
