#pragma once
// Undoable: sets one of the scenario's settings (the box size, gravity, the boundary, a wall's
// motion...) to a value. A setting is a pair of functions that read it from a scenario and
// write it into one, so a new setting needs no command class of its own: see
// scenario_settings.h for the ones the editor offers.

#include "app/document/scenario_document.h"
#include "core/scenario.h"

#include <QUndoCommand>

#include <functional>
#include <utility>

namespace disklab {

/// How to read a setting of type T from a scenario and write it into one, and what a change
/// of it tells the views.
template <typename T>
struct ScenarioSetting {
    std::function<T(const Scenario&)> read;
    std::function<void(Scenario&, const T&)> write;
    ScenarioDocument::EditScope scope = ScenarioDocument::EditScope::Settings;
};

template <typename T>
class ScenarioSettingCommand : public QUndoCommand {
public:
    /// Remembers the document's current value, to undo to. `text` is the undo history's line.
    /// Commands with the same `mergeId` (other than -1) merge into one step, which undoes to
    /// the first one's old value: the id must name the setting. GUI thread.
    ScenarioSettingCommand(ScenarioDocument& document, ScenarioSetting<T> setting, T value, const QString& text,
                           int mergeId = -1)
        : QUndoCommand(text),
          m_document(document),
          m_setting(std::move(setting)),
          m_before(m_setting.read(document.scenario())),
          m_after(std::move(value)),
          m_mergeId(mergeId)
    {
    }

    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = dynamic_cast<const ScenarioSettingCommand*>(other);
        if (!next)
            return false;
        m_after = next->m_after;
        return true;
    }

private:
    void apply(const T& value)
    {
        m_document.applyEdit(m_setting.scope, [&](Scenario& scenario) { m_setting.write(scenario, value); });
    }

    ScenarioDocument& m_document;
    ScenarioSetting<T> m_setting;
    T m_before;
    T m_after;
    int m_mergeId;
};

} // namespace disklab
