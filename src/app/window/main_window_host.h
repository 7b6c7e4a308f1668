#pragma once
// Owns the desktop app's one main window and replaces it when the user picks another
// interface language (View ▸ Language).
//
// Why a rebuild rather than retranslating each widget: about 480 texts in some 40 classes are
// set when their widgets are made, many of them composed (counts, plurals, units, models'
// headers). A LanguageChange handler in each would have to redo every one, and any it forgot
// would silently stay in the old language. A rebuilt window runs exactly the code of a start
// in the new language, so it is complete by construction; what must survive (the document
// with its undo history and selection, the run, edit mode, the layout) is handed over
// explicitly, and tst_language_switch checks each of them. Chart histories start again from
// the run's current frame, and comparison mode closes.

#include <QObject>

#include <memory>

namespace disklab {

class MainWindow;

class MainWindowHost : public QObject {
    Q_OBJECT
public:
    /// Makes the main window (not shown yet). GUI thread, after configureApplication().
    explicit MainWindowHost(QObject* parent = nullptr);
    ~MainWindowHost() override;

    /// The current main window; another one after switchLanguage().
    MainWindow& window() { return *m_window; }

    /// Remembers `code` (a LanguageOption code), installs its language and replaces the window
    /// by one in that language that takes over the old one's document, run and layout (shown
    /// if the old one was). Not from inside the old window's own slots: View ▸ Language
    /// reaches it through a queued connection. GUI thread.
    void switchLanguage(const QString& code);

signals:
    /// The window was replaced; the previous one is gone.
    void windowReplaced(disklab::MainWindow& window);

private:
    void listenToLanguageMenu();

    std::unique_ptr<MainWindow> m_window;
};

} // namespace disklab
