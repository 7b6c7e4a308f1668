// The Structure dock against theory: g(r) of a dilute gas is 1 beyond contact; a dense fluid has
// its contact peak at sigma, with Henderson's g(sigma+) and the Z = 1 + 2 eta g(sigma+) it gives
// named in the legend; |psi6| is recorded against time; a running simulation is measured at most
// every few hundred milliseconds, a hidden dock not at all; the exports carry the chart's data;
// the window's View menu shows the dock and its run feeds it.
#include "app/charts/structure_dock.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"
#include "chart_export_check.h"
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "../window_docks.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <qcustomplot.h>

#include <cmath>
#include <memory>

using namespace disklab;
using disklab::test::dockNamed;

namespace {

/// `count` paused frames of an equilibrated gas of 1000 disks (sigma = 1, kT = 1) at `packing`
/// in a periodic box, a few collisions per disk apart.
std::vector<FramePtr> gasFrames(double packing, int count, bool running = false)
{
    GasParameters p;
    p.count = 1000;
    p.packing = packing;
    p.periodic = true;
    p.seed = 11;
    auto scenario = std::make_shared<const Scenario>(generateGas(p));
    EventDrivenEngine engine(*scenario);
    std::vector<FramePtr> frames;
    for (int k = 0; k < count; ++k) {
        engine.advanceCollisions(2ull * p.count);
        auto frame = std::make_shared<FrameSnapshot>();
        frame->generation = 1;
        frame->scenario = scenario;
        frame->state = engine.snapshot();
        frame->running = running;
        frames.push_back(std::move(frame));
    }
    return frames;
}

/// Shows every frame and waits for each measurement, as a paused run stepped by hand.
void showAll(StructureDock& dock, const std::vector<FramePtr>& frames)
{
    for (const FramePtr& frame : frames) {
        dock.showFrame(frame);
        QTRY_VERIFY_WITH_TIMEOUT(!dock.measuring(), 20000);
    }
}

/// Henderson's contact value of the hard-disk fluid, (1 - 7 eta / 16) / (1 - eta)^2 (Mol. Phys.
/// 30, 971 (1975)), exact to second order in eta.
double hendersonContact(double eta)
{
    return (1.0 - 7.0 * eta / 16.0) / ((1.0 - eta) * (1.0 - eta));
}

/// Mean of the chart's g over r in [from, to).
double meanG(const DataTable& table, double from, double to)
{
    double sum = 0.0;
    int bins = 0;
    for (const auto& row : table.rows)
        if (row[0] >= from && row[0] < to) {
            sum += row[1];
            ++bins;
        }
    return sum / bins;
}

} // namespace

class StructureDockTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_structure_dock"));
        QSettings().clear();
    }

    void diluteGasHasGOfOneBeyondContact()
    {
        StructureDock dock;
        dock.show();
        showAll(dock, gasFrames(0.02, 20));
        QCOMPARE(dock.record().states(), 20);
        const DataTable table = dock.chartData();
        QCOMPARE(int(table.rows.size()), kDefaultPairBins);
        // Hard cores: nothing inside sigma; beyond two diameters g = 1 to first order in the
        // density. Each state has about 840 pairs between 2 and 5 sigma (500 disks' worth of
        // partners at number density 0.0255 over an area of 21 pi): 20 states, 0.8 % noise.
        QCOMPARE(meanG(table, 0.0, 0.98), 0.0);
        const double far = meanG(table, 2.0, 5.0);
        qInfo("dilute gas: mean g over 2..5 sigma = %.4f", far);
        QVERIFY2(std::abs(far - 1.0) < 0.03, qPrintable(QString::number(far)));
    }

    void denseFluidHasItsContactPeakAndZInTheLegend()
    {
        const double packing = 0.6;
        StructureDock dock;
        dock.show();
        showAll(dock, gasFrames(packing, 10));
        const DataTable table = dock.chartData();
        // The peak is at contact: the highest bin lies within a bin of sigma.
        const auto peak = std::max_element(table.rows.begin(), table.rows.end(),
                                           [](const auto& a, const auto& b) { return a[1] < b[1]; });
        QVERIFY2(std::abs((*peak)[0] - 1.0) < 0.03, qPrintable(QString::number((*peak)[0])));
        const double contact = dock.record().contact().value();
        qInfo("eta %.2f: g(sigma+) = %.3f, Henderson %.3f", packing, contact, hendersonContact(packing));
        // Ten states of 1000 disks: about 3 % statistical error on the five bins fitted.
        QVERIFY2(std::abs(contact / hendersonContact(packing) - 1.0) < 0.08, qPrintable(QString::number(contact)));
        QVERIFY(std::abs(dock.record().meanPacking() - packing) < 1e-9);
        // The legend names g(sigma+) and Z = 1 + 2 eta g(sigma+), the point drawn at r = sigma.
        QCustomPlot& plot = dock.plot();
        QCPGraph* point = plot.graph(2);
        QVERIFY(plot.legend->visible() && plot.legend->hasItemWithPlottable(point));
        const QString z = QString::number(1.0 + 2.0 * packing * contact, 'f', 3);
        QVERIFY2(point->name().contains(QStringLiteral("Z = 1 + 2η g(σ+) = ") + z), qPrintable(point->name()));
        QCOMPARE(point->data()->size(), 1);
        QCOMPARE(point->data()->begin()->key, 1.0);
        QCOMPARE(point->data()->begin()->value, contact);
        test::checkExports(dock);

        // On the atoms scale the distances read in nm: one diameter is one atom's.
        UnitSystem atoms;
        atoms.scale = UnitScale::Atoms;
        dock.setUnits(atoms);
        const double nm = atoms.factor(Quantity::Length);
        QCOMPARE(nm, atomOf(atoms.gas).diameter);
        QVERIFY(dock.chartData().columns[0].contains(QStringLiteral("nm")));
        QCOMPARE(dock.chartData().rows[0][0], table.rows[0][0] * nm);
        QCOMPARE(plot.graph(2)->data()->begin()->key, nm);
    }

    void bondOrderIsRecordedAgainstTime()
    {
        StructureDock dock;
        dock.show();
        const std::vector<FramePtr> frames = gasFrames(0.6, 4);
        showAll(dock, frames);
        dock.setView(StructureDock::View::BondOrder);
        const DataTable table = dock.chartData();
        QCOMPARE(int(table.rows.size()), 4);
        for (std::size_t k = 0; k < table.rows.size(); ++k) {
            QCOMPARE(table.rows[k][0], frames[k]->state.time);
            // A fluid of 1000 disks: no long-range order, |<psi6>| a few times 1/sqrt(N) at most.
            QVERIFY2(table.rows[k][1] >= 0.0 && table.rows[k][1] < 0.2, qPrintable(QString::number(table.rows[k][1])));
        }
        test::checkExports(dock);
    }

    void runningFramesAreMeasuredAtMostEveryFewHundredMilliseconds()
    {
        StructureDock dock;
        dock.show();
        const std::vector<FramePtr> frames = gasFrames(0.3, 20, true);
        for (const FramePtr& frame : frames)
            dock.showFrame(frame);
        QTRY_VERIFY_WITH_TIMEOUT(!dock.measuring(), 20000);
        // The first frame was measured; the others arrived within a few milliseconds of it.
        QCOMPARE(dock.record().states(), 1);
    }

    void aHiddenDockMeasuresTheLatestStateOnceShown()
    {
        StructureDock dock;
        const std::vector<FramePtr> frames = gasFrames(0.3, 2);
        for (const FramePtr& frame : frames)
            dock.showFrame(frame);
        QVERIFY(!dock.measuring());
        QCOMPARE(dock.record().states(), 0);
        dock.show();
        QTRY_VERIFY_WITH_TIMEOUT(dock.record().states() == 1, 20000);
        QCOMPARE(dock.record().order().front().time, frames.back()->state.time);
    }

    void theWindowFeedsTheDockChosenFromTheViewMenu()
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        StructureDock& dock = dockNamed<StructureDock>(window, "structureDock");
        QCOMPARE(dock.objectName(), QStringLiteral("structureDock"));
        QAction* toggle = dock.toggleViewAction();
        bool inAMenu = false;
        for (QAction* menu : window.menuBar()->actions())
            inAMenu = inAMenu || (menu->menu() && menu->menu()->actions().contains(toggle));
        QVERIFY(inAMenu);
        QVERIFY(!dock.isVisible());
        toggle->trigger();
        // The paused state at t = 0 is measured once the dock is in sight, then the run's.
        QTRY_VERIFY_WITH_TIMEOUT(dock.record().states() == 1, 20000);
        window.actions().playPause->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(dock.record().states() >= 3, 20000);
        window.actions().playPause->trigger();
    }

    void restartStartsTheAverageOverFromTheLatestFrame()
    {
        StructureDock dock;
        dock.show();
        const std::vector<FramePtr> frames = gasFrames(0.3, 3);
        showAll(dock, frames);
        QCOMPARE(dock.record().states(), 3);
        dock.restart();
        QTRY_VERIFY_WITH_TIMEOUT(!dock.measuring(), 20000);
        QCOMPARE(dock.record().states(), 1);
        QCOMPARE(dock.record().order().front().time, frames.back()->state.time);
    }
};

QTEST_MAIN(StructureDockTest)
#include "tst_structure_dock.moc"
