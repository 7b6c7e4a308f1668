// EventDrivenEngine's public face: every call goes to its Impl (event_driven_engine_internals.h).
// One indirection per call, not per event: the event loop runs entirely inside the Impl.
#include "core/event_driven_engine_internals.h"

namespace disklab {

EventDrivenEngine::EventDrivenEngine(const Scenario& scenario) : m_impl(std::make_unique<Impl>(scenario)) {}
EventDrivenEngine::~EventDrivenEngine() = default;

void EventDrivenEngine::advanceTo(double t) { m_impl->advanceTo(t); }
bool EventDrivenEngine::advanceCollisions(std::uint64_t count) { return m_impl->advanceCollisions(count); }
double EventDrivenEngine::time() const { return m_impl->time(); }
Snapshot EventDrivenEngine::snapshot() const { return m_impl->snapshot(); }
Totals EventDrivenEngine::totals() const { return m_impl->totals(); }
const Scenario& EventDrivenEngine::scenario() const { return m_impl->scenario(); }

void EventDrivenEngine::setCollisionListener(std::function<void(const CollisionRecord&)> listener)
{
    m_impl->setCollisionListener(std::move(listener));
}

int EventDrivenEngine::cellColumns() const { return m_impl->cellColumns(); }
int EventDrivenEngine::cellRows() const { return m_impl->cellRows(); }
bool EventDrivenEngine::usesNeighbourLists() const { return m_impl->usesNeighbourLists(); }

} // namespace disklab
