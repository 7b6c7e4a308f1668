#include "app/window/main_window_host.h"

#include "app/platform/interface_language.h"
#include "app/window/language_choice.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"

#include <QCoreApplication>

namespace disklab {

MainWindowHost::MainWindowHost(QObject* parent) : QObject(parent), m_window(std::make_unique<MainWindow>())
{
    listenToLanguageMenu();
}

MainWindowHost::~MainWindowHost() = default;

void MainWindowHost::switchLanguage(const QString& code)
{
    saveLanguageChoice(code);
    InterfaceLanguage::useForApplication(*QCoreApplication::instance(), localeOfLanguageChoice(code));
    auto next = std::make_unique<MainWindow>(*m_window);
    // Exactly where the old one is: the geometry it saved would be restored as for a new start,
    // where Qt makes room for a title bar it guesses, which moved a window filling its screen
    // down and its status bar off the bottom.
    next->setGeometry(m_window->geometry());
    next->setWindowState(m_window->windowState());
    // Shown before the old one goes, so the application never sees its last window close.
    if (m_window->isVisible())
        next->show();
    m_window = std::move(next);
    listenToLanguageMenu();
    emit windowReplaced(*m_window);
}

void MainWindowHost::listenToLanguageMenu()
{
    // Queued: the switch deletes the window whose menu action is still being handled.
    connect(&m_window->actions(), &MainActions::languageChosen, this, &MainWindowHost::switchLanguage,
            Qt::QueuedConnection);
}

} // namespace disklab
