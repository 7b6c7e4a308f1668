#pragma once
// A line edit for one number of the scenario: shows it exactly (shortest round-trip form),
// may show "mixed" for a selection whose values differ, and reports only real edits.

#include <QLineEdit>

#include <optional>

namespace disklab {

class NumberField : public QLineEdit {
    Q_OBJECT
public:
    /// `allowEmpty`: an empty field is a value (none: "never" for a stop time).
    explicit NumberField(bool allowEmpty = false, QWidget* parent = nullptr);

    /// Shows `value`, or an empty field for none; does not emit.
    void showValue(std::optional<double> value);
    /// Shows that the selected disks differ in this field; does not emit.
    void showMixed();
    /// What an empty allowEmpty field means, shown greyed in it ("never" unless set).
    void setEmptyMeaning(const QString& text) { m_emptyMeaning = text; }

signals:
    /// The user typed a new number (or cleared an allowEmpty field: nullopt) and pressed Enter
    /// or left the field.
    void valueEdited(std::optional<double> value);

private:
    void finishEditing();

    bool m_allowEmpty;
    QString m_emptyMeaning;
    QString m_shown;
};

} // namespace disklab
