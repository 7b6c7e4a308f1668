#include "app/application_setup.h"

#include <QApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

// Q_INIT_RESOURCE must be used outside any namespace.
static void initialiseDiskLabResources()
{
    Q_INIT_RESOURCE(disklab);
}

namespace disklab {
namespace {

/// Loads DiskLab's own catalogue (compiled into the resources) and Qt's for `locale`.
void installTranslations(QApplication& application, const QLocale& locale)
{
    auto* own = new QTranslator(&application);
    if (own->load(locale, QStringLiteral("disklab"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(own);
    auto* qt = new QTranslator(&application);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
}

} // namespace

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
    installTranslations(application, QLocale());
}

} // namespace disklab
