// The playback speed a scenario opens at: a gas's typical disk crosses about a tenth of the
// box per second; a Brownian aggregation's lone disk diffuses across the mean spacing between
// disks in about half a second, with the diffusion coefficient measured from the engine's own
// random walk rather than taken from the formula the speed uses.
#include "app/run/playback_speed.h"
#include "core/aggregation_engine.h"
#include "core/aggregation_generator.h"
#include "core/gas_generator.h"

#include <QtTest>

#include <cmath>

using namespace disklab;

namespace {

/// The difference a - b across a periodic box of side `size`, by the nearest image.
double nearestImage(double a, double b, double size)
{
    return a - b - size * std::round((a - b) / size);
}

} // namespace

class TestPlaybackSpeed : public QObject {
    Q_OBJECT
private slots:
    void aGasCrossesATenthOfTheBoxPerSecond()
    {
        GasParameters p;
        p.count = 200;
        const Scenario gas = generateGas(p);
        double sum = 0.0;
        for (const Disk& d : gas.disks)
            sum += d.vx * d.vx + d.vy * d.vy;
        const double crossed = suggestedSpeed(gas) * std::sqrt(sum / double(gas.disks.size())) / gas.width;
        QVERIFY2(crossed > 0.05 && crossed < 0.2, qPrintable(QString::number(crossed)));
    }

    void aBrownianDiskCrossesTheSpacingInHalfASecond()
    {
        // So dilute that hardly any disk meets another in the time measured; those that stay
        // alone walk freely.
        AggregationParameters p;
        p.count = 400;
        p.areaFraction = 0.0005;
        p.motion = AggregationMotion::Brownian;
        p.seed = 17;
        const Scenario s = generateAggregation(p);
        AggregationEngine engine(s);
        const Snapshot start = engine.snapshot();
        const double t = 40.0;
        engine.advanceTo(t);
        const std::vector<std::int32_t> labels = engine.aggregationStats()->clusterLabels;
        const Snapshot end = engine.snapshot();
        double squared = 0.0;
        std::size_t alone = 0;
        for (std::size_t i = 0; i < start.size(); ++i) {
            if (labels[i] >= 0)
                continue;
            ++alone;
            const double dx = nearestImage(end.x[i], start.x[i], s.width), dy = nearestImage(end.y[i], start.y[i], s.height);
            squared += dx * dx + dy * dy;
        }
        QVERIFY(alone > 380);
        const double diffusion = squared / double(alone) / (4.0 * t);
        const double crossing = s.width * s.height / double(s.disks.size()) / (4.0 * diffusion);
        // Half a second within the rounding to 1, 2 or 5 (a factor below 1.6 either way) and the
        // walk's sampling error (400 walkers: about 5 %).
        const double seconds = crossing / suggestedSpeed(s);
        QVERIFY2(seconds > 0.5 / 1.7 && seconds < 0.5 * 1.7, qPrintable(QString::number(seconds)));
        // A ballistic gas of the same disks opens at its thermal speed instead: far slower here.
        Scenario ballistic = s;
        ballistic.aggregation->motion = AggregationMotion::Ballistic;
        QVERIFY(suggestedSpeed(ballistic) < suggestedSpeed(s) / 10.0);
    }
};

QTEST_MAIN(TestPlaybackSpeed)
#include "tst_playback_speed.moc"
