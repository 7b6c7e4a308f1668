#include "app/generator_dialog.h"

#include "app/scenario_thumbnail.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <limits>
#include <stdexcept>

namespace disklab {
namespace {
const QSize kPreviewSize(320, 220);
}

GeneratorDialog::GeneratorDialog(QWidget* parent)
    : QDialog(parent),
      m_catalog(generatorCatalog()),
      m_kinds(new QListWidget),
      m_description(new QLabel),
      m_form(new QFormLayout),
      m_preview(new QLabel),
      m_error(new QLabel)
{
    setWindowTitle(tr("New from Generator"));
    for (const GeneratorEntry& entry : m_catalog)
        m_kinds->addItem(entry.title);
    m_kinds->setMaximumWidth(200);
    m_description->setWordWrap(true);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_preview->setFixedSize(kPreviewSize);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QPushButton* previewButton = buttons->addButton(tr("&Preview"), QDialogButtonBox::ActionRole);
    connect(previewButton, &QPushButton::clicked, this, &GeneratorDialog::preview);
    connect(buttons, &QDialogButtonBox::accepted, this, &GeneratorDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* right = new QVBoxLayout;
    right->addWidget(m_description);
    right->addLayout(m_form);
    right->addWidget(m_preview);
    right->addWidget(m_error);
    right->addStretch();
    auto* top = new QHBoxLayout;
    top->addWidget(m_kinds);
    top->addLayout(right, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);

    connect(m_kinds, &QListWidget::currentRowChanged, this, &GeneratorDialog::showKind);
    m_kinds->setCurrentRow(0);
}

void GeneratorDialog::setKind(int index)
{
    m_kinds->setCurrentRow(index);
}

void GeneratorDialog::showKind(int index)
{
    if (index < 0 || std::size_t(index) >= m_catalog.size())
        return;
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_fields.clear();
    const GeneratorEntry& entry = m_catalog[std::size_t(index)];
    m_description->setText(entry.description);
    for (const GeneratorParameter& parameter : entry.parameters) {
        auto* field = new QDoubleSpinBox;
        field->setRange(parameter.integer ? 0.0 : -1e9, 1e9);
        field->setDecimals(parameter.integer ? 0 : 4);
        field->setValue(parameter.value);
        m_form->addRow(parameter.label, field);
        m_fields.append(field);
    }
    m_error->clear();
    preview();
}

std::optional<Scenario> GeneratorDialog::generate()
{
    const int index = m_kinds->currentRow();
    if (index < 0)
        return std::nullopt;
    QList<double> values;
    for (const QDoubleSpinBox* field : m_fields)
        values.append(field->value());
    try {
        m_error->clear();
        return m_catalog[std::size_t(index)].build(values);
    } catch (const std::exception& error) {
        // GeneratorError names the parameter it could not build from.
        m_error->setText(tr("Cannot generate: %1").arg(QString::fromStdString(error.what())));
        return std::nullopt;
    }
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
