#include "runtime/checkpointing_engine.h"

#include <stdexcept>

namespace disklab {

CheckpointingEngine::CheckpointingEngine(std::unique_ptr<Engine> engine, const CheckpointPolicy& policy)
    : ForwardingEngine(std::move(engine)), m_store(policy.capacity), m_spacing(policy.spacing),
      m_landOnCounts(policy.landOnCounts)
{
    if (m_spacing == 0)
        throw std::invalid_argument("checkpoints must be at least one collision apart");
    m_due = collisions();
    record();
}

void CheckpointingEngine::record()
{
    const Checkpoint* newest = m_store.newest();
    if (!newest || collisions() > newest->collisions) {
        if (m_store.add(takeCheckpoint(inner(), newest ? newest->scenario : nullptr)))
            m_spacing *= 2;
    }
    // Counts stay on the multiples of the spacing from the start, whatever a stepper overshot.
    while (m_due <= collisions())
        m_due += m_spacing;
}

void CheckpointingEngine::recordLabChange()
{
    Checkpoint checkpoint = takeCheckpoint(inner(), m_store.newest()->scenario);
    checkpoint.pinned = true;
    m_store.discardAfter(checkpoint);
    if (m_store.add(std::move(checkpoint)))
        m_spacing *= 2;
    resumeCounting();
    // What comes now is new history, which the listener has not heard, even after a seek back.
    m_heard = m_reported = collisions();
}

void CheckpointingEngine::resumeCounting()
{
    m_due = m_store.newest()->collisions;
    while (m_due <= collisions())
        m_due += m_spacing;
}

bool CheckpointingEngine::likelyBefore(double t) const
{
    // Retracing the history after a seek back, the next count is the newest checkpoint's, maybe
    // far ahead: a try would run all the way there.
    const Checkpoint& newest = *m_store.newest();
    if (!m_landOnCounts || collisions() < newest.collisions)
        return false;
    // The rate of the whole run so far.
    const double elapsed = time();
    const double made = static_cast<double>(collisions());
    if (elapsed <= 0.0 || made <= 0.0)
        return true;  // no rate yet: try
    // A quarter of the spacing to spare: a try that falls short costs one capture of the state,
    // a checkpoint passed unawares a replay of up to the whole spacing.
    const double expected = static_cast<double>(collisions()) + made / elapsed * (t - time());
    return expected + 0.25 * static_cast<double>(m_spacing) >= static_cast<double>(m_due);
}

void CheckpointingEngine::advanceTo(double t)
{
    while (time() < t) {
        if (!likelyBefore(t)) {
            // Passing the count unawares (the rate misled) takes the checkpoint where the call
            // ends instead: a moment of the same history, a little later than planned.
            inner().advanceTo(t);
            if (collisions() >= m_due)
                record();
            return;
        }
        const Checkpoint start = takeCheckpoint(inner(), m_store.newest()->scenario);
        m_trying = true;
        const bool reached = inner().advanceCollisions(m_due - collisions());
        m_trying = false;
        if (reached && time() <= t) {
            passHeldBack();
            record();
            continue;
        }
        // The next checkpoint lies beyond t: the try is undone, and its collisions go unheard
        // until the engine makes them again.
        m_heldBack.clear();
        restore(start);
        inner().advanceTo(t);
        if (collisions() < m_due)
            return;
        record();  // a stepper's partial step to t made more than its whole step did
    }
    inner().advanceTo(t);
}

bool CheckpointingEngine::advanceCollisions(std::uint64_t count)
{
    const std::uint64_t target = collisions() + count;
    while (collisions() < target) {
        const std::uint64_t before = collisions();
        const bool more = inner().advanceCollisions(std::min(target, m_due) - before);
        if (collisions() >= m_due)
            record();
        if (!more)
            return false;
    }
    return true;
}

void CheckpointingEngine::seek(double time)
{
    const Checkpoint* checkpoint = m_store.latestAtOrBefore(time);
    if (!checkpoint)
        throw std::invalid_argument("no checkpoint at or before the time sought");
    restore(*checkpoint);
    resumeCounting();
    advanceTo(time);  // past the newest checkpoint, this takes the ones that fall on the way
}

void CheckpointingEngine::adopt(std::vector<Checkpoint> checkpoints, std::uint64_t spacing)
{
    if (spacing == 0)
        throw std::invalid_argument("checkpoints must be at least one collision apart");
    m_store.adopt(std::move(checkpoints));
    m_spacing = spacing;
    restore(m_store.checkpoints().front());
    m_reported = m_heard;
    resumeCounting();
}

void CheckpointingEngine::restore(const Checkpoint& checkpoint)
{
    restoreCheckpoint(inner(), checkpoint);
    m_heard = checkpoint.collisions;
}

void CheckpointingEngine::restoreInnerState(const Scenario& scenario, std::span<const std::byte> state)
{
    inner().restoreInnerState(scenario, state);
    m_heard = collisions();
    resumeCounting();
}

void CheckpointingEngine::setCollisionListener(std::function<void(const CollisionRecord&)> listener)
{
    m_listener = std::move(listener);
    m_heard = m_reported = collisions();
    if (m_listener)
        inner().setCollisionListener([this](const CollisionRecord& record) { hear(record); });
    else
        inner().setCollisionListener({});
}

void CheckpointingEngine::hear(const CollisionRecord& record)
{
    ++m_heard;
    if (m_probe) {
        m_probe(record);
        return;
    }
    if (m_heard <= m_reported)
        return;
    if (m_trying) {
        m_heldBack.push_back(record);
        return;
    }
    m_reported = m_heard;
    m_listener(record);
}

void CheckpointingEngine::passHeldBack()
{
    for (const CollisionRecord& record : m_heldBack) {
        ++m_reported;
        m_listener(record);
    }
    m_heldBack.clear();
}

void CheckpointingEngine::setWallTemperature(Side side, double kT)
{
    ForwardingEngine::setWallTemperature(side, kT);
    recordLabChange();
}

void CheckpointingEngine::setOutsidePressure(double pressure)
{
    ForwardingEngine::setOutsidePressure(pressure);
    recordLabChange();
}

void CheckpointingEngine::startPump(const Pump& pump)
{
    ForwardingEngine::startPump(pump);
    recordLabChange();
}

void CheckpointingEngine::holdPiston(double x, double speed)
{
    ForwardingEngine::holdPiston(x, speed);
    recordLabChange();
}

void CheckpointingEngine::releasePiston()
{
    ForwardingEngine::releasePiston();
    recordLabChange();
}

} // namespace disklab
