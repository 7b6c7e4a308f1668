// Colour by bond order against theory: a perfect triangular lattice with rows along x has
// psi6_j = 1 for every disk (each bond at a multiple of 60 degrees), so the whole crystal shows
// the one hue of phase 0; a melted gas's bonds point anywhere, so its disks show hues all round
// the wheel. Both read from the pixels the view paints, after the measurement off the GUI thread
// has come back; the legend takes no room from the box, and the View menu's choice is exclusive
// with colour by speed.
#include "app/view/bond_order_colour_map.h"
#include "app/view/simulation_view.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"
#include "core/gas_generator.h"

#include <QAction>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <cmath>
#include <memory>

using namespace disklab;

namespace {

/// A liquid of 400 disks (sigma = 1) at `packing`, equilibrated.
std::shared_ptr<const Scenario> liquid(double packing)
{
    GasParameters p;
    p.count = 400;
    p.packing = packing;
    p.seed = 5;
    return std::make_shared<const Scenario>(generateGas(p));
}

/// 20 x 20 disks (sigma = 1) on a perfect triangular lattice of spacing 1.1, rows along x, odd
/// rows shifted by half a spacing, in a walled box a spacing wider than the lattice all round.
std::shared_ptr<const Scenario> perfectLattice()
{
    constexpr int kSide = 20;
    constexpr double kSpacing = 1.1;
    const double rowSpacing = kSpacing * std::sqrt(3.0) / 2.0;
    Scenario scenario;
    scenario.width = (kSide + 1.5) * kSpacing;
    scenario.height = (kSide + 1) * rowSpacing + kSpacing;
    for (int row = 0; row < kSide; ++row)
        for (int column = 0; column < kSide; ++column) {
            Disk d;
            d.x = kSpacing * (1.0 + column + 0.5 * (row % 2));
            d.y = kSpacing + row * rowSpacing;
            scenario.disks.push_back(d);
        }
    return std::make_shared<const Scenario>(std::move(scenario));
}

/// The colour step painted at each disk's centre of `scenario` at t = 0, once the view has its
/// bond order; grey (no neighbour) is left out.
QList<int> paintedSteps(std::shared_ptr<const Scenario> scenario)
{
    SimulationView view;
    view.resize(640, 640);
    view.show();
    view.setColourByBondOrder(true);
    view.showScene(sceneAtStart(scenario, 1));
    if (!QTest::qWaitFor([&] { return view.bondOrderPhases().stepsFor(view.scene()) != nullptr; }, 20000))
        return {};
    const QImage image = view.grab().toImage();
    QList<int> steps;
    for (const Disk& d : scenario->disks) {
        const QColor painted = image.pixelColor(view.transform().toScreen(d.x, d.y).toPoint());
        for (int step = 0; step < BondOrderColourMap::kSteps; ++step)
            if (painted.rgb() == BondOrderColourMap::colourOfStep(step).rgb())
                steps.append(step);
    }
    return steps;
}

} // namespace

class TestBondOrderColouring : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void perfectLatticeShowsOneHue();
    void meltedGasShowsHuesAllRound();
    void legendLeavesTheBoxFree();
    void menuChoiceIsExclusiveWithSpeed();
};

void TestBondOrderColouring::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_bond_order_colouring"));
    QSettings().clear();
}

void TestBondOrderColouring::perfectLatticeShowsOneHue()
{
    // Neighbours at 1.1 sigma, inside the 1.4 (r_j + r_k) cutoff; the next shell, at 1.9 sigma, outside.
    const auto lattice = perfectLattice();
    const QList<int> steps = paintedSteps(lattice);
    QCOMPARE(steps.size(), qsizetype(lattice->disks.size()));
    // Phase 0 sits at the middle of the wheel, step kSteps / 2.
    for (int step : steps)
        QCOMPARE(step, BondOrderColourMap::kSteps / 2);
}

void TestBondOrderColouring::meltedGasShowsHuesAllRound()
{
    // A liquid at packing 0.5: most disks have neighbours within the cutoff, bonds at any angle.
    const QList<int> steps = paintedSteps(liquid(0.5));
    QVERIFY2(steps.size() > 300, qPrintable(QString::number(steps.size())));
    const QSet<int> distinct(steps.cbegin(), steps.cend());
    // 400 independent phases would leave a step of 36 empty with probability 36 (35/36)^400, ~ 5e-4.
    QVERIFY2(distinct.size() >= BondOrderColourMap::kSteps - 2, qPrintable(QString::number(distinct.size())));
}

void TestBondOrderColouring::legendLeavesTheBoxFree()
{
    SimulationView view;
    view.resize(640, 480);
    view.show();
    view.showScene(sceneAtStart(liquid(0.5), 1));
    QVERIFY(view.colourLegendRect().isEmpty());
    view.setColourByBondOrder(true);
    QVERIFY(!view.colourLegendRect().isEmpty());
    QVERIFY(!view.boxOnScreen().intersects(QRectF(view.colourLegendRect())));
    view.setColourByBondOrder(false);
    QVERIFY(view.colourLegendRect().isEmpty());
}

void TestBondOrderColouring::menuChoiceIsExclusiveWithSpeed()
{
    MainWindow window;
    auto& view = *window.findChild<SimulationView*>();
    window.actions().colourBySpeed->setChecked(true);
    window.actions().colourByBondOrder->setChecked(true);
    QVERIFY(view.colourByBondOrder());
    QVERIFY(!window.actions().colourBySpeed->isChecked());
    window.actions().colourBySpeed->setChecked(true);
    QVERIFY(view.colourBySpeed());
    QVERIFY(!window.actions().colourByBondOrder->isChecked());
    window.actions().colourBySpeed->setChecked(false);
    QVERIFY(!view.colourBySpeed() && !view.colourByBondOrder());
}

QTEST_MAIN(TestBondOrderColouring)
#include "tst_bond_order_colouring.moc"
