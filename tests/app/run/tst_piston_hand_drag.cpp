// The piston as a student drags it with the mouse: a press on it in the view and a drag to the
// left push it in (the run's piston moves towards the pointer and the gas stays behind it), the
// pointer says it can be dragged, a press elsewhere still pans, and letting go of a free piston
// hands it back to the gas and the outside pressure.
#include "app/frames/frame_stream.h"
#include "app/run/piston_hand.h"
#include "app/view/scene_state.h"
#include "app/view/simulation_view.h"

#include "core/gas_generator.h"
#include "runtime/simulation_controller.h"

#include <QtTest>

using namespace disklab;

namespace {

Scenario gasUnderPiston()
{
    GasParameters p;
    p.count = 100;
    p.packing = 0.1;
    Scenario s = generateGas(p);
    s.wall(Side::Right).mass = 100.0;
    s.wall(Side::Right).pressure = 0.05;
    s.wall(Side::Right).limit = 1.5 * s.width;
    return s;
}

double pistonX(const FramePtr& frame) { return frame->state.wallPositions[static_cast<std::size_t>(Side::Right)]; }

bool allBehindThePiston(const FramePtr& frame)
{
    for (std::size_t i = 0; i < frame->state.size(); ++i)
        if (frame->state.x[i] + frame->scenario->disks[i].radius > pistonX(frame) * (1.0 + 1e-12))
            return false;
    return true;
}

} // namespace

class TestPistonHandDrag : public QObject {
    Q_OBJECT
private slots:
    void dragPushesThePistonInAndLettingGoFreesIt()
    {
        SimulationController controller;
        FrameStream frames;
        SimulationView view;
        PistonHand hand(view, controller);
        FramePtr latest;
        frames.attach(controller);
        QObject::connect(&frames, &FrameStream::frameArrived, &view, [&](const FramePtr& frame) {
            latest = frame;
            view.showScene(sceneOfFrame(frame));
        });
        view.resize(900, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const Scenario s = gasUnderPiston();
        controller.load(s, s.engine);
        controller.setSpeed(20.0);
        QTRY_VERIFY(latest);
        view.zoomToFit();

        const double middle = 0.5 * s.height;
        const QPoint onPiston = view.transform().toScreen(pistonX(latest), middle).toPoint();
        QVERIFY(view.isOnPiston(onPiston));
        QVERIFY(!view.isOnPiston(view.transform().toScreen(0.5 * s.width, middle).toPoint()));
        QTest::mouseMove(&view, onPiston);
        QCOMPARE(view.cursor().shape(), Qt::SizeHorCursor);

        controller.play();
        QTest::mousePress(&view, Qt::LeftButton, {}, onPiston);
        QTRY_VERIFY(latest->scenario->wall(Side::Right).held);
        const double target = 0.6 * s.width;
        QTest::mouseMove(&view, view.transform().toScreen(target, middle).toPoint());
        QTRY_VERIFY_WITH_TIMEOUT(std::abs(pistonX(latest) - target) < 0.02 * s.width, 10000);
        QVERIFY(allBehindThePiston(latest));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.transform().toScreen(target, middle).toPoint());
        QTRY_VERIFY(!latest->scenario->wall(Side::Right).held);
        // Let go, the compressed gas pushes the piston back out.
        QTRY_VERIFY_WITH_TIMEOUT(pistonX(latest) > target + 0.05 * s.width, 10000);
    }
};

QTEST_MAIN(TestPistonHandDrag)
#include "tst_piston_hand_drag.moc"
