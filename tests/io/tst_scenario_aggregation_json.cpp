// The "aggregation" member of the native format: it round-trips (a saved state's clusters
// included), it is absent from files that do not aggregate (older files keep their bytes), and
// bad values are refused by field.
#include "core/aggregation_generator.h"
#include "io/scenario_json.h"

#include <QtTest>

using namespace disklab;

namespace {

Scenario small()
{
    AggregationParameters p;
    p.count = 5;
    p.motion = AggregationMotion::Ballistic;
    return generateAggregation(p);
}

QByteArray withAggregation(const QByteArray& member)
{
    QByteArray json = scenarioToJson(small()).bytes;
    const qsizetype start = json.indexOf("\"aggregation\": ");
    const qsizetype end = json.indexOf('}', start);
    return json.left(start) + "\"aggregation\": " + member + json.mid(end + 1);
}

} // namespace

class TestScenarioAggregationJson : public QObject {
    Q_OBJECT
private slots:
    void settingsRoundTrip()
    {
        Scenario s = small();
        s.aggregation->detection = AggregationDetection::Boxes;
        s.aggregation->step = 0.25;
        s.aggregation->temperature = 2.5;
        s.aggregation->tolerance = 1e-7;
        s.aggregation->stickingProbability = 0.05;
        s.aggregation->motion = AggregationMotion::Brownian;
        s.aggregation->rotation = AggregationRotation::None;
        s.aggregation->clusters = {{0, 3}, {1, 2, 4}};
        const LoadResult back = scenarioFromJson(scenarioToJson(s).bytes, "a.json");
        QVERIFY2(back.ok(), qPrintable(back.error));
        QVERIFY(back.scenario->aggregation == s.aggregation);
        QVERIFY(*back.scenario == s);
    }

    void aPowerLawMobilityRoundTrips()
    {
        Scenario s = small();
        s.aggregation->motion = AggregationMotion::Brownian;
        s.aggregation->rotation = AggregationRotation::None;
        s.aggregation->mobility = AggregationMobility::PowerLaw;
        s.aggregation->mobilityExponent = -0.25;
        QVERIFY(!scenarioToJson(s).bytes.contains("stepping"));  // shared steps, the default, are left out
        s.aggregation->stepping = AggregationStepping::PerCluster;
        const QByteArray json = scenarioToJson(s).bytes;
        QVERIFY(json.contains(R"("mobility": "power-law", "mobility_exponent": -0.25, "stepping": "per-cluster")"));
        const LoadResult back = scenarioFromJson(json, "a.json");
        QVERIFY2(back.ok(), qPrintable(back.error));
        QVERIFY(back.scenario->aggregation == s.aggregation);
    }

    void aFileWithoutMobilityRunsTheMaxwellModel()
    {
        // Files written before the mobility existed: the Maxwell draws they were run with.
        const LoadResult loaded = scenarioFromJson(withAggregation(R"({"motion": "brownian"})"), "old.json");
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QCOMPARE(loaded.scenario->aggregation->mobility, AggregationMobility::Maxwell);
        QVERIFY(!scenarioToJson(*loaded.scenario).bytes.contains("mobility"));
    }

    void aSureStickIsNotWritten()
    {
        // Files that never chose a sticking probability keep their bytes.
        const QByteArray json = scenarioToJson(small()).bytes;
        QVERIFY(json.contains("\"aggregation\": "));
        QVERIFY(!json.contains("sticking_probability"));
        QVERIFY(!json.contains("rotation"));
        QVERIFY(!json.contains("\"clusters\""));
        const LoadResult back = scenarioFromJson(json, "a.json");
        QVERIFY(back.ok());
        QCOMPARE(back.scenario->aggregation->stickingProbability, 1.0);
    }

    void aScenarioWithoutAggregationWritesNoSuchMember()
    {
        Scenario s = small();
        s.aggregation.reset();
        const QByteArray json = scenarioToJson(s).bytes;
        QVERIFY(!json.contains("\"aggregation\":"));
        const LoadResult back = scenarioFromJson(json, "plain.json");
        QVERIFY(back.ok());
        QVERIFY(!back.scenario->aggregation);
    }

