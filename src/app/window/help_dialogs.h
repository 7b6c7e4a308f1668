#pragma once
// Help > User Guide and Help > About.

#include <QCoreApplication>

class QWidget;

namespace disklab {

class HelpDialogs {
    Q_DECLARE_TR_FUNCTIONS(disklab::HelpDialogs)
public:
    /// Shows the user guide (docs/desktop.md) in a window of its own, or brings it to the
    /// front if it is open; says so if the guide is not installed. GUI thread.
    static void showUserGuide(QWidget* parent);
    /// Version, licence (GPL-3.0-or-later) and credits. GUI thread; modal.
    static void showAbout(QWidget* parent);
};

} // namespace disklab
