#include "runtime/single_engine_session.h"

#include "core/state_export.h"
#include "runtime/engine_factory.h"
#include "runtime/live_view_checkpoints.h"

#include <QElapsedTimer>

#include <algorithm>

namespace disklab {

namespace {

std::unique_ptr<CheckpointingEngine> checkpointed(std::unique_ptr<Engine> engine)
{
    const CheckpointPolicy policy = liveViewCheckpoints(*engine);
    return std::make_unique<CheckpointingEngine>(std::move(engine), policy);
}

/// Hands the engine's collisions to a probe for as long as it lives, whatever is thrown.
class Probing {
public:
    Probing(CheckpointingEngine& engine, std::function<void(const CollisionRecord&)> probe) : m_engine(engine)
    {
        m_engine.setProbe(std::move(probe));
    }
    ~Probing() { m_engine.setProbe({}); }
    Probing(const Probing&) = delete;
    Probing& operator=(const Probing&) = delete;

private:
    CheckpointingEngine& m_engine;
};

} // namespace

SingleEngineSession::SingleEngineSession(std::shared_ptr<const Scenario> scenario, EngineConfig choice)
    : m_scenario(std::move(scenario)), m_loaded(m_scenario), m_choice(choice),
      m_engine(checkpointed(makeEngine(*m_scenario, choice))),
      m_timeline(*m_engine)
{
    m_engine->setCollisionListener([this](const CollisionRecord& record) { m_collisions.push(record); });
}

SingleEngineSession::SingleEngineSession(const RunRecord& record) : SingleEngineSession(record.scenario, record.engine)
{
    m_engine->adopt(record.checkpoints, record.spacing);
    // The markers' counters are those of the furthest moment, where new ground begins.
    m_engine->seek(record.timeline.reached);
    m_timeline.adopt(record.timeline, *m_engine);
    seek(record.shown);
}

bool SingleEngineSession::advance(double requested, Landing, const std::function<bool()>& yield)
{
    // Every stop, a frame step's and a stop time's too, is one where the engine stops without a
    // partial step (a time-driven engine's step grid): a seek replays the run on that grid, so a
    // partial step here would be a moment of a history no seek can show again.
    const double target = m_engine->nextStopTime(requested);
    QElapsedTimer clock;
    clock.start();
    m_advanceSeconds = 0.0;
    while (m_engine->time() < target && !yield()) {
        const double now = m_engine->time();
        const double slice = m_slicer.nextSlice(target - now);
        // The last slice lands exactly on the target, whatever rounding the sum did.
        const double end = slice >= target - now ? target : std::min(target, m_engine->nextStopTime(now + slice));
        const qint64 started = clock.nsecsElapsed();
        m_engine->advanceTo(end);
        const double seconds = (clock.nsecsElapsed() - started) * 1e-9;
        m_slicer.record(end - now, seconds);
        m_advanceSeconds += seconds;
        m_engineSeconds += seconds;
        observe(now);
    }
    return m_engine->time() >= target;
}

void SingleEngineSession::stepOnce()
{
    QElapsedTimer clock;
    clock.start();
    const double from = m_engine->time();
    advanceOneEvent(*m_engine, m_choice);
    m_advanceSeconds = clock.nsecsElapsed() * 1e-9;
    m_engineSeconds += m_advanceSeconds;
    observe(from);
}

void SingleEngineSession::seek(double time)
{
    QElapsedTimer clock;
    clock.start();
    const double reached = m_timeline.timeline().reached;
    // A stepper goes to a point of its step grid, as playing does: a partial step there would
    // start another history than the one played.
    m_engine->seek(std::min(m_engine->nextStopTime(std::clamp(time, 0.0, reached)), reached));
    // The collisions the frames carry end at the moment shown, and playing on tells them again.
    m_engine->retellFromNow();
    m_collisions.cutTo(m_engine->collisions());
    m_advanceSeconds = clock.nsecsElapsed() * 1e-9;
    // A pump's disks come and go with the moment shown: the frame's scenario is the engine's.
    m_labChanged = true;
}

void SingleEngineSession::seekCollision(int direction)
{
    const double now = m_engine->time();
    const std::optional<double> moment = direction < 0 ? previousCollision(now) : nextCollision();
    seek(moment.value_or(now));
}

std::optional<double> SingleEngineSession::previousCollision(double now)
{
    std::vector<double> starts;
    for (const Checkpoint& checkpoint : m_engine->store().checkpoints())
        if (checkpoint.time < now && (starts.empty() || checkpoint.time > starts.back()))
            starts.push_back(checkpoint.time);
    // From the nearest checkpoint back: the previous collision is seldom further.
    for (auto start = starts.rbegin(); start != starts.rend(); ++start) {
        m_engine->seek(*start);
        if (const std::optional<double> found = latestCollisionBefore(now))
            return found;
    }
    return std::nullopt;
}

std::optional<double> SingleEngineSession::latestCollisionBefore(double now)
{
    std::optional<double> latest;
    if (m_choice.kind == EngineKind::EventDriven) {
        const Probing probing(*m_engine, [&latest, now](const CollisionRecord& record) {
            if (record.time < now)
                latest = record.time;
        });
        m_engine->advanceTo(now);
        return latest;
    }
    // A stepper resolves its contacts inside a step: the moment is the end of a step that had one.
    while (m_engine->time() < now) {
        const std::uint64_t before = m_engine->collisions();
        m_engine->advanceTo(std::min(now, m_engine->time() + m_choice.dt));
        if (m_engine->collisions() > before && m_engine->time() < now)
            latest = m_engine->time();
    }
    return latest;
}

std::optional<double> SingleEngineSession::nextCollision()
{
    const double reached = m_timeline.timeline().reached;
    if (m_engine->time() >= reached)
        return std::nullopt;  // new ground is Step One Event's
    const std::uint64_t before = m_engine->collisions();
    if (m_choice.kind == EngineKind::EventDriven)
        m_engine->advanceCollisions(1);
    else
        while (m_engine->collisions() == before && m_engine->time() < reached)
            m_engine->advanceTo(std::min(reached, m_engine->time() + m_choice.dt));
    if (m_engine->collisions() == before || m_engine->time() > reached)
        return std::nullopt;
    return m_engine->time();
}

void SingleEngineSession::observe(double from)
{
    m_timeline.observe(*m_engine, [this, from](std::uint64_t TimeDrivenStats::*count) {
        return firstStepWhere(from, count);
    });
}

double SingleEngineSession::firstStepWhere(double from, std::uint64_t TimeDrivenStats::*count)
{
    const double end = m_engine->time();
    m_engine->seek(from);
    const double found = stepUntilCounted(*m_engine, m_choice.dt, end, count);
    m_engine->advanceTo(end);
    return found;
}

void SingleEngineSession::applyLabControl(const LabControl& control)
{
    disklab::applyLabControl(*m_engine, control);
    m_labChanged = true;
    m_timeline.labControlTurned(*m_engine, control.kind);
}

Scenario SingleEngineSession::savedState() const
{
    Scenario state = disklab::savedState(*m_engine);
    state.engine = m_choice;
    return state;
}

RunRecord SingleEngineSession::runRecord() const
{
    RunRecord record;
    record.scenario = m_loaded;
    record.engine = m_choice;
    record.checkpoints = m_engine->store().checkpoints();
    record.spacing = m_engine->spacing();
    record.timeline = m_timeline.timeline();
    record.timeline.checkpoints = record.checkpoints.size();
    record.timeline.checkpointBytes = m_engine->store().bytes();
    record.shown = m_engine->time();
    return record;
}

void SingleEngineSession::describe(FrameSnapshot& frame)
{
    auto [state, totals] = m_engine->snapshotAndTotals();
    frame.state = std::move(state);
    // A pump adds disks as the run goes, so the copy is made again whenever their number grew.
    if (m_labChanged || frame.state.size() != m_scenario->disks.size()) {
        m_scenario = std::make_shared<const Scenario>(m_engine->scenario());
        m_labChanged = false;
    }
    frame.scenario = m_scenario;
    frame.totals = totals;
    m_motion.measure(frame);
    frame.engine = m_choice;
    frame.advanceSeconds = m_advanceSeconds;
    frame.engineSeconds = m_engineSeconds;
    frame.recentCollisions = m_collisions.recent();
    frame.collisionCount = m_collisions.total();
    if (std::optional<AggregationStats> stats = m_engine->aggregationStats())
        frame.aggregation = std::make_shared<const AggregationStats>(std::move(*stats));
    m_timeline.setCheckpoints(m_engine->store().checkpoints().size(), m_engine->store().bytes());
    frame.timeline = std::make_shared<const RunTimeline>(m_timeline.timeline());
}

SessionFactory singleEngineSession(std::shared_ptr<const Scenario> scenario, EngineConfig choice)
{
    return [scenario = std::move(scenario), choice]() -> std::unique_ptr<RunSession> {
        return std::make_unique<SingleEngineSession>(scenario, choice);
    };
}

SessionFactory recordedSession(std::shared_ptr<const RunRecord> record)
{
    return [record = std::move(record)]() -> std::unique_ptr<RunSession> {
        return std::make_unique<SingleEngineSession>(*record);
    };
}

} // namespace disklab
