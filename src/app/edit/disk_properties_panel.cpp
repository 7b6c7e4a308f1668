#include "app/edit/disk_properties_panel.h"

#include "app/commands/set_disk_property_command.h"
#include "app/document/scenario_document.h"
#include "app/units/number_field.h"

#include <QColorDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace disklab {
namespace {
constexpr std::array<DiskField, 7> kNumberFields{DiskField::X,  DiskField::Y,      DiskField::Vx,    DiskField::Vy,
                                                 DiskField::Radius, DiskField::Mass, DiskField::Charge};
}

DiskPropertiesPanel::DiskPropertiesPanel(ScenarioDocument& document, QWidget* parent)
    : QWidget(parent), m_document(document), m_heading(new QLabel), m_colour(new QPushButton), m_label(new QLineEdit)
{
    auto* form = new QFormLayout(this);
    form->setContentsMargins(4, 4, 4, 4);
    form->addRow(m_heading);
    // The fields edit the scenario as it starts; without saying so, values that stay put while
    // the disks move read as a frozen display.
    auto* note = new QLabel(tr("Initial state (t = 0): what the run starts from."));
    note->setObjectName(QStringLiteral("initialStateNote"));
    note->setWordWrap(true);
    form->addRow(note);
    for (std::size_t k = 0; k < kNumberFields.size(); ++k) {
        const DiskField field = kNumberFields[k];
        m_numbers[k] = new NumberField;
        m_numbers[k]->setObjectName(QStringLiteral("diskField%1").arg(int(field)));
        if (const std::optional<Quantity> quantity = diskFieldQuantity(field))
            m_numbers[k]->setMeasure(*quantity);
        m_numberNames[k] = new QLabel(diskFieldName(field));
        form->addRow(m_numberNames[k], m_numbers[k]);
        connect(m_numbers[k], &NumberField::valueEdited, this, [this, field](std::optional<double> value) {
            if (value)
                edit(field, *value);
        });
    }
    form->addRow(diskFieldName(DiskField::Colour), m_colour);
    form->addRow(diskFieldName(DiskField::Label), m_label);
    connect(m_colour, &QPushButton::clicked, this, [this] {
        const QColor chosen = QColorDialog::getColor(m_colour->property("colour").value<QColor>(), this, tr("Disk Colour"));
        if (chosen.isValid())
            setColour(chosen);
    });
    connect(m_label, &QLineEdit::editingFinished, this, [this] {
        if (m_label->isModified())
            edit(DiskField::Label, m_label->text());
        m_label->setModified(false);
    });
    connect(&document.diskSelection(), &DiskSelection::changed, this, &DiskPropertiesPanel::refresh);
    connect(&document, &ScenarioDocument::disksChanged, this, &DiskPropertiesPanel::refresh);
    connect(&document, &ScenarioDocument::diskCountChanged, this, &DiskPropertiesPanel::refresh);
    refresh();
}

NumberField* DiskPropertiesPanel::numberField(DiskField field) const
{
    for (std::size_t k = 0; k < kNumberFields.size(); ++k)
        if (kNumberFields[k] == field)
            return m_numbers[k];
    return nullptr;
}

void DiskPropertiesPanel::setUnits(const UnitSystem& units)
{
    for (std::size_t k = 0; k < kNumberFields.size(); ++k) {
        m_numberNames[k]->setText(diskFieldHeading(kNumberFields[k], units));
        m_numbers[k]->setUnits(units);
    }
}

void DiskPropertiesPanel::setColour(const QColor& colour)
{
    edit(DiskField::Colour, colour);
}

void DiskPropertiesPanel::edit(DiskField field, const QVariant& value)
{
    const QList<int> selection = m_document.selection();
    if (selection.isEmpty() || !isValidDiskFieldValue(field, value)) {
        refresh();
        return;
    }
    m_document.push(new SetDiskPropertyCommand(m_document, selection, field, value));
}

void DiskPropertiesPanel::refresh()
{
    const QList<int> selection = m_document.selection();
    const auto& disks = m_document.scenario().disks;
    setEnabled(!selection.isEmpty());
    m_heading->setText(selection.isEmpty()        ? tr("No disk selected")
                       : selection.size() == 1 ? tr("Disk %1").arg(selection.first())
                                               : tr("%n disks selected", nullptr, int(selection.size())));
    // A field shows a value only when every selected disk has it.
    const auto common = [&](DiskField field) -> std::optional<QVariant> {
        if (selection.isEmpty())
            return std::nullopt;
        const QVariant first = diskFieldValue(disks[std::size_t(selection.first())], selection.first(), field);
        for (int i : selection)
            if (diskFieldValue(disks[std::size_t(i)], i, field) != first)
                return std::nullopt;
        return first;
    };
    for (std::size_t k = 0; k < kNumberFields.size(); ++k) {
        const std::optional<QVariant> value = common(kNumberFields[k]);
        if (value)
            m_numbers[k]->showValue(value->toDouble());
        else if (selection.isEmpty())
            m_numbers[k]->showValue(std::nullopt);
        else
            m_numbers[k]->showMixed();
    }
    const std::optional<QVariant> colour = common(DiskField::Colour);
    m_colour->setProperty("colour", colour ? colour->value<QColor>() : QColor());
    m_colour->setText(colour ? colour->value<QColor>().name() : selection.isEmpty() ? QString() : tr("mixed"));
    m_colour->setStyleSheet(colour ? QStringLiteral("background-color: %1").arg(colour->value<QColor>().name())
                                   : QString());
    const std::optional<QVariant> label = common(DiskField::Label);
    m_label->setText(label ? label->toString() : QString());
    m_label->setPlaceholderText(label || selection.isEmpty() ? QString() : tr("mixed"));
    m_label->setModified(false);
}

} // namespace disklab
