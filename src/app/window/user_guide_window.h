#pragma once
// Help > User Guide: the user guide (docs/desktop.md and the pages it links to) rendered inside
// DiskLab, with its screenshots, so that it reads the same on every computer, with or without
// a Markdown viewer.

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
    /// Shows `guide` (a Markdown file); pictures and linked pages resolve beside it.
    explicit UserGuideWindow(const QString& guide, QWidget* parent = nullptr);

    UserGuideBrowser& browser() { return *m_browser; }

private:
    UserGuideBrowser* m_browser;
};

} // namespace disklab
