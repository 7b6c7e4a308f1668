#include "app/window/application_setup.h"

#include "app/platform/interface_language.h"
#include "app/window/language_choice.h"

#include <QApplication>
#include <QCoreApplication>
#include <QIcon>

// Q_INIT_RESOURCE must be used outside any namespace.
static void initialiseDiskLabResources()
{
    Q_INIT_RESOURCE(disklab);
}

namespace disklab {

void initialiseResources()
{
    static const bool done = (initialiseDiskLabResources(), true);
    Q_UNUSED(done);
}

void configureTerminalApplication(QCoreApplication& application)
{
    initialiseResources();
    QCoreApplication::setOrganizationName(QStringLiteral("DiskLab"));
    QCoreApplication::setApplicationName(QStringLiteral("DiskLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DISKLAB_VERSION));
    InterfaceLanguage::useForApplication(application, localeOfLanguageChoice(savedLanguageChoice()));
}

void configureApplication(QApplication& application)
{
    configureTerminalApplication(application);
    QApplication::setApplicationDisplayName(QStringLiteral("DiskLab"));
    // The desktop entry's file name without ".desktop": Wayland compositors and docks match the
    // window to its entry, and so to its icon and name, by it.
    QApplication::setDesktopFileName(QStringLiteral(DISKLAB_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/disklab.svg")));
}

} // namespace disklab
