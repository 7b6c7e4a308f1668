// The velocity autocorrelation against cases worked by hand: constant velocities keep C = <v^2>;
// velocities reversed every interval alternate its sign; lags are averaged over their origins.
#include "core/velocity_autocorrelation.h"

#include <QtTest>

#include <cmath>

using namespace disklab;

namespace {

Snapshot velocities(std::vector<double> vx, std::vector<double> vy)
{
    Snapshot s;
    s.x.assign(vx.size(), 0.0);
    s.y.assign(vx.size(), 0.0);
    s.vx = std::move(vx);
    s.vy = std::move(vy);
    return s;
}

} // namespace

class TestVelocityAutocorrelation : public QObject {
    Q_OBJECT
private slots:
    void constantVelocitiesStayCorrelated()
    {
        VelocityAutocorrelation c(4);
        for (int k = 0; k < 6; ++k)
            c.add(velocities({1.0, 0.0}, {2.0, -3.0}));
        // <v^2> = (5 + 9) / 2 = 7 at every lag.
        QCOMPARE(c.values(), (std::vector<double>{7.0, 7.0, 7.0, 7.0}));
    }
    void reversalsAlternateTheSignAndUnreachedLagsAreNaN()
    {
        VelocityAutocorrelation c(4);
        for (int k = 0; k < 3; ++k) {
            const double sign = k % 2 == 0 ? 1.0 : -1.0;
            c.add(velocities({sign * 2.0}, {0.0}));
        }
        const std::vector<double> values = c.values();
        QCOMPARE(values[0], 4.0);
        QCOMPARE(values[1], -4.0);
        QCOMPARE(values[2], 4.0);
        QVERIFY(std::isnan(values[3]));
    }
};

QTEST_APPLESS_MAIN(TestVelocityAutocorrelation)
#include "tst_velocity_autocorrelation.moc"
