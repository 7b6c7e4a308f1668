// disklab-cli soak: a long run of the exact engine that stops at the first checkpoint where a
// pair of disks overlaps, energy or momentum stops balancing, or a collision comes out of order.
#include "cli_output.h"
#include "commands.h"

#include "core/soak_monitor.h"
#include "io/scenario_file.h"
#include "runtime/engine_factory.h"

#include <QCommandLineParser>
#include <QElapsedTimer>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>

namespace disklab::cli {
namespace {

// Round-off alone: each collision changes the energy and momentum sums by a few ulps, so after
// 10^8 collisions a random walk reaches about 1e-12 relative; a real defect (a missed or
// doubled collision, a wrong impulse) shows at 1e-6 and above.
constexpr double kEnergyTolerance = 1e-9;
constexpr double kMomentumTolerance = 1e-9;

struct SoakOptions {
    QString scenarioPath;
    quint64 collisions = 100'000'000;
    quint64 checkEvery = 1'000'000;
};

QString checkpointLine(const SoakCheckpoint& c)
{
    return QString("%1 collisions  %2 events  t = %3  overlaps %4 (deepest %5)  energy %6  momentum %7  "
                   "out of order %8")
        .arg(c.collisions)
        .arg(c.events)
        .arg(c.time, 0, 'g', 8)
        .arg(c.overlappingPairs)
        .arg(c.maxOverlap, 0, 'g', 3)
        .arg(c.energyDrift, 0, 'e', 2)
        .arg(c.momentumError, 0, 'e', 2)
        .arg(c.outOfOrder);
}

/// What is wrong at this checkpoint, or nothing.
std::optional<QString> failure(const SoakCheckpoint& c)
{
    if (c.overlappingPairs > 0)
        return QString("%1 pairs of disks overlap").arg(c.overlappingPairs);
    if (!(std::abs(c.energyDrift) <= kEnergyTolerance))
        return QString("energy drifted by %1 relative (tolerance %2)").arg(c.energyDrift).arg(kEnergyTolerance);
    if (!(c.momentumError <= kMomentumTolerance))
        return QString("momentum is off balance by %1 relative (tolerance %2)").arg(c.momentumError).arg(kMomentumTolerance);
    if (c.outOfOrder > 0)
        return QString("%1 collisions came earlier than the one before").arg(c.outOfOrder);
    return std::nullopt;
}

int soak(const Scenario& scenario, const SoakOptions& options)
{
    EngineConfig config = scenario.engine;
    config.kind = EngineKind::EventDriven;
    const std::unique_ptr<Engine> engine = makeEngine(scenario, config);
    SoakMonitor monitor(*engine);
    SoakCheckpoint worst;
    QElapsedTimer clock;
    clock.start();
    for (quint64 done = 0; done < options.collisions;) {
        const quint64 chunk = std::min(options.checkEvery, options.collisions - done);
        const bool more = engine->advanceCollisions(chunk);
        const SoakCheckpoint checkpoint = monitor.check();
        printOut(checkpointLine(checkpoint));
        if (const std::optional<QString> problem = failure(checkpoint)) {
            printError(QString("%1: FAILED at t = %2: %3").arg(options.scenarioPath).arg(checkpoint.time, 0, 'g', 17).arg(*problem));
            return 1;
        }
        worst.energyDrift = std::max(worst.energyDrift, std::abs(checkpoint.energyDrift));
        worst.momentumError = std::max(worst.momentumError, checkpoint.momentumError);
        worst.maxOverlap = std::max(worst.maxOverlap, checkpoint.maxOverlap);
        done = checkpoint.collisions;
        if (!more)
            break;
    }
    const double seconds = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
    const SoakCheckpoint last = monitor.check();
    printOut(QString("passed: %1 collisions (%2 events) of %3 disks in %4 s; worst energy drift %5, worst momentum "
                     "error %6, deepest contact %7, none out of order")
                 .arg(last.collisions)
                 .arg(last.events)
                 .arg(scenario.disks.size())
                 .arg(seconds, 0, 'f', 1)
                 .arg(worst.energyDrift, 0, 'e', 2)
                 .arg(worst.momentumError, 0, 'e', 2)
                 .arg(worst.maxOverlap, 0, 'g', 3));
    return 0;
}

std::optional<quint64> positiveCount(const QCommandLineParser& parser, const QString& name, QString& error)
{
    bool ok = false;
    const double value = parser.value(name).toDouble(&ok);  // so that 1e8 is accepted
    if (!ok || !(value >= 1.0) || value > 1e15 || value != std::floor(value)) {
        error = QString("--%1: expected a whole number >= 1, got '%2'").arg(name, parser.value(name));
        return std::nullopt;
    }
    return static_cast<quint64>(value);
}

} // namespace

int soakCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Runs the exact engine for many collisions, checking every --check-every of "
                                     "them that no disks overlap, energy and momentum balance and collisions "
                                     "stay in order. Exit code 1 at the first failed check.");
    parser.addPositionalArgument("scenario", "Scenario file: DiskLab .json or algs4 .txt.");
    parser.addOptions({
        {"collisions", "How many collisions to run.", "N", "1e8"},
        {"check-every", "Check after every N collisions.", "N", "1e6"},
    });
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli soak"} + arguments))
        return usageError("soak", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return usageError("soak", "give exactly one scenario file");
    SoakOptions options;
    options.scenarioPath = positional.first();
    QString error;
    const std::optional<quint64> collisions = positiveCount(parser, "collisions", error);
    const std::optional<quint64> checkEvery = positiveCount(parser, "check-every", error);
    if (!collisions || !checkEvery)
        return usageError("soak", error);
    options.collisions = *collisions;
    options.checkEvery = *checkEvery;
    const LoadResult loaded = loadScenarioFile(options.scenarioPath);
    if (!loaded.ok()) {
        printError(loaded.error);
        return 1;
    }
    try {
        return soak(*loaded.scenario, options);
    } catch (const std::exception& e) {
        printError(QString("%1: %2").arg(options.scenarioPath, e.what()));
        return 1;
    }
}

} // namespace disklab::cli
