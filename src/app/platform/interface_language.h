#pragma once
// The language DiskLab's interface is shown in: DiskLab's own translation and Qt's (standard
// buttons, file dialogs), installed together, and the language code scenario texts are picked
// by (core/scenario_text.h).

#include <QList>
#include <QLocale>
#include <QObject>
#include <QString>

class QCoreApplication;
class QTranslator;

namespace disklab {

class InterfaceLanguage : public QObject {
    Q_OBJECT
public:
    /// Installs the translations for `locale` if DiskLab has one (the interface stays English
    /// otherwise). GUI thread.
    explicit InterfaceLanguage(const QLocale& locale, QObject* parent = nullptr);
    /// Removes them again: the interface is back in the language it had before.
    ~InterfaceLanguage() override;

    /// Replaces the interface language `application` owns by `locale`'s: the windows made
    /// from now on are in that language (View ▸ Language rebuilds the main window). GUI thread.
    static void useForApplication(QCoreApplication& application, const QLocale& locale);

    /// The code of the language the interface is shown in ("zh_CN", "ja"), empty for English,
    /// the source language. GUI thread.
    static QString current();

private:
    QList<QTranslator*> m_installed;
    QString m_previous;
};

} // namespace disklab
