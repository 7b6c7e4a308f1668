#pragma once
// File ▸ New from Generator…: pick a kind of scenario, set its parameters, see a preview, and
// get a new, valid scenario.

#include "app/generator_catalog.h"
#include "core/scenario.h"

#include <QDialog>

#include <optional>
#include <vector>

class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QListWidget;

namespace disklab {

class GeneratorDialog : public QDialog {
    Q_OBJECT
public:
    explicit GeneratorDialog(QWidget* parent = nullptr);

    /// Selects generator `index` (catalog order).
    void setKind(int index);
    /// Builds the chosen scenario; on failure shows why in the dialog and returns nothing.
    std::optional<Scenario> generate();
    /// The scenario built by the last accept(), if any.
    const std::optional<Scenario>& result() const { return m_result; }
    QList<QDoubleSpinBox*> parameterFields() const { return m_fields; }

    void accept() override;

private:
    void showKind(int index);
    void preview();

    std::vector<GeneratorEntry> m_catalog;
    QListWidget* m_kinds;
    QLabel* m_description;
    QFormLayout* m_form;
    QLabel* m_preview;
    QLabel* m_error;
    QList<QDoubleSpinBox*> m_fields;
    std::optional<Scenario> m_result;
};

} // namespace disklab
