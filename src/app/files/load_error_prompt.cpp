#include "app/files/load_error_prompt.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace disklab {
LoadErrorChoice LoadErrorPrompt::show(QWidget* parent, const QString& path, const QString& message, bool canLoadAnyway)
{
    QMessageBox box(parent);
    box.setObjectName(QStringLiteral("loadErrorBox"));
    box.setWindowTitle(tr("Cannot Open File"));
    box.setIcon(canLoadAnyway ? QMessageBox::Warning : QMessageBox::Critical);
    box.setText(tr("DiskLab cannot open “%1”.").arg(QFileInfo(path).fileName()));
    QString details = message.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>"));
    details = QStringLiteral("<p><code>%1</code></p>").arg(details);
    if (canLoadAnyway) {
        details += tr("<p>Apart from overlapping disks the file is fine. You can load it anyway: "
                      "overlapping disks that approach each other collide at once and separate.</p>");
    }
    box.setInformativeText(details);
    box.setTextFormat(Qt::RichText);
    QPushButton* loadAnyway = nullptr;
    if (canLoadAnyway) {
        loadAnyway = box.addButton(tr("Load &Anyway"), QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(QMessageBox::Cancel);
    } else {
        box.addButton(QMessageBox::Ok);
    }
    box.exec();
    return loadAnyway && box.clickedButton() == loadAnyway ? LoadErrorChoice::LoadAnyway : LoadErrorChoice::Cancel;
}

} // namespace disklab
