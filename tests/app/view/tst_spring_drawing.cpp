// The simulation view draws a scenario's springs: between two disks joined by a link the view
// has the spring's lines; without the link the same place is the empty box.
#include "app/view/scene_state.h"
#include "app/view/simulation_view.h"

#include <QtTest>

using namespace disklab;

namespace {

/// Two small disks far apart across the middle of a square box, with a spring or without.
std::shared_ptr<const Scenario> pair(bool linked)
{
    auto s = std::make_shared<Scenario>();
    s->width = s->height = 10.0;
    Disk left, right;
    left.x = 2.0, right.x = 8.0, left.y = right.y = 5.0;
    left.radius = right.radius = 0.5;
    s->disks = {left, right};
    if (linked)
        s->forces.links = {{0, 1, 1.0, 6.0}};
    s->engine.kind = EngineKind::Force;
    return s;
}

/// Pixels that differ from the box's white in a thin vertical strip at the box's centre.
int inkBetweenTheDisks(bool linked)
{
    SimulationView view;
    view.resize(400, 400);
    view.showScene(sceneAtStart(pair(linked), 1));
    const QImage image = view.grab().toImage();
    const QPointF centre = view.transform().toScreen(5.0, 5.0);
    int ink = 0;
    for (int dy = -20; dy <= 20; ++dy)
        for (int dx = -3; dx <= 3; ++dx)
            ink += image.pixelColor(int(centre.x()) + dx, int(centre.y()) + dy) != QColor(255, 255, 255);
    return ink;
}

} // namespace

class TestSpringDrawing : public QObject {
    Q_OBJECT
private slots:
    void aLinkIsDrawnBetweenItsDisks()
    {
        QCOMPARE(inkBetweenTheDisks(false), 0);
        QVERIFY(inkBetweenTheDisks(true) > 5);
    }
};

QTEST_MAIN(TestSpringDrawing)
#include "tst_spring_drawing.moc"
