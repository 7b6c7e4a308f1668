#include "app/window/language_choice.h"

#include <QCoreApplication>
#include <QSettings>

namespace disklab {
namespace {

const QString& settingsKey()
{
    static const QString key = QStringLiteral("interface/language");
    return key;
}

} // namespace

QList<LanguageOption> languageOptions()
{
    // Each language is named in its own script, so a user who cannot read the current one
    // still finds theirs.
    return {{QString(), QCoreApplication::translate("disklab::LanguageChoice", "System Language")},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
            {QStringLiteral("ja"), QStringLiteral("日本語")}};
}

QLocale localeOfLanguageChoice(const QString& code)
{
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

QString savedLanguageChoice()
{
    const QString code = QSettings().value(settingsKey()).toString();
    for (const LanguageOption& option : languageOptions()) {
        if (option.code == code)
            return code;
    }
    return {};
}

void saveLanguageChoice(const QString& code)
{
    QSettings().setValue(settingsKey(), code);
}

} // namespace disklab
