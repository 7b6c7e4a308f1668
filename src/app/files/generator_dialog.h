#pragma once
// File ▸ New from Generator…: pick a kind of scenario, set its parameters, see a preview, and
// get a new, valid scenario. The kinds and their parameter fields come from the core's
// generator descriptions (core/generator_catalog.h), the same the command line's
// `generate` is built from.

#include "core/generator_descriptor.h"
#include "core/scenario.h"

#include <QDialog>
#include <QList>

#include <optional>

class QFormLayout;
class QLabel;
class QListWidget;
class QScrollArea;

namespace disklab {

class ParameterField;

class GeneratorDialog : public QDialog {
    Q_OBJECT
public:
    explicit GeneratorDialog(QWidget* parent = nullptr);

    /// Selects generator `index` (catalogue order).
    void setKind(int index);
    /// Selects the generator with this key ("diffusion"); false if there is none.
    bool setKind(const QString& key);
    /// The field of the current generator's parameter `key`, or nullptr.
    ParameterField* field(const QString& key) const;
    /// The current generator's parameters as the fields show them.
    std::optional<GeneratorParameters> parameters() const;
    /// Builds the chosen scenario; on failure shows why in the dialog and returns nothing.
    std::optional<Scenario> generate();
    /// The scenario built by the last accept(), if any.
    const std::optional<Scenario>& result() const { return m_result; }

    void accept() override;

private:
    void showKind(int index);
    void updateApplicability();
    void preview();

    QListWidget* m_kinds;
    QLabel* m_description;
    QFormLayout* m_form;
    QScrollArea* m_scroll;
    QLabel* m_preview;
    QLabel* m_error;
    QList<ParameterField*> m_fields;
    std::optional<Scenario> m_result;
};

} // namespace disklab
