// The errors a run reports are honest: the blocked standard error is right for a series of known
// correlation, and over 20 independent runs the spread of the measured temperature and pressure
// agrees with the errors each run reports, within a factor 1.5, with elastic and thermal walls.
#include "core/blocked_error.h"
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "runtime/run_report.h"

#include <QTest>

#include <cmath>
#include <cstdio>
#include <functional>
#include <random>

using namespace disklab;

namespace {

struct Spread {
    double ofMeans = 0.0;         ///< standard deviation of the runs' figures
    double reported = 0.0;        ///< root mean square of the errors they report
};

/// Runs `runs` gases of 200 disks at packing 0.2 from different seeds, each equilibrated for
/// 20 time units and measured over `window`; `figure` and `error` read a report.
Spread spreadOverRuns(bool thermalWalls, double window, const std::function<double(const RunReport&)>& figure,
                      const std::function<double(const RunReport&)>& error)
{
    const int runs = 20;
    double sum = 0.0, sumOfSquares = 0.0, errors = 0.0;
    for (int k = 0; k < runs; ++k) {
        GasParameters p;
        p.count = 200;
        p.packing = 0.2;
        p.seed = 100 + static_cast<std::uint64_t>(k);
        Scenario s = generateGas(p);
        if (thermalWalls) {
            for (BoxWall& wall : s.walls)
                wall.temperature = 1.0;
        }
        EventDrivenEngine engine(s);
        engine.advanceTo(20.0);
        RunMeasurement run = startMeasurement(EngineKind::EventDriven, s, engine);
        run.blocks = ErrorBlocks(engine, window);
        run.blocks.advance(engine, engine.time() + window, run.cuts);
        finishMeasurement(run, engine, 0.0);
        const RunReport r = runReport(run);
        sum += figure(r);
        sumOfSquares += figure(r) * figure(r);
        errors += error(r) * error(r);
    }
    const double mean = sum / runs;
    return {std::sqrt((sumOfSquares - runs * mean * mean) / (runs - 1)), std::sqrt(errors / runs)};
}

/// 16 blocks of 25 time units: longer than the time in which thermal walls renew the gas's energy.
constexpr double kWindow = 400.0;

double reportedOverSpread(const char* what, const Spread& spread)
{
    const double ratio = spread.reported / spread.ofMeans;
    std::printf("%s: spread of the runs %.4g, reported error %.4g, ratio %.2f\n", what, spread.ofMeans, spread.reported,
                ratio);
    return ratio;
}

void checkAgreement(const char* what, const Spread& spread)
{
    const double ratio = reportedOverSpread(what, spread);
    QVERIFY2(ratio > 1.0 / 1.5 && ratio < 1.5, qPrintable(QStringLiteral("%1: ratio %2").arg(what).arg(ratio)));
}

} // namespace

class TstBlockedErrors : public QObject {
    Q_OBJECT
private slots:
    void correlatedSeriesGetsItsTrueError()
    {
        // x_t = phi x_(t-1) + e_t: the mean of n values has variance (1 + phi) / (1 - phi) /
        // (1 - phi^2) / n for unit noise, 19 times the naive one's at phi = 0.9.
        const double phi = 0.9;
        const std::size_t n = 1 << 16;
        std::mt19937_64 random(5);
        std::normal_distribution<double> noise;
        std::vector<double> series(n);
        double x = 0.0;
        for (double& value : series)
            value = x = phi * x + noise(random);
        const double expected = std::sqrt((1.0 + phi) / (1.0 - phi) / (1.0 - phi * phi) / static_cast<double>(n));
        const std::optional<double> blocked = blockedStandardError(series);
        QVERIFY(blocked);
        QVERIFY2(std::abs(*blocked / expected - 1.0) < 0.2, qPrintable(QStringLiteral("%1 vs %2").arg(*blocked).arg(expected)));
        QVERIFY(!blockedStandardError(std::vector<double>(kFewestErrorBlocks - 1, 1.0)));
    }

    void temperatureErrorMatchesTheSpreadWithThermalWalls()
    {
        checkAgreement("temperature, thermal walls",
                       spreadOverRuns(true, kWindow, [](const RunReport& r) { return r.temperature; },
                                      [](const RunReport& r) { return r.temperatureError.value_or(0.0); }));
    }

    void pressureErrorMatchesTheSpreadWithThermalWalls()
    {
        checkAgreement("pressure, thermal walls",
                       spreadOverRuns(true, kWindow, [](const RunReport& r) { return r.pressure; },
                                      [](const RunReport& r) { return r.pressureError.value_or(0.0); }));
        checkAgreement("bottom wall's pressure, thermal walls",
                       spreadOverRuns(true, kWindow, [](const RunReport& r) { return *r.wallPressure[2]; },
                                      [](const RunReport& r) { return r.wallPressureError[2].value_or(0.0); }));
    }

    void pressureErrorMatchesTheSpreadWithElasticWalls()
    {
        // Between elastic walls what one wall gives the gas the opposite one takes back: raw
        // blocks of the impulse scatter more than the window's mean does (they claimed twice
        // the spread). Counting each block's change of the walls' momentum moments with it
        // takes that bounded part out.
        checkAgreement("pressure, elastic walls",
                       spreadOverRuns(false, kWindow, [](const RunReport& r) { return r.pressure; },
                                      [](const RunReport& r) { return r.pressureError.value_or(0.0); }));
        checkAgreement("bottom wall's pressure, elastic walls",
                       spreadOverRuns(false, kWindow, [](const RunReport& r) { return *r.wallPressure[2]; },
                                      [](const RunReport& r) { return r.wallPressureError[2].value_or(0.0); }));
    }
};

QTEST_APPLESS_MAIN(TstBlockedErrors)

#include "tst_blocked_errors.moc"
