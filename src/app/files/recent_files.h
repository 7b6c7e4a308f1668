#pragma once
// The recently opened files, kept in QSettings, and the File > Open Recent menu.

#include <QObject>
#include <QStringList>

class QMenu;

namespace disklab {

class RecentFiles : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxFiles = 10;

    /// Fills `menu` from the settings each time it is about to show. GUI thread.
    explicit RecentFiles(QMenu* menu, QObject* parent = nullptr);

    /// Puts `path` first in the list.
    void add(const QString& path);
    QStringList files() const;
    void clear();

signals:
    void openRequested(const QString& path);

private:
    void rebuildMenu();
    void store(const QStringList& files);

    QMenu* m_menu;
};

} // namespace disklab
