#pragma once
// Help > User Guide and Help > Teacher's Guide: a guide (docs/user-guide.md,
// docs/teacher-guide.md and the pages they link to) rendered inside DiskLab, with its
// screenshots, so that it reads the same on every computer, with or without a Markdown viewer.

#include <QTextBrowser>
#include <QWidget>

namespace disklab {

/// A QTextBrowser that shrinks pictures wider than its page to the page's width (the guide's
/// screenshots are full-window captures).
class UserGuideBrowser : public QTextBrowser {
    Q_OBJECT
public:
    using QTextBrowser::QTextBrowser;
    QVariant loadResource(int type, const QUrl& name) override;
};

class UserGuideWindow : public QWidget {
    Q_OBJECT
public:
    /// Shows `guide` (a Markdown file) under `title`; pictures and linked pages resolve beside it.
    UserGuideWindow(const QString& guide, const QString& title, QWidget* parent = nullptr);

    UserGuideBrowser& browser() { return *m_browser; }

private:
    UserGuideBrowser* m_browser;
};

} // namespace disklab
