#pragma once
// The interface languages View ▸ Language offers, and the one the user chose, remembered in
// the settings. The choice is a code: empty follows the system locale (LANGUAGE, LC_ALL,
// LC_MESSAGES, LANG), "en" is English, "zh_CN" and "ja" are DiskLab's translations.

#include <QList>
#include <QLocale>
#include <QString>

namespace disklab {

struct LanguageOption {
    QString code;  ///< the choice: "" (the system's), "en", "zh_CN", "ja"
    QString name;  ///< what the menu shows: each language in its own script, "System" translated
};

/// Every choice, the system's first. GUI thread (the system entry is translated).
QList<LanguageOption> languageOptions();

/// The locale a choice stands for: the system's for "", else the language of the code.
QLocale localeOfLanguageChoice(const QString& code);

/// The choice saved in the settings, "" if none was made (or an unknown one was saved).
QString savedLanguageChoice();
/// Remembers `code` for the next start.
void saveLanguageChoice(const QString& code);

} // namespace disklab
