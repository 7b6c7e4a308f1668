#pragma once
// Undoable: changes the scenario's title or description in one language (the untranslated
// text, or one entry of its translations). The keystrokes of one field typed in a row merge
// into a single command, so one undo takes back the whole typing.

#include "core/scenario.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <string>

namespace disklab {

class ScenarioDocument;

class ScenarioTextCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(ScenarioTextCommand)
public:
    enum class Field { Title, Description };

    /// Sets `field` of the text stored under `language` (empty: the untranslated text) to `text`.
    ScenarioTextCommand(ScenarioDocument& document, const std::string& language, Field field, const std::string& text);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    void apply(const ScenarioText& text);

    ScenarioDocument& m_document;
    std::string m_language;
    Field m_field;
    ScenarioText m_before;
    ScenarioText m_after;
};

} // namespace disklab
