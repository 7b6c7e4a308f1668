#include "app/window/help_dialogs.h"

#include "app/platform/app_paths.h"
#include "app/platform/interface_language.h"
#include "app/window/user_guide_window.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

namespace disklab {

namespace {

/// `localised` in the interface's language (quick-start.zh_CN.md), if it is not English, then
/// `english`: the first of them that is installed opens.
QStringList inInterfaceLanguage(const QString& localised, const QString& english)
{
    const QString language = InterfaceLanguage::current();
    if (language.isEmpty())
        return {english};
    return {localised.arg(language), english};
}

} // namespace

void HelpDialogs::showUserGuide(QWidget* parent)
{
    // The full user guide is in English. A student working in Chinese or Japanese meets the
    // quick start in that language first; it links to it.
    showGuide(parent, inInterfaceLanguage(QStringLiteral("quick-start.%1.md"), QStringLiteral("user-guide.md")),
              tr("DiskLab User Guide"));
}

void HelpDialogs::showTeacherGuide(QWidget* parent)
{
    showGuide(parent, inInterfaceLanguage(QStringLiteral("teacher-guide.%1.md"), QStringLiteral("teacher-guide.md")),
              tr("DiskLab Teacher's Guide"));
}

void HelpDialogs::showGuide(QWidget* parent, const QStringList& fileNames, const QString& title)
{
    const QList<UserGuideWindow*> open = parent ? parent->findChildren<UserGuideWindow*>() : QList<UserGuideWindow*>();
    for (UserGuideWindow* window : open) {
        if (window->windowTitle() == title) {
            window->raise();
            window->activateWindow();
            return;
        }
    }
    const QString docs = documentationDirectory();
    QString guide;
    for (const QString& fileName : fileNames) {
        if (!docs.isEmpty() && QFileInfo::exists(QDir(docs).filePath(fileName))) {
            guide = QDir(docs).filePath(fileName);
            break;
        }
    }
    if (guide.isEmpty()) {
        QMessageBox::warning(parent, title, tr("%1 is not installed on this computer.").arg(fileNames.last()));
        return;
    }
    auto* window = new UserGuideWindow(guide, title, parent);
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
