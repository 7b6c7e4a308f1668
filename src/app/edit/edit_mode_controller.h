#pragma once
// Edit mode: while on, the simulation is paused and the view shows the document's scenario
// (t = 0) with the edit overlay on top. Any edit turns it on; Play turns it off, after loading
// the edited scenario into the simulation, and refuses while the scenario has problems
// (offering to separate overlapping disks). Also carries out the Edit menu's disk commands.

#include "app/edit/edit_tool.h"

#include <QObject>

#include <cstdint>

class QWidget;

namespace disklab {

class ScenarioDocument;
class ScenarioValidity;
class SceneEditOverlay;
class SimulationController;
class SimulationView;

class EditModeController : public QObject {
    Q_OBJECT
public:
    /// `dialogParent` parents the refusal message. GUI thread.
    EditModeController(ScenarioDocument& document, const ScenarioValidity& validity, SimulationView& view,
                       SimulationController& simulation, QWidget* dialogParent);

    bool isEditing() const { return m_editing; }
    SceneEditOverlay& overlay() { return *m_overlay; }
    /// Whether the run may start: the scenario has no problems, or its scene is unedited since
    /// it was opened (a legacy file opened on purpose with --allow-overlaps; an engine chosen
    /// since edits no scene).
    bool canStart() const;
    /// Takes over `previous`'s state for the same document and run (a window rebuilt in
    /// another language): edit mode on or off, and whether edits wait to be loaded into the run.
    void continueFrom(const EditModeController& previous);

public slots:
    void setEditing(bool on);
    void setTool(EditToolKind tool);
    /// Play/Pause with the validity gate: refuses (with a message) while the edited scenario has
    /// problems; leaves edit mode (loading the edited scenario) first.
    void togglePlay();
    void stepEvent();
    void stepFrame();
    /// Back to the edited scenario's t = 0 (loading it if edits were made since the last run).
    void reset();
    /// Moves overlapping disks apart minimally (core separateOverlaps), as one undo step.
    void separateOverlaps();
    void copySelection();
    void cutSelection();
    void paste();
    void deleteSelection();
    void selectAll();

signals:
    void editingChanged(bool editing);
    /// For the status bar.
    void message(const QString& text);

private:
    /// Loads the document into the simulation if edits were made since the last load; false
    /// (after telling the user) if the scenario may not start.
    bool prepareRun();
    /// Loads the document into the simulation, paused at t = 0.
    void loadEditedScenario();
    void showScenario();

    ScenarioDocument& m_document;
    const ScenarioValidity& m_validity;
    SimulationView& m_view;
    SimulationController& m_simulation;
    QWidget* m_dialogParent;
    SceneEditOverlay* m_overlay;
    bool m_editing = false;
    bool m_editedSinceLoad = false;
    std::uint64_t m_generation = 0;
};

} // namespace disklab
