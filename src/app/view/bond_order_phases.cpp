#include "app/view/bond_order_phases.h"

#include "app/view/bond_order_colour_map.h"
#include "core/bond_order.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <utility>

namespace disklab {
namespace {
/// At most five measurements a second: the colours follow a melting crystal closely enough.
constexpr qint64 kMeasureMs = 200;
/// And the thread rests at least three times as long as it worked, so that at 10^5 disks and
/// more it takes no more than a quarter of a core from the engine and the view.
constexpr qint64 kRestPerWork = 3;
/// How often the GUI thread looks whether a measurement is done: soon after, and cheap.
constexpr int kPollMs = 15;
} // namespace

PhaseSteps bondOrderPhaseSteps(const Scenario& scenario, const Snapshot& snapshot)
{
    BondOrder order;
    try {
        order = bondOrientationalOrder(scenario, snapshot);
    } catch (const std::invalid_argument&) {
        return {};
    }
    PhaseSteps steps(order.perDisk.size());
    for (std::size_t j = 0; j < steps.size(); ++j)
        steps[j] = std::uint8_t(BondOrderColourMap::stepOf(order.perDisk[j], order.neighbours[j]));
    return steps;
}

BondOrderPhases::BondOrderPhases(QObject* parent)
    : QObject(parent)
{
    static_assert(BondOrderColourMap::kEntries <= 256, "a step must fit a byte");
    m_poll.setInterval(kPollMs);
    connect(&m_poll, &QTimer::timeout, this, &BondOrderPhases::poll);
}

BondOrderPhases::~BondOrderPhases()
{
    if (m_running.valid())
        m_running.wait();
}

void BondOrderPhases::request(const SceneState& scene)
{
    if (scene.isEmpty() || scene.state == m_measuredState)
        return;
    m_waiting = scene;
    poll();
    if (busy())
        m_poll.start();
}

std::shared_ptr<const PhaseSteps> BondOrderPhases::stepsFor(const SceneState& scene) const
{
    if (scene.isEmpty() || !m_steps || scene.generation != m_generation || m_steps->size() != scene.state->size())
        return nullptr;
    return m_steps;
}

void BondOrderPhases::poll()
{
    if (m_measuring) {
        if (m_running.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
            return;
        m_measuring = false;
        m_workMs = m_lastStart.elapsed();
        PhaseSteps steps = m_running.get();
        if (!steps.empty()) {
            m_steps = std::make_shared<const PhaseSteps>(std::move(steps));
            m_generation = m_runningGeneration;
            emit measured();
        }
    }
    if (m_waiting) {
        // A new trajectory is measured at once; the same one no more often than the limits allow.
        const bool newTrajectory = m_waiting->generation != m_runningGeneration;
        const qint64 interval = std::max(kMeasureMs, (1 + kRestPerWork) * m_workMs);
        if (newTrajectory || !m_lastStart.isValid() || m_lastStart.elapsed() >= interval)
            start(*std::exchange(m_waiting, std::nullopt));
    }
    if (!busy())
        m_poll.stop();
}

void BondOrderPhases::start(const SceneState& scene)
{
    m_measuring = true;
    m_measuredState = scene.state;
    m_runningGeneration = scene.generation;
    m_lastStart.start();
    // The thread shares the immutable scenario and state.
    m_running = std::async(std::launch::async, [scenario = scene.scenario, state = scene.state] {
        return bondOrderPhaseSteps(*scenario, *state);
    });
}

} // namespace disklab
