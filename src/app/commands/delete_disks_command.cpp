#include "app/commands/delete_disks_command.h"

#include "app/document/scenario_document.h"

#include <algorithm>

namespace disklab {

namespace {

/// The springs left when the disks at `removed` (ascending) are gone, renumbered to the disks'
/// new indices.
std::vector<Link> springsWithout(const std::vector<Link>& springs, const std::vector<std::pair<int, Disk>>& removed)
{
    // The first removed index at or above `disk`: equal means it is gone; its place in the list
    // is how many removed disks lie below.
    const auto firstAtOrAbove = [&](int disk) {
        return std::lower_bound(removed.begin(), removed.end(), disk,
                                [](const std::pair<int, Disk>& entry, int d) { return entry.first < d; });
    };
    const auto gone = [&](int disk) {
        const auto at = firstAtOrAbove(disk);
        return at != removed.end() && at->first == disk;
    };
    const auto renumbered = [&](int disk) { return disk - int(firstAtOrAbove(disk) - removed.begin()); };
    std::vector<Link> kept;
    for (Link spring : springs) {
        if (gone(spring.a) || gone(spring.b))
            continue;
        spring.a = renumbered(spring.a);
        spring.b = renumbered(spring.b);
        kept.push_back(spring);
    }
    return kept;
}

} // namespace

DeleteDisksCommand::DeleteDisksCommand(ScenarioDocument& document, QList<int> indices)
    : m_document(document), m_springsBefore(document.scenario().forces.links)
{
    std::sort(indices.begin(), indices.end());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    for (int i : indices)
        m_removed.emplace_back(i, document.scenario().disks.at(std::size_t(i)));
    setText(tr("Delete %n disk(s)", nullptr, int(m_removed.size())));
}

void DeleteDisksCommand::redo()
{
    m_document.applyEdit(ScenarioDocument::EditScope::DiskCount, [this](Scenario& s) {
        for (auto it = m_removed.rbegin(); it != m_removed.rend(); ++it)
            s.disks.erase(s.disks.begin() + it->first);
        s.forces.links = springsWithout(m_springsBefore, m_removed);
    });
    m_document.setSelection({});
}

void DeleteDisksCommand::undo()
{
    m_document.applyEdit(ScenarioDocument::EditScope::DiskCount, [this](Scenario& s) {
        for (const auto& [index, disk] : m_removed)
            s.disks.insert(s.disks.begin() + index, disk);
        s.forces.links = m_springsBefore;
    });
    QList<int> restored;
    for (const auto& entry : m_removed)
        restored.append(entry.first);
    m_document.setSelection(restored);
}

} // namespace disklab
