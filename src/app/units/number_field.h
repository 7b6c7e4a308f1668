#pragma once
// A line edit for one number of the scenario: shows it exactly (shortest round-trip form),
// may show "mixed" for a selection whose values differ, and reports only real edits. Given what
// it measures, it shows and reads the number in the window's units, while its callers give and
// receive the scenario's own (reduced) values.

#include "app/units/measure.h"

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
    /// What the number measures (a pure number unless set).
    void setMeasure(Measure measure) { m_measure = measure; }
    /// Shows and reads the number in `units` from now on, showing the value again.
    void setUnits(const UnitSystem& units);

signals:
    /// The user typed a new number (or cleared an allowEmpty field: nullopt) and pressed Enter
    /// or left the field.
    void valueEdited(std::optional<double> value);

private:
    void finishEditing();

    bool m_allowEmpty;
    QString m_emptyMeaning;
    QString m_shown;
    Measure m_measure;
    UnitSystem m_units;
    /// The value shown, in reduced units; none for an empty or mixed field.
    std::optional<double> m_value;
    bool m_mixed = false;
};

} // namespace disklab
