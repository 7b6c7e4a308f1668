#include "app/files/generator_dialog.h"

#include "app/files/parameter_field.h"
#include "app/view/scenario_thumbnail.h"
#include "core/generator_catalog.h"
#include "core/generator_error.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <stdexcept>

namespace disklab {
namespace {
const QSize kPreviewSize(320, 220);
/// Tall enough for a dozen parameters, short enough for a 768-pixel screen.
constexpr int kInitialHeight = 560;
constexpr int kListPadding = 12;
}

GeneratorDialog::GeneratorDialog(QWidget* parent)
    : QDialog(parent),
      m_kinds(new QListWidget),
      m_description(new QLabel),
      m_form(new QFormLayout),
      m_scroll(new QScrollArea),
      m_preview(new QLabel),
      m_error(new QLabel)
{
    setWindowTitle(tr("New from Generator"));
    for (const GeneratorDescriptor& generator : generatorCatalog())
        m_kinds->addItem(translatedGeneratorText(generator.title));
    // As wide as the longest title in the interface language, however wide a kind's form is.
    m_kinds->setFixedWidth(m_kinds->sizeHintForColumn(0) + 2 * m_kinds->frameWidth() + kListPadding);
    m_description->setWordWrap(true);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_preview->setFixedSize(kPreviewSize);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QPushButton* previewButton = buttons->addButton(tr("&Preview"), QDialogButtonBox::ActionRole);
    connect(previewButton, &QPushButton::clicked, this, &GeneratorDialog::preview);
    connect(buttons, &QDialogButtonBox::accepted, this, &GeneratorDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // The longest list of parameters scrolls rather than pushing the dialog off a small screen.
    auto* formHolder = new QWidget;
    formHolder->setLayout(m_form);
    m_scroll->setWidget(formHolder);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* middle = new QVBoxLayout;
    middle->addWidget(m_description);
    middle->addWidget(m_scroll, 1);
    auto* right = new QVBoxLayout;
    right->addWidget(m_preview);
    right->addWidget(m_error);
    right->addStretch();
    m_error->setMaximumWidth(kPreviewSize.width());
    auto* top = new QHBoxLayout;
    top->addWidget(m_kinds);
    top->addLayout(middle, 1);
    top->addLayout(right);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);

    connect(m_kinds, &QListWidget::currentRowChanged, this, &GeneratorDialog::showKind);
    m_kinds->setCurrentRow(0);
    resize(sizeHint().width(), kInitialHeight);
}

void GeneratorDialog::setKind(int index)
{
    m_kinds->setCurrentRow(index);
}

bool GeneratorDialog::setKind(const QString& key)
{
    const std::vector<GeneratorDescriptor>& catalog = generatorCatalog();
    for (std::size_t k = 0; k < catalog.size(); ++k) {
        if (QString::fromStdString(catalog[k].key) == key) {
            setKind(int(k));
            return true;
        }
    }
    return false;
}

ParameterField* GeneratorDialog::field(const QString& key) const
{
    for (ParameterField* field : m_fields) {
        if (QString::fromStdString(field->descriptor().key) == key)
            return field;
    }
    return nullptr;
}

void GeneratorDialog::showKind(int index)
{
    const std::vector<GeneratorDescriptor>& catalog = generatorCatalog();
    if (index < 0 || std::size_t(index) >= catalog.size())
        return;
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_fields.clear();
    const GeneratorDescriptor& generator = catalog[std::size_t(index)];
    m_description->setText(translatedGeneratorText(generator.description));
    const GeneratorParameters defaults(generator);
    for (const ParameterDescriptor& parameter : generator.parameters) {
        auto* field = new ParameterField(parameter, defaults.value(parameter));
        auto* label = new QLabel(translatedGeneratorText(parameter.label));
        label->setToolTip(field->toolTip());
        label->setBuddy(field->editor());
        m_form->addRow(label, field);
        m_fields.append(field);
        connect(field, &ParameterField::changed, this, &GeneratorDialog::updateApplicability);
    }
    updateApplicability();
    // Wide enough for the widest form, so only the height scrolls.
    m_scroll->setMinimumWidth(m_scroll->widget()->sizeHint().width() + m_scroll->verticalScrollBar()->sizeHint().width());
    m_error->clear();
    preview();
}

std::optional<GeneratorParameters> GeneratorDialog::parameters() const
{
    const int index = m_kinds->currentRow();
    if (index < 0)
        return std::nullopt;
    GeneratorParameters parameters(generatorCatalog()[std::size_t(index)]);
    for (const ParameterField* field : m_fields)
        parameters.set(field->descriptor(), field->value());
    return parameters;
}

void GeneratorDialog::updateApplicability()
{
    const std::optional<GeneratorParameters> current = parameters();
    for (ParameterField* field : m_fields) {
        const bool applies = !current || current->applies(field->descriptor());
        field->setEnabled(applies);
        if (QWidget* label = m_form->labelForField(field))
            label->setEnabled(applies);
    }
}

std::optional<Scenario> GeneratorDialog::generate()
{
    const std::optional<GeneratorParameters> current = parameters();
    if (!current)
        return std::nullopt;
    try {
        m_error->clear();
        return current->generate();
    } catch (const GeneratorError& error) {
        // Named by the label the user sees, not the struct field.
        const ParameterDescriptor* parameter = current->generator().parameterOfField(error.parameter());
        const QString name = parameter ? translatedGeneratorText(parameter->label) : QString::fromStdString(error.parameter());
        m_error->setText(tr("Cannot generate: %1: %2").arg(name, QString::fromStdString(error.explanation())));
    } catch (const std::exception& error) {
        m_error->setText(tr("Cannot generate: %1").arg(QString::fromStdString(error.what())));
    }
    return std::nullopt;
}

void GeneratorDialog::preview()
{
    const std::optional<Scenario> scenario = generate();
    m_preview->setPixmap(scenario ? QPixmap::fromImage(renderScenarioThumbnail(*scenario, kPreviewSize)) : QPixmap());
}

void GeneratorDialog::accept()
{
    m_result = generate();
    if (m_result)
        QDialog::accept();
}

} // namespace disklab
