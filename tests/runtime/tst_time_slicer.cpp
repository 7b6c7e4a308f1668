// TimeSlicer, driven with synthetic timings: each slice it proposes should take about
// kSliceSeconds of wall clock at the throughput it has measured, never exceed what is left of
// the tick, and follow a slowdown at once so a dense phase cannot block the worker.
#include "runtime/time_slicer.h"

#include <QTest>

#include <cmath>

using namespace disklab;

namespace {

/// Wall-clock seconds a slice takes at `rate` simulated time units per second.
double wallSecondsOf(double slice, double rate)
{
    return slice / rate;
}

} // namespace

class TestTimeSlicer : public QObject {
    Q_OBJECT
private slots:
    void startsWithASmallPieceWhileTheRateIsUnknown();
    void sliceTakesTheBudgetAtTheMeasuredRate();
    void neverExceedsWhatRemains();
    void followsASlowdownAtOnce();
    void growsTowardsAFasterRate();
    void resetForgetsTheRate();
    void emptyRecordsAreIgnored();
    void aZeroTimingDoesNotMakeTheSliceInfinite();
};

void TestTimeSlicer::startsWithASmallPieceWhileTheRateIsUnknown()
{
    const TimeSlicer slicer;
    const double slice = slicer.nextSlice(10.0);
    QVERIFY(slice > 0.0);
    // A small fraction, so an engine of unknown cost cannot hold the worker for the whole tick.
    QVERIFY(slice <= 10.0 / 100.0);
}

void TestTimeSlicer::sliceTakesTheBudgetAtTheMeasuredRate()
{
    TimeSlicer slicer;
    const double rate = 250.0;  // simulated time per wall second
    slicer.record(0.5, 0.5 / rate);
    const double slice = slicer.nextSlice(1e9);
    QVERIFY(std::abs(wallSecondsOf(slice, rate) - TimeSlicer::kSliceSeconds) <= 1e-12);
}

void TestTimeSlicer::neverExceedsWhatRemains()
{
    TimeSlicer slicer;
    QVERIFY(slicer.nextSlice(0.3) <= 0.3);
    slicer.record(1.0, 1e-3);  // fast: one budget covers 2 time units
    QCOMPARE(slicer.nextSlice(0.3), 0.3);
    QCOMPARE(slicer.nextSlice(0.0), 0.0);
}

void TestTimeSlicer::followsASlowdownAtOnce()
{
    TimeSlicer slicer;
    const double fast = 1000.0, slow = 10.0;
    for (int i = 0; i < 20; ++i)
        slicer.record(1.0, 1.0 / fast);
    // One slow slice: the next one must already fit the budget at the slow rate.
    slicer.record(0.01, 0.01 / slow);
    const double slice = slicer.nextSlice(1e9);
    QVERIFY(wallSecondsOf(slice, slow) <= TimeSlicer::kSliceSeconds * (1.0 + 1e-12));
}

void TestTimeSlicer::growsTowardsAFasterRate()
{
    TimeSlicer slicer;
    const double slow = 10.0, fast = 1000.0;
    slicer.record(0.01, 0.01 / slow);
    const double before = slicer.nextSlice(1e9);
    slicer.record(1.0, 1.0 / fast);
    const double after = slicer.nextSlice(1e9);
    QVERIFY(after > before);
    QVERIFY(wallSecondsOf(after, fast) < TimeSlicer::kSliceSeconds);  // smoothed, not a jump
    for (int i = 0; i < 100; ++i)
        slicer.record(1.0, 1.0 / fast);
    QVERIFY(std::abs(wallSecondsOf(slicer.nextSlice(1e9), fast) / TimeSlicer::kSliceSeconds - 1.0) < 1e-6);
}

void TestTimeSlicer::resetForgetsTheRate()
{
    TimeSlicer slicer;
    const TimeSlicer fresh;
    slicer.record(1.0, 1e-3);
    slicer.reset();
    QCOMPARE(slicer.nextSlice(10.0), fresh.nextSlice(10.0));
}

void TestTimeSlicer::emptyRecordsAreIgnored()
{
    TimeSlicer slicer;
    const double rate = 100.0;
    slicer.record(1.0, 1.0 / rate);
    const double slice = slicer.nextSlice(1e9);
    slicer.record(0.0, 5.0);   // a paused tick: no time advanced, nothing learnt
    slicer.record(-1.0, 5.0);
    QCOMPARE(slicer.nextSlice(1e9), slice);
}

void TestTimeSlicer::aZeroTimingDoesNotMakeTheSliceInfinite()
{
    TimeSlicer slicer;
    slicer.record(1.0, 0.0);  // a timer too coarse to see the advance
    const double slice = slicer.nextSlice(1e300);
    QVERIFY(std::isfinite(slice));
    QVERIFY(slice > 0.0);
}

QTEST_APPLESS_MAIN(TestTimeSlicer)
#include "tst_time_slicer.moc"
