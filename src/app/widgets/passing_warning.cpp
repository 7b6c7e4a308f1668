#include "app/widgets/passing_warning.h"

#include <QMessageBox>

namespace disklab {

void openWarning(QWidget* parent, const QString& title, const QString& message)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace disklab
