// The Structure dock's free paths, density profile and mixing views against theory, each fed the
// frames a run publishes: the free paths of a dilute gas have Enskog's mean (with Henderson's
// g(sigma+)) and Boltzmann's nearly exponential distribution, and a running window's frames bring
// each collision once; the density under gravity counts every disk, and the barometric curve
// beside it falls as exp(-m g h / kT) and holds them all; the partition example starts with each
// species in its own half. Each view's CSV export is its chart's data, in the chosen units.
#include "app/charts/density_profile_chart.h"
#include "app/charts/free_path_chart.h"
#include "app/charts/structure_dock.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"
#include "chart_export_check.h"
#include "core/enskog_free_path.h"
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "io/scenario_file.h"
#include "../window_docks.h"

#include <QAction>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <qcustomplot.h>

#include <cmath>
#include <memory>
#include <numbers>

using namespace disklab;
using disklab::test::dockNamed;

namespace {

/// A frame of `engine` now, carrying `collisions` (the latest, oldest first) numbered up to `count`.
FramePtr frameOf(const Engine& engine, std::shared_ptr<const Scenario> scenario, std::vector<CollisionRecord> collisions,
                 std::uint64_t count, bool running)
{
    auto frame = std::make_shared<FrameSnapshot>();
    frame->generation = 1;
    frame->scenario = std::move(scenario);
    frame->state = engine.snapshot();
    frame->recentCollisions = std::move(collisions);
    frame->collisionCount = count;
    frame->running = running;
    return frame;
}

/// Plays `scenario` into `dock` as a run does: `frames` frames of `collisionsPerFrame` collisions
/// each, every collision carried by its frame; the last frame paused, and measured.
void play(StructureDock& dock, std::shared_ptr<const Scenario> scenario, int frames, std::uint64_t collisionsPerFrame)
{
    EventDrivenEngine engine(*scenario);
    std::vector<CollisionRecord> latest;
    engine.setCollisionListener([&](const CollisionRecord& r) { latest.push_back(r); });
    std::uint64_t count = 0;
    for (int k = 0; k < frames; ++k) {
        latest.clear();
        engine.advanceCollisions(collisionsPerFrame);
        count += latest.size();
        dock.showFrame(frameOf(engine, scenario, latest, count, k + 1 < frames));
        QTRY_VERIFY_WITH_TIMEOUT(!dock.measuring(), 20000);
    }
}

std::shared_ptr<const Scenario> shipped(const char* name)
{
    const LoadResult loaded = loadScenarioFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/%1").arg(QLatin1String(name)));
    return loaded.ok() ? std::make_shared<const Scenario>(*loaded.scenario) : nullptr;
}

} // namespace

class TestStructureViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void freePathsOfADiluteGasFollowEnskogAndBoltzmann();
    void aRunFeedsTheFreePathsItsCollisionsOnce();
    void densityUnderGravityCountsEveryDisk();
    void barometricLawNeedsGravityAlongAWall();
    void partitionStartsWithEachSpeciesInItsHalf();
};

