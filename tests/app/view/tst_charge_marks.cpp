// Charged disks carry a + or a − in the view: both signs put white across the disk's middle,
// only + puts it above the middle too, and an uncharged disk has neither; the rim is red for +
// and blue for −, whatever the disk's own colour.
#include "app/view/scene_state.h"
#include "app/view/simulation_view.h"

#include <QtTest>

using namespace disklab;

namespace {

struct Marks {
    bool across;  ///< white right of the disk's centre, on the horizontal arm
    bool above;   ///< white above the centre, on a vertical arm
    QColor rim;   ///< just inside the disk's edge
};

/// One large dark disk of the given charge in the middle of a box, as the view draws it.
Marks marksOf(double charge)
{
    auto s = std::make_shared<Scenario>();
    s->width = s->height = 10.0;
    Disk d;
    d.x = d.y = 5.0;
    d.radius = 2.0;
    d.charge = charge;
    d.colour = {30, 60, 160};
    s->disks = {d};
    s->engine.kind = EngineKind::Force;
    SimulationView view;
    view.resize(400, 400);
    view.showScene(sceneAtStart(s, 1));
    const QImage image = view.grab().toImage();
    const QPointF centre = view.transform().toScreen(5.0, 5.0);
    const double quarter = std::min(0.25 * d.radius * view.transform().scale(), 5.0);  // on an arm
    const auto white = [&](QPointF p) { return image.pixelColor(p.toPoint()).lightness() > 230; };
    const double edge = d.radius * view.transform().scale() - 2.0;
    return {white(centre + QPointF(quarter, 0.0)), white(centre - QPointF(0.0, quarter)),
            image.pixelColor((centre + QPointF(edge, 0.0)).toPoint())};
}

} // namespace

class TestChargeMarks : public QObject {
    Q_OBJECT
private slots:
    void eachSignHasItsMark()
    {
        const Marks positive = marksOf(1.0), negative = marksOf(-2.0), neutral = marksOf(0.0);
        QVERIFY(positive.across && positive.above);
        QVERIFY(negative.across && !negative.above);
        QVERIFY(!neutral.across && !neutral.above);
        // The disk is blue-grey (30, 60, 160): the rim of + is red, of − blue, of none the disk's.
        QVERIFY2(positive.rim.red() > 150 && positive.rim.blue() < 100, qPrintable(positive.rim.name()));
        QVERIFY2(negative.rim.blue() > 150 && negative.rim.red() < 100, qPrintable(negative.rim.name()));
        QVERIFY2(neutral.rim.red() < 100, qPrintable(neutral.rim.name()));
    }
};

QTEST_MAIN(TestChargeMarks)
#include "tst_charge_marks.moc"
