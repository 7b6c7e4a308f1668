// The front end's typed reports through the JSON serializer: every key a report writes reaches
// the JSON object, nested reports and lists included, and no report writes one key twice where
// the second would silently replace the first figure. (The Python serializer is checked against
// the command line's JSON in tests/python/test_disklab.py.)
#include "front_end/aggregation_bench_report.h"
#include "front_end/compare_report.h"
#include "front_end/comparison_seek_bench_report.h"
#include "front_end/engine_bench_report.h"
#include "front_end/force_report.h"
#include "front_end/json_report_sink.h"
#include "front_end/report_keys.h"
#include "front_end/seek_bench_report.h"
#include "front_end/structure_report.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QTest>

using namespace disklab;
using namespace disklab::cli;

namespace {

/// Records where each figure went: "key", "key/inner" for a nested report, "key/3/inner" for the
/// fourth of a list; keys written twice into one report are kept in `repeated`.
class RecordingSink : public ReportSink {
public:
    RecordingSink(QStringList& paths, QStringList& repeated, QString prefix = {})
        : m_paths(paths), m_repeated(repeated), m_prefix(std::move(prefix))
    {
    }

    void number(const QString& key, double) override { record(key); }
    void count(const QString& key, std::uint64_t) override { record(key); }
    void text(const QString& key, const QString&) override { record(key); }
    void flag(const QString& key, bool) override { record(key); }
    void none(const QString& key) override { record(key); }
    void counts(const QString& key, const std::vector<std::int64_t>&) override { record(key); }
    void report(const QString& key, const Writer& write) override
    {
        record(key);
        RecordingSink inner(m_paths, m_repeated, m_prefix + key + '/');
        write(inner);
    }
    void reports(const QString& key, std::size_t size, const ItemWriter& write) override
    {
        record(key);
        for (std::size_t k = 0; k < size; ++k) {
            RecordingSink item(m_paths, m_repeated, m_prefix + key + '/' + QString::number(k) + '/');
            write(k, item);
        }
    }

private:
    void record(const QString& key)
    {
        const QString path = m_prefix + key;
        if (m_paths.contains(path))
            m_repeated << path;
        m_paths << path;
    }

    QStringList& m_paths;
    QStringList& m_repeated;
    QString m_prefix;
};

/// Every path of `object`, in the RecordingSink's spelling.
void jsonPaths(const QJsonObject& object, const QString& prefix, QStringList& paths)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString path = prefix + it.key();
        paths << path;
        if (it->isObject())
            jsonPaths(it->toObject(), path + '/', paths);
        if (it->isArray()) {
            const QJsonArray array = it->toArray();
            for (qsizetype k = 0; k < array.size(); ++k)
                if (array[k].isObject())
                    jsonPaths(array[k].toObject(), path + '/' + QString::number(k) + '/', paths);
        }
    }
}

/// Fails unless `write` writes each key once per report and the JSON object has exactly its keys.
void checkEveryKeyReachesJson(const ReportSink::Writer& write)
{
    QStringList written, repeated;
    RecordingSink recorder(written, repeated);
    write(recorder);
    QVERIFY2(repeated.isEmpty(), qPrintable("written twice: " + repeated.join(", ")));
    QStringList inJson;
    jsonPaths(reportJson(write), {}, inJson);
    written.sort();
    inJson.sort();
    QCOMPARE(inJson, written);
}

ComparisonReport comparison(double dt)
{
    ComparisonReport r;
    r.timeDriven.settings.dt = dt;
    r.deviation.firstDifferenceTime = 0.5;
    return r;
}

} // namespace

class TstReportSerializers : public QObject {
    Q_OBJECT

private slots:
    void nestedReportsAndListsKeepTheirKeys()
    {
        CompareReport one;
        one.scenario = QStringLiteral("default");
        one.runs = {comparison(0.01)};
        checkEveryKeyReachesJson([&](ReportSink& sink) { writeCompareReport(one, sink); });
        CompareReport sweep = one;
        sweep.sweep = true;
        sweep.runs = {comparison(0.01), comparison(0.005), comparison(0.0025)};
        checkEveryKeyReachesJson([&](ReportSink& sink) { writeCompareReport(sweep, sink); });
        const QJsonObject json = reportJson([&](ReportSink& sink) { writeCompareReport(sweep, sink); });
        const QJsonArray rows = json[key::sweep].toArray();
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[2].toObject()[key::dt].toDouble(), 0.0025);
        QVERIFY(rows[1].toObject()[key::time].toObject().contains(key::missedCollisions));
        QVERIFY(!json.contains(key::time));  // a sweep's stepper is in its rows only
    }

    void benchReportsKeepEveryKey()
    {
        EngineBenchReport exact;
        exact.exact = ExactEngineInside{64, true};
        checkEveryKeyReachesJson([&](ReportSink& sink) { writeEngineBenchReport(exact, sink); });
        QCOMPARE(reportJson([&](ReportSink& sink) { writeEngineBenchReport(exact, sink); })[key::neighbourLists],
                 QJsonValue(true));
        EngineBenchReport stepped;
        stepped.stepper = StepperBenchFigures{};
        checkEveryKeyReachesJson([&](ReportSink& sink) { writeEngineBenchReport(stepped, sink); });
        StrategyBenchRow circles;
        circles.speedupOverAllPairs = 4.0;
        circles.speedupOverBoxes = 1.5;
        checkEveryKeyReachesJson([&](ReportSink& sink) { writeStrategyBenchRow(circles, sink); });
        checkEveryKeyReachesJson([&](ReportSink& sink) { writeOneClusterBenchRow(OneClusterBenchRow{}, sink); });
        SeekBenchReport seek;
        seek.checkpoints = 2;
        checkEveryKeyReachesJson([&](ReportSink& sink) { writeSeekBenchReport(seek, sink); });
        ComparisonSeekBenchReport comparisonSeek;
        comparisonSeek.moments = 2;
        checkEveryKeyReachesJson([&](ReportSink& sink) { writeComparisonSeekBenchReport(comparisonSeek, sink); });
    }

    void structureAndForcesKeepEveryKey()
    {
        StructureReport structure;
        structure.figures.halves.left = {3, 4};
        structure.figures.halves.right = {5, 2};
        checkEveryKeyReachesJson([&](ReportSink& sink) { writeStructureReport(structure, sink); });
        const QJsonObject json = reportJson([&](ReportSink& sink) { writeStructureReport(structure, sink); });
        QCOMPARE(json[key::speciesRight].toArray(), (QJsonArray{5, 2}));
        QVERIFY(json[key::gContact].isNull());
        ForceMethodComparison forces;
        forces.secondsDirect = 2e-3;
        forces.secondsBarnesHut = 1e-3;
        checkEveryKeyReachesJson([&](ReportSink& sink) { writeForceComparison(forces, sink); });
        QCOMPARE(reportJson([&](ReportSink& sink) { writeForceComparison(forces, sink); })[key::speedup].toDouble(), 2.0);
    }
};

QTEST_APPLESS_MAIN(TstReportSerializers)
#include "tst_report_serializers.moc"
