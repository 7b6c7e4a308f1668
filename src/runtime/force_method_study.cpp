#include "runtime/force_method_study.h"

#include <exception>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

namespace disklab {

ForceComparisonOptions forceStudyOptions()
{
    ForceComparisonOptions options;
    options.minimumSeconds = 0.02;
    options.directLimit = 20'000;
    options.seed = 1;
    return options;
}

/// The study's work on the simulation thread: one (N, theta) comparison per slice.
class ForceMethodJob : public ReportingJob<ForceMethodStudy> {
public:
    ForceMethodJob(ForceMethodStudy* study, std::vector<int> sizes, std::vector<double> thetas,
                   const ForceComparisonOptions& options)
        : ReportingJob(study), m_sizes(std::move(sizes)), m_thetas(std::move(thetas)), m_options(options)
    {
    }

    /// One slice: the charges of the next N if they are not made yet, and the next theta
    /// compared on them. Worker thread.
    bool runSlice() override
    {
        if (cancelled() || m_nextSize == m_sizes.size() || m_thetas.empty())
            return finish();
        ForceMethodComparison point;
        try {
            if (!m_charges)
                m_charges = charges(m_sizes[m_nextSize]);
            point = compareForceMethods(*m_charges, CoulombLaw{}, m_thetas[m_nextTheta], m_options);
        } catch (const std::exception& e) {
            return finish(QString::fromUtf8(e.what()));
        }
        ++m_done;
        report([point, done = m_done, total = total()](ForceMethodStudy& study) {
            emit study.pointReady(point);
            emit study.progress(done, total);
        });
        if (++m_nextTheta == m_thetas.size()) {
            m_nextTheta = 0;
            m_charges.reset();
            ++m_nextSize;
        }
        return true;
    }

private:
    int total() const { return static_cast<int>(m_sizes.size() * m_thetas.size()); }

    ChargedBodies charges(int n) const
    {
        if (n < 1 || n > kForceStudyLargestN)
            throw std::invalid_argument("the number of charges must be from 1 to " + std::to_string(kForceStudyLargestN));
        return randomCharges(static_cast<std::size_t>(n), m_options.seed);
    }


    const std::vector<int> m_sizes;
    const std::vector<double> m_thetas;
    const ForceComparisonOptions m_options;
    std::size_t m_nextSize = 0;
    std::size_t m_nextTheta = 0;
    std::optional<ChargedBodies> m_charges;  // of m_sizes[m_nextSize], once made
    int m_done = 0;
};

ForceMethodStudy::ForceMethodStudy(SimulationController& simulation, QObject* parent)
    : QObject(parent), m_simulation(simulation)
{
    // Connected before any receiver outside, so the study is idle again by the time they hear
    // it has finished (and may start another).
    connect(this, &ForceMethodStudy::finished, this, [this] { m_job.finished(); });
}

ForceMethodStudy::~ForceMethodStudy() = default;

void ForceMethodStudy::start(const std::vector<int>& sizes, const std::vector<double>& thetas,
                             const ForceComparisonOptions& options)
{
    if (m_job.isRunning())
        return;
    m_job.run(m_simulation, std::make_shared<ForceMethodJob>(this, sizes, thetas, options));
}

void ForceMethodStudy::deliverReports()
{
    m_job.deliverReports(*this);
}

void ForceMethodStudy::cancel()
{
    m_job.cancel();
}

} // namespace disklab
