#include "app/commands/delete_disks_command.h"

#include "app/document/scenario_document.h"

#include <algorithm>

namespace disklab {

namespace {

/// Where the disks that remain go when the disks at `removed` (ascending) are gone.
class Renumbering {
public:
    explicit Renumbering(const std::vector<std::pair<int, Disk>>& removed) : m_removed(removed) {}
    bool gone(int disk) const
    {
        const auto at = firstAtOrAbove(disk);
        return at != m_removed.end() && at->first == disk;
    }
    int renumbered(int disk) const { return disk - int(firstAtOrAbove(disk) - m_removed.begin()); }

private:
    /// The first removed index at or above `disk`: equal means it is gone; its place in the
    /// list is how many removed disks lie below.
    std::vector<std::pair<int, Disk>>::const_iterator firstAtOrAbove(int disk) const
    {
        return std::lower_bound(m_removed.begin(), m_removed.end(), disk,
                                [](const std::pair<int, Disk>& entry, int d) { return entry.first < d; });
    }

    const std::vector<std::pair<int, Disk>>& m_removed;
};

/// The springs left when the removed disks are gone, renumbered to the disks' new indices.
std::vector<Link> springsWithout(const std::vector<Link>& springs, const Renumbering& renumbering)
{
    std::vector<Link> kept;
    for (Link spring : springs) {
        if (renumbering.gone(spring.a) || renumbering.gone(spring.b))
            continue;
        spring.a = renumbering.renumbered(spring.a);
        spring.b = renumbering.renumbered(spring.b);
        kept.push_back(spring);
    }
    return kept;
}

/// The anchors left when the removed disks are gone, renumbered likewise.
std::vector<Anchor> anchorsWithout(const std::vector<Anchor>& anchors, const Renumbering& renumbering)
{
    std::vector<Anchor> kept;
    for (Anchor anchor : anchors) {
        if (renumbering.gone(anchor.disk))
            continue;
        anchor.disk = renumbering.renumbered(anchor.disk);
        kept.push_back(anchor);
    }
    return kept;
}

} // namespace

DeleteDisksCommand::DeleteDisksCommand(ScenarioDocument& document, QList<int> indices)
    : m_document(document), m_springsBefore(document.scenario().forces.links),
      m_anchorsBefore(document.scenario().forces.anchors)
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
        const Renumbering renumbering(m_removed);
        s.forces.links = springsWithout(m_springsBefore, renumbering);
        s.forces.anchors = anchorsWithout(m_anchorsBefore, renumbering);
    });
    m_document.setSelection({});
}

void DeleteDisksCommand::undo()
{
    m_document.applyEdit(ScenarioDocument::EditScope::DiskCount, [this](Scenario& s) {
        for (const auto& [index, disk] : m_removed)
            s.disks.insert(s.disks.begin() + index, disk);
        s.forces.links = m_springsBefore;
        s.forces.anchors = m_anchorsBefore;
    });
    QList<int> restored;
    for (const auto& entry : m_removed)
        restored.append(entry.first);
    m_document.setSelection(restored);
}

} // namespace disklab
