#include "runtime/scaling_study.h"

#include <exception>
#include <optional>
#include <utility>

namespace disklab {

/// The study's work on the simulation thread: one gas built or one engine measured per slice.
class ScalingJob : public ReportingJob<ScalingStudy> {
public:
    ScalingJob(ScalingStudy* study, std::vector<int> sizes, double budgetSeconds)
        : ReportingJob(study), m_sizes(std::move(sizes)), m_budgetSeconds(budgetSeconds)
    {
    }

    /// One slice: build the next size's gas, or measure the next engine on it. Worker thread.
    bool runSlice() override
    {
        if (cancelled() || m_nextSize == m_sizes.size())
            return finish();
        if (!m_gas)
            return buildGas();
        const EngineConfig engine = scalingEngines(m_gas->engine.dt)[m_nextEngine];
        const ScalingPoint point = measureScaling(*m_gas, engine, m_budgetSeconds, cancelFlag());
        if (cancelled())
            return finish();
        ++m_done;
        report([point, done = m_done, total = total()](ScalingStudy& study) {
            emit study.pointReady(point);
            emit study.progress(done, total);
        });
        if (++m_nextEngine == kScalingEngineCount) {
            m_nextEngine = 0;
            m_gas.reset();
            ++m_nextSize;
        }
        return true;
    }

private:
    int total() const { return static_cast<int>(m_sizes.size() * kScalingEngineCount); }

    bool buildGas()
    {
        try {
            m_gas = scalingGas(m_sizes[m_nextSize]);
        } catch (const std::exception& e) {
            return finish(QString::fromUtf8(e.what()));
        }
        return true;
    }


    const std::vector<int> m_sizes;
    const double m_budgetSeconds;
    std::size_t m_nextSize = 0;
    std::size_t m_nextEngine = 0;
    std::optional<Scenario> m_gas;  // of m_sizes[m_nextSize], once built
    int m_done = 0;
};

ScalingStudy::ScalingStudy(SimulationController& simulation, QObject* parent)
    : QObject(parent), m_simulation(simulation)
{
    // Connected before any receiver outside, so the study is idle again by the time they hear
    // it has finished (and may start another).
    connect(this, &ScalingStudy::finished, this, [this] { m_job.finished(); });
}

ScalingStudy::~ScalingStudy() = default;

void ScalingStudy::start(const std::vector<int>& sizes, double budgetSeconds)
{
    if (m_job.isRunning())
        return;
    m_job.run(m_simulation, std::make_shared<ScalingJob>(this, sizes, budgetSeconds));
}

void ScalingStudy::deliverReports()
{
    m_job.deliverReports(*this);
}

void ScalingStudy::cancel()
{
    m_job.cancel();
}

} // namespace disklab
