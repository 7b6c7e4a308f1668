#include "app/window/user_guide_window.h"

#include <QAction>
#include <QImage>
#include <QStyle>
#include <QToolBar>
#include <QUrl>
#include <QVBoxLayout>

namespace disklab {
namespace {
/// The window's first size: a comfortable reading width that fits a 1366 x 768 screen.
constexpr QSize kFirstSize(960, 660);
/// Room the page keeps beside a picture (its margins and the scroll bar).
constexpr int kPictureMargin = 48;
}

QVariant UserGuideBrowser::loadResource(int type, const QUrl& name)
{
    const QVariant resource = QTextBrowser::loadResource(type, name);
    if (type != QTextDocument::ImageResource)
        return resource;
    QImage picture = resource.value<QImage>();
    if (picture.isNull())
        picture.loadFromData(resource.toByteArray());
    const int room = std::max(200, viewport()->width() - kPictureMargin);
    if (picture.isNull())
        return resource;
    return picture.width() <= room ? picture : picture.scaledToWidth(room, Qt::SmoothTransformation);
}

UserGuideWindow::UserGuideWindow(const QString& guide, const QString& title, QWidget* parent)
    : QWidget(parent, Qt::Window), m_browser(new UserGuideBrowser)
{
    setObjectName(QStringLiteral("userGuideWindow"));
    setWindowTitle(title);
    m_browser->setOpenExternalLinks(true);
    m_browser->setObjectName(QStringLiteral("userGuideBrowser"));

    auto* bar = new QToolBar;
    QAction* back = bar->addAction(style()->standardIcon(QStyle::SP_ArrowBack), tr("Back"), m_browser, &QTextBrowser::backward);
    QAction* forward = bar->addAction(style()->standardIcon(QStyle::SP_ArrowForward), tr("Forward"), m_browser, &QTextBrowser::forward);
    bar->addAction(style()->standardIcon(QStyle::SP_DirHomeIcon), tr("Contents"), m_browser, &QTextBrowser::home);
    back->setShortcut(QKeySequence::Back);
    forward->setShortcut(QKeySequence::Forward);
    back->setEnabled(false);
    forward->setEnabled(false);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QAction::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, forward, &QAction::setEnabled);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(bar);
    layout->addWidget(m_browser);
    resize(kFirstSize);
    // The page width is known once the browser has its size; pictures are fitted to it then.
    m_browser->resize(kFirstSize);
    m_browser->setSource(QUrl::fromLocalFile(guide), QTextDocument::MarkdownResource);
}

} // namespace disklab
