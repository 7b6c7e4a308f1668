#include "app/window/help_dialogs.h"

#include "app/window/app_paths.h"
#include "app/window/user_guide_window.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

namespace disklab {

void HelpDialogs::showUserGuide(QWidget* parent)
{
    if (auto* open = parent ? parent->findChild<UserGuideWindow*>() : nullptr) {
        open->raise();
        open->activateWindow();
        return;
    }
    const QString docs = documentationDirectory();
    const QString guide = docs.isEmpty() ? QString() : QDir(docs).filePath(QStringLiteral("desktop.md"));
    if (guide.isEmpty() || !QFileInfo::exists(guide)) {
        QMessageBox::warning(parent, tr("User Guide"), tr("The user guide is not installed on this computer."));
        return;
    }
    auto* window = new UserGuideWindow(guide, parent);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
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
