#pragma once
// The Scenario tab's title and description fields. They edit the text of the interface
// language: the untranslated text when DiskLab is in English, the language's entry of the
// translations otherwise (core/scenario_text.h), the untranslated text showing as a
// placeholder where that entry is empty. Every change is an undo command.

#include <QGroupBox>

#include <string>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace disklab {

class ScenarioDocument;

class ScenarioTextFields : public QGroupBox {
    Q_OBJECT
public:
    explicit ScenarioTextFields(ScenarioDocument& document, QWidget* parent = nullptr);

    QLineEdit* titleField() const { return m_title; }
    QPlainTextEdit* descriptionField() const { return m_description; }

private:
    /// The translations entry edits change ("" for the untranslated text).
    std::string editedKey() const;
    void refresh();

    ScenarioDocument& m_document;
    QLineEdit* m_title;
    QPlainTextEdit* m_description;
    QLabel* m_language;
    /// Set while refresh() fills the fields, whose change signals are then not edits.
    bool m_refreshing = false;
};

} // namespace disklab
