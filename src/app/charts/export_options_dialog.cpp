#include "app/charts/export_options_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

namespace disklab {

ExportOptionsDialog::ExportOptionsDialog(const ChartExportOptions& options, QWidget* parent)
    : QDialog(parent),
      m_width(new QSpinBox(this)),
      m_height(new QSpinBox(this)),
      m_dpi(new QSpinBox(this)),
      m_fontScale(new QSpinBox(this))
{
    setWindowTitle(tr("Image Export"));
    for (QSpinBox* box : {m_width, m_height}) {
        box->setRange(16, 16000);
        box->setSuffix(tr(" px"));
    }
    m_width->setValue(options.size.width());
    m_height->setValue(options.size.height());
    m_dpi->setRange(36, 2400);
    m_dpi->setValue(options.dpi);
    m_dpi->setSuffix(tr(" dpi"));
    m_dpi->setToolTip(tr("The image covers width / resolution inches; the text has its on-screen point size there"));
    m_fontScale->setRange(50, 400);
    m_fontScale->setSingleStep(25);
    m_fontScale->setValue(qRound(options.fontScale * 100.0));
    m_fontScale->setSuffix(tr(" %"));
    m_fontScale->setToolTip(tr("Enlarges the tick labels, axis labels, title and legend in the exported file only, "
                               "e.g. 200 % to read them on a projector"));
    auto* form = new QFormLayout(this);
    form->addRow(tr("Width:"), m_width);
    form->addRow(tr("Height:"), m_height);
    form->addRow(tr("Resolution:"), m_dpi);
    form->addRow(tr("Text size:"), m_fontScale);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

ChartExportOptions ExportOptionsDialog::options() const
{
    return {{m_width->value(), m_height->value()}, m_dpi->value(), m_fontScale->value() / 100.0};
}

} // namespace disklab