void TestStructureViews::freePathsOfADiluteGasFollowEnskogAndBoltzmann()
{
    GasParameters p;
    p.count = 1000;
    p.packing = 0.05;
    p.periodic = true;
    p.seed = 11;
    auto scenario = std::make_shared<const Scenario>(generateGas(p));
    StructureDock dock;
    dock.show();
    dock.setView(StructureDock::View::FreePaths);
    // 200 collisions a frame (a frame carries up to 256); about 100 flights per disk in all.
    play(dock, scenario, 500, 200);
    const FreePathSampler& paths = dock.freePaths();
    const double enskog = enskogMeanFreePath(p.count / (scenario->width * scenario->height), 1.0,
                                             hendersonContact(p.packing));
    qInfo("%llu whole flights, mean %.4f, Enskog %.4f", static_cast<unsigned long long>(paths.flights()),
          paths.meanDistance(), enskog);
    // Enskog within 2 % at this density (tst_structure_physics); whole flights only lose the
    // last flight of each disk in the window that would outlast it, 1 of about 100 per disk.
    QVERIFY2(std::abs(paths.meanDistance() / enskog - 1.0) < 0.03, qPrintable(QString::number(paths.meanDistance())));
    // Enskog's line is drawn there.
    QCPGraph* line = dock.plot().graph(2);
    QVERIFY(std::abs(line->data()->begin()->key / enskog - 1.0) < 1e-9);

    // The histogram bins are an eighth of the measured mean wide: the first 16 hold the flights
    // shorter than twice the mean, 1 - 0.13944 of them in Boltzmann's distribution (an
    // exponential's would be 1 - 0.13534; tst_structure_physics).
    const DataTable table = dock.chartData();
    QCOMPARE(int(table.rows.size()), kFreePathBins);
    const double width = table.rows[1][0] - table.rows[0][0];
    double shorter = 0.0;
    for (int k = 0; k < 16; ++k)
        shorter += table.rows[std::size_t(k)][1] * width;
    const double flights = double(paths.distances().size());
    const double boltzmann = 1.0 - 0.13944;
    qInfo("P(l < 2 lambda) = %.5f (Boltzmann %.5f)", shorter, boltzmann);
    QVERIFY2(std::abs(shorter - boltzmann) < 5.0 * std::sqrt(boltzmann * (1.0 - boltzmann) / flights) + 0.02 * (1.0 - boltzmann),
             qPrintable(QString::number(shorter)));
    // The exponential column is exp(-l / lambda) / lambda of the measured mean.
    const double lambda = paths.meanDistance();
    QVERIFY(std::abs(table.rows[3][2] - std::exp(-table.rows[3][0] / lambda) / lambda) < 1e-12);
    test::checkExports(dock);

    // On the atoms scale lengths read in nm and the density per nm.
    UnitSystem atoms;
    atoms.scale = UnitScale::Atoms;
    dock.setUnits(atoms);
    const double nm = atoms.factor(Quantity::Length);
    const DataTable inNm = dock.chartData();
    QVERIFY(inNm.columns[0].contains(QStringLiteral("[nm]")));
    QVERIFY(std::abs(inNm.rows[3][0] / (table.rows[3][0] * nm) - 1.0) < 1e-12);
    QVERIFY(std::abs(inNm.rows[3][1] / (table.rows[3][1] / nm) - 1.0) < 1e-12);
}

void TestStructureViews::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_structure_views"));
    QSettings().clear();
}

