#include "app/commands/engine_choice.h"

#include "app/commands/edit_command_ids.h"
#include "app/commands/scenario_setting_command.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace disklab {

void chooseEngine(ScenarioDocument& document, const EngineConfig& engine)
{
    if (engine == document.scenario().engine)
        return;
    const ScenarioSetting<EngineConfig> setting{[](const Scenario& s) { return s.engine; },
                                                [](Scenario& s, const EngineConfig& e) { s.engine = e; },
                                                ScenarioDocument::EditScope::Engine};
    const QString text = QCoreApplication::translate("EngineChoice", "Choose engine");
    document.push(new ScenarioSettingCommand<EngineConfig>(document, setting, engine, text, kChooseEngineId));
}

bool onlyEnginesChosen(const QUndoStack& stack)
{
    for (int k = 0; k < stack.index(); ++k)
        if (stack.command(k)->id() != kChooseEngineId)
            return false;
    return true;
}

} // namespace disklab
