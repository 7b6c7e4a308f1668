// Comparison mode as a teacher drives it: Play advances at every time step and speed (a step
// longer than a frame lands when its time comes), Step dt works playing or paused, a changed
// setting takes effect at once from t = 0 and the table says which settings its figures are for,
// and the figures read as numbers a student can read. A click on the timeline takes both engines
// and the table back to that moment, and playing on retraces the first run bit for bit; Previous
// and Next Collision move both engines to a step's end and back again exactly.
#include "app/comparison/comparison_window.h"
#include "app/frames/timeline_bar.h"
#include "app/frames/timeline_track.h"
#include "app/units/readable_number.h"
#include "io/scenario_file.h"
#include "runtime/simulation_controller.h"
#include "support/timeline_window.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QTranslator>

#include <cmath>

using namespace disklab;

namespace {

Scenario wallBouncing()
{
    const LoadResult loaded = loadScenarioFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/wall-bouncing.json"));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error));
    return *loaded.scenario;
}

Scenario idealGas()
{
    const LoadResult loaded = loadScenarioFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/ideal-gas.json"));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error));
    return *loaded.scenario;
}

/// A shown window comparing the ideal gas at dt = 0.002, played to the stop time `until`.
bool playTo(ComparisonWindow& window, double until)
{
    window.resize(1200, 800);
    window.show();
    window.setScenario(idealGas());
    EngineConfig settings = window.settings();
    settings.dt = 0.002;
    window.setSettings(settings);
    window.setSpeed(2.0);
    window.setStopTime(until);
    if (!QTest::qWaitFor([&] { return window.frame() && window.frame()->comparison->settings.dt == 0.002; }))
        return false;
    window.controller().play();
    return QTest::qWaitFor([&] { return window.frame()->finished; }, 60000);
}

/// Both engines' disks, bit for bit, after the same number of collisions each.
bool sameMoment(const FrameSnapshot& a, const FrameSnapshot& b)
{
    return test::sameState(a, b) && test::sameState(*a.comparison->stepped, *b.comparison->stepped);
}

/// The table's collision counts: time-driven, event-driven.
QStringList collisionCounts(const ComparisonWindow& window)
{
    return {window.metrics().item(0, 0)->text(), window.metrics().item(0, 1)->text()};
}

/// Whole steps of dt, as the time-driven engine takes them (a stop time aside).
bool onStepGrid(double t, double dt)
{
    const double steps = t / dt;
    return std::abs(steps - std::round(steps)) < 1e-6;
}

}

class ComparisonModeTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void playAdvancesAtEveryTimeStepAndSpeed_data()
    {
        QTest::addColumn<double>("dt");
        QTest::addColumn<double>("speed");
        // Up to a step of 1 at 0.5 time units per second: two seconds of wall time per step.
        QTest::newRow("dt 1e-4, speed 1") << 1e-4 << 1.0;
        QTest::newRow("dt 0.02, speed 0.1") << 0.02 << 0.1;
        QTest::newRow("dt 0.2, speed 1 (wall-bouncing's suggestion)") << 0.2 << 1.0;
        QTest::newRow("dt 0.2, speed 20") << 0.2 << 20.0;
        QTest::newRow("dt 1, speed 0.5") << 1.0 << 0.5;
    }

    void playAdvancesAtEveryTimeStepAndSpeed()
    {
        QFETCH(double, dt);
        QFETCH(double, speed);
        ComparisonWindow window;
        window.setScenario(wallBouncing());
        EngineConfig settings = window.settings();
        settings.dt = dt;
        window.setSettings(settings);
        window.setSpeed(speed);
        QTRY_VERIFY(window.frame() && window.frame()->comparison->settings.dt == dt);
        QElapsedTimer wall;
        wall.start();
        window.controller().play();
        // Three steps, or the time three ticks' worth of speed takes, whichever is later.
        const double target = std::max(3.0 * dt, 3.0 * speed * 0.016);
        const int timeoutMs = static_cast<int>(1000.0 * target / speed) + 5000;
        QTRY_VERIFY_WITH_TIMEOUT(window.frame()->state.time >= target - 1e-12, timeoutMs);
        QVERIFY(window.frame()->running);
        const double stepped = window.frame()->comparison->stepped->state.time;
        QVERIFY2(onStepGrid(stepped, dt), qPrintable(QString::number(stepped)));
        // Not faster than the wall clock asks for: the run is paced, not free-running.
        QVERIFY2(window.frame()->state.time <= speed * (wall.elapsed() + 100) * 1e-3 + dt,
                 qPrintable(QStringLiteral("t = %1 after %2 ms").arg(window.frame()->state.time).arg(wall.elapsed())));
    }

    void stepDtWorksPlayingOrPaused()
    {
        ComparisonWindow window;
        window.setScenario(wallBouncing());
        EngineConfig settings = window.settings();
        settings.dt = 0.2;
        window.setSettings(settings);
        window.setSpeed(0.01);  // playing, the run would take 20 s to reach its first step
        QTRY_VERIFY(window.frame() && window.frame()->comparison->settings.dt == 0.2);
        auto* step = window.findChild<QPushButton*>(QStringLiteral("stepDt"));
        QVERIFY(step);

        step->click();
        QTRY_COMPARE(window.frame()->comparison->stepped->state.time, 0.2);
        QCOMPARE(window.frame()->state.time, 0.2);

        window.controller().play();
        QTRY_VERIFY(window.frame()->running);
        step->click();
        QTRY_VERIFY(!window.frame()->running);
        QTRY_COMPARE(window.frame()->comparison->stepped->state.time, 0.4);
    }

    void changedSettingsTakeEffectAtOnce()
    {
        ComparisonWindow window;
        window.setScenario(wallBouncing());
        window.setSpeed(5.0);
        QTRY_VERIFY(window.frame());
        window.controller().play();
        QTRY_VERIFY(window.frame()->state.time > 0.5);
        const std::uint64_t generation = window.frame()->generation;

        auto* dt = window.findChild<QDoubleSpinBox*>(QStringLiteral("dt"));
        QVERIFY(dt);
        dt->setValue(0.05);
        QTRY_VERIFY(window.frame()->generation > generation && window.frame()->comparison->settings.dt == 0.05);
        // The new session's first frame already plays: no frame in between shows it paused.
        QVERIFY2(window.frame()->running, "a run that was playing goes on playing with the new settings");
        QTRY_VERIFY(window.frame()->state.time > 0.0);
        QVERIFY(onStepGrid(window.frame()->comparison->stepped->state.time, 0.05));

        auto* broadphase = window.findChild<QComboBox*>(QStringLiteral("broadphase"));
        QVERIFY(broadphase);
        broadphase->setCurrentIndex(broadphase->findData(static_cast<int>(Broadphase::Naive)));
        QTRY_VERIFY(window.frame()->comparison->settings.broadphase == Broadphase::Naive);
        auto* response = window.findChild<QComboBox*>(QStringLiteral("response"));
        QVERIFY(response);
        response->setCurrentIndex(response->findData(static_cast<int>(Response::Rollback)));
        QTRY_VERIFY(window.frame()->comparison->settings.response == Response::Rollback);

        auto* figuresFrom = window.findChild<QLabel*>(QStringLiteral("figuresFrom"));
        QVERIFY(figuresFrom);
        QTRY_VERIFY2(figuresFrom->text().contains(QStringLiteral("dt = 0.05"))
                         && figuresFrom->text().contains(QStringLiteral("naive"))
                         && figuresFrom->text().contains(QStringLiteral("rollback")),
                     qPrintable(figuresFrom->text()));
    }

    void timelineGoesBackAndPlaysOnAlongTheSameHistory()
    {
        const double until = 0.4;
        ComparisonWindow played;
        QVERIFY(playTo(played, until));
        const FramePtr end = played.frame();
        QCOMPARE(end->timeline->reached, until);
        const QStringList endCounts = collisionCounts(played);

        TimelineTrack& track = played.timeline().track();
        QTRY_COMPARE(track.now(), until);
        QTest::mouseClick(&track, Qt::LeftButton, {}, QPoint(track.width() * 2 / 5, track.height() - 4));
        QTRY_VERIFY(played.frame()->state.time < until && !played.frame()->running);
        const FramePtr sought = played.frame();
        QVERIFY2(sought->state.time > 0.0, "the click chose a moment after t = 0");
        QVERIFY2(sought->comparison->stepped->state.time == sought->state.time, "both engines at one moment");
        const QStringList soughtCounts = collisionCounts(played);

        // A straight comparison to the moment shown: the same disks and the same table.
        ComparisonWindow straight;
        QVERIFY(playTo(straight, sought->state.time));
        QCOMPARE(straight.frame()->state.time, sought->state.time);
        QVERIFY2(sameMoment(*sought, *straight.frame()), "the moment sought is the straight run's");
        QCOMPARE(soughtCounts, collisionCounts(straight));
        QVERIFY(soughtCounts.front() != QStringLiteral("0"));

        played.controller().play();
        QTRY_VERIFY_WITH_TIMEOUT(played.frame()->finished && played.frame()->state.time == until, 60000);
        QVERIFY2(sameMoment(*played.frame(), *end), "playing on retraces the first run");
        QCOMPARE(collisionCounts(played), endCounts);
    }

    void collisionStepsMoveBothEngines()
    {
        const double until = 0.4;
        ComparisonWindow played;
        QVERIFY(playTo(played, until));
        auto* previous = played.findChild<QAction*>(QStringLiteral("previousCollision"));
        auto* next = played.findChild<QAction*>(QStringLiteral("nextCollision"));
        QVERIFY(previous && next);
        QCOMPARE(previous->shortcut(), QKeySequence(QStringLiteral("Ctrl+Left")));
        QCOMPARE(next->shortcut(), QKeySequence(QStringLiteral("Ctrl+Right")));
        QVERIFY(previous->isEnabled() && next->isEnabled());

        previous->trigger();
        QTRY_VERIFY(played.frame()->state.time < until);
        const FramePtr back = played.frame();
        QVERIFY2(onStepGrid(back->state.time, 0.002), qPrintable(QString::number(back->state.time, 'g', 17)));
        QVERIFY2(back->comparison->stepped->state.time == back->state.time, "both engines at one moment");
        QVERIFY(!back->running);

        // One more back, then on: the next collision after that one is the first moment's.
        previous->trigger();
        QTRY_VERIFY(played.frame()->state.time < back->state.time);
        next->trigger();
        QTRY_COMPARE(played.frame()->state.time, back->state.time);
        QVERIFY2(sameMoment(*played.frame(), *back), "forward again exactly");
        QCOMPARE(played.frame()->comparison->report.deviation.positionMaxPeak, back->comparison->report.deviation.positionMaxPeak);
    }

    void figuresReadAsNumbers()
    {
        QCOMPARE(readableCount(196410.0), QStringLiteral("196,410"));
        QCOMPARE(readableRelativeDrift(-1.97e-16), QStringLiteral("0 (round-off)"));
        QCOMPARE(readableRelativeDrift(0.0123), QStringLiteral("+1.23 %"));
        QCOMPARE(readableRelativeDrift(-2.1e-6), QStringLiteral("-2.1 × 10⁻⁶"));
        QCOMPARE(readableFigure(0.25), QStringLiteral("0.25"));
        QCOMPARE(readableFigure(3.2e-7), QStringLiteral("3.2 × 10⁻⁷"));
        for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("ja")}) {
            QTranslator translator;
            QVERIFY(translator.load(QStringLiteral(":/i18n/disklab_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
            const QString roundOff = readableRelativeDrift(0.0);
            QCoreApplication::removeTranslator(&translator);
            QVERIFY2(roundOff.startsWith(QLatin1Char('0')) && !roundOff.contains(QLatin1String("round-off")),
                     qPrintable(language + QStringLiteral(": ") + roundOff));
        }

        ComparisonWindow window;
        window.setScenario(wallBouncing());
        window.setStopTime(5.0);
        window.setSpeed(50.0);
        QTRY_VERIFY(window.frame());
        window.controller().play();
        QTRY_VERIFY_WITH_TIMEOUT(window.frame()->finished, 10000);
        const QTableWidget& table = window.metrics();
        for (int column = 0; column < 2; ++column) {
            const QString collisions = table.item(0, column)->text();
            QVERIFY2(!collisions.contains(QLatin1Char('e')) && !collisions.contains(QLatin1Char('.')), qPrintable(collisions));
        }
        QCOMPARE(table.item(5, 1)->text(), QStringLiteral("0 (round-off)"));  // the exact engine's energy drift
    }
};

QTEST_MAIN(ComparisonModeTest)
#include "tst_comparison_mode.moc"
