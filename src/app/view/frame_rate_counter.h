#pragma once
// Frames per second and time per paint, measured by the view itself: shown in the overlay and
// the status bar, and used for the performance figures in docs/user-guide.md.

#include <QElapsedTimer>

#include <cstdint>
#include <deque>
#include <vector>

namespace disklab {

class FrameRateCounter {
public:
    FrameRateCounter() { m_clock.start(); }

    /// Records one painted frame that took `paintSeconds` to draw. GUI thread.
    void recordFrame(double paintSeconds);

    /// Frames painted during the last second.
    double framesPerSecond() const;
    /// Mean and worst paint time over the last second, milliseconds.
    double meanPaintMs() const;
    double maxPaintMs() const;

    /// Figures over a measurement window started by startMeasurement().
    struct Summary {
        std::uint64_t frames = 0;
        double seconds = 0.0;
        double framesPerSecond = 0.0;
        double meanPaintMs = 0.0;
        double p95PaintMs = 0.0;
        double maxPaintMs = 0.0;
    };
    void startMeasurement();
    Summary measurement() const;

private:
    struct Sample {
        qint64 atNs;
        double paintSeconds;
    };
    void dropOld(qint64 nowNs) const;

    QElapsedTimer m_clock;
    mutable std::deque<Sample> m_recent;
    qint64 m_measureStartNs = -1;
    std::vector<double> m_measuredPaints;
};

} // namespace disklab
