#include "app/window/application_setup.h"

#include "app/window/interface_language.h"
#include "app/window/language_choice.h"

#include <QApplication>
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

void configureApplication(QApplication& application)
{
    initialiseResources();
    QApplication::setOrganizationName(QStringLiteral("DiskLab"));
    QApplication::setApplicationName(QStringLiteral("DiskLab"));
    QApplication::setApplicationDisplayName(QStringLiteral("DiskLab"));
    QApplication::setApplicationVersion(QStringLiteral(DISKLAB_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("disklab"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/disklab.svg")));
    InterfaceLanguage::useForApplication(application, localeOfLanguageChoice(savedLanguageChoice()));
}

} // namespace disklab
