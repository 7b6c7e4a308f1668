#include "app/files/parameter_field.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QSpinBox>

#include <climits>
#include <cmath>

namespace disklab {
namespace {

/// Shows its value in the shortest form ("0.2", not "0.2000"); typing is as precise as the
/// decimals, which are enough for every default.
class ShortestDoubleSpinBox : public QDoubleSpinBox {
public:
    QString textFromValue(double value) const override { return locale().toString(value, 'g', 10); }
};

/// A step of about a tenth of the default, so the arrows make sensible changes.
double stepFor(double value)
{
    const double magnitude = std::abs(value) > 0.0 ? std::abs(value) : 1.0;
    return std::pow(10.0, std::floor(std::log10(magnitude)) - 1.0);
}

int clampToInt(double value)
{
    return int(std::clamp(value, double(INT_MIN), double(INT_MAX)));
}

QIcon swatch(const Colour& colour)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(QColor(colour.r, colour.g, colour.b));
    return QIcon(pixmap);
}

} // namespace

QString translatedGeneratorText(const char* text)
{
    return QCoreApplication::translate(kGeneratorTextContext, text);
}

ParameterField::ParameterField(const ParameterDescriptor& descriptor, const ParameterValue& initial, QWidget* parent)
    : QWidget(parent), m_descriptor(descriptor)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    switch (descriptor.kind) {
    case ParameterKind::Real:
        m_editor = makeNumber(std::get<double>(initial));
        break;
    case ParameterKind::Integer:
    case ParameterKind::Seed: {
        auto* box = new QSpinBox;
        box->setRange(clampToInt(descriptor.minimum), clampToInt(descriptor.maximum));
        box->setValue(descriptor.kind == ParameterKind::Seed ? clampToInt(double(std::get<std::uint64_t>(initial)))
                                                            : clampToInt(double(std::get<std::int64_t>(initial))));
        connect(box, &QSpinBox::valueChanged, this, &ParameterField::changed);
        m_editor = box;
        break;
    }
    case ParameterKind::Boolean: {
        auto* box = new QCheckBox;
        box->setChecked(std::get<bool>(initial));
        connect(box, &QCheckBox::toggled, this, &ParameterField::changed);
        m_editor = box;
        break;
    }
    case ParameterKind::Choice: {
        auto* box = new QComboBox;
        for (const ParameterChoice& choice : descriptor.choices)
            box->addItem(translatedGeneratorText(choice.label), QString::fromStdString(choice.key));
        box->setCurrentIndex(int(std::get<std::int64_t>(initial)));
        connect(box, &QComboBox::currentIndexChanged, this, &ParameterField::changed);
        m_editor = box;
        break;
    }
    case ParameterKind::Size:
        m_editor = makeNumber(std::get<Extent>(initial).width);
        m_second = makeNumber(std::get<Extent>(initial).height);
        break;
    case ParameterKind::Colour:
        m_editor = makeColourButton(std::get<Colour>(initial));
        break;
    }
    layout->addWidget(m_editor, 1);
    if (m_second) {
        layout->addWidget(new QLabel(QStringLiteral("×")));
        layout->addWidget(m_second, 1);
    }
    const QString help = translatedGeneratorText(descriptor.help);
    for (QWidget* widget : {static_cast<QWidget*>(this), m_editor, m_second}) {
        if (widget)
            widget->setToolTip(help);
    }
}

QWidget* ParameterField::makeNumber(double value)
{
    auto* box = new ShortestDoubleSpinBox;
    box->setDecimals(6);
    box->setRange(m_descriptor.minimum, m_descriptor.maximum);
    box->setSingleStep(stepFor(value));
    box->setValue(value);
    connect(box, &QDoubleSpinBox::valueChanged, this, &ParameterField::changed);
    return box;
}

QWidget* ParameterField::makeColourButton(const Colour& colour)
{
    m_colour = colour;
    auto* button = new QPushButton;
    button->setIcon(swatch(colour));
    button->setText(QColor(colour.r, colour.g, colour.b).name());
    connect(button, &QPushButton::clicked, this, [this, button] {
        const QColor chosen = QColorDialog::getColor(QColor(m_colour.r, m_colour.g, m_colour.b), this,
                                                     translatedGeneratorText(m_descriptor.label));
        if (!chosen.isValid())
            return;
        m_colour = Colour{std::uint8_t(chosen.red()), std::uint8_t(chosen.green()), std::uint8_t(chosen.blue())};
        button->setIcon(swatch(m_colour));
        button->setText(chosen.name());
        emit changed();
    });
    return button;
}

ParameterValue ParameterField::value() const
{
    switch (m_descriptor.kind) {
    case ParameterKind::Real:
        return static_cast<QDoubleSpinBox*>(m_editor)->value();
    case ParameterKind::Integer:
        return std::int64_t(static_cast<QSpinBox*>(m_editor)->value());
    case ParameterKind::Seed:
        return std::uint64_t(static_cast<QSpinBox*>(m_editor)->value());
    case ParameterKind::Boolean:
        return static_cast<QCheckBox*>(m_editor)->isChecked();
    case ParameterKind::Choice:
        return std::int64_t(static_cast<QComboBox*>(m_editor)->currentIndex());
    case ParameterKind::Size:
        return Extent{static_cast<QDoubleSpinBox*>(m_editor)->value(), static_cast<QDoubleSpinBox*>(m_second)->value()};
    case ParameterKind::Colour:
        return m_colour;
    }
    return {};
}

} // namespace disklab
