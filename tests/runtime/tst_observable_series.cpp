// ObservableSeries fed with frames of an event-driven run, as the GUI receives them: samples
// cover windows of at least the interval, exactly (totals are cumulative, so skipped frames
// lose nothing), the wall pressure of a dilute gas is the ideal-gas value with its first
// corrections, and a new generation starts the record over.
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "runtime/motion_meter.h"
#include "runtime/observable_series.h"

#include <QTest>

#include <cmath>
#include <memory>
#include <numbers>

using namespace disklab;

namespace {

constexpr int kDisks = 400;
constexpr double kRadius = 0.05;

/// 400 disks of radius 0.05 (m = 1, kT = 1) in a walled square box of side 20.
std::shared_ptr<const Scenario> diluteGas()
{
    GasParameters p;
    p.count = kDisks;
    p.radius = kRadius;
    p.packing = kDisks * std::numbers::pi * kRadius * kRadius / (20.0 * 20.0);
    p.seed = 5;
    return std::make_shared<const Scenario>(generateGas(p));
}

FrameSnapshot frameOf(const std::shared_ptr<const Scenario>& scenario, const Engine& engine, std::uint64_t generation)
{
    FrameSnapshot frame;
    frame.generation = generation;
    frame.scenario = scenario;
    frame.state = engine.snapshot();
    frame.totals = engine.totals();
    MotionMeter().measure(frame);
    return frame;
}

} // namespace

class TestObservableSeries : public QObject {
    Q_OBJECT
private slots:
    void samplesCoverWindowsOfTheInterval();
    void skippedFramesLoseNothing();
    void dilutePressureIsTheIdealGasValue();
    void aNewGenerationStartsOver();
    void capacityKeepsTheNewest();
};

void TestObservableSeries::samplesCoverWindowsOfTheInterval()
{
    const auto scenario = diluteGas();
    EventDrivenEngine engine(*scenario);
    ObservableSeries series;
    series.setInterval(1.0);
    QVERIFY(!series.addFrame(frameOf(scenario, engine, 1)));  // the first frame only opens a window
    int added = 0;
    for (int k = 1; k <= 100; ++k) {
        engine.advanceTo(0.25 * k);
        added += series.addFrame(frameOf(scenario, engine, 1)) ? 1 : 0;
    }
    QCOMPARE(added, 25);
    QCOMPARE(series.samples().size(), std::size_t(25));
    double previous = 0.0;
    for (const ObservableSample& s : series.samples()) {
        QVERIFY(s.time - previous >= 1.0 - 1e-12);
        previous = s.time;
        QVERIFY(std::abs(s.area - scenario->area()) <= 1e-12 * scenario->area());
        QVERIFY(std::abs(s.idealPressure - kDisks * s.temperature / s.area) <= 1e-12 * s.idealPressure);
    }
    const ObservableSample& last = series.samples().back();
    QCOMPARE(last.time, 25.0);
    QVERIFY(std::abs(last.kineticEnergy - kDisks * 1.0) < 0.1 * kDisks);  // K = N kT at kT about 1
    const Snapshot now = engine.snapshot();
    double px = 0.0, py = 0.0;
    for (std::size_t i = 0; i < now.size(); ++i)
        px += now.vx[i], py += now.vy[i];  // every mass is 1
    QVERIFY(std::abs(last.momentumX - px) < 1e-9 && std::abs(last.momentumY - py) < 1e-9);
}

void TestObservableSeries::skippedFramesLoseNothing()
{
    const auto scenario = diluteGas();
    EventDrivenEngine engine(*scenario);
    ObservableSeries series;
    series.setInterval(0.7);
    series.addFrame(frameOf(scenario, engine, 3));
    const std::uint64_t first = engine.totals().collisions;
    std::uint64_t atLastSample = first;
    // Frames at uneven times, as a busy GUI takes them.
    double t = 0.0;
    for (int k = 0; k < 60; ++k) {
        t += 0.05 + 0.3 * ((k * 7) % 5) / 4.0;
        engine.advanceTo(t);
        if (series.addFrame(frameOf(scenario, engine, 3)))
            atLastSample = engine.totals().collisions;
    }
    QVERIFY(series.samples().size() > 5);
    std::uint64_t counted = 0;
    for (const ObservableSample& s : series.samples())
        counted += s.collisions;
    QCOMPARE(counted, atLastSample - first);
}

