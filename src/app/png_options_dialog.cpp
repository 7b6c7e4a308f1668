#include "app/png_options_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

namespace disklab {

PngOptionsDialog::PngOptionsDialog(QSize size, int dpi, QWidget* parent)
    : QDialog(parent), m_width(new QSpinBox(this)), m_height(new QSpinBox(this)), m_dpi(new QSpinBox(this))
{
    setWindowTitle(tr("PNG Export"));
    for (QSpinBox* box : {m_width, m_height}) {
        box->setRange(16, 16000);
        box->setSuffix(tr(" px"));
    }
    m_width->setValue(size.width());
    m_height->setValue(size.height());
    m_dpi->setRange(36, 2400);
    m_dpi->setValue(dpi);
    m_dpi->setSuffix(tr(" dpi"));
    auto* form = new QFormLayout(this);
    form->addRow(tr("Width:"), m_width);
    form->addRow(tr("Height:"), m_height);
    form->addRow(tr("Resolution:"), m_dpi);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

QSize PngOptionsDialog::imageSize() const
{
    return {m_width->value(), m_height->value()};
}

int PngOptionsDialog::dpi() const
{
    return m_dpi->value();
}

} // namespace disklab