void TestStructureViews::aRunFeedsTheFreePathsItsCollisionsOnce()
{
    // The worker's frames carry their latest collisions, the last numbered collisionCount: read
    // so, a dilute gas at its suggested speed, a few collisions a frame, arrives whole (a record
    // counted twice would read more than all, one skipped per frame far less).
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(window.openFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/ideal-gas.json")));
    StructureDock& dock = dockNamed<StructureDock>(window, "structureDock");
    dock.toggleViewAction()->trigger();
    dock.setView(StructureDock::View::FreePaths);
    window.actions().playPause->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(dock.freePaths().flights() >= 200, 30000);
    window.actions().playPause->trigger();
    const double seen = dock.freePaths().shareOfCollisionsSeen();
    qInfo("%llu flights, %.4f of the collisions seen", static_cast<unsigned long long>(dock.freePaths().flights()), seen);
    QVERIFY2(seen > 0.9 && seen <= 1.0, qPrintable(QString::number(seen)));
    QVERIFY(!dock.chartData().rows.empty());
}

void TestStructureViews::densityUnderGravityCountsEveryDisk()
{
    const auto scenario = shipped("tilted-floor.json");
    QVERIFY(scenario);
    StructureDock dock;
    dock.show();
    dock.setView(StructureDock::View::DensityProfile);
    play(dock, scenario, 2, 400);
    // Paused frames are each measured: ten states.
    EventDrivenEngine engine(*scenario);
    for (int k = 0; k < 10; ++k) {
        engine.advanceCollisions(400);
        dock.showFrame(frameOf(engine, scenario, {}, 0, false));
        QTRY_VERIFY_WITH_TIMEOUT(!dock.measuring(), 20000);
    }
    const DataTable table = dock.chartData();
    QCOMPARE(int(table.rows.size()), kDefaultProfileBins);
    // Every centre lies in some slice: the density times the slices' area is the number of disks.
    const double slice = table.rows[1][0] - table.rows[0][0];
    double counted = 0.0;
    for (const auto& row : table.rows)
        counted += row[1] * slice * scenario->width;
    const double disks = double(scenario->disks.size());
    QVERIFY(std::abs(counted / disks - 1.0) < 1e-9);
    // The barometric curve is A exp(-beta h) with beta = m g / kT at the states' mean kT, and
    // holds the N disks between h = r and H - r, where their centres can be.
    const auto& low = table.rows[2];
    const auto& high = table.rows[20];
    const double beta = std::log(low[2] / high[2]) / (high[0] - low[0]);
    const double kT = dock.record().meanTemperature();
    qInfo("beta %.5f, m g / kT %.5f (kT %.4f)", beta, 1.0 / kT, kT);
    QVERIFY(std::abs(beta * kT - 1.0) < 1e-9);  // m = 1, g = 1
    const double amplitude = low[2] * std::exp(beta * low[0]);
    const double r = scenario->disks.front().radius;
    const double held = scenario->width * amplitude * (std::exp(-beta * r) - std::exp(-beta * (scenario->height - r))) / beta;
    QVERIFY(std::abs(held / disks - 1.0) < 1e-9);
    // Gravity pulls the disks down: the lower half holds more of them than the upper.
    double lower = 0.0, upper = 0.0;
    for (std::size_t k = 0; k < table.rows.size(); ++k)
        (k < table.rows.size() / 2 ? lower : upper) += table.rows[k][1];
    QVERIFY(lower > upper);
    test::checkExports(dock);
}

void TestStructureViews::barometricLawNeedsGravityAlongAWall()
{
    Scenario s;
    s.width = s.height = 10.0;
    for (double at : {3.0, 6.0}) {
        Disk d;
        d.x = d.y = at;
        s.disks.push_back(d);
    }
    const Snapshot state = EventDrivenEngine(s).snapshot();
    // 0.05 at 270 degrees, as Properties types it: cos(270 degrees) leaves ~1e-17 across.
    const double down = 1.5 * std::numbers::pi;
    s.gravityX = 0.05 * std::cos(down);
    s.gravityY = 0.05 * std::sin(down);
    QVERIFY(s.gravityX != 0.0);
    const auto gas = barometricGas(s, state);
    QVERIFY(gas);
    QCOMPARE(gas->weight, 0.05);
    QCOMPARE(gas->width, 10.0);
    QCOMPARE(gas->lowest, 0.5);
    QCOMPARE(gas->highest, 9.5);
    // Tilted by 30 degrees, the floor is a corner: no law.
    s.gravityX = 0.05 * std::cos(down + std::numbers::pi / 6);
    s.gravityY = 0.05 * std::sin(down + std::numbers::pi / 6);
    QVERIFY(!barometricGas(s, state));
}

void TestStructureViews::partitionStartsWithEachSpeciesInItsHalf()
{
    const auto scenario = shipped("diffusion-partition.json");
    QVERIFY(scenario);
    StructureDock dock;
    dock.show();
    dock.setView(StructureDock::View::Mixing);
    EventDrivenEngine engine(*scenario);
    for (int k = 0; k < 3; ++k) {
        dock.showFrame(frameOf(engine, scenario, {}, 0, false));
        QTRY_VERIFY_WITH_TIMEOUT(!dock.measuring(), 20000);
        engine.advanceTo(engine.time() + 1.0);
    }
    const DataTable table = dock.chartData();
    QCOMPARE(int(table.rows.size()), 3);
    QCOMPARE(int(table.columns.size()), 5);  // time, then two species' left and right
    // Blue on the left, red on the right, 150 each, the partition closed until t = 10.
    for (const auto& row : table.rows) {
        QCOMPARE(row[1], 150.0);
        QCOMPARE(row[2], 0.0);
        QCOMPARE(row[3], 0.0);
        QCOMPARE(row[4], 150.0);
    }
    QCOMPARE(table.rows[2][0], 2.0);
    QCOMPARE(dock.plot().graphCount(), 4);
    test::checkExports(dock);
}

QTEST_MAIN(TestStructureViews)
#include "tst_structure_views.moc"
