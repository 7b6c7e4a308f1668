#include "app/charts/quantity_chooser.h"

#include <QStandardItemModel>

namespace disklab {

QuantityChooser::QuantityChooser(const QStringList& names, QWidget* parent) : QComboBox(parent)
{
    addItems(names);
}

void QuantityChooser::setAvailable(int index, bool available, const QString& whyNot, int fallback)
{
    // A QComboBox fills a QStandardItemModel of its own.
    QStandardItem* entry = static_cast<QStandardItemModel*>(model())->item(index);
    entry->setEnabled(available);
    entry->setToolTip(available ? QString() : whyNot);
    if (!available && currentIndex() == index)
        setCurrentIndex(fallback);
}

bool QuantityChooser::isAvailable(int index) const
{
    const QStandardItem* entry = static_cast<const QStandardItemModel*>(model())->item(index);
    return entry && entry->isEnabled();
}

} // namespace disklab
