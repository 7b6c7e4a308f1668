#include "app/edit/edit_mode_controller.h"

#include "app/commands/delete_disks_command.h"
#include "app/commands/engine_choice.h"
#include "app/commands/move_disks_command.h"
#include "app/commands/paste_disks_command.h"
#include "app/document/scenario_document.h"
#include "app/document/scenario_validity.h"
#include "app/edit/disk_clipboard.h"
#include "app/edit/scene_edit_overlay.h"
#include "app/view/simulation_view.h"
#include "core/overlap_separation.h"
#include "runtime/engine_factory.h"
#include "runtime/simulation_controller.h"

#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>

#include <algorithm>

namespace disklab {
namespace {
// Scenes made here never share a generation number with the worker's frames.
constexpr std::uint64_t kEditGenerationBase = std::uint64_t(1) << 62;
constexpr int kListedProblems = 6;
}

EditModeController::EditModeController(ScenarioDocument& document, const ScenarioValidity& validity,
                                       SimulationView& view, SimulationController& simulation, QWidget* dialogParent)
    : QObject(dialogParent),
      m_document(document),
      m_validity(validity),
      m_view(view),
      m_simulation(simulation),
      m_dialogParent(dialogParent),
      m_overlay(new SceneEditOverlay(view, document, validity))
{
    connect(&document, &ScenarioDocument::edited, this, [this] {
        m_editedSinceLoad = true;
        if (!m_editing)
            setEditing(true);
        else
            showScenario();
    });
    connect(&document, &ScenarioDocument::replaced, this, [this] {
        // MainWindow loads a replaced document into the simulation itself.
        m_editedSinceLoad = false;
        if (m_editing) {
            m_editing = false;
            m_overlay->hide();
            emit editingChanged(false);
        }
    });
    // Disks the lab's pump added to the run are not the document's to select.
    view.useSelection(document.diskSelection(), [&document] { return int(document.scenario().disks.size()); });
}

bool EditModeController::canStart() const
{
    return m_validity.isValid() || onlyEnginesChosen(*m_document.undoStack());
}

void EditModeController::continueFrom(const EditModeController& previous)
{
    m_editedSinceLoad = previous.m_editedSinceLoad;
    setEditing(previous.m_editing);
}

void EditModeController::setEditing(bool on)
{
    if (on == m_editing)
        return;
    if (on) {
        m_simulation.pause();
        m_editing = true;
        showScenario();
        m_overlay->show();
        m_overlay->raise();
    } else {
        m_editing = false;
        m_overlay->hide();
        if (m_editedSinceLoad && canStart()) {
            loadEditedScenario();
        } else if (const FramePtr frame = m_simulation.latestFrame()) {
            // Nothing new to load: show the paused run again, not the scenario at t = 0.
            m_view.showScene(sceneOfFrame(frame));
        }
    }
    emit editingChanged(on);
}

void EditModeController::loadEditedScenario()
{
    m_simulation.load(m_document.scenario(), m_document.scenario().engine);
    m_editedSinceLoad = false;
}

void EditModeController::setTool(EditToolKind tool)
{
    m_overlay->setTool(tool);
    setEditing(true);
}

void EditModeController::showScenario()
{
    m_view.showEditedScene(sceneAtStart(std::make_shared<const Scenario>(m_document.scenario()),
                                        kEditGenerationBase + ++m_generation));
}

bool EditModeController::prepareRun()
{
    if (!canStart()) {
        QMessageBox box(QMessageBox::Warning, tr("Scenario Has Problems"),
                        tr("The simulation cannot start until these are fixed (they are marked in red):"),
                        QMessageBox::Ok, m_dialogParent);
        QStringList lines;
        const auto& problems = m_validity.problems();
        for (std::size_t k = 0; k < problems.size() && k < std::size_t(kListedProblems); ++k)
            lines << ScenarioValidity::describe(problems[k]);
        if (problems.size() > std::size_t(kListedProblems))
            lines << tr("… and %n more", nullptr, int(problems.size() - kListedProblems));
        box.setInformativeText(lines.join(QLatin1Char('\n')));
        QPushButton* separate = nullptr;
        if (m_validity.hasOverlaps())
            separate = box.addButton(tr("Separate Overlaps"), QMessageBox::ActionRole);
        box.exec();
        if (separate && box.clickedButton() == separate)
            separateOverlaps();
        emit message(tr("Fix the marked problems before running"));
        return false;
    }
    setEditing(false);
    return true;
}

void EditModeController::togglePlay()
{
    if (m_simulation.isRunning()) {
        m_simulation.pause();
        return;
    }
    if (prepareRun())
        m_simulation.play();
}

void EditModeController::stepEvent()
{
    if (prepareRun())
        m_simulation.stepEvent();
}

void EditModeController::stepFrame()
{
    if (prepareRun())
        m_simulation.stepFrame();
}

void EditModeController::reset()
{
    if (m_editing) {
        showScenario();
        return;
    }
    if (m_editedSinceLoad && canStart()) {
        // Reset means the edited scenario's initial conditions, not the last loaded ones.
        loadEditedScenario();
        return;
    }
    m_simulation.reset();
}

void EditModeController::separateOverlaps()
{
    const Scenario& before = m_document.scenario();
    const OverlapSeparation result = disklab::separateOverlaps(before);
    QList<int> moved;
    QList<QPointF> positions;
    for (std::size_t i = 0; i < before.disks.size(); ++i) {
        const Disk& d = result.scenario.disks[i];
        if (d.x != before.disks[i].x || d.y != before.disks[i].y) {
            moved.append(int(i));
            positions.append(QPointF(d.x, d.y));
        }
    }
    if (moved.isEmpty()) {
        emit message(tr("No overlapping disks to separate"));
        return;
    }
    m_document.push(new MoveDisksCommand(m_document, moved, positions, 0, tr("Separate overlaps")));
    emit message(result.converged ? tr("Moved %n disk(s) apart", nullptr, int(moved.size()))
                                  : tr("Could not separate every disk: the box may be too full"));
}

void EditModeController::copySelection()
{
    if (DiskClipboard::copy(m_document.scenario(), m_document.selection()))
        emit message(tr("Copied %n disk(s)", nullptr, int(m_document.selection().size())));
}

void EditModeController::cutSelection()
{
    copySelection();
    deleteSelection();
}

void EditModeController::paste()
{
    std::optional<std::vector<Disk>> disks = DiskClipboard::paste();
    if (!disks) {
        emit message(tr("The clipboard holds no disks"));
        return;
    }
    // Land the group's centre under the pointer when it is over the box; otherwise one
    // diameter to the right of where it was copied from, so the copy is visible.
    double cx = 0.0, cy = 0.0, largest = 0.0;
    for (const Disk& d : *disks) {
        cx += d.x / double(disks->size());
        cy += d.y / double(disks->size());
        largest = std::max(largest, d.radius);
    }
    QPointF shift(2.0 * largest, 0.0);
    QPointF target;
    if (m_overlay->pastePoint(target))
        shift = target - QPointF(cx, cy);
    for (Disk& d : *disks) {
        d.x += shift.x();
        d.y += shift.y();
    }
    m_document.push(new PasteDisksCommand(m_document, std::move(*disks)));
}

void EditModeController::deleteSelection()
{
    if (!m_document.selection().isEmpty())
        m_document.push(new DeleteDisksCommand(m_document, m_document.selection()));
}

void EditModeController::selectAll()
{
    QList<int> all;
    for (int i = 0; i < int(m_document.scenario().disks.size()); ++i)
        all.append(i);
    m_document.setSelection(all);
}

} // namespace disklab
