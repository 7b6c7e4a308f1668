#pragma once
// The scenario's free piston in the editor: the right wall's mass (empty: an ordinary wall), the
// pressure outside it and where its cylinder ends (empty: at the box's width). Each edit is one
// undoable change of the right wall; a combination the engines cannot run is named by the
// problems list before a run, as any other.

#include <QGroupBox>

#include <optional>

namespace disklab {

class NumberField;
class ScenarioDocument;

class FreePistonFields : public QGroupBox {
    Q_OBJECT
public:
    explicit FreePistonFields(ScenarioDocument& document, QWidget* parent = nullptr);

    NumberField* massField() const { return m_mass; }
    NumberField* pressureField() const { return m_pressure; }
    NumberField* limitField() const { return m_limit; }

private:
    enum class Field { Mass, Pressure, Limit };
    void edit(Field field, std::optional<double> value);
    void refresh();

    ScenarioDocument& m_document;
    NumberField* m_mass;
    NumberField* m_pressure;
    NumberField* m_limit;
};

} // namespace disklab
