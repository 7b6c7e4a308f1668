#include "app/help_dialogs.h"

#include "app/app_paths.h"

#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QUrl>

namespace disklab {

void HelpDialogs::showUserGuide(QWidget* parent)
{
    const QString docs = documentationDirectory();
    const QString guide = docs.isEmpty() ? QString() : QDir(docs).filePath(QStringLiteral("desktop.md"));
    if (!guide.isEmpty() && QFileInfo::exists(guide) && QDesktopServices::openUrl(QUrl::fromLocalFile(guide)))
        return;
    QMessageBox::information(parent, tr("User Guide"),
                             guide.isEmpty() ? tr("The user guide is not installed on this computer.")
                                             : tr("The user guide is at:\n%1").arg(QDir::toNativeSeparators(guide)));
}

void HelpDialogs::showAbout(QWidget* parent)
{
    QMessageBox::about(
        parent, tr("About DiskLab"),
        tr("<h3>DiskLab %1</h3>"
           "<p>A workbench for hard-disk dynamics: ideal gases, billiards, diffusion, Brownian motion "
           "and pistons, simulated exactly (event-driven) and with a fixed time step (time-driven).</p>"
           "<p>Copyright © the DiskLab authors.</p>"
           "<p>DiskLab is free software: you can redistribute it and/or modify it under the terms of the "
           "GNU General Public License as published by the Free Software Foundation, either version 3 of "
           "the License, or (at your option) any later version (GPL-3.0-or-later). It comes with "
           "ABSOLUTELY NO WARRANTY.</p>"
           "<p>Built with Qt %2. The algs4 file format is that of Sedgewick and Wayne's "
           "<i>Algorithms, 4th edition</i>.</p>")
            .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

} // namespace disklab
