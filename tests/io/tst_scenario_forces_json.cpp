// Charges, the "forces" member and the force engine's settings in the native format: read,
// kept through a round trip, absent from files that do not use them, and refused by field.
#include "core/scenario_validation.h"
#include "io/scenario_json.h"

#include <QTest>

using namespace disklab;

namespace {

const QString kName = QStringLiteral("ions.json");

Disk diskAt(double x, double y, double charge)
{
    Disk d;
    d.x = x;
    d.y = y;
    d.radius = 0.1;
    d.charge = charge;
    return d;
}

Scenario chargedScenario()
{
    Scenario s;
    s.width = 4.0;
    s.height = 4.0;
    s.disks = {diskAt(1.0, 1.0, 1.5), diskAt(2.0, 1.0, -0.25), diskAt(3.0, 3.0, 0.0)};
    s.forces.coulombConstant = 2.0;
    s.forces.softening = 0.01;
    s.forces.damping = 0.1;
    s.forces.links = {{0, 2, 100.0, 1.25}, {1, 2, 3.5, 0.5}};
    s.forces.anchors = {{1, 2.0, 3.5, 1e4, 2.5}};
    s.engine.kind = EngineKind::Force;
    s.engine.forceMethod = ForceMethod::Direct;
    s.engine.theta = 0.3;
    return s;
}

QByteArray file(const QByteArray& members)
{
    return R"({"format": "disklab-scenario", "version": 2, "box": {"width": 4, "height": 4}, )" + members + "}";
}

} // namespace

class TstScenarioForcesJson : public QObject {
    Q_OBJECT
private slots:
    void roundTripsChargesLinksAnchorsAndSettings()
    {
        const Scenario s = chargedScenario();
        const SaveResult saved = scenarioToJson(s);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        const LoadResult loaded = scenarioFromJson(saved.bytes, kName);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QVERIFY(loaded.warnings.isEmpty());
        QVERIFY(*loaded.scenario == s);
        QCOMPARE(scenarioToJson(*loaded.scenario).bytes, saved.bytes);
        QVERIFY(saved.bytes.contains(R"("charge": -0.25)"));
        QVERIFY(saved.bytes.contains(R"({"a": 0, "b": 2, "stiffness": 100, "restLength": 1.25})"));
        QVERIFY(saved.bytes.contains(R"("anchors": [)"));
        QVERIFY(saved.bytes.contains(R"({"disk": 1, "x": 2, "y": 3.5, "stiffness": 10000, "restLength": 2.5})"));
        QVERIFY(saved.bytes.contains(R"("forceMethod": "direct", "theta": 0.3)"));
    }

    void scenariosWithoutForcesAreWrittenWithoutTheKeys()
    {
        Scenario s;
        s.disks = {diskAt(0.5, 0.5, 0.0)};
        const QByteArray text = scenarioToJson(s).bytes;
        for (const char* key : {"charge", "forces", "forceMethod", "theta"})
            QVERIFY2(!text.contains(key), key);
    }

    void missingKeysTakeTheDefaults()
    {
        const LoadResult loaded = scenarioFromJson(
            file(R"("engine": {"engine": "force"}, "forces": {"links": [{"a": 0, "b": 1}]},
                 "disks": [{"x": 1, "y": 1, "radius": 0.1, "charge": 1}, {"x": 2, "y": 1, "radius": 0.1}])"),
            kName);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        const Scenario& s = *loaded.scenario;
        QCOMPARE(s.forces.coulombConstant, ForceField{}.coulombConstant);
        QCOMPARE(s.forces.softening, 0.0);
        QCOMPARE(s.forces.links.size(), std::size_t(1));
        QCOMPARE(s.forces.links[0].stiffness, Link{}.stiffness);
        QCOMPARE(s.disks[0].charge, 1.0);
        QCOMPARE(s.disks[1].charge, 0.0);
        QCOMPARE(s.engine.forceMethod, ForceMethod::BarnesHut);
    }

    void badValuesAreRefusedByField_data()
    {
        QTest::addColumn<QByteArray>("members");
        QTest::addColumn<QString>("error");
        const QByteArray twoDisks = R"("disks": [{"x": 1, "y": 1, "radius": 0.1}, {"x": 2, "y": 1, "radius": 0.1}])";
        QTest::newRow("link end not whole")
            << QByteArray(R"("engine": {"engine": "force"}, "forces": {"links": [{"a": 0.5, "b": 1}]}, )") + twoDisks
            << "ions.json: forces.links[0].a: expected a disk index (a whole number), got 0.5";
        QTest::newRow("link end out of range")
            << QByteArray(R"("engine": {"engine": "force"}, "forces": {"links": [{"a": 0, "b": 7}]}, )") + twoDisks
            << "ions.json: forces.links[0].b: disk index 7 is not one of the 2 disks";
        QTest::newRow("anchor outside the box")
            << QByteArray(R"("engine": {"engine": "force"}, "forces": {"anchors": [{"disk": 1, "x": 2, "y": 9}]}, )") + twoDisks
            << "ions.json: forces.anchors[0].y: the anchor must be in the box, y from 0 to 4, got 9";
        QTest::newRow("anchor of no disk")
            << QByteArray(R"("engine": {"engine": "force"}, "forces": {"anchors": [{"disk": 2, "x": 2, "y": 2}]}, )") + twoDisks
            << "ions.json: forces.anchors[0].disk: disk index 2 is not one of the 2 disks";
        QTest::newRow("anchor not an object")
            << QByteArray(R"("engine": {"engine": "force"}, "forces": {"anchors": [3]}, )") + twoDisks
            << "ions.json: forces.anchors[0]: expected an object, got a number";
        QTest::newRow("negative softening")
            << QByteArray(R"("engine": {"engine": "force"}, "forces": {"softening": -1}, )") + twoDisks
            << "ions.json: forces.softening: softening must be a number >= 0, got -1";
        QTest::newRow("charge not a number")
            << QByteArray(R"("engine": {"engine": "force"}, "disks": [{"x": 1, "y": 1, "radius": 0.1, "charge": "+"}])")
            << "ions.json: disks[0].charge: expected a number, got the string \"+\"";
        QTest::newRow("unknown force method")
            << QByteArray(R"("engine": {"engine": "force", "forceMethod": "fmm"}, )") + twoDisks
            << "ions.json: engine.forceMethod: force method must be direct or barnes-hut, got \"fmm\"";
        QTest::newRow("event engine with charges")
            << QByteArray(R"("engine": {"engine": "event"}, "disks": [{"x": 1, "y": 1, "radius": 0.1, "charge": 1}])")
            << QStringLiteral("ions.json: engine.engine: ") + QLatin1String(kForcesNeedForceEngine);
    }

    void badValuesAreRefusedByField()
    {
        QFETCH(QByteArray, members);
        QFETCH(QString, error);
        const LoadResult loaded = scenarioFromJson(file(members), kName);
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.error, error);
    }
};

QTEST_APPLESS_MAIN(TstScenarioForcesJson)
#include "tst_scenario_forces_json.moc"
