// Mean-square displacement and the diffusion dock: a free disk's MSD is |v|^2 t^2 across
// periodic boundaries, the fit recovers D from linear data, and every export is valid.
#include "app/charts/diffusion_dock.h"
#include "chart_export_check.h"
#include "core/event_driven_engine.h"
#include "runtime/msd_tracker.h"

#include <QTest>

#include <cmath>

using namespace disklab;

namespace {

/// One disk in a box, at (x, y) with velocity (vx, vy).
Scenario oneDisk(double width, Boundary boundary, double vx, double vy)
{
    Scenario s;
    s.width = s.height = width;
    s.boundary = boundary;
    Disk d;
    d.x = 1.0;
    d.y = 2.0;
    d.vx = vx;
    d.vy = vy;
    d.radius = 0.1;
    d.mass = 2.5;
    s.disks.push_back(d);
    return s;
}

Snapshot oneDiskAt(double t, double x, double y, double vx, double vy)
{
    Snapshot s;
    s.time = t;
    s.x = {x};
    s.y = {y};
    s.vx = {vx};
    s.vy = {vy};
    return s;
}

} // namespace

class DiffusionTest : public QObject {
    Q_OBJECT
private slots:
    void msdOfAFreeDiskIsBallistic()
    {
        // Across the periodic boundary several times: unwrapping keeps the straight line.
        const double vx = 3.0, vy = -4.0, width = 5.0;
        const Scenario scenario = oneDisk(width, Boundary::Periodic, vx, vy);
        MsdTracker tracker;
        tracker.start(scenario, oneDiskAt(0.0, 1.0, 2.0, vx, vy));
        QCOMPARE(tracker.ballisticCoefficient(), vx * vx + vy * vy);  // 2 kT / m = |v|^2 for one disk
        for (int k = 1; k <= 200; ++k) {
            const double t = 0.01 * k;
            const double x = std::fmod(1.0 + vx * t, width), y = std::fmod(std::fmod(2.0 + vy * t, width) + width, width);
            QVERIFY(tracker.add(oneDiskAt(t, x, y, vx, vy)));
        }
        QCOMPARE(tracker.samples().size(), std::size_t(201));
        for (const MsdSample& s : tracker.samples())
            QVERIFY2(std::abs(s.msd - (vx * vx + vy * vy) * s.time * s.time) <= 1e-12 * (1.0 + s.msd),
                     qPrintable(QString::number(s.time)));
    }

    void diffusionFitRecoversD()
    {
        const double D = 0.37, c = 0.2;
        std::deque<MsdSample> samples;
        for (int k = 0; k <= 100; ++k)
            samples.push_back({0.1 * k, 4.0 * D * 0.1 * k + c});
        const LinearFit fit = fitLine(samples, 0.0);
        QVERIFY(std::abs(fit.slope / 4.0 - D) < 1e-12);
        QVERIFY(std::abs(fit.intercept - c) < 1e-12);
        QCOMPARE(fit.points, 101);

        // Through the tracker: a disk whose squared displacement grows as 4 D t, with thinning
        // past the capacity on the way.
        const Scenario scenario = oneDisk(1000.0, Boundary::Walls, 0.0, 0.0);
        MsdTracker tracker(64);
        tracker.start(scenario, oneDiskAt(0.0, 1.0, 2.0, 0.0, 0.0));
        for (int k = 1; k <= 1000; ++k) {
            const double t = 0.05 * k;
            tracker.add(oneDiskAt(t, 1.0 + std::sqrt(4.0 * D * t), 2.0, 0.0, 0.0));
        }
        QVERIFY(tracker.samples().size() < 64);
        QVERIFY(tracker.samples().back().time > 40.0);
        QVERIFY(std::abs(tracker.diffusionCoefficient() - D) < 1e-9);

        DiffusionDock dock;
        FrameSnapshot f;
        f.generation = 1;
        f.scenario = std::make_shared<const Scenario>(defaultScenario());
        EventDrivenEngine engine(*f.scenario);
        for (int k = 0; k <= 40; ++k) {
            engine.advanceTo(0.05 * k);
            f.state = engine.snapshot();
            dock.showFrame(f);
        }
        const DataTable table = dock.chartData();
        QCOMPARE(table.rows.size(), dock.tracker().samples().size());
        QCOMPARE(table.rows[3][1], dock.tracker().samples()[3].msd);
        QVERIFY(table.rows.back()[1] > 0.0);
        // Rows outside the fit's range have no fit value: an empty cell, never "nan".
        QVERIFY(std::isnan(table.rows.front()[3]));
        const QString csv = table.toCsv();
        QVERIFY2(!csv.contains(QLatin1String("nan"), Qt::CaseInsensitive), qPrintable(csv.left(400)));
        QVERIFY(csv.section(QLatin1Char('\n'), 1, 1).endsWith(QLatin1Char(',')));
        test::checkExports(dock);
    }
};

QTEST_MAIN(DiffusionTest)
#include "tst_diffusion.moc"
