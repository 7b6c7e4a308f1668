#pragma once
// Help > User Guide, Help > Teacher's Guide and Help > About.

#include <QCoreApplication>
#include <QStringList>

class QWidget;

namespace disklab {

class HelpDialogs {
    Q_DECLARE_TR_FUNCTIONS(disklab::HelpDialogs)
public:
    /// Shows the user guide (docs/user-guide.md; in Chinese or Japanese the quick start in that
    /// language, docs/quick-start.<language>.md, which links to it) in a window of its own, or
    /// brings it to the front if it is open; says so if the guide is not installed. GUI thread.
    static void showUserGuide(QWidget* parent);
    /// The same for the teacher's guide (docs/teacher-guide.md).
    static void showTeacherGuide(QWidget* parent);
    /// Version, licence (GPL-3.0-or-later) and credits. GUI thread; modal.
    static void showAbout(QWidget* parent);

private:
    /// Shows the first of `fileNames` (in the documentation folder) that exists.
    static void showGuide(QWidget* parent, const QStringList& fileNames, const QString& title);
};

} // namespace disklab