void TestObservableSeries::dilutePressureIsTheIdealGasValue()
{
    // Kinetic theory for disks of radius r in a walled box of side L: centres reach only
    // L - 2r of each wall, so the impulse per perimeter is N kT / ((L - 2r) L); pairs add the
    // second virial term, Z = 1 + 2 eta with eta the packing fraction.
    const auto scenario = diluteGas();
    const double side = scenario->width;
    const double eta = kDisks * std::numbers::pi * kRadius * kRadius / (side * side);
    const double expected = side / (side - 2.0 * kRadius) * (1.0 + 2.0 * eta);
    EventDrivenEngine engine(*scenario);
    ObservableSeries series;
    series.setInterval(10.0);
    for (int k = 0; k <= 2000; ++k) {
        engine.advanceTo(1.0 * k);
        series.addFrame(frameOf(scenario, engine, 1));
    }
    const auto& samples = series.samples();
    QCOMPARE(samples.size(), std::size_t(200));
    double mean = 0.0, square = 0.0;
    for (const ObservableSample& s : samples) {
        const double ratio = s.pressure / s.idealPressure;
        mean += ratio;
        square += ratio * ratio;
    }
    const double n = static_cast<double>(samples.size());
    mean /= n;
    const double standardError = std::sqrt((square / n - mean * mean) / (n - 1.0));
    QVERIFY2(standardError < 0.01, qPrintable(QString("standard error %1").arg(standardError)));
    QVERIFY2(std::abs(mean - expected) < 4.0 * standardError,
             qPrintable(QString("P / (N kT / A) = %1 +- %2, theory %3").arg(mean).arg(standardError).arg(expected)));
}

void TestObservableSeries::aNewGenerationStartsOver()
{
    const auto scenario = diluteGas();
    EventDrivenEngine engine(*scenario);
    ObservableSeries series;
    series.setInterval(1.0);
    for (int k = 0; k <= 10; ++k) {
        engine.advanceTo(0.5 * k);
        series.addFrame(frameOf(scenario, engine, 1));
    }
    QCOMPARE(series.samples().size(), std::size_t(5));
    // A reset: time starts again from 0 in a new generation.
    EventDrivenEngine restarted(*scenario);
    QVERIFY(!series.addFrame(frameOf(scenario, restarted, 2)));
    QVERIFY(series.samples().empty());
    restarted.advanceTo(0.5);
    QVERIFY(!series.addFrame(frameOf(scenario, restarted, 2)));
    restarted.advanceTo(1.0);
    QVERIFY(series.addFrame(frameOf(scenario, restarted, 2)));
    QCOMPARE(series.samples().size(), std::size_t(1));
    QCOMPARE(series.samples().front().time, 1.0);
    QCOMPARE(series.samples().front().collisions, restarted.totals().collisions);
}

void TestObservableSeries::capacityKeepsTheNewest()
{
    const auto scenario = diluteGas();
    EventDrivenEngine engine(*scenario);
    ObservableSeries series(3);
    series.setInterval(1.0);
    for (int k = 0; k <= 8; ++k) {
        engine.advanceTo(1.0 * k);
        series.addFrame(frameOf(scenario, engine, 1));
    }
    QCOMPARE(series.samples().size(), std::size_t(3));
    QCOMPARE(series.samples().front().time, 6.0);
    QCOMPARE(series.samples().back().time, 8.0);
}

QTEST_APPLESS_MAIN(TestObservableSeries)
#include "tst_observable_series.moc"