    void badValuesAreRefusedByField_data()
    {
        QTest::addColumn<QByteArray>("member");
        QTest::addColumn<QString>("expected");
        QTest::newRow("motion") << QByteArray(R"({"motion": "flying"})")
                                << "aggregation.motion: motion must be brownian or ballistic, got \"flying\"";
        QTest::newRow("detection") << QByteArray(R"({"detection": "octree"})")
                                   << "aggregation.detection: detection must be all-pairs, boxes or circles";
        QTest::newRow("step") << QByteArray(R"({"step": 0})") << "aggregation.step: must be positive, got 0";
        QTest::newRow("type") << QByteArray(R"({"tolerance": "small"})") << "aggregation.tolerance: expected a number";
        QTest::newRow("rotation") << QByteArray(R"({"rotation": "tumbling"})")
                                  << "aggregation.rotation: rotation must be maxwell or none, got \"tumbling\"";
        QTest::newRow("rotation of ballistic") << QByteArray(R"({"motion": "ballistic", "rotation": "none"})")
                                               << "aggregation.rotation: rotation \"none\" needs \"motion\": \"brownian\"";
        QTest::newRow("mobility") << QByteArray(R"({"mobility": "stokes"})")
                                  << "aggregation.mobility: mobility must be maxwell or power-law, got \"stokes\"";
        QTest::newRow("mobility that turns") << QByteArray(R"({"mobility": "power-law"})")
                                             << "aggregation.mobility: mobility \"power-law\" needs \"rotation\": \"none\"";
        QTest::newRow("mobility exponent")
            << QByteArray(R"({"motion": "brownian", "rotation": "none", "mobility": "power-law", "mobility_exponent": 0.5})")
            << "aggregation.mobility_exponent: must be finite and <= 0, got 0.5";
        QTest::newRow("stepping") << QByteArray(R"({"stepping": "adaptive"})")
                                  << "aggregation.stepping: stepping must be shared, per-cluster or first-passage, got \"adaptive\"";
        QTest::newRow("stepping without power law")
            << QByteArray(R"({"motion": "brownian", "rotation": "none", "stepping": "per-cluster"})")
            << "aggregation.stepping: stepping \"per-cluster\" needs \"mobility\": \"power-law\"";
        QTest::newRow("stepping with bounces")
            << QByteArray(R"({"motion": "brownian", "rotation": "none", "mobility": "power-law", "stepping": "per-cluster", "sticking_probability": 0.5})")
            << "aggregation.stepping: stepping \"per-cluster\" needs a sticking probability of 1";
        QTest::newRow("sticking 0") << QByteArray(R"({"sticking_probability": 0})")
                                    << "aggregation.sticking_probability: must be in (0, 1], got 0";
        QTest::newRow("sticking above 1") << QByteArray(R"({"sticking_probability": 1.5})")
                                          << "aggregation.sticking_probability: must be in (0, 1], got 1.5";
        QTest::newRow("cluster of names") << QByteArray(R"({"clusters": [[0, 1], ["a", "b"]]})")
                                          << "aggregation.clusters: entry 1: expected a list of disk indices (whole numbers from 0)";
        QTest::newRow("cluster of fractions") << QByteArray(R"({"clusters": [[0, 1.5]]})")
                                              << "aggregation.clusters: entry 0: expected a list of disk indices (whole numbers from 0)";
        QTest::newRow("cluster past the disks") << QByteArray(R"({"clusters": [[0, 7]]})")
                                                << "aggregation.clusters[0]: disk 7 does not exist (there are 5 disks)";
    }
    void badValuesAreRefusedByField()
    {
        QFETCH(QByteArray, member);
        QFETCH(QString, expected);
        const LoadResult loaded = scenarioFromJson(withAggregation(member), "bad.json");
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error.contains("bad.json: " + expected), qPrintable(loaded.error));
    }

    void aggregationNeedsAPeriodicBox()
    {
        QByteArray json = scenarioToJson(small()).bytes;
        json.replace("\"boundary\": \"periodic\"", "\"boundary\": \"walls\"");
        const LoadResult loaded = scenarioFromJson(json, "walled.json");
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error.contains("aggregation needs \"boundary\": \"periodic\""), qPrintable(loaded.error));
    }
};

QTEST_APPLESS_MAIN(TestScenarioAggregationJson)
#include "tst_scenario_aggregation_json.moc"
