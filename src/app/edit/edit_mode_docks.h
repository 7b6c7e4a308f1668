#pragma once
// The docks that belong to editing (the disk table and the properties): edit mode brings them
// up, and leaving it puts away those it brought up. A dock the user opened by hand stays.

#include <QList>
#include <QObject>
#include <QPointer>

class QDockWidget;

namespace disklab {

class EditModeController;

class EditModeDocks : public QObject {
    Q_OBJECT
public:
    /// `docks` are shown and raised in this order on entering edit mode. GUI thread.
    EditModeDocks(QObject& parent, EditModeController& editor, QList<QDockWidget*> docks);

private:
    void setEditing(bool editing);

    QList<QDockWidget*> m_docks;
    QList<QPointer<QDockWidget>> m_shownForEditing;
};

} // namespace disklab
