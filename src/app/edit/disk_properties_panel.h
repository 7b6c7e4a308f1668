#pragma once
// The selected disks' fields (x, y, vx, vy, radius, mass, colour, label). A field the selected
// disks share shows its value, one where they differ shows "mixed"; an edit sets that field of
// every selected disk, as one undo step. Lengths, speeds and masses read and are typed in the
// window's units (nm, m/s, u on the atoms scale).

#include "app/document/disk_property.h"

#include <QWidget>

#include <array>

class QLabel;
class QLineEdit;
class QPushButton;

namespace disklab {

class NumberField;
class ScenarioDocument;

class DiskPropertiesPanel : public QWidget {
    Q_OBJECT
public:
    explicit DiskPropertiesPanel(ScenarioDocument& document, QWidget* parent = nullptr);

    /// The edit field of a numeric field (X … Mass).
    NumberField* numberField(DiskField field) const;
    QLineEdit* labelField() const { return m_label; }
    /// Sets the selected disks' colour, as an edit (what the colour button does after its dialog).
    void setColour(const QColor& colour);
    /// Shows and takes the fields in `units` from now on.
    void setUnits(const UnitSystem& units);

private:
    void refresh();
    void edit(DiskField field, const QVariant& value);

    ScenarioDocument& m_document;
    QLabel* m_heading;
    std::array<NumberField*, 7> m_numbers{};  // X, Y, Vx, Vy, Radius, Mass, Charge
    std::array<QLabel*, 7> m_numberNames{};
    QPushButton* m_colour;
    QLineEdit* m_label;
};

} // namespace disklab
