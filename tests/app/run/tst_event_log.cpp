// The event log dock: its model and filter pass QAbstractItemModelTester, the frames (of a run
// and of comparison mode) carry the engine's latest collisions, and its CSV is disklab-cli's
// event log byte for byte while the table names the box's walls in the user's language.
#include "app/comparison/comparison_window.h"
#include "app/run/event_log_dock.h"
#include "app/run/event_log_filter.h"
#include "app/run/event_log_model.h"
#include "app/frames/frame_stream.h"
#include "core/event_driven_engine.h"
#include "runtime/simulation_controller.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace disklab;

namespace {

/// Every collision of the default scenario up to `until`, as the event-driven engine logs them.
std::vector<CollisionRecord> defaultCollisions(double until)
{
    EventDrivenEngine engine(defaultScenario());
    std::vector<CollisionRecord> records;
    engine.setCollisionListener([&](const CollisionRecord& r) { records.push_back(r); });
    engine.advanceTo(until);
    return records;
}

} // namespace

class EventLogTest : public QObject {
    Q_OBJECT
private slots:
    void eventLogModelAndFilterAreSound()
    {
        EventLogModel model(300);
        EventLogFilter filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto records = defaultCollisions(5.0);
        QVERIFY(records.size() > 400);
        const auto scenario = std::make_shared<const Scenario>(defaultScenario());
        // In pieces, past the capacity: the oldest rows go, the newest 300 stay in order.
        for (std::size_t at = 0; at < records.size(); at += 70)
            model.append({records.begin() + at, records.begin() + std::min(records.size(), at + 70)}, scenario);
        QCOMPARE(model.rowCount(), 300);
        QCOMPARE(model.record(299).time, records.back().time);
        QCOMPARE(model.record(0).time, records[records.size() - 300].time);

        filter.setKind(EventLogFilter::Kind::Walls);
        QVERIFY(filter.rowCount() > 0);
        for (int row = 0; row < filter.rowCount(); ++row)
            QCOMPARE(filter.index(row, EventLogModel::KindColumn).data(EventLogModel::RawRole).toInt(),
                     int(CollisionRecord::Kind::Wall));
        filter.setKind(EventLogFilter::Kind::Pairs);
        const int pairs = filter.rowCount();
        filter.setKind(EventLogFilter::Kind::All);
        QCOMPARE(filter.rowCount(), 300);
        const int disk = model.record(150).a;
        filter.setDisk(disk);
        int expected = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const CollisionRecord& r = model.record(row);
            expected += r.a == disk || (r.kind == CollisionRecord::Kind::Pair && r.b == disk);
        }
        QCOMPARE(filter.rowCount(), expected);
        filter.setKind(EventLogFilter::Kind::Pairs);
        QVERIFY(filter.rowCount() <= pairs);
        model.clear();
        QCOMPARE(filter.rowCount(), 0);
    }

    void eventLogCsvIsTheClisEventLog()
    {
        const double until = 1.0;
        const auto records = defaultCollisions(until);
        EventLogDock dock;
        dock.model().append(records, std::make_shared<const Scenario>(defaultScenario()));
        QCOMPARE(dock.model().rowCount(), int(records.size()));  // below the capacity
        QTemporaryDir dir;
        const QString mine = dir.filePath("gui.csv"), theirs = dir.filePath("cli.csv");
        QVERIFY(dock.exportCsv(mine));
        QProcess cli;
        cli.start(DISKLAB_CLI_PATH, {"run", "--default", "--until", QString::number(until), "--events-log", theirs});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QFile a(mine), b(theirs);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), b.readAll());
    }

    void wallsAreNamedInTheUserLanguage()
    {
        const auto scenario = std::make_shared<const Scenario>(defaultScenario());
        EventLogModel model;
        std::vector<CollisionRecord> records;
        for (Side side : kAllSides)
            records.push_back({1.0, CollisionRecord::Kind::Wall, 0, static_cast<std::int32_t>(side)});
        model.append(records, scenario);
        const auto shown = [&](int row) { return model.index(row, EventLogModel::BColumn).data().toString(); };
        QCOMPARE(shown(2), QStringLiteral("bottom"));
        QTranslator japanese;
        QVERIFY(japanese.load(QStringLiteral(":/i18n/disklab_ja.qm")));
        QCoreApplication::installTranslator(&japanese);
        QSet<QString> names;
        for (int row = 0; row < model.rowCount(); ++row) {
            QVERIFY2(shown(row) != QLatin1String(sideName(static_cast<Side>(model.record(row).b))), qPrintable(shown(row)));
            names.insert(shown(row));
            // The exported log stays the CLI's, whatever the language.
            QVERIFY(model.csvLine(row).endsWith(QLatin1String(sideName(static_cast<Side>(model.record(row).b)))));
        }
        QCoreApplication::removeTranslator(&japanese);
        QCOMPARE(names.size(), 4);
    }

    void framesCarryTheLatestCollisions()
    {
        SimulationController controller;
        controller.load(defaultScenario(), EngineConfig{});
        QTRY_VERIFY(controller.latestFrame());
        for (int i = 0; i < 30; ++i)
            controller.stepFrame();
        QTRY_VERIFY(controller.latestFrame() && controller.latestFrame()->state.time > 0.49);
        const FramePtr frame = controller.latestFrame();
        QVERIFY(frame->collisionCount > 0);
        QVERIFY(!frame->recentCollisions.empty());
        QVERIFY(frame->recentCollisions.size() <= frame->collisionCount);
        const auto all = defaultCollisions(frame->state.time);
        QCOMPARE(frame->collisionCount, std::uint64_t(all.size()));
        QCOMPARE(frame->recentCollisions.back().time, all.back().time);
        QCOMPARE(frame->recentCollisions.front().time, all[all.size() - frame->recentCollisions.size()].time);

        EventLogDock dock;
        dock.showFrame(*frame);
        dock.showFrame(*frame);  // a frame seen twice adds nothing
        QCOMPARE(dock.model().rowCount(), int(frame->recentCollisions.size()));
    }

    void comparisonModeLogsTheExactEngine()
    {
        const double until = 0.5;
        ComparisonWindow window;
        window.setStopTime(until);
        window.setSpeed(100.0);
        window.setScenario(defaultScenario());
        EventLogDock dock;
        FrameStream stream;
        stream.follow(window.frames());
        stream.subscribe(&dock, &EventLogDock::showFrame, FrameStream::Sources::All);
        QTRY_VERIFY(window.frame() && window.frame()->generation > 0);
        window.controller().play();
        QTRY_VERIFY_WITH_TIMEOUT(window.frame()->finished, 60000);
        const FramePtr end = window.frame();
        const auto all = defaultCollisions(until);
        QCOMPARE(end->collisionCount, std::uint64_t(all.size()));
        QCOMPARE(end->recentCollisions.back().time, all.back().time);
        QVERIFY(dock.model().rowCount() > 0);
        QCOMPARE(dock.model().record(dock.model().rowCount() - 1).time, all.back().time);
    }
};

QTEST_MAIN(EventLogTest)
#include "tst_event_log.moc"
