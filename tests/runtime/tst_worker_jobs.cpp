// Jobs on the simulation thread: they run on the one thread the session runs on, in slices
// that let a playing run and commands through, one job after another; a cancelled or failing
// job gives way to the next, and destroying the controller ends a long slice promptly.
#include "runtime/simulation_controller.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>

using namespace disklab;

namespace {

/// What ran on the simulation thread, in order: 'A' for a session advance, 'J' for a job slice.
class Trace {
public:
    void add(char what)
    {
        const std::lock_guard lock(m_mutex);
        m_sequence.push_back(what);
        m_threads.insert(QThread::currentThread());
    }
    std::string sequence() const
    {
        const std::lock_guard lock(m_mutex);
        return m_sequence;
    }
    std::set<QThread*> threads() const
    {
        const std::lock_guard lock(m_mutex);
        return m_threads;
    }

private:
    mutable std::mutex m_mutex;
    std::string m_sequence;
    std::set<QThread*> m_threads;
};

/// A session with no engine: its clock goes where it is told, and it traces each advance.
class TracedSession : public RunSession {
public:
    explicit TracedSession(Trace& trace) : m_trace(trace) {}
    double time() const override { return m_time; }
    bool advance(double target, Landing, const std::function<bool()>&) override
    {
        m_trace.add('A');
        m_time = target;
        return true;
    }
    void stepOnce() override { m_time += 1.0; }
    void describe(FrameSnapshot& frame) override { frame.state.time = m_time; }

private:
    Trace& m_trace;
    double m_time = 0.0;
};

/// A job of `slices` slices of `sliceMs` busy milliseconds each; throws in slice `throwAt`.
class BusyJob : public WorkerJob {
public:
    BusyJob(Trace& trace, int slices, int sliceMs, int throwAt = -1)
        : m_trace(trace), m_slices(slices), m_sliceMs(sliceMs), m_throwAt(throwAt)
    {
    }
    bool runSlice() override
    {
        if (cancelled())
            return false;
        m_trace.add('J');
        if (m_done == m_throwAt)
            throw std::runtime_error("the job failed");
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < m_sliceMs && !cancelFlag().load())
            ;
        return ++m_done < m_slices;
    }
    std::atomic<int> m_done{0};

private:
    Trace& m_trace;
    const int m_slices;
    const int m_sliceMs;
    const int m_throwAt;
};

} // namespace

class TestWorkerJobs : public QObject {
    Q_OBJECT
private slots:
    void jobsShareTheSessionsThreadAndLetItPlay()
    {
        Trace trace;
        SimulationController controller;
        controller.start([&trace] { return std::make_unique<TracedSession>(trace); });
        controller.play();
        QTRY_VERIFY(controller.isRunning());
        const auto job = std::make_shared<BusyJob>(trace, 40, 10);
        controller.runJob(job);
        QTRY_COMPARE_WITH_TIMEOUT(job->m_done.load(), 40, 20000);
        const std::string sequence = trace.sequence();
        const auto first = sequence.find('J');
        const auto last = sequence.rfind('J');
        QVERIFY(first != std::string::npos);
        // The run went on while the job was under way: ticks between its slices.
        const auto advancesDuring = std::count(sequence.begin() + first, sequence.begin() + last, 'A');
        QVERIFY2(advancesDuring >= 10, sequence.c_str());
        // One simulation thread, and not the GUI's.
        QCOMPARE(trace.threads().size(), std::size_t(1));
        QVERIFY(*trace.threads().begin() != QThread::currentThread());
    }

    void jobsRunOneAfterAnotherAndCancelledOrFailedOnesGiveWay()
    {
        Trace trace;
        SimulationController controller;
        QSignalSpy failed(&controller, &SimulationController::failed);
        const auto endless = std::make_shared<BusyJob>(trace, 1'000'000, 5);
        const auto failing = std::make_shared<BusyJob>(trace, 10, 1, 2);
        const auto last = std::make_shared<BusyJob>(trace, 3, 1);
        controller.runJob(endless);
        controller.runJob(failing);
        controller.runJob(last);
        QTRY_VERIFY(endless->m_done.load() >= 3);
        // Nothing of the later jobs has run while the first is under way.
        QCOMPARE(failing->m_done.load(), 0);
        endless->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(last->m_done.load(), 3, 10000);
        QCOMPARE(failing->m_done.load(), 2);
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.first().at(0).toString(), QStringLiteral("the job failed"));
    }

    void destroyingDuringALongSliceIsPrompt()
    {
        Trace trace;
        auto controller = std::make_unique<SimulationController>();
        // One slice of a minute, ended only by its cancel flag.
        const auto job = std::make_shared<BusyJob>(trace, 1, 60'000);
        controller->runJob(job);
        QTRY_VERIFY(trace.sequence().find('J') != std::string::npos);
        QElapsedTimer clock;
        clock.start();
        controller.reset();
        QVERIFY(job->cancelled());
        QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
    }
};

QTEST_GUILESS_MAIN(TestWorkerJobs)
#include "tst_worker_jobs.moc"
