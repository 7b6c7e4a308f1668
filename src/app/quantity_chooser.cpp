#include "app/quantity_chooser.h"

namespace disklab {

QuantityChooser::QuantityChooser(const QStringList& names, QWidget* parent) : QComboBox(parent)
{
    addItems(names);
}

} // namespace disklab
