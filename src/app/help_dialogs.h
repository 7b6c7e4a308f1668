#pragma once
// Help > User Guide and Help > About.

#include <QCoreApplication>

class QWidget;

namespace disklab {

class HelpDialogs {
    Q_DECLARE_TR_FUNCTIONS(disklab::HelpDialogs)
public:
    /// Opens the user guide (docs/desktop.md) in the system's viewer. GUI thread.
    static void showUserGuide(QWidget* parent);
    /// Version, licence (GPL-3.0-or-later) and credits. GUI thread; modal.
    static void showAbout(QWidget* parent);
};

} // namespace disklab
