// TimeDrivenEngine's public face: every call goes to its Impl (time_driven_engine_internals.h).
// One indirection per call, not per step: the steps run entirely inside the Impl.
#include "core/time_driven_engine_internals.h"

namespace disklab {

TimeDrivenEngine::TimeDrivenEngine(const Scenario& scenario, const TimeDrivenSettings& settings)
    : m_impl(std::make_unique<Impl>(scenario, settings))
{
}
TimeDrivenEngine::~TimeDrivenEngine() = default;

void TimeDrivenEngine::advanceTo(double t) { m_impl->advanceTo(t); }
bool TimeDrivenEngine::advanceCollisions(std::uint64_t count) { return m_impl->advanceCollisions(count); }
double TimeDrivenEngine::nextStopTime(double t) const { return m_impl->nextStopTime(t); }
double TimeDrivenEngine::time() const { return m_impl->time(); }
Snapshot TimeDrivenEngine::snapshot() const { return m_impl->snapshot(); }
Totals TimeDrivenEngine::totals() const { return m_impl->totals(); }
const Scenario& TimeDrivenEngine::scenario() const { return m_impl->scenario(); }

void TimeDrivenEngine::setCollisionListener(std::function<void(const CollisionRecord&)> listener)
{
    m_impl->setCollisionListener(std::move(listener));
}

void TimeDrivenEngine::setMissedCollisionListener(std::function<void(std::int32_t a, std::int32_t b)> listener)
{
    m_impl->setMissedCollisionListener(std::move(listener));
}

TimeDrivenStats TimeDrivenEngine::stats() const { return m_impl->stats(); }
const TimeDrivenSettings& TimeDrivenEngine::settings() const { return m_impl->settings(); }

} // namespace disklab
