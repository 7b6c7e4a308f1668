// The strategies run one after another in this process on the same scenario, so their ratios
// are measured under the same load; the merge histories are compared as they are measured.
#include "bench_aggregation.h"
#include "bench_aggregation_growth.h"

#include "cli_output.h"

#include "core/aggregation_engine.h"
#include "front_end/aggregation_bench_report.h"
#include "front_end/json_report_sink.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace disklab::cli {
namespace {

/// Builds the engine and runs it to `until`, on the clock: the first step's predictions are
/// part of the cost.
StrategyBenchRow measure(const Scenario& scenario, AggregationDetection detection, double until)
{
    QElapsedTimer clock;
    clock.start();
    AggregationEngine engine(scenario, detection);
    engine.advanceTo(until);
    StrategyBenchRow run;
    run.seconds = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
    run.n = scenario.disks.size();
    run.strategy = detection;
    run.until = until;
    run.stats = *engine.aggregationStats();
    return run;
}

bool sameHistory(const AggregationStats& a, const AggregationStats& b)
{
    if (a.formed.size() != b.formed.size())
        return false;
    for (std::size_t k = 0; k < a.formed.size(); ++k)
        if (a.formed[k].time != b.formed[k].time || a.formed[k].size != b.formed[k].size)
            return false;
    return true;
}

constexpr char kHeader[] = "       n  strategy       seconds     pair_tests  narrow_calls   merges  speed-up";

QString tableLine(const StrategyBenchRow& row)
{
    const QString speedUp = row.speedupOverAllPairs && row.speedupOverBoxes
                                ? QString("%1x / %2x")
                                      .arg(*row.speedupOverAllPairs, 0, 'f', 1)
                                      .arg(*row.speedupOverBoxes, 0, 'f', 1)
                                : QString("-");
    return QString("%1  %2 %3 %4 %5 %6  %7")
        .arg(static_cast<qlonglong>(row.n), 8)
        .arg(QString(aggregationDetectionName(row.strategy)), -10)
        .arg(row.seconds, 11, 'f', 3)
        .arg(static_cast<qlonglong>(row.stats.pairTests), 14)
        .arg(static_cast<qlonglong>(row.stats.narrowPhaseCalls), 13)
        .arg(static_cast<qlonglong>(row.stats.merges), 8)
        .arg(speedUp);
}

} // namespace

QList<QCommandLineOption> aggregationBenchOptions()
{
    return {
        {"aggregation", "Measure the aggregation detection strategies instead (--n defaults to 100,1000,10000)."},
        {"until", "Aggregation: simulated time each strategy runs (default: 20000 / N, at least 2).", "T"},
        {"motion", "Aggregation: brownian or ballistic.", "brownian|ballistic", "brownian"},
        {"area-fraction", "Aggregation: disk area over box area.", "F", "0.01"},
        {"seed", "Aggregation: seed of the generated scenario.", "S", "1"},
        {"mobility", "Aggregation, Brownian: power-law or maxwell.", "power-law|maxwell", "power-law"},
        {"one-cluster", "Aggregation: run each size to one cluster with the bounding circles and report the time "
                        "it takes, instead of comparing the strategies."},
        {"stepping", "Aggregation, one cluster, power law: every cluster on the shared step, or each on "
                     "flights of its own, or on flights and first-passage jumps.", "shared|per-cluster|first-passage", "shared"},
    };
}

std::optional<AggregationParameters> aggregationBenchParameters(const QCommandLineParser& parser)
{
    bool okFraction = false, okSeed = false;
    AggregationParameters p;
    p.areaFraction = parser.value("area-fraction").toDouble(&okFraction);
    p.seed = parser.value("seed").toULongLong(&okSeed);
    const std::optional<AggregationMotion> motion = parseAggregationMotion(parser.value("motion").toStdString());
    const std::optional<AggregationMobility> mobility = parseAggregationMobility(parser.value("mobility").toStdString());
    if (!okFraction || !okSeed || !motion || !mobility)
        return std::nullopt;
    p.motion = *motion;
    p.mobility = *mobility;
    return p;
}

AggregationBenchRows::AggregationBenchRows(bool json, const char* header) : m_json(json)
{
    if (!json)
        printOut(header);
}

void AggregationBenchRows::add(const ReportSink::Writer& write, const QString& tableLine)
{
    m_rows.append(reportJson(write));
    if (!m_json)
        printOut(tableLine);
}

int AggregationBenchRows::finish() const
{
    if (m_json)
        printOut(QString::fromUtf8(QJsonDocument(m_rows).toJson(QJsonDocument::Indented)));
    return 0;
}

std::optional<Scenario> aggregationBenchScenario(AggregationParameters base, double size)
{
    base.count = static_cast<int>(size);
    try {
        return generateAggregation(base);
    } catch (const std::exception& e) {
        printError(QString("bench: n=%1: %2").arg(size).arg(e.what()));
        return std::nullopt;
    }
}

int benchAggregation(const QCommandLineParser& parser, const QList<double>& sizes)
{
    bool okUntil = !parser.isSet("until");
    const double chosenUntil = parser.isSet("until") ? parser.value("until").toDouble(&okUntil) : 0.0;
    const std::optional<AggregationParameters> base = aggregationBenchParameters(parser);
    if (!okUntil || !(chosenUntil >= 0.0) || !base)
        return usageError("bench", "--until takes a number >= 0, --area-fraction a number, --seed a whole number, "
                                   "--motion brownian or ballistic, --mobility power-law or maxwell");
    if (parser.isSet("one-cluster"))
        return benchToOneCluster(parser, sizes, *base);
    AggregationBenchRows rows(parser.isSet("json"), kHeader);
    for (double size : sizes) {
        const std::optional<Scenario> scenario = aggregationBenchScenario(*base, size);
        if (!scenario)
            return 1;
        // Small systems run longer, so every size does enough work to time.
        const double until = parser.isSet("until") ? chosenUntil : std::max(2.0, 20000.0 / size);
        std::vector<StrategyBenchRow> runs;
        for (AggregationDetection detection : kAllAggregationDetections)
            runs.push_back(measure(*scenario, detection, until));
        for (StrategyBenchRow& run : runs) {
            run.sameHistory = sameHistory(run.stats, runs.front().stats);
            if (run.strategy == AggregationDetection::BoundingCircles) {
                run.speedupOverAllPairs = runs[0].seconds / run.seconds;
                run.speedupOverBoxes = runs[1].seconds / run.seconds;
            }
            rows.add([&](ReportSink& sink) { writeStrategyBenchRow(run, sink); }, tableLine(run));
        }
    }
    return rows.finish();
}

} // namespace disklab::cli
