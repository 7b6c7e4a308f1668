#include "app/platform/interface_language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace disklab {
namespace {

QString& currentLanguage()
{
    static QString language;
    return language;
}

/// Where Qt's own catalogues (qtbase_zh_CN.qm, qtbase_ja.qm) are: Qt's translations folder,
/// which Debian fills from qt6-translations-l10n. The one place that looks for them.
QString qtTranslationsDirectory()
{
    return QLibraryInfo::path(QLibraryInfo::TranslationsPath);
}

} // namespace

InterfaceLanguage::InterfaceLanguage(const QLocale& locale, QObject* parent) : QObject(parent), m_previous(currentLanguage())
{
    auto* own = new QTranslator(this);
    if (!own->load(locale, QStringLiteral("disklab"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        return;
    QCoreApplication::installTranslator(own);
    m_installed.append(own);
    currentLanguage() = own->language();
    // Qt's own texts (OK, Cancel, the file dialogs) in the same language; without them a
    // translated DiskLab would show English buttons.
    auto* qt = new QTranslator(this);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), qtTranslationsDirectory())) {
        QCoreApplication::installTranslator(qt);
        m_installed.append(qt);
    }
}

InterfaceLanguage::~InterfaceLanguage()
{
    // Owned by the application, this object outlives it: then there is nothing to remove from.
    if (QCoreApplication::instance()) {
        for (QTranslator* translator : m_installed)
            QCoreApplication::removeTranslator(translator);
    }
    currentLanguage() = m_previous;
}

void InterfaceLanguage::useForApplication(QCoreApplication& application, const QLocale& locale)
{
    // Removed first, so the new one does not restore the old language when it goes.
    delete application.findChild<InterfaceLanguage*>(QString(), Qt::FindDirectChildrenOnly);
    new InterfaceLanguage(locale, &application);
}

QString InterfaceLanguage::current()
{
    return currentLanguage();
}

} // namespace disklab
