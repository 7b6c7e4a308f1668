#include "msd_writer.h"

#include "csv_output.h"

namespace disklab::cli {

MsdWriter::MsdWriter(const QString& path, const Scenario& scenario, const SpeciesTable& species)
    : WindowRecorder(path), m_scenario(scenario)
{
    QByteArray header = "time";
    for (const DiskSpecies& s : species.species) {
        header += ",msd_" + QByteArray::fromStdString(s.symbol);
        m_disks.push_back(s.disks);
    }
    m_output.appendLine(header);
}

void MsdWriter::follow(const Snapshot& state)
{
    for (MsdTracker& tracker : m_trackers)
        tracker.add(state);
}

void MsdWriter::record(const Snapshot& state, const Totals& /*totals*/)
{
    if (!m_started) {
        m_started = true;
        m_startTime = state.time;
        m_trackers.resize(m_disks.size());
        for (std::size_t k = 0; k < m_disks.size(); ++k)
            m_trackers[k].start(m_scenario, state, m_disks[k]);
    } else {
        follow(state);
    }
    QByteArray line = exactNumber(state.time - m_startTime);
    for (const MsdTracker& tracker : m_trackers)
        line += ',' + exactNumber(tracker.currentMsd());
    m_output.appendLine(line);
}

} // namespace disklab::cli
