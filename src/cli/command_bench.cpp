// disklab-cli bench: collisions per second of equilibrated periodic gases (sigma = 1, kT = 1)
// over a grid of sizes and packing fractions. Each configuration runs in a child process of
// its own so its peak memory is its own.
#include "cli_output.h"
#include "commands.h"
#include "run_report.h"

#include "core/event_driven_engine.h"
#include "core/gas_generator.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>

#include <sys/resource.h>

#include <cmath>

namespace disklab::cli {
namespace {

struct BenchConfig {
    int n = 10000;
    double packing = 0.5;
    quint64 events = 2'000'000;
    double warmupPerDisk = 20.0;
};

double peakMemoryMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;  // Linux reports kilobytes
}

/// Runs one configuration in this process and returns its report.
QJsonObject benchOne(const BenchConfig& config)
{
    GasParameters gas;
    gas.count = config.n;
    gas.packing = config.packing;
    gas.periodic = true;
    gas.seed = 1;
    gas.meltCollisionsPerDisk = config.warmupPerDisk;
    QElapsedTimer setup;
    setup.start();
    const Scenario scenario = generateGas(gas);
    EventDrivenEngine engine(scenario);
    // Warm-up: caches, branch predictors and the event queue reach their steady state.
    engine.advanceCollisions(std::min<quint64>(config.events / 4, 5ull * static_cast<quint64>(config.n)));
    const double setupSeconds = static_cast<double>(setup.nsecsElapsed()) * 1e-9;

    RunMeasurement run;
    run.engine = "event";
    run.scenario = &scenario;
    run.first = engine.snapshot();
    run.firstTotals = engine.totals();
    QElapsedTimer clock;
    clock.start();
    engine.advanceCollisions(config.events);
    run.wallSeconds = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
    run.last = engine.snapshot();
    run.lastTotals = engine.totals();

    QJsonObject o = runReportJson(run);
    o["packing"] = config.packing;
    o["ns_per_collision"] = run.wallSeconds * 1e9 / std::max(1.0, o["collisions"].toDouble());
    o["peak_memory_mb"] = peakMemoryMegabytes();
    o["setup_seconds"] = setupSeconds;
    o["cells"] = static_cast<double>(engine.cellColumns()) * engine.cellRows();
    return o;
}

QList<double> numberList(const QString& text, bool& ok)
{
    QList<double> values;
    ok = true;
    for (const QString& part : text.split(',', Qt::SkipEmptyParts)) {
        bool good = false;
        values << part.trimmed().toDouble(&good);
        ok = ok && good && std::isfinite(values.last());
    }
    ok = ok && !values.isEmpty();
    return values;
}

QString tableRow(const QJsonObject& o)
{
    return QString("%1 %2 %3 %4 %5 %6 %7")
        .arg(static_cast<qlonglong>(o["n"].toDouble()), 9)
        .arg(o["packing"].toDouble(), 7, 'f', 2)
        .arg(o["collisions_per_second"].toDouble() / 1e6, 12, 'f', 3)
        .arg(o["events_per_second"].toDouble() / 1e6, 12, 'f', 3)
        .arg(o["ns_per_collision"].toDouble(), 10, 'f', 1)
        .arg(o["peak_memory_mb"].toDouble(), 9, 'f', 1)
        .arg(o["compressibility"].toDouble(), 8, 'f', 3);
}

} // namespace

int benchCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Measures engine speed on equilibrated periodic gases (sigma = 1, kT = 1).");
    parser.addOptions({
        {"n", "Comma-separated numbers of disks.", "LIST", "1000,10000,100000"},
        {"packing", "Comma-separated packing fractions.", "LIST", "0.3,0.5,0.7"},
        {"engine", "Engine to measure: event (time-driven benchmarks are not in this build yet).", "event", "event"},
        {"events", "Collisions measured per configuration (after warm-up).", "N", "2000000"},
        {"warmup", "Collisions per disk that melt the starting lattice.", "C", "20"},
        {"json", "Print a JSON array, one object per configuration."},
        {"one", "Internal: run a single configuration in this process."},
    });
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli bench"} + arguments))
        return usageError("bench", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }
    if (parser.value("engine") != "event")
        return usageError("bench", "--engine: only 'event' is available in this build");
    bool okN = false, okPacking = false, okEvents = false, okWarmup = false;
    const QList<double> sizes = numberList(parser.value("n"), okN);
    const QList<double> packings = numberList(parser.value("packing"), okPacking);
    const quint64 events = parser.value("events").toULongLong(&okEvents);
    const double warmup = parser.value("warmup").toDouble(&okWarmup);
    if (!okN || !okPacking || !okEvents || !okWarmup)
        return usageError("bench", "--n and --packing take comma-separated numbers, --events a whole number");

    if (parser.isSet("one")) {
        BenchConfig config{static_cast<int>(sizes.first()), packings.first(), events, warmup};
        try {
            printOut(QString::fromUtf8(QJsonDocument(benchOne(config)).toJson(QJsonDocument::Compact)));
        } catch (const std::exception& e) {
            printError(e.what());
            return 1;
        }
        return 0;
    }

    const bool json = parser.isSet("json");
    if (!json)
        printOut("        n packing   Mcoll/s     Mevents/s   ns/coll    peak MB        Z");
    QJsonArray all;
    for (double n : sizes) {
        for (double packing : packings) {
            QProcess child;
            child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            child.start(QCoreApplication::applicationFilePath(),
                        {"bench", "--one", "--n", QString::number(n, 'g', 12), "--packing", QString::number(packing, 'g', 12),
                         "--events", QString::number(events), "--warmup", QString::number(warmup, 'g', 12)});
            if (!child.waitForFinished(-1) || child.exitCode() != 0) {
                printError(QString("bench: configuration n=%1 packing=%2 failed").arg(n).arg(packing));
                return 1;
            }
            const QJsonObject o = QJsonDocument::fromJson(child.readAllStandardOutput()).object();
            all.append(o);
            if (!json)
                printOut(tableRow(o));
        }
    }
    if (json)
        printOut(QString::fromUtf8(QJsonDocument(all).toJson(QJsonDocument::Indented)));
    return 0;
}

} // namespace disklab::cli
