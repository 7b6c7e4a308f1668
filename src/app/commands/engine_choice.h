#pragma once
// The engine the document's scenario runs on is one of its settings: a choice in the run
// controls or the Simulation menu is an undo step (choices made one after another merge into
// one), saved with the scenario like its other settings.

#include "core/engine_config.h"

class QUndoCommand;
class QUndoStack;

namespace disklab {

class ScenarioDocument;

/// Pushes the choice of `engine` onto the document's undo stack, unless it is the engine the
/// scenario already runs on. GUI thread.
void chooseEngine(ScenarioDocument& document, const EngineConfig& engine);

/// Whether every step below the stack's index is an engine choice: the scene is as it was
/// opened, however the engine was chosen since.
bool onlyEnginesChosen(const QUndoStack& stack);

} // namespace disklab
